import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane (~20 ms here). */
const OPTIONS: Options = {
  // Algorithm.Argon2id; a declared const enum cannot be read as a value under isolatedModules.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** The hash carries its own parameters, so older hashes keep verifying if OPTIONS change. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check, for IDs that do not exist, so response time does not
 * tell an attacker which IDs are real. Always false.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
