import type { FirebaseConfig, RuntimeConfig } from '@casino/contract';
import { isRecord } from '../lib/is-record';

/**
 * `/runtime-config.json`, served by the API per deployment, validated at start-up
 * (CONVENTIONS 13): a missing or malformed value stops the start naming the field. The
 * realtime (firebase) block is the exception: the spec says its failure is silently ignored.
 * Checked by hand (the contract's schema gives the types): a schema checker here would weigh
 * more than the page's own start-up code.
 */
const FIREBASE_REQUIRED = ['apiKey', 'databaseURL', 'projectId', 'appId'] as const;
const FIREBASE_STRINGS = ['authDomain', 'storageBucket', 'messagingSenderId', 'measurementId'] as const;

function isFirebaseConfig(value: unknown): value is FirebaseConfig {
  if (!isRecord(value)) return false;
  if (!FIREBASE_REQUIRED.every((key) => typeof value[key] === 'string' && value[key] !== '')) return false;
  return FIREBASE_STRINGS.every((key) => typeof value[key] === 'string');
}

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isRecord(json)) throw new RuntimeConfigError('runtime-config.json: "apiBase" is invalid (expected an object)');
  if (typeof json.apiBase !== 'string') throw new RuntimeConfigError('runtime-config.json: "apiBase" is invalid (expected a string)');
  return { apiBase: json.apiBase, firebase: isFirebaseConfig(json.firebase) ? json.firebase : null };
}

/** The config the page carries (`written`, from its start-up data), else the file from the network. */
export async function loadRuntimeConfig(written?: unknown, fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (written !== undefined) return parseRuntimeConfig(written);
  const response = await fetchFn(RUNTIME_CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`runtime-config.json: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError('runtime-config.json: not valid JSON');
  }
  return parseRuntimeConfig(json);
}
