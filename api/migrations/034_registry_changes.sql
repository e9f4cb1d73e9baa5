-- Every page reads which version of each remote is deployed (promoted, canary and its share). The
-- API keeps that read in memory like the site's content (migration 018) and drops it when one of
-- these tables changes: a publish, a promotion, a rollback, a canary set, raised or halted, from
-- any API process, the release command or SQL typed by an operator.
CREATE TRIGGER remote_channels_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON remote_channels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
CREATE TRIGGER remote_releases_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON remote_releases
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
