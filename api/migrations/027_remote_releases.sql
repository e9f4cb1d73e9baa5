-- Remote releases (issue 14): the registry of which remote version each person gets is data,
-- changed in one transaction per change and kept with its history, instead of a file edited by
-- hand. A published version is immutable: its files sit in their own folder and its row never
-- changes.

CREATE TABLE remote_releases (
  remote text NOT NULL CHECK (remote ~ '^[a-z][a-z0-9-]{0,39}$'),
  version text NOT NULL CHECK (version ~ '^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$'),
  commit text NOT NULL DEFAULT '',
  -- Where browsers fetch its manifest: a path on the site or an absolute URL (a CDN).
  manifest text NOT NULL,
  -- sha256 over its files' names and contents: the same version published twice must be the same build.
  digest text NOT NULL,
  contract_version text NOT NULL,
  exposes text[] NOT NULL,
  published_by text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);

CREATE TABLE remote_channels (
  remote text PRIMARY KEY,
  promoted text,
  -- What a rollback returns to.
  previous text,
  canary text,
  canary_percent smallint NOT NULL DEFAULT 0 CHECK (canary_percent BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((canary IS NULL) = (canary_percent = 0)),
  CHECK (canary IS NULL OR promoted IS NOT NULL),
  FOREIGN KEY (remote, promoted) REFERENCES remote_releases (remote, version),
  FOREIGN KEY (remote, previous) REFERENCES remote_releases (remote, version),
  FOREIGN KEY (remote, canary) REFERENCES remote_releases (remote, version)
);

CREATE TABLE remote_registry_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote text NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'promote', 'canary', 'rollback')),
  from_version text,
  to_version text,
  percent smallint CHECK (percent BETWEEN 0 AND 100),
  actor text NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_registry_changes_by_remote ON remote_registry_changes (remote, id DESC);

-- What browsers report of loading a remote: one row per remote and page. Counted per version by
-- `release history`; the address (an IPv6 client's /64) only feeds the per-address limit.
CREATE TABLE remote_load_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  failed boolean NOT NULL,
  error text,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
);
CREATE INDEX remote_load_reports_by_version ON remote_load_reports (remote, version, failed);
CREATE INDEX remote_load_reports_last_failure ON remote_load_reports (remote, version, id DESC) WHERE failed;
CREATE INDEX remote_load_reports_by_ip ON remote_load_reports (ip, created_at);
