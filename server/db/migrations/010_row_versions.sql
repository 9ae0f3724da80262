-- Versions of what a save may change: a selection row's quantity and PO number, and a selection's
-- message. A save names the version its change was based on, so the server can tell a field
-- changed since then (a real conflict) from one the save alone changes. Triggers keep them, so
-- every writer (additions, quotations, librarian tools, seeds) raises them without knowing.
ALTER TABLE cart_items ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- The row version at which each field last changed.
ALTER TABLE cart_items ADD COLUMN quantity_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE cart_items ADD COLUMN po_number_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE selections ADD COLUMN message_version INTEGER NOT NULL DEFAULT 1;

CREATE TRIGGER cart_items_version AFTER UPDATE OF quantity, po_number ON cart_items
WHEN old.quantity IS NOT new.quantity OR old.po_number IS NOT new.po_number
BEGIN
  UPDATE cart_items SET
    version = old.version + 1,
    quantity_version = CASE WHEN old.quantity IS NOT new.quantity
      THEN old.version + 1 ELSE old.quantity_version END,
    po_number_version = CASE WHEN old.po_number IS NOT new.po_number
      THEN old.version + 1 ELSE old.po_number_version END
  WHERE id = new.id;
END;

CREATE TRIGGER selections_message_version AFTER UPDATE OF message ON selections
WHEN old.message IS NOT new.message
BEGIN
  UPDATE selections SET message_version = old.message_version + 1 WHERE id = new.id;
END;
