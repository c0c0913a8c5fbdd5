-- A card payment is one Stripe payment intent, and an intent outlives a failed attempt: the client
-- tries again with another card (or passes 3-D Secure) and the same intent succeeds. Stripe's failure
-- notification closes the payment (REJECTED, decided by no person); its later success notification for
-- the same intent opens it again (SUBMITTED) in the transaction that settles it. Every other rule
-- stands: a payment a person decided, or any payment by transfer, is decided once and never changes.
CREATE OR REPLACE FUNCTION payments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payments are kept';
  END IF;
  IF NOT (
       (OLD.status = 'SUBMITTED' AND NEW.status IN ('CONFIRMED', 'REJECTED'))
       OR (OLD.status = 'REJECTED' AND NEW.status = 'SUBMITTED' AND OLD.provider = 'STRIPE'
           AND OLD.decided_by IS NULL AND NEW.decided_by IS NULL)
     )
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
