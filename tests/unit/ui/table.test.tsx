import { useState } from 'react';
import { QuantityStepper } from '@/ui/quantity-stepper';
import { TextField } from '@/ui/text-field';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Cell,
  Column,
  DataTable,
  Row,
  SelectionCheckboxCell,
  SelectionCheckboxColumn,
  TableBody,
  TableHeader,
} from '@/ui/table';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

const books = [
  { id: 'b1', title: '채식주의자' },
  { id: 'b2', title: 'The Hobbit' },
];

function Books({ items = books }: { items?: typeof books }) {
  const [selected, setSelected] = useState<'all' | Set<string | number>>(new Set());
  return (
    <>
      <DataTable
        aria-label="Books"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
      >
        <TableHeader>
          <SelectionCheckboxColumn />
          <Column isRowHeader>Title</Column>
        </TableHeader>
        <TableBody items={items}>
          {(book) => (
            <Row id={book.id}>
              <SelectionCheckboxCell />
              <Cell>{book.title}</Cell>
            </Row>
          )}
        </TableBody>
      </DataTable>
      <output>{selected === 'all' ? 'all' : [...selected].join(',')}</output>
    </>
  );
}

describe('DataTable', () => {
  it('shows "No results." when there are no rows', () => {
    render(<Books items={[]} />);
    expect(
      within(screen.getByRole('grid', { name: 'Books' })).getByText('No results.'),
    ).toBeTruthy();
  });

  it('selects rows with their checkboxes and all rows with the header checkbox', async () => {
    const user = userEvent.setup();
    render(<Books />);
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(3);
    await user.click(checkboxes[2]!);
    expect(screen.getByRole('status').textContent).toBe('b2');
    await user.click(checkboxes[0]!);
    expect(screen.getByRole('status').textContent).toBe('all');
  });

  it('sits in a wrapper that scrolls sideways', () => {
    render(<Books />);
    expect(screen.getByRole('grid').parentElement?.className).toBe('table-scroll');
  });
});

function EditableCart() {
  const [selected, setSelected] = useState<'all' | Set<string | number>>(new Set());
  const [po, setPo] = useState('');
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <DataTable
        aria-label="Cart"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
      >
        <TableHeader>
          <SelectionCheckboxColumn />
          <Column isRowHeader>Title</Column>
          <Column>PO</Column>
          <Column>Quantity</Column>
        </TableHeader>
        <TableBody>
          <Row id="r1">
            <SelectionCheckboxCell />
            <Cell>Book</Cell>
            <Cell>
              <TextField label="PO number" isLabelHidden value={po} onChange={setPo} />
            </Cell>
            <Cell>
              <QuantityStepper
                label="Quantity"
                isLabelHidden
                value={quantity}
                onChange={setQuantity}
              />
            </Cell>
          </Row>
        </TableBody>
      </DataTable>
      <output>{selected === 'all' ? 'all' : [...selected].join(',')}</output>
    </>
  );
}

describe('DataTable with fields in cells', () => {
  it('lets a text field take spaces, letters and caret keys without selecting or moving', async () => {
    const user = userEvent.setup();
    render(<EditableCart />);
    const po = screen.getByRole('textbox', { name: 'PO number' }) as HTMLInputElement;
    await user.click(po);
    await user.keyboard('A B{ArrowLeft}{ArrowLeft}{Home}x{End}{ArrowDown} c');
    expect(po.value).toBe('xA B c');
    expect(document.activeElement).toBe(po);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('lets a quantity stepper take arrow keys and typing', async () => {
    const user = userEvent.setup();
    render(<EditableCart />);
    const quantity = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await user.click(quantity);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(quantity.value).toBe('3');
    expect(document.activeElement).toBe(quantity);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('gives the arrow keys back to the table when the field loses focus', async () => {
    const user = userEvent.setup();
    render(<EditableCart />);
    await user.click(screen.getByRole('textbox', { name: 'PO number' }));
    await user.click(screen.getAllByRole('rowheader')[0]!);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('type')).toBe('checkbox');
  });
});
