export default async function globalTeardown() {
  try {
    await globalThis.__casinoTestCleanup?.();
  } finally {
    await globalThis.__casinoTestPg?.stop();
  }
}
