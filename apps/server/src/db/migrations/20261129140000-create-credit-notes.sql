-- Refunds and their credit notes (issue 21 point 2): whole or part of a settled payment, by card
-- through Stripe or recorded for a transfer; numbered per firm and year (CN-2026-0001).

CREATE TABLE credit_note_counters (
  firm_id uuid NOT NULL REFERENCES firms (id),
  year integer NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (firm_id, year)
);

CREATE TABLE credit_notes (
  id uuid PRIMARY KEY,
  firm_id uuid NOT NULL REFERENCES firms (id),
  case_id uuid NOT NULL REFERENCES cases (id),
  invoice_id uuid NOT NULL REFERENCES invoices (id),
  payment_id uuid NOT NULL REFERENCES payments (id),
  credit_note_number text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  reason text NOT NULL,
  -- CARD: refunded through Stripe (provider_ref is Stripe's refund id); RECORDED: the firm paid it back itself.
  method text NOT NULL CHECK (method IN ('CARD', 'RECORDED')),
  provider_ref text UNIQUE,
  issue_date date NOT NULL,
  issued_by uuid REFERENCES users (id),
  pdf_file_id uuid NOT NULL REFERENCES files (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (firm_id, credit_note_number)
);
CREATE INDEX credit_notes_payment_idx ON credit_notes (payment_id);
CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_id);
