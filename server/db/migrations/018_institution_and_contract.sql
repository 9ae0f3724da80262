-- The papers a school's office files name the school and the supplier (docs/product/profile.md#institution):
-- the member's institution (기관명, its 고유번호 or 사업자등록번호 as 10 digits, the office's
-- e-mail for documents), each empty until the member gives it; members from before have none.
ALTER TABLE members ADD COLUMN institution_name TEXT NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN institution_number TEXT NOT NULL DEFAULT ''
  CHECK (institution_number = '' OR institution_number GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]');
ALTER TABLE members ADD COLUMN office_email TEXT NOT NULL DEFAULT '';

-- The 학교장터 (S2B) contract the member made for an order (docs/product/orders.md#s2b): its
-- number (empty for none) and date (null for none).
ALTER TABLE orders ADD COLUMN s2b_contract_number TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN s2b_contract_date TEXT
  CHECK (s2b_contract_date IS NULL OR s2b_contract_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');

-- A completed or cancelled order's contract is what was filed: no writer changes it
-- (server/orders.ts refuses first, naming the status; this holds every other writer to it).
CREATE TRIGGER orders_s2b_contract_settled BEFORE UPDATE OF s2b_contract_number, s2b_contract_date ON orders
WHEN old.status IN ('INVOICE_DONE', 'CANCELED')
  AND (new.s2b_contract_number IS NOT old.s2b_contract_number OR new.s2b_contract_date IS NOT old.s2b_contract_date)
BEGIN
  SELECT RAISE(ABORT, 'order_contract_settled: the S2B contract of a completed or cancelled order');
END;
