// Samples what PostgreSQL's client backends are doing (pg_stat_activity) many times a second:
// running, waiting on a lock, on the WAL flush at commit, or idle waiting for the API.
import pg from 'pg';

export interface Sampler {
  stop(): Promise<Map<string, number>>;
  samples(): number;
}

/** Each sample adds one count per backend under `state / wait event / statement` (shortened). */
export async function sampleActivity(pgUrl: string, everyMs: number): Promise<Sampler> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  const counts = new Map<string, number>();
  let taken = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ state: string; wait: string | null; query: string }>(
        `SELECT state, wait_event_type || ':' || wait_event AS wait, query FROM pg_stat_activity
         WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      taken++;
      for (const r of rows) {
        const what = r.state === 'active' ? ` ${r.query.replace(/\s+/g, ' ').slice(0, 48)}` : '';
        const key = `${r.state.padEnd(19)} ${(r.wait ?? 'CPU').padEnd(24)}${what}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    samples: () => taken,
    async stop() {
      running = false;
      await loop;
      await client.end();
      return counts;
    },
  };
}
