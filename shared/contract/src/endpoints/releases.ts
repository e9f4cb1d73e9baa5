import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { Count, Id } from '../integers';

/*
 * Remote releases (issue 14; docs/deploying-a-remote.md). A remote's builds are published as
 * immutable versions; the registry (which version each person gets) is data in the database,
 * changed by the master level through these calls or the `pnpm release` command, each change one
 * audited transaction. `/remotes.json` is what a browser gets from it.
 */

/** A remote's name as the registry and the shell's tables spell it. */
export const RemoteNameField = Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' });
/**
 * A release's version: semver-like, also a folder name and a URL path segment
 * (`/remotes/<name>/<version>/`). No `+`: object stores read it as a space in a path.
 */
export const ReleaseVersionField = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$' });
/** The share of people who get a canary, in whole per cent. */
export const CanaryPercent = Type.Integer({ minimum: 0, maximum: 100 });
const Reason = Type.String({ maxLength: 500 });
/** A canary's halt threshold: the share of its signed-in visitors who met a failure, in whole per cent. */
export const HaltPercent = Type.Integer({ minimum: 1, maximum: 100 });
/** The distinct signed-in visitors a canary must have had before its threshold is judged. */
export const MinVisitors = Type.Integer({ minimum: 1, maximum: 1_000_000 });
/** The thresholds a canary gets when none are given (docs/deploying-a-remote.md). */
export const CANARY_HALT_DEFAULTS = { halt_at_percent: 10, min_visitors: 20 } as const;

export const PublishedRelease = Type.Object({
  version: ReleaseVersionField,
  /** The commit it was built from, as the publisher stamped it ('' when it was not built from git). */
  commit: Type.String(),
  /** Where its manifest is served: a path on the site or an absolute URL (a CDN). */
  manifest: Type.String(),
  /** The `@casino/contract` version it was built against. */
  contract_version: Type.String(),
  published_at: Type.String({ format: 'date-time' }),
  published_by: Type.String(),
});
export type PublishedRelease = Static<typeof PublishedRelease>;

export const RemoteChannels = Type.Object({
  remote: RemoteNameField,
  /** What everyone gets unless they are in the canary's share; null before the first promotion. */
  promoted: Type.Union([ReleaseVersionField, Type.Null()]),
  /** What `rollback` would return to: the version promoted before the current one. */
  previous: Type.Union([ReleaseVersionField, Type.Null()]),
  canary: Type.Union([
    Type.Object({
      version: ReleaseVersionField,
      percent: CanaryPercent,
      /** It halts itself when at least this share of its signed-in visitors met a failure... */
      halt_at_percent: HaltPercent,
      /** ...once it has had at least this many distinct signed-in visitors. */
      min_visitors: MinVisitors,
    }),
    Type.Null(),
  ]),
  /** Newest first. */
  releases: Type.Array(PublishedRelease),
});
export type RemoteChannels = Static<typeof RemoteChannels>;

export const RegistryChangeAction = Type.Union([Type.Literal('publish'), Type.Literal('promote'), Type.Literal('canary'), Type.Literal('rollback')]);

export const RegistryChange = Type.Object({
  id: Id(),
  action: RegistryChangeAction,
  /** The promoted (or, for a canary, the canary) version before the change. */
  from_version: Type.Union([ReleaseVersionField, Type.Null()]),
  to_version: Type.Union([ReleaseVersionField, Type.Null()]),
  /** The canary's share after a canary change. */
  percent: Type.Union([CanaryPercent, Type.Null()]),
  /** The master's login ID, or the operator's name for a command run on the server. */
  actor: Type.String(),
  reason: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type RegistryChange = Static<typeof RegistryChange>;

/**
 * What pages reported of one version: how often it loaded, failed to load or failed to render,
 * the distinct visitors behind the reports, and the last error. Only pages the registry served
 * the version can report (a token), and the smoke check's own pages never do.
 */
export const VersionHealth = Type.Object({
  version: ReleaseVersionField,
  loads: Count(),
  /** Failed loads. */
  failures: Count(),
  /** Errors thrown by its modules once loaded (caught by an area's error boundary, or uncaught from its code). */
  render_errors: Count(),
  /** Distinct visitors who reported anything, and of them those signed in. */
  visitors: Count(),
  signed_in_visitors: Count(),
  /** Distinct visitors who met a failed load or a render error, and of them those signed in. */
  failing_visitors: Count(),
  failing_signed_in_visitors: Count(),
  /** failing_visitors / visitors, 0 when nothing was reported. */
  failure_rate: Type.Number({ minimum: 0, maximum: 1 }),
  last_error: Type.Union([Type.String(), Type.Null()]),
  last_failure_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type VersionHealth = Static<typeof VersionHealth>;

export const releaseList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/release/list',
  access: 'master',
  right: 'site',
  summary: 'Every remote: its promoted version, the one a rollback returns to, its canary and its published versions.',
  data: Type.Object({ items: Type.Array(RemoteChannels) }),
});

export const releaseHistory = defineEndpoint({
  method: 'GET',
  path: '/api/v1/release/history/:remote',
  access: 'master',
  right: 'site',
  summary: "A remote's registry changes (newest first: who, when, from, to, why) and each version's load failure rate.",
  params: Type.Object({ remote: RemoteNameField }),
  data: Type.Object({ remote: RemoteNameField, changes: Type.Array(RegistryChange), health: Type.Array(VersionHealth) }),
  errors: [404],
});

const ChangeResult = Type.Object({ remote: RemoteChannels, change: RegistryChange });

export const releasePromote = defineEndpoint({
  method: 'POST',
  path: '/api/v1/release/promote',
  access: 'master',
  right: 'site',
  summary:
    'Makes a published version the one everyone gets, after the compatibility gate and a passed smoke check of that version against the deployed shell within 24 hours (recorded by `pnpm release check`, which renders each exposed module in a headless browser; the API runs none); ends a canary.',
  body: Type.Object({ remote: RemoteNameField, version: ReleaseVersionField, reason: Type.Optional(Reason) }, { additionalProperties: false }),
  data: ChangeResult,
  errors: [404, 409],
});

export const releaseCanary = defineEndpoint({
  method: 'POST',
  path: '/api/v1/release/canary',
  access: 'master',
  right: 'site',
  summary:
    'Sends a stable share of people (by account, or device for guests) to a published version, after the same checks as a promotion; 0 % ends the canary. The canary halts itself (a rollback by `canary guard`) when `halt_at_percent` % of at least `min_visitors` distinct signed-in visitors met a failed load or a render error.',
  body: Type.Object(
    {
      remote: RemoteNameField,
      version: ReleaseVersionField,
      percent: CanaryPercent,
      halt_at_percent: Type.Optional(HaltPercent),
      min_visitors: Type.Optional(MinVisitors),
      reason: Type.Optional(Reason),
    },
    { additionalProperties: false },
  ),
  data: ChangeResult,
  errors: [404, 409],
});

export const releaseRollback = defineEndpoint({
  method: 'POST',
  path: '/api/v1/release/rollback',
  access: 'master',
  right: 'site',
  summary: 'Undoes the last step of a rollout: ends a live canary, or else returns everyone to the version promoted before the current one.',
  body: Type.Object({ remote: RemoteNameField, reason: Type.Optional(Reason) }, { additionalProperties: false }),
  data: ChangeResult,
  errors: [404, 409],
});

/**
 * What a page reports of a remote: once per remote and page whether its version loaded or failed
 * to, and once per module and page an error its code threw after loading (`render_error`).
 */
export const RemoteLoadOutcome = Type.Union([Type.Literal('loaded'), Type.Literal('failed'), Type.Literal('render_error')]);

export const releaseHealth = defineEndpoint({
  method: 'POST',
  path: '/api/v1/release/health',
  access: 'public',
  summary:
    "A page's report of a remote (which remote, which version, loaded, failed or a render error of which module, and why), counted per version and visitor. Only with the `report` token the registry gave that page for that version, from the visitor it was given to (403 otherwise); a canary past its thresholds is halted on the spot.",
  body: Type.Object(
    {
      remote: RemoteNameField,
      version: ReleaseVersionField,
      outcome: RemoteLoadOutcome,
      /** For a render error: the exposed module, as `./HomePage`. */
      module: Type.Optional(Type.String({ maxLength: 100 })),
      error: Type.Optional(Type.String({ maxLength: 500 })),
      token: Type.String({ minLength: 1, maxLength: 1000 }),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({ recorded: Type.Boolean() }),
  errors: [403, 429],
});
