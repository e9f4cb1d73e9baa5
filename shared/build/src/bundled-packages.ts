import type webpack from 'webpack';

/** `.../node_modules/.pnpm/react@19/node_modules/react/index.js` to `react`; `@scope/name` kept whole. */
export function packageOf(resource: string): string | null {
  const at = resource.replace(/\\/g, '/').lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first = '', second = ''] = resource.replace(/\\/g, '/').slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first || null;
}

/**
 * The npm packages whose code the build put in its own chunks (sorted). A production remote
 * consumes its shared singletons from the shell without a fallback, so a gated package here is
 * a second copy on the page: the release gate refuses it.
 */
export function bundledPackages(compilation: webpack.Compilation): string[] {
  const names = new Set<string>();
  for (const module of compilation.modules) {
    const resource = (module as { resource?: unknown }).resource;
    const name = typeof resource === 'string' ? packageOf(resource) : null;
    if (name) names.add(name);
  }
  return [...names].sort();
}
