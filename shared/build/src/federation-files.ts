/**
 * What a federated build writes and everything else reads: the build (this package), the shell's
 * container runtime, the API's release gate and the release smoke check. No imports, so the
 * shell's browser bundle takes only these strings.
 */

/**
 * Marks a manifest whose remote entry is a webpack container (webpack's own container runtime,
 * decision 069): the shell loads only those. A build for Module Federation's runtime (before it)
 * has no such mark, and the release gate says so instead of publishing it.
 */
export const CONTAINER_RUNTIME = 'webpack-container';

/** The remote's container, beside its manifest: the shell finds it there without reading the manifest. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The build's manifest: name, version, shared modules and exposed modules with their chunks. */
export const MANIFEST_FILE = 'mf-manifest.json';
