import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '@/ui/quantity-stepper';
import {
  Cell,
  Column,
  DataTable,
  Row,
  RowHeader,
  SelectAllColumn,
  SelectionCell,
  TableBody,
  TableHeader,
} from '@/ui/table';
import { TextField } from '@/ui/text-field';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

const books = [
  { id: 1, title: '채식주의자' },
  { id: 2, title: 'The Hobbit' },
];

function Books({ items = books, isStale }: { items?: typeof books; isStale?: boolean }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [po, setPo] = useState<Record<number, string>>({});
  const [quantity, setQuantity] = useState<Record<number, number>>({});
  const toggle = (id: number, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      <DataTable aria-label="Books" isStale={isStale} stackOnPhone>
        <TableHeader>
          <SelectAllColumn
            aria-label="Select all books"
            selectedCount={selected.size}
            count={items.length}
            onChange={(isSelected) =>
              setSelected(new Set(isSelected ? items.map((book) => book.id) : []))
            }
          />
          <Column>Title</Column>
          <Column>PO</Column>
          <Column>Quantity</Column>
        </TableHeader>
        <TableBody isEmpty={items.length === 0} columnCount={4}>
          {items.map((book) => (
            <Row key={book.id} isSelected={selected.has(book.id)}>
              <SelectionCell
                aria-label={`Select ${book.title}`}
                isSelected={selected.has(book.id)}
                onChange={(value) => toggle(book.id, value)}
              />
              <RowHeader>
                <a href={`/books/${book.id}`}>{book.title}</a>
              </RowHeader>
              <Cell label="PO">
                <TextField
                  label={`PO number of ${book.title}`}
                  isLabelHidden
                  value={po[book.id] ?? ''}
                  onChange={(value) => setPo((current) => ({ ...current, [book.id]: value }))}
                />
              </Cell>
              <Cell label="Quantity">
                <QuantityStepper
                  label={`Quantity of ${book.title}`}
                  isLabelHidden
                  value={quantity[book.id] ?? 1}
                  onChange={(value) => setQuantity((current) => ({ ...current, [book.id]: value }))}
                />
              </Cell>
            </Row>
          ))}
        </TableBody>
      </DataTable>
      <output>{[...selected].join(',')}</output>
    </>
  );
}

describe('DataTable', () => {
  it('is a table of column headers, row headers and cells, each cell labelled for phones', () => {
    render(<Books />);
    const table = screen.getByRole('table', { name: 'Books' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    expect(within(table).getAllByRole('columnheader')[1]!.getAttribute('scope')).toBe('col');
    const header = within(table).getByRole('rowheader', { name: 'The Hobbit' });
    expect(header.tagName).toBe('TH');
    expect(header.getAttribute('scope')).toBe('row');
    const row = header.closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual([null, 'PO', 'Quantity']);
    expect(table.parentElement?.className).toBe('table-scroll table-scroll--stack');
    expect(table.className).toBe('table table--stack');
  });

  it('shows "No results." in one row spanning every column when there are no rows', () => {
    render(<Books items={[]} />);
    const cell = within(screen.getByRole('table', { name: 'Books' })).getByRole('cell');
    expect(cell.textContent).toBe('No results.');
    expect(cell.getAttribute('colspan')).toBe('4');
    expect(
      screen.getByRole('checkbox', { name: 'Select all books' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('marks a stale table busy once, on the table', () => {
    render(<Books isStale />);
    const table = screen.getByRole('table', { name: 'Books' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.hasAttribute('data-stale')).toBe(true);
    expect(table.querySelectorAll('[aria-busy], [data-stale]')).toHaveLength(0);
  });

  it('Tab reaches each row’s checkbox, link and fields in order; Space ticks a row', async () => {
    const user = userEvent.setup();
    render(<Books />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select all books' }));
    const order = [
      screen.getByRole('checkbox', { name: 'Select 채식주의자' }),
      screen.getByRole('link', { name: '채식주의자' }),
      screen.getByRole('textbox', { name: 'PO number of 채식주의자' }),
      screen.getByRole('textbox', { name: 'Quantity of 채식주의자' }),
      screen.getByRole('checkbox', { name: 'Select The Hobbit' }),
    ];
    const reached = [];
    while (reached.length < order.length) {
      await user.tab();
      // The stepper's − and + buttons are not tab stops (the input takes the arrow keys).
      reached.push(document.activeElement);
    }
    expect(reached).toEqual(order);
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('2');
    const row = screen.getByRole('rowheader', { name: 'The Hobbit' }).closest('tr')!;
    expect(row.hasAttribute('data-selected')).toBe(true);
  });

  it('ticks every row from the header, with a dash while some are ticked', async () => {
    const user = userEvent.setup();
    render(<Books />);
    const all = screen.getByRole('checkbox', { name: 'Select all books' }) as HTMLInputElement;
    await user.click(screen.getByRole('checkbox', { name: 'Select The Hobbit' }));
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getByRole('status').textContent).toBe('1,2');
    expect(all.checked).toBe(true);
    await user.click(all);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leaves every key to a field in a cell (spaces, letters, arrows)', async () => {
    const user = userEvent.setup();
    render(<Books />);
    const po = screen.getByRole('textbox', { name: 'PO number of The Hobbit' }) as HTMLInputElement;
    await user.click(po);
    await user.keyboard('A B{ArrowLeft}{ArrowLeft}{Home}x{End}{ArrowDown} c');
    expect(po.value).toBe('xA B c');
    expect(document.activeElement).toBe(po);
    const quantity = screen.getByRole('textbox', {
      name: 'Quantity of The Hobbit',
    }) as HTMLInputElement;
    await user.click(quantity);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(quantity.value).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('Row with an action', () => {
  function Orders({ onOpen, onFile }: { onOpen: () => void; onFile: () => void }) {
    return (
      <DataTable aria-label="Orders">
        <TableHeader>
          <Column>Order</Column>
          <Column>Title</Column>
          <Column>File</Column>
        </TableHeader>
        <TableBody columnCount={3}>
          <Row onAction={onOpen}>
            <RowHeader>
              <a href="/order/1">A-1</a>
            </RowHeader>
            <Cell>A book</Cell>
            <Cell>
              <button type="button" onClick={onFile}>
                File
              </button>
            </Cell>
          </Row>
        </TableBody>
      </DataTable>
    );
  }

  it('opens on a click in a cell, not on a click on its controls', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onFile = vi.fn();
    render(<Orders onOpen={onOpen} onFile={onFile} />);
    await user.click(screen.getByRole('cell', { name: 'A book' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'File' }));
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
