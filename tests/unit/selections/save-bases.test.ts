import { describe, expect, it } from 'vitest';
import { rebaseOnOwnSaves, recordSaveApplied } from '@/features/selections/api/save-bases';

type Field = 'quantity' | 'poNumber';
const row = (cartBookId: number, baseVersion: number, changed: Field[] = ['poNumber']) => ({
  cartBookId,
  quantity: 1,
  poNumber: 'PO',
  changed,
  baseVersion,
});
const answer = (version: number, refused: Field[] = [], cartBookId = 7) => ({
  books: [{ id: cartBookId, version }] as never,
  notApplied: refused.map((field) => ({
    cartBookId,
    field,
    errorCode: 'edit_conflict' as const,
    message: '',
  })),
});

describe('rebaseOnOwnSaves', () => {
  it('bases a later Save of the same field on what the member’s earlier Save produced', () => {
    recordSaveApplied('s1', [row(7, 3)], answer(4));
    const later = [row(7, 3)];
    rebaseOnOwnSaves('s1', later);
    expect(later[0]!.baseVersion).toBe(4);
  });

  it('follows a chain of the member’s Saves', () => {
    recordSaveApplied('s2', [row(7, 1)], answer(2));
    recordSaveApplied('s2', [row(7, 2)], answer(5));
    const later = [row(7, 1)];
    rebaseOnOwnSaves('s2', later);
    expect(later[0]!.baseVersion).toBe(5);
  });

  it('keeps the base of a field no earlier Save changed, and after a refused one', () => {
    recordSaveApplied('s3', [row(7, 1, ['poNumber'])], answer(2));
    const otherField = [row(7, 1, ['quantity'])];
    rebaseOnOwnSaves('s3', otherField);
    expect(otherField[0]!.baseVersion).toBe(1);
    const both = [row(7, 1, ['quantity', 'poNumber'])];
    rebaseOnOwnSaves('s3', both);
    expect(both[0]!.baseVersion).toBe(1);

    recordSaveApplied('s4', [row(7, 1)], answer(3, ['poNumber']));
    const afterRefusal = [row(7, 1)];
    rebaseOnOwnSaves('s4', afterRefusal);
    expect(afterRefusal[0]!.baseVersion).toBe(1);
  });

  it('leaves other rows and other selections alone', () => {
    recordSaveApplied('s5', [row(7, 1)], answer(2));
    const elsewhere = [row(8, 1)];
    rebaseOnOwnSaves('s5', elsewhere);
    expect(elsewhere[0]!.baseVersion).toBe(1);
    const otherSelection = [row(7, 1)];
    rebaseOnOwnSaves('s6', otherSelection);
    expect(otherSelection[0]!.baseVersion).toBe(1);
  });

  it('bases a later Save of the message on what the member’s earlier Save of it produced', () => {
    const first = { messageChanged: true, messageBaseVersion: 2 };
    recordSaveApplied('m1', [], { ...answer(1), messageVersion: 3 }, first);
    recordSaveApplied('m1', [], { ...answer(1), messageVersion: 6 }, { messageBaseVersion: 3 });
    const later = { messageChanged: true, messageBaseVersion: 2 };
    rebaseOnOwnSaves('m1', [], later);
    expect(later.messageBaseVersion).toBe(6);
  });

  it('keeps the message’s base after a refused message, an unchanged one, and elsewhere', () => {
    const refused = {
      books: [],
      messageVersion: 4,
      notApplied: [{ field: 'message' as const, errorCode: 'edit_conflict' as const, message: '' }],
    };
    recordSaveApplied('m2', [], refused, { messageBaseVersion: 1 });
    const afterRefusal = { messageBaseVersion: 1 };
    rebaseOnOwnSaves('m2', [], afterRefusal);
    expect(afterRefusal.messageBaseVersion).toBe(1);

    recordSaveApplied(
      'm3',
      [],
      { ...answer(1), messageVersion: 2 },
      { messageChanged: false, messageBaseVersion: 1 },
    );
    const unchanged = { messageBaseVersion: 1 };
    rebaseOnOwnSaves('m3', [], unchanged);
    expect(unchanged.messageBaseVersion).toBe(1);

    recordSaveApplied('m4', [], { ...answer(1), messageVersion: 2 }, { messageBaseVersion: 1 });
    const otherSelection = { messageBaseVersion: 1 };
    rebaseOnOwnSaves('m5', [], otherSelection);
    expect(otherSelection.messageBaseVersion).toBe(1);
    // A row's Save never moves the message's base, nor the message a row's.
    const rows = [row(7, 1)];
    rebaseOnOwnSaves('m4', rows);
    expect(rows[0]!.baseVersion).toBe(1);
  });
});
