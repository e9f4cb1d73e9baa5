-- Render health, reports that cannot be forged, and a canary that halts itself (issue 27).

-- A report is now a load, a failed load or a render error (an error boundary or an uncaught error
-- from the remote's code), of one module for render errors; it says who sent it (`visitor`: the
-- signed-in account, else the browser's cohort, as the registry's token was issued to) and
-- whether that visitor was signed in: only signed-in figures may halt a canary.
ALTER TABLE remote_load_reports
  ADD COLUMN outcome text NOT NULL DEFAULT 'loaded' CHECK (outcome IN ('loaded', 'failed', 'render_error')),
  ADD COLUMN module text,
  ADD COLUMN visitor text NOT NULL DEFAULT '',
  ADD COLUMN signed_in boolean NOT NULL DEFAULT false;
UPDATE remote_load_reports SET outcome = 'failed' WHERE failed;
-- Reports from before: one visitor per address, never signed in.
UPDATE remote_load_reports SET visitor = 'address:' || ip;
ALTER TABLE remote_load_reports ADD CONSTRAINT remote_load_reports_failed_outcome CHECK (failed = (outcome <> 'loaded'));
CREATE INDEX remote_load_reports_by_visitor ON remote_load_reports (visitor, created_at);
CREATE INDEX remote_load_reports_by_version_time ON remote_load_reports (remote, version, created_at);

-- The canary's own thresholds, set with it: halted when at least `canary_halt_percent` % of at
-- least `canary_min_visitors` distinct signed-in visitors since `canary_since` met a failure.
ALTER TABLE remote_channels
  ADD COLUMN canary_halt_percent smallint NOT NULL DEFAULT 10 CHECK (canary_halt_percent BETWEEN 1 AND 100),
  ADD COLUMN canary_min_visitors integer NOT NULL DEFAULT 20 CHECK (canary_min_visitors >= 1),
  ADD COLUMN canary_since timestamptz;

-- The key that signs the report tokens handed out with the registry: one per site, shared by
-- every API process, written by the first process that needs it (api/src/releases/report-tokens.ts).
CREATE TABLE release_report_key (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  secret text NOT NULL CHECK (length(secret) >= 32)
);
