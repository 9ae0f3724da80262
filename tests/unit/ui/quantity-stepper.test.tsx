import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '@/ui/quantity-stepper';

// Interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

function Harness({
  initial,
  minValue,
  onChange,
}: {
  initial: number;
  minValue?: number;
  onChange?: (value: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Quantity"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      minValue={minValue}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
const decrement = () => screen.getByRole('button', { name: /decrease/i }) as HTMLButtonElement;
const increment = () => screen.getByRole('button', { name: /increase/i }) as HTMLButtonElement;

describe('QuantityStepper', () => {
  it('cannot go below 1 by default: the decrement button is disabled at the floor', async () => {
    const user = userEvent.setup();
    render(<Harness initial={1} />);
    expect(input().value).toBe('1');
    expect(decrement().disabled).toBe(true);
    await user.click(decrement());
    expect(input().value).toBe('1');
  });

  it('steps up and back down to the floor', async () => {
    const user = userEvent.setup();
    render(<Harness initial={1} />);
    await user.click(increment());
    expect(input().value).toBe('2');
    expect(decrement().disabled).toBe(false);
    await user.click(decrement());
    expect(input().value).toBe('1');
    expect(decrement().disabled).toBe(true);
  });

  it('reaches 0 when the floor is 0, and no further', async () => {
    const user = userEvent.setup();
    render(<Harness initial={1} minValue={0} />);
    await user.click(decrement());
    expect(input().value).toBe('0');
    expect(decrement().disabled).toBe(true);
    await user.click(decrement());
    expect(input().value).toBe('0');
  });

  it('never changes a quantity above the ceiling: it stays as typed and the field says the limit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={5} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '12000');
    await user.tab();
    expect(input().value).toBe('12000');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole number from 1 to 9,999.').id.split(' ')[0]).toBe(
      input().getAttribute('aria-describedby'),
    );
    // Only what was in range on the way reached the quantity (1, 12, 120, 1200); 12000 never did.
    expect(onChange.mock.calls.map(([value]) => value as number)).toEqual([1, 12, 120, 1200]);
    expect(onChange).not.toHaveBeenCalledWith(9999);

    // Corrected, the message goes and the quantity takes it.
    await user.clear(input());
    await user.type(input(), '9999');
    expect(onChange).toHaveBeenLastCalledWith(9999);
    expect(screen.queryByText(/Enter a whole number/)).toBeNull();
  });

  it('does not change a quantity below the floor either, and keeps the value when the input is emptied', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper label="Quantity" value={5} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '0');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input().value).toBe('0');
    expect(input().getAttribute('aria-invalid')).toBe('true');

    await user.clear(input());
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input().value).toBe('5');
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('takes whole numbers only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={5} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '3.7');
    await user.tab();
    for (const [value] of onChange.mock.calls) expect(Number.isInteger(value)).toBe(true);
    expect(input().value).toBe('3.7');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('steps with the arrow keys and Page Up/Down, within its range', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5} />);
    input().focus();
    await user.keyboard('{ArrowUp}');
    expect(input().value).toBe('6');
    await user.keyboard('{PageDown}');
    expect(input().value).toBe('1');
    await user.keyboard('{ArrowDown}');
    expect(input().value).toBe('1');
  });

  it('names its buttons after the field', () => {
    render(<QuantityStepper label="Quantity of Book A" value={2} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Increase Quantity of Book A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decrease Quantity of Book A' })).toBeTruthy();
  });

  it('keeps its label as the accessible name when the label is visually hidden', () => {
    render(
      <QuantityStepper label="Quantity of Book A" isLabelHidden value={2} onChange={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: 'Quantity of Book A' })).toBeTruthy();
  });
});
