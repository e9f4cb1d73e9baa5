type ParamValue = string | number | boolean;

/** Fills `:name` and `{name}` segments; a missing value is a programming error, so it throws. */
export function fillPath(path: string, params: Record<string, ParamValue> | undefined): string {
  return path.replace(/:(\w+)|\{(\w+)\}/g, (_match, colon: string | undefined, brace: string | undefined) => {
    const name = (colon ?? brace) as string;
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Query values as the API reads them: arrays repeat the key, dates go as ISO, empty values are left out. */
export function toSearchParams(query: Record<string, unknown> | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  return search;
}

/** `apiBase` may be '' (same origin) or carry a path prefix; the result is always absolute. */
export function buildUrl(apiBase: string, path: string, query?: Record<string, unknown>): string {
  const url = new URL(apiBase.replace(/\/+$/, '') + path, globalThis.location?.href);
  for (const [key, value] of toSearchParams(query)) url.searchParams.append(key, value);
  return url.toString();
}
