import path from 'node:path';

/**
 * The plugin that hands the runtime to the remotes (`provideExternalRuntime`) is imported by its
 * CommonJS file, which requires runtime-core's CommonJS build, while the bundler's runtime imports
 * its ES build: the shell carried runtime-core and its SDK twice (about 76 KB before compression),
 * and the remotes ran on the other copy. Its ES file shares the one the shell runs on. (The key is
 * the path enhanced writes into the import: it writes it in POSIX form, which on Linux, where the
 * builds run, is the resolved path as it is.)
 */
export function oneRuntimeCopy(): Record<string, string> {
  const fromEnhanced = { paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))] };
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', fromEnhanced);
  if (!commonJs.endsWith('index.cjs')) throw new Error(`inject-external-runtime-core-plugin resolved to ${commonJs}, not its CommonJS file`);
  return { [`${commonJs}$`]: commonJs.replace(/index\.cjs$/, 'index.js') };
}
