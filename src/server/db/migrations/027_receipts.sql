-- Receipts of paid orders (docs/decisions/0101): how often each was issued, printed or as a PDF (one
-- count for both), and the addressee (宛名) the customer set last. No row: never issued.
CREATE TABLE receipts (
  order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  addressee text NOT NULL DEFAULT '' CHECK (char_length(addressee) <= 40),
  issued integer NOT NULL CHECK (issued >= 1),
  first_issued_at timestamptz NOT NULL,
  last_issued_at timestamptz NOT NULL
);
