-- The smoke check of a release (issue 27): run by `pnpm release check` (and by the command's
-- promote and canary) in the release engineer's process, never in the API's, and kept here so
-- that a promotion through the API can require a passed check of that version against the
-- shell that is deployed, without a browser on the machine that serves members.
CREATE TABLE remote_smoke_checks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  -- The deployed shell's build the check ran against (its build.json).
  shell_build text NOT NULL,
  site text NOT NULL,
  passed boolean NOT NULL,
  problems text NOT NULL DEFAULT '',
  checked_by text NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
);
CREATE INDEX remote_smoke_checks_by_version ON remote_smoke_checks (remote, version, id DESC);
