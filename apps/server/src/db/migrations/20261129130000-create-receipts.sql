-- Receipts (issue 21 point 2): each settled payment gets one, numbered per firm and year like invoices.

CREATE TABLE receipt_counters (
  firm_id uuid NOT NULL REFERENCES firms (id),
  year integer NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (firm_id, year)
);

CREATE TABLE receipts (
  id uuid PRIMARY KEY,
  firm_id uuid NOT NULL REFERENCES firms (id),
  case_id uuid NOT NULL REFERENCES cases (id),
  invoice_id uuid NOT NULL REFERENCES invoices (id),
  payment_id uuid NOT NULL UNIQUE REFERENCES payments (id),
  receipt_number text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  issue_date date NOT NULL,
  pdf_file_id uuid NOT NULL REFERENCES files (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (firm_id, receipt_number)
);
CREATE INDEX receipts_invoice_idx ON receipts (invoice_id);
