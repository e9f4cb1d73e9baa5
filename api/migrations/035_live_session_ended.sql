-- The live channel (decision 070): a session that ends (logout, connection reset, a stop, a
-- revoke from any process or tool) is told to every API process, which closes the channel of each
-- page of that session at once. Sent from the database so every writer counts, and delivered at
-- COMMIT only: a rolled-back revoke tells nobody. `stopped` says why, for the page's message.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_event', json_build_object(
    'kind', 'session_ended',
    'session', NEW.id,
    'user', NEW.user_id,
    'stopped', (SELECT u.state = 'stop' FROM users u WHERE u.id = NEW.user_id)
  )::text);
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_ended AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION notify_session_ended();
