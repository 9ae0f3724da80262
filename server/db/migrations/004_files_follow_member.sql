-- A member's quotation and order-form files are deleted with the account (ASVS 8.3.2: the
-- member's data goes with them). The orders themselves stay for the provider, detached
-- (orders.member_id is SET NULL) and without links to files that no longer exist.
DELETE FROM files WHERE order_id IN (SELECT id FROM orders WHERE member_id IS NULL);
UPDATE orders SET quotation_file = NULL, order_file = NULL WHERE member_id IS NULL;

CREATE TRIGGER files_follow_member BEFORE DELETE ON members
BEGIN
  DELETE FROM files WHERE order_id IN (SELECT id FROM orders WHERE member_id = OLD.id);
  UPDATE orders SET quotation_file = NULL, order_file = NULL WHERE member_id = OLD.id;
END;
