import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { CONTAINER_RUNTIME_REQUEST } from './create-config';
import { shellBrowserConfig } from './test-builds';

const shellSrc = path.resolve(__dirname, '../../../shell/src');

/** Every import of the shell's container runtime in its source (tests aside), as written. */
function containerRuntimeImports(dir = shellSrc): Array<{ file: string; request: string }> {
  const found: Array<{ file: string; request: string }> = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...containerRuntimeImports(file));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from '([^']*container-runtime)'/g)) found.push({ file: path.relative(shellSrc, file), request: match[1]! });
    }
  }
  return found;
}

describe("the single bundle's stand-in for the container runtime", () => {
  beforeAll(() => jest.useRealTimers());

  it('replaces the one import of the container runtime the shell has, as it is written', () => {
    const imports = containerRuntimeImports();
    expect(imports).toEqual([{ file: 'bootstrap.tsx', request: './remotes/container-runtime' }]);
    expect(CONTAINER_RUNTIME_REQUEST.test(imports[0]!.request)).toBe(true);
  });

  it('is in the single build only', async () => {
    const replaces = (config: webpack.Configuration) =>
      (config.plugins ?? []).some((plugin) => plugin instanceof webpack.NormalModuleReplacementPlugin && plugin.resourceRegExp === CONTAINER_RUNTIME_REQUEST);
    expect(replaces(await shellBrowserConfig({ single: true }, 'production'))).toBe(true);
    expect(replaces(await shellBrowserConfig(undefined, 'production'))).toBe(false);
  });
});
