/** The CSS texts a root module of a server build imports (empty outside a server build, e.g. under jest). */
export function stylesOf(root: string): string[];
