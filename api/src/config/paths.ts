import path from 'node:path';

/** The `api/` folder; everything else is located from here, never from the working directory. */
export const API_DIR = path.resolve(__dirname, '..', '..');
export const REPO_ROOT = path.resolve(API_DIR, '..');
export const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');
export const STATIC_DIR = path.join(API_DIR, 'static');
