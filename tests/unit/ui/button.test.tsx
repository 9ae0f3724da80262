import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from '@/ui/button';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

describe('Button', () => {
  it('runs onPress with mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('applies variant and size classes and keeps extra classes', () => {
    render(
      <Button variant="danger" size="sm" className="extra">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.className).toBe('button button--danger button--sm extra');
  });

  it('while pending keeps its content (and width), shows a spinner and ignores presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button.textContent).toContain('Save');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its label and is a ghost button by default', () => {
    render(
      <IconButton label="Open menu">
        <svg aria-hidden />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.classList.contains('button--ghost')).toBe(true);
    expect(button.classList.contains('button--icon')).toBe(true);
  });

  it('accepts aria-label instead of label', () => {
    render(
      <IconButton aria-label="Close">
        <svg aria-hidden />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
