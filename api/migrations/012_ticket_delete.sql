-- A member may delete (withdraw) their own inquiries: hidden from them and from the operator's
-- queue, kept for the record.
ALTER TABLE tickets ADD COLUMN deleted_at timestamptz;
DROP INDEX tickets_user_idx;
CREATE INDEX tickets_user_idx ON tickets (user_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
