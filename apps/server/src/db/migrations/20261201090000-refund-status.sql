-- A card refund can fail after Stripe accepted it (issue 21 point 2): the card was closed or the
-- charge disputed, and Stripe reports the refund failed days later. The credit note keeps where its
-- refund stands, so a failed one stops counting against what is left to refund of the payment.
-- Recorded refunds (a transfer the firm paid back) and every earlier one are SUCCEEDED.

ALTER TABLE credit_notes
  ADD COLUMN refund_status text NOT NULL DEFAULT 'SUCCEEDED'
    CHECK (refund_status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  -- Stripe's failure_reason of a FAILED card refund.
  ADD COLUMN refund_failure text,
  ADD COLUMN refund_status_at timestamptz,
  ADD CONSTRAINT credit_notes_recorded_made CHECK (method = 'CARD' OR refund_status = 'SUCCEEDED');

-- An issued credit note is kept as issued; only where its refund stands moves, and a failed refund
-- stays failed (Stripe never revives one, and a late notification saying otherwise must not count it
-- again).
CREATE FUNCTION credit_notes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'credit notes are kept';
  END IF;
  IF OLD.refund_status = 'FAILED' AND NEW.refund_status <> 'FAILED' THEN
    RAISE EXCEPTION 'credit note %: a failed refund cannot become %', OLD.credit_note_number, NEW.refund_status;
  END IF;
  IF (NEW.id, NEW.firm_id, NEW.case_id, NEW.invoice_id, NEW.payment_id, NEW.credit_note_number,
      NEW.amount_cents, NEW.reason, NEW.method, NEW.provider_ref, NEW.issue_date, NEW.issued_by,
      NEW.pdf_file_id, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.firm_id, OLD.case_id, OLD.invoice_id, OLD.payment_id, OLD.credit_note_number,
      OLD.amount_cents, OLD.reason, OLD.method, OLD.provider_ref, OLD.issue_date, OLD.issued_by,
      OLD.pdf_file_id, OLD.created_at) THEN
    RAISE EXCEPTION 'an issued credit note is never edited: only where its refund stands';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER credit_notes_kept BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION credit_notes_guard();
