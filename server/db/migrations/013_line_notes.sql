-- A note (at most 500 characters, docs/product/selection.md#notes) and a priority per line: a
-- selection row's, and the request row's that copies it. Each is a field a save may change on
-- its own, so each has the row version at which it last changed, as the quantity and PO number do.
ALTER TABLE cart_items ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE cart_items ADD COLUMN priority TEXT NOT NULL DEFAULT 'first'
  CHECK (priority IN ('first', 'alternate'));
ALTER TABLE cart_items ADD COLUMN note_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE cart_items ADD COLUMN priority_version INTEGER NOT NULL DEFAULT 1;

ALTER TABLE order_items ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE order_items ADD COLUMN priority TEXT NOT NULL DEFAULT 'first'
  CHECK (priority IN ('first', 'alternate'));

DROP TRIGGER cart_items_version;
CREATE TRIGGER cart_items_version AFTER UPDATE OF quantity, po_number, note, priority ON cart_items
WHEN old.quantity IS NOT new.quantity OR old.po_number IS NOT new.po_number
  OR old.note IS NOT new.note OR old.priority IS NOT new.priority
BEGIN
  UPDATE cart_items SET
    version = old.version + 1,
    quantity_version = CASE WHEN old.quantity IS NOT new.quantity
      THEN old.version + 1 ELSE old.quantity_version END,
    po_number_version = CASE WHEN old.po_number IS NOT new.po_number
      THEN old.version + 1 ELSE old.po_number_version END,
    note_version = CASE WHEN old.note IS NOT new.note
      THEN old.version + 1 ELSE old.note_version END,
    priority_version = CASE WHEN old.priority IS NOT new.priority
      THEN old.version + 1 ELSE old.priority_version END
  WHERE id = new.id;
END;
