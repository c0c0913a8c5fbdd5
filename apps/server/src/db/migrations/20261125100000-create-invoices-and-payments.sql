-- Invoices and payments (issue 8 point 6). An issued invoice is never edited: its lines, amounts,
-- number, bill-to and the firm's payment details are kept as they were issued; it only becomes PAID
-- or VOID (keeping its number). Payments are kept too; a submitted one is only ever decided.

-- The firm's billing settings: where clients pay, its payment terms and its service fee per case type.
CREATE TABLE firm_billing_settings (
  firm_id uuid PRIMARY KEY REFERENCES firms (id),
  bank_name text NOT NULL DEFAULT '',
  account_name text NOT NULL DEFAULT '',
  account_number text NOT NULL DEFAULT '',
  fps_id text NOT NULL DEFAULT '',
  payment_terms_days integer NOT NULL DEFAULT 14 CHECK (payment_terms_days BETWEEN 0 AND 180),
  -- { "MVP": cents, "AR": cents, "EM": cents, "AMENDMENT": cents }
  service_fees jsonb NOT NULL DEFAULT '{}',
  updated_by uuid REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Per firm and year: the last invoice number given (INV-2026-0001), locked by the issuing transaction.
CREATE TABLE invoice_counters (
  firm_id uuid NOT NULL REFERENCES firms (id),
  year integer NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (firm_id, year)
);

-- An invoice's PDF is a file of the case the server made.
ALTER TABLE files DROP CONSTRAINT files_origin_check;
ALTER TABLE files ADD CONSTRAINT files_origin_check
  CHECK (origin IN ('UPLOAD', 'GENERATED', 'SIGNED', 'SIGNATURE', 'INVOICE'));

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  firm_id uuid NOT NULL REFERENCES firms (id),
  case_id uuid NOT NULL REFERENCES cases (id),
  invoice_number text NOT NULL,
  year integer NOT NULL,
  status text NOT NULL DEFAULT 'ISSUED' CHECK (status IN ('ISSUED', 'PAID', 'VOID')),
  currency text NOT NULL DEFAULT 'HKD' CHECK (currency = 'HKD'),
  issue_date date NOT NULL,
  due_date date NOT NULL CHECK (due_date >= issue_date),
  total_cents bigint NOT NULL CHECK (total_cents > 0),
  firm_name text NOT NULL,
  -- { companyEngName, companyChiName, clientName, clientEmail } as they were on the day.
  bill_to jsonb NOT NULL,
  -- { bankName, accountName, accountNumber, fpsId }: a later change of the firm's details never reaches it.
  payment_details jsonb NOT NULL,
  notes text NOT NULL DEFAULT '',
  provider text NOT NULL DEFAULT 'OFFLINE',
  pdf_file_id uuid NOT NULL REFERENCES files (id),
  issued_by uuid NOT NULL REFERENCES users (id),
  issued_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  void_reason text,
  voided_by uuid REFERENCES users (id),
  voided_at timestamptz,
  UNIQUE (firm_id, invoice_number),
  CHECK ((status = 'PAID') = (paid_at IS NOT NULL)),
  CHECK ((status = 'VOID') = (voided_at IS NOT NULL AND void_reason IS NOT NULL))
);
-- One live (issued or paid) invoice per case.
CREATE UNIQUE INDEX invoices_live_idx ON invoices (case_id) WHERE status <> 'VOID';
CREATE INDEX invoices_case_idx ON invoices (case_id, issued_at DESC);
CREATE INDEX invoices_firm_idx ON invoices (firm_id, issued_at DESC);

CREATE TABLE invoice_lines (
  invoice_id uuid NOT NULL REFERENCES invoices (id),
  position integer NOT NULL CHECK (position >= 1),
  kind text NOT NULL CHECK (kind IN ('GOVERNMENT_FEE', 'SERVICE_FEE', 'DISBURSEMENT')),
  code text,
  description text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  PRIMARY KEY (invoice_id, position)
);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  firm_id uuid NOT NULL REFERENCES firms (id),
  case_id uuid NOT NULL REFERENCES cases (id),
  invoice_id uuid NOT NULL REFERENCES invoices (id),
  provider text NOT NULL,
  method text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  reference text NOT NULL DEFAULT '',
  paid_date date,
  proof_file_ids uuid[] NOT NULL DEFAULT '{}',
  -- A card provider's own id of the payment (none for a bank transfer).
  provider_ref text,
  status text NOT NULL DEFAULT 'SUBMITTED' CHECK (status IN ('SUBMITTED', 'CONFIRMED', 'REJECTED')),
  submitted_by uuid REFERENCES users (id),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  decision_note text,
  CHECK ((status = 'SUBMITTED') = (decided_at IS NULL))
);
-- At most one payment waiting for a decision, and one confirmed, per invoice.
CREATE UNIQUE INDEX payments_pending_idx ON payments (invoice_id) WHERE status = 'SUBMITTED';
CREATE UNIQUE INDEX payments_confirmed_idx ON payments (invoice_id) WHERE status = 'CONFIRMED';
CREATE INDEX payments_case_idx ON payments (case_id, submitted_at DESC);

-- The database itself keeps issued invoices as issued: only ISSUED → PAID or ISSUED → VOID.
CREATE FUNCTION invoices_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoices are kept: void an invoice instead of deleting it';
  END IF;
  IF OLD.status <> 'ISSUED' OR NEW.status NOT IN ('PAID', 'VOID')
     OR (NEW.id, NEW.firm_id, NEW.case_id, NEW.invoice_number, NEW.year, NEW.currency, NEW.issue_date,
         NEW.due_date, NEW.total_cents, NEW.firm_name, NEW.bill_to, NEW.payment_details, NEW.notes,
         NEW.provider, NEW.pdf_file_id, NEW.issued_by, NEW.issued_at)
        IS DISTINCT FROM
        (OLD.id, OLD.firm_id, OLD.case_id, OLD.invoice_number, OLD.year, OLD.currency, OLD.issue_date,
         OLD.due_date, OLD.total_cents, OLD.firm_name, OLD.bill_to, OLD.payment_details, OLD.notes,
         OLD.provider, OLD.pdf_file_id, OLD.issued_by, OLD.issued_at) THEN
    RAISE EXCEPTION 'an issued invoice is never edited: only marked paid or void';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER invoices_kept BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_guard();

CREATE FUNCTION invoice_lines_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the lines of an issued invoice are never changed';
END;
$$;
CREATE TRIGGER invoice_lines_kept BEFORE UPDATE OR DELETE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION invoice_lines_guard();

-- A payment is only ever decided, once: SUBMITTED → CONFIRMED or REJECTED, nothing else changes.
CREATE FUNCTION payments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payments are kept';
  END IF;
  IF OLD.status <> 'SUBMITTED' OR NEW.status NOT IN ('CONFIRMED', 'REJECTED')
     OR (NEW.id, NEW.firm_id, NEW.case_id, NEW.invoice_id, NEW.provider, NEW.method, NEW.amount_cents,
         NEW.reference, NEW.paid_date, NEW.proof_file_ids, NEW.provider_ref, NEW.submitted_by,
         NEW.submitted_at)
        IS DISTINCT FROM
        (OLD.id, OLD.firm_id, OLD.case_id, OLD.invoice_id, OLD.provider, OLD.method, OLD.amount_cents,
         OLD.reference, OLD.paid_date, OLD.proof_file_ids, OLD.provider_ref, OLD.submitted_by,
         OLD.submitted_at) THEN
    RAISE EXCEPTION 'a payment is only ever decided, once';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER payments_kept BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_guard();
