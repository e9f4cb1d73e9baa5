-- The live channel's changes (decision 070, issue 30): what a member's or a partner's open page
-- lists or counts changed, told to every API process after the change commits (never for a
-- rolled-back one), addressed to the accounts it is about and no others: the member its own
-- statements, inquiries and notes; the partners above it (its line, `user_ancestors`) their
-- requests to decide and sign-ups, and its masters the inquiries they answer. An event says only which list changed
-- (`topic`); the page reads it again through the API, which scopes what it answers as always.

-- One event: a topic for a set of accounts.
CREATE FUNCTION live_changed(p_topic text, p_users bigint[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('live_event', json_build_object('kind', 'changed', 'topic', p_topic, 'users', p_users)::text)
  WHERE cardinality(p_users) > 0
$$;

-- The partners above an account, nearest first.
CREATE FUNCTION live_line_of(p_user bigint) RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(a.ancestor_id ORDER BY a.depth), ARRAY[]::bigint[]) FROM user_ancestors a WHERE a.user_id = p_user
$$;

-- The masters above an account: inquiries are answered by masters, and only they see them.
CREATE FUNCTION live_masters_of(p_user bigint) RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(a.ancestor_id ORDER BY a.depth), ARRAY[]::bigint[])
  FROM user_ancestors a JOIN users u ON u.id = a.ancestor_id
  WHERE a.user_id = p_user AND u.level = 'master'
$$;

-- A deposit or withdrawal request made, decided, or deleted.
CREATE FUNCTION live_statement_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_changed('statements', ARRAY[NEW.user_id]);
  PERFORM live_changed(CASE WHEN TG_OP = 'INSERT' THEN 'request_new' ELSE 'requests' END, live_line_of(NEW.user_id));
  RETURN NULL;
END $$;
CREATE TRIGGER statements_live AFTER INSERT OR UPDATE OF status ON statements
  FOR EACH ROW EXECUTE FUNCTION live_statement_changed();

-- An inquiry asked, answered, confirmed or deleted.
CREATE FUNCTION live_ticket_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_changed('tickets', ARRAY[NEW.user_id]);
  PERFORM live_changed(CASE WHEN TG_OP = 'INSERT' THEN 'inquiry_new' ELSE 'inquiries' END, live_masters_of(NEW.user_id));
  RETURN NULL;
END $$;
CREATE TRIGGER tickets_live AFTER INSERT OR UPDATE OF answered_at, confirmed_at, deleted_at ON tickets
  FOR EACH ROW EXECUTE FUNCTION live_ticket_changed();

-- Notes sent, read or deleted: a note to a whole line is one statement of up to 100,000 rows, so
-- its accounts are told in a few events of 500 each (well under the 8,000-byte payload limit),
-- not one event a row.
CREATE FUNCTION live_notes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_changed('inbox', array_agg(c.user_id))
  FROM (SELECT d.user_id, (row_number() OVER (ORDER BY d.user_id) - 1) / 500 AS chunk FROM (SELECT DISTINCT n.user_id FROM changed_notes n) d) c
  GROUP BY c.chunk;
  RETURN NULL;
END $$;
CREATE TRIGGER inbox_messages_live_sent AFTER INSERT ON inbox_messages
  REFERENCING NEW TABLE AS changed_notes FOR EACH STATEMENT EXECUTE FUNCTION live_notes_changed();
CREATE TRIGGER inbox_messages_live_kept AFTER UPDATE ON inbox_messages
  REFERENCING NEW TABLE AS changed_notes FOR EACH STATEMENT EXECUTE FUNCTION live_notes_changed();

-- A member signed up (or was registered by a partner): its line hears of it. After the line's
-- own trigger has written the member's ancestors (triggers fire in name order: `users_ancestors_add`
-- before `users_live`).
CREATE FUNCTION live_member_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_changed('signup_new', live_line_of(NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER users_live AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.role = 'member') EXECUTE FUNCTION live_member_added();
