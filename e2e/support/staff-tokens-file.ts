import path from 'node:path';

/** Where the global setup leaves the demo masters' session tokens for this site's run (its own name). */
export const STAFF_TOKENS_FILE = path.resolve(__dirname, `../../.data/${process.env.E2E_NAME ?? 'e2e'}-staff-tokens.json`);
