import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
