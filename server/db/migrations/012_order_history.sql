-- Every change of an order's status, written by transition() in server/orders.ts, the only
-- writer of orders.status. from_status is NULL for the request that created the order.
CREATE TABLE order_history (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id    INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  from_status TEXT,
  to_status   TEXT NOT NULL,
  actor       TEXT NOT NULL CHECK (actor IN ('member', 'librarian', 'provider', 'system')),
  at          TEXT NOT NULL
);
CREATE INDEX order_history_order ON order_history(order_id, id);

-- Backfill from what the orders still say. Every order was requested by its member at its
-- created_at. An order that moved on reached its status at its updated_at (nothing else writes
-- updated_at), and the status it came from follows from the lifecycle: each status has one
-- predecessor, and a cancelled order's step tells where it was cancelled. The times of the steps
-- in between are not known and are not invented.
INSERT INTO order_history (order_id, from_status, to_status, actor, at)
SELECT id, NULL, 'QUOTATION_REQUEST', 'member', created_at FROM orders ORDER BY id;

INSERT INTO order_history (order_id, from_status, to_status, actor, at)
SELECT id,
       CASE status
         WHEN 'QUOTATION_DONE' THEN 'QUOTATION_REQUEST'
         WHEN 'ORDER_REQUEST' THEN 'QUOTATION_DONE'
         WHEN 'INVOICE_REQUEST' THEN 'ORDER_REQUEST'
         WHEN 'INVOICE_DONE' THEN 'INVOICE_REQUEST'
         ELSE CASE step WHEN 1 THEN 'QUOTATION_REQUEST' WHEN 2 THEN 'QUOTATION_DONE' ELSE 'ORDER_REQUEST' END
       END,
       status,
       CASE WHEN status IN ('ORDER_REQUEST', 'CANCELED') THEN 'member' ELSE 'provider' END,
       updated_at
FROM orders WHERE status != 'QUOTATION_REQUEST' ORDER BY id;

-- The database refuses a status write that transition() did not record: a change needs, as the
-- order's newest history row, exactly that change; a new order starts as a quotation request.
CREATE TRIGGER orders_status_recorded BEFORE UPDATE OF status ON orders
WHEN NEW.status IS NOT OLD.status AND NOT EXISTS (
  SELECT 1 FROM order_history h
  WHERE h.id = (SELECT max(id) FROM order_history WHERE order_id = NEW.id)
    AND h.from_status IS OLD.status AND h.to_status = NEW.status
)
BEGIN
  SELECT RAISE(ABORT, 'order status written without transition()');
END;

CREATE TRIGGER orders_start_as_request BEFORE INSERT ON orders
WHEN NEW.status != 'QUOTATION_REQUEST'
BEGIN
  SELECT RAISE(ABORT, 'an order starts as QUOTATION_REQUEST');
END;
