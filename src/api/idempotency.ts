/**
 * A fresh idempotency key for one confirmed request (quotation, order, order-from-book): chosen
 * once when the member confirms and reused for any retry, so a double press, a timeout retry or a
 * replay never creates a second quotation or order.
 */
export const newIdempotencyKey = () => crypto.randomUUID();
