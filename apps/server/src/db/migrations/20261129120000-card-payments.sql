-- Card payments through Stripe Connect (issue 21 point 1, ADR 0026).

-- The firm's own Stripe account (a Connect account id, not a secret) and whether it may take cards yet.
ALTER TABLE firms
  ADD COLUMN stripe_account_id text UNIQUE,
  ADD COLUMN stripe_charges_enabled boolean NOT NULL DEFAULT false;

-- One payment per provider's payment: a PaymentIntent is recorded once however often it is reported.
CREATE UNIQUE INDEX payments_provider_ref_idx ON payments (provider, provider_ref) WHERE provider_ref IS NOT NULL;

-- Each provider event is acted on once: its id is stored in the transaction that acts on it.
CREATE TABLE payment_events (
  id text PRIMARY KEY,
  provider text NOT NULL,
  type text NOT NULL,
  -- What was done with it: SETTLED, FAILED, IGNORED (not ours, already settled, out of order) …
  outcome text NOT NULL,
  payment_id uuid REFERENCES payments (id),
  received_at timestamptz NOT NULL DEFAULT now()
);
