import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The modules every app shares as singletons (DESIGN.md section 2). Declared once, here:
 * the shell provides them, remotes consume them, so there is one React, one router, one
 * MobX, one i18n and one platform instance on the page.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  'antd',
  'dayjs',
  '@casino/platform',
] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string | false; version?: string }>;

function readJson(file: string): { dependencies?: Record<string, string>; version?: string } {
  return JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: Record<string, string>; version?: string };
}

/** Version ranges come from the app's own package.json, so a remote states what it was built against. */
export function sharedConfig(appDir: string): SharedConfig {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const platformVersion = readJson(path.join(__dirname, '../../platform/package.json')).version ?? '0.0.0';
  const config: SharedConfig = {};
  for (const name of SHARED_SINGLETONS) {
    if (name === '@casino/platform') {
      // A workspace protocol range is not semver; share the platform by its own version.
      config[name] = { singleton: true, requiredVersion: `^${platformVersion}`, version: platformVersion };
      continue;
    }
    const pkg = name.startsWith('react-dom/') ? 'react-dom' : name;
    const range = deps[pkg];
    config[name] = { singleton: true, requiredVersion: range ? `^${range.replace(/^[\^~]/, '')}` : false };
  }
  return config;
}
