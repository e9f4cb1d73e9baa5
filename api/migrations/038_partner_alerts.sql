-- A partner's alerts for new requests, inquiries and sign-ups of its line (issue 30): a sound and
-- a browser notification, each off until the partner turns it on. One row per partner that ever
-- set them; no row reads as both off.
CREATE TABLE partner_alerts (
  user_id       bigint PRIMARY KEY REFERENCES users (id),
  sound         boolean NOT NULL DEFAULT false,
  notification  boolean NOT NULL DEFAULT false,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
