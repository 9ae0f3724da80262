import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { TextAreaField, TextField } from '@/ui/text-field';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

describe('TextField', () => {
  it('is labelled, described and passes typed text to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TextField label="Email" description="We never share it." type="email" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0]!)?.textContent).toBe(
      'We never share it.',
    );
    await user.type(input, 'a@b.kr');
    expect(onChange).toHaveBeenLastCalledWith('a@b.kr');
  });

  it('shows the error message only while invalid (react-hook-form style)', () => {
    const { rerender } = render(
      <TextField label="Email" validationBehavior="aria" errorMessage="필수 항목입니다." />,
    );
    expect(screen.queryByText('필수 항목입니다.')).toBeNull();
    rerender(
      <TextField
        label="Email"
        validationBehavior="aria"
        isInvalid
        errorMessage="필수 항목입니다."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('필수 항목입니다.')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(
      screen.getByText('필수 항목입니다.').id,
    );
  });

  it('hands the input element to inputRef', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Name" inputRef={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});

describe('TextAreaField', () => {
  it('renders a labelled textarea with the given rows', () => {
    render(<TextAreaField label="Message" rows={6} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('6');
  });
});

describe('a field’s character limit', () => {
  it('never cuts what is typed or pasted: it keeps it on screen, says the limit and does not take it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Name" maxLength={5} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    await user.click(input);
    await user.paste('Science Club');
    expect(input.value).toBe('Science Club');
    expect(onChange).not.toHaveBeenCalledWith('Science Club');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Up to 5 characters (now 12).')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'Club');
    expect(onChange).toHaveBeenLastCalledWith('Club');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Up to 5 characters/)).toBeNull();
  });

  it('a controlled field shows the over-long text until its value changes from outside', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TextField label="PO" maxLength={4} value="AB" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'PO' });
    await user.click(input);
    await user.paste('CDEF');
    expect(input.value).toBe('ABCDEF');
    expect(screen.getByText('Up to 4 characters (now 6).')).toBeTruthy();
    rerender(<TextField label="PO" maxLength={4} value="" />);
    expect(input.value).toBe('');
    expect(screen.queryByText(/Up to 4 characters/)).toBeNull();
  });

  it('lets a form’s own message win over the limit’s', () => {
    render(
      <TextAreaField
        label="Message"
        maxLength={3}
        value="abcdef"
        validationBehavior="aria"
        isInvalid
        errorMessage="Message can be up to 3 characters long."
      />,
    );
    expect(screen.getByText('Message can be up to 3 characters long.')).toBeTruthy();
    expect(screen.queryByText(/Up to 3 characters/)).toBeNull();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe(
      'abcdef',
    );
  });
});
