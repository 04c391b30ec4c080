-- Unpaid orders end (docs/decisions/0022): the customer cancels one, its payment deadline passes, or
-- it was abandoned before a payment method was chosen. Why it ended is kept, so the portal can say
-- "the deadline passed" instead of "not found", and so nobody mistakes an expiry for a refusal.
ALTER TABLE orders ADD COLUMN cancel_reason text
  CHECK (cancel_reason IS NULL OR cancel_reason IN ('customer', 'deadline', 'abandoned'));
UPDATE orders SET cancel_reason = 'customer' WHERE status = 'cancelled';

-- The deadline job looks only at unpaid orders, by due time or by age.
CREATE INDEX orders_unpaid_due_idx ON orders (due_at) WHERE status = 'unpaid' AND due_at IS NOT NULL;
CREATE INDEX orders_unpaid_no_method_idx ON orders (ordered_at) WHERE status = 'unpaid' AND payment_method IS NULL;
