/** The origins remote code is served from, other than the site itself (relative manifests are the site's own). */
export function remoteOrigins(manifests: readonly string[], siteOrigin: string): string[] {
  const origins = new Set<string>();
  for (const manifest of manifests) {
    let origin: string;
    try {
      origin = new URL(manifest, siteOrigin).origin;
    } catch {
      continue;
    }
    if (origin !== siteOrigin && /^https?:/.test(origin)) origins.add(origin);
  }
  return [...origins].sort();
}
