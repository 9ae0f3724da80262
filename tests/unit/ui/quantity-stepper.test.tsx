import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '@/ui/quantity-stepper';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

function Harness({ initial, minValue }: { initial: number; minValue?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper label="Quantity" value={value} onChange={setValue} minValue={minValue} />;
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

  it('clamps a typed value below the floor and keeps the value when the input is emptied', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper label="Quantity" value={5} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '0');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(1);

    onChange.mockClear();
    await user.clear(input());
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input().value).toBe('5');
  });

  it('takes whole numbers only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper label="Quantity" value={5} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '3.7');
    await user.tab();
    for (const [value] of onChange.mock.calls) expect(Number.isInteger(value)).toBe(true);
  });

  it('keeps its label as the accessible name when the label is visually hidden', () => {
    render(
      <QuantityStepper label="Quantity of Book A" isLabelHidden value={2} onChange={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: 'Quantity of Book A' })).toBeTruthy();
  });
});
