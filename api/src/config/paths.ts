import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder above `from` that holds the migrations: `api/` from its source and from its build alike. */
function apiDirAbove(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'migrations'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No migrations folder above ${from}`);
  }
}

/** The `api/` folder; everything else is located from here, never from the working directory. */
export const API_DIR = apiDirAbove(__dirname);
export const REPO_ROOT = path.resolve(API_DIR, '..');
export const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');
export const STATIC_DIR = path.join(API_DIR, 'static');
