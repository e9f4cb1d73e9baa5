import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * `/runtime-config.json`, served by the API per deployment, validated at start-up
 * (CONVENTIONS 13): a missing or malformed value stops the start naming the field. The
 * realtime (firebase) block is the exception: the spec says its failure is silently ignored.
 */
const FirebaseSchema = Type.Object({
  apiKey: Type.String({ minLength: 1 }),
  authDomain: Type.String(),
  databaseURL: Type.String({ minLength: 1 }),
  projectId: Type.String({ minLength: 1 }),
  storageBucket: Type.String(),
  messagingSenderId: Type.String(),
  appId: Type.String({ minLength: 1 }),
  measurementId: Type.Optional(Type.String()),
});

const RuntimeConfigSchema = Type.Object({
  /** '' means the same origin. */
  apiBase: Type.String(),
});

export type FirebaseConfig = Static<typeof FirebaseSchema>;
export interface RuntimeConfig extends Static<typeof RuntimeConfigSchema> {
  firebase: FirebaseConfig | null;
}

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (!Value.Check(RuntimeConfigSchema, json)) {
    const first = Value.Errors(RuntimeConfigSchema, json).First();
    const field = first?.path.replace(/^\//, '').replace(/\//g, '.') || 'apiBase';
    throw new RuntimeConfigError(`runtime-config.json: "${field}" is invalid (${first?.message ?? 'expected an object'})`);
  }
  const firebase = (json as { firebase?: unknown }).firebase;
  return { apiBase: json.apiBase, firebase: Value.Check(FirebaseSchema, firebase) ? firebase : null };
}

export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
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
