import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { ChipInput } from '@/ui/chip-input';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

function Harness({
  initial = [],
  onChange,
}: {
  initial?: string[];
  onChange?: (v: string[]) => void;
}) {
  const [values, setValues] = useState(initial);
  return (
    <ChipInput
      label="Keywords"
      values={values}
      onChange={(next) => {
        onChange?.(next);
        setValues(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Keywords' }) as HTMLInputElement;
const chips = () =>
  screen.queryByRole('grid') ? within(screen.getByRole('grid')).getAllByRole('row') : [];
const chipTexts = () => chips().map((row) => row.textContent);

describe('ChipInput', () => {
  it('adds the trimmed text as a chip on Enter and clears the input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '  해리 포터  {Enter}');
    expect(chipTexts()).toEqual(['해리 포터']);
    expect(input().value).toBe('');
    await user.type(input(), 'Tolkien{Enter}');
    expect(chipTexts()).toEqual(['해리 포터', 'Tolkien']);
  });

  it('ignores blank text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(input(), '{Enter}');
    await user.type(input(), '    {Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(chips()).toHaveLength(0);
  });

  it('ignores duplicates', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['novel']} onChange={onChange} />);
    await user.type(input(), ' novel {Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(chipTexts()).toEqual(['novel']);
    expect(input().value).toBe('');
  });

  it('does not submit the surrounding form on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Harness />
      </form>,
    );
    await user.type(input(), 'poetry{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(chipTexts()).toEqual(['poetry']);
  });

  it('does not add while a Korean IME composition is being confirmed', () => {
    const onChange = vi.fn();
    render(<ChipInput label="Keywords" values={[]} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '소설' } });
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(['소설']);
  });

  it('removes a chip with its remove button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a', 'b', 'c']} />);
    const [, second] = chips();
    await user.click(within(second!).getByRole('button', { name: /remove/i }));
    expect(chipTexts()).toEqual(['a', 'c']);
  });

  it('names each remove button after its chip, in the form’s language whatever the browser’s', () => {
    render(
      <I18nProvider locale="ko-KR">
        <Harness initial={['해리 포터', 'Kim']} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Remove 해리 포터' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Kim' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /제거/ })).toBeNull();
  });

  it('removes a focused chip with Backspace, and returns focus to the input after the last one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['only']} />);
    await user.click(input());
    await user.tab();
    expect(document.activeElement).toBe(chips()[0]);
    await user.keyboard('{Backspace}');
    expect(chips()).toHaveLength(0);
    expect(document.activeElement).toBe(input());
  });
});

describe('ChipInput: text over the limit', () => {
  it('is refused with a message; the chips and the typed text stay', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Limited() {
      const [values, setValues] = useState(['Tolkien']);
      return (
        <ChipInput
          label="Keywords"
          values={values}
          maxLength={100}
          tooLongMessage="At most 100 characters."
          onChange={(next) => {
            onChange(next);
            setValues(next);
          }}
        />
      );
    }
    render(<Limited />);
    const long = 'x'.repeat(101);
    fireEvent.change(input(), { target: { value: long } });
    await user.type(input(), '{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(chipTexts()).toEqual(['Tolkien']);
    expect(input().value).toBe(long);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At most 100 characters.')).toBeTruthy();

    // Exactly the limit is fine, and the message goes.
    fireEvent.change(input(), { target: { value: 'y'.repeat(100) } });
    expect(screen.queryByText('At most 100 characters.')).toBeNull();
    await user.type(input(), '{Enter}');
    expect(chipTexts()).toEqual(['Tolkien', 'y'.repeat(100)]);
  });
});
