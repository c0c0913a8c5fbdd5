-- The firm's own subscription to the portal through Stripe Billing (issue 21 point 3, ADR 0026): the
-- Stripe customer and subscription of the firm, the subscription's state as Stripe last told it, and
-- the end of the paid period. The plan itself stays in firms.plan_code, set from Stripe's notification.
ALTER TABLE firms
  ADD COLUMN stripe_customer_id text UNIQUE,
  ADD COLUMN stripe_subscription_id text UNIQUE,
  ADD COLUMN subscription_status text NOT NULL DEFAULT 'NONE'
    CHECK (subscription_status IN ('NONE', 'ACTIVE', 'PAST_DUE', 'INCOMPLETE', 'CANCELED')),
  ADD COLUMN subscription_period_end timestamptz;
