import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { FEED_APPLICATION, listenForChanges, WATCHED_TABLES, type ChangeFeed } from './change-feed';

let t: TestDatabase;
let feed: ChangeFeed;
const heard: string[] = [];
beforeAll(async () => {
  t = await createTestDatabase();
  feed = await listenForChanges(t.url, { retryMs: 10, onError: () => {} });
  feed.listen({ changed: (table) => heard.push(table), lost: () => heard.push(feed.live ? '(listening again)' : '(lost)') });
});
afterAll(async () => {
  await feed.close();
  await t.drop();
});
beforeEach(() => {
  heard.length = 0;
});

describe('the content change feed', () => {
  it('is told by triggers on exactly the watched tables', async () => {
    const { rows } = await sql<{ table: string }>`
      SELECT DISTINCT event_object_table AS table FROM information_schema.triggers
      WHERE action_statement = 'EXECUTE FUNCTION notify_content_changed()'`.execute(t.db);
    expect(rows.map((r) => r.table).sort()).toEqual([...WATCHED_TABLES].sort());
  });

  it('hears each committed change by table, once per transaction, and nothing of a rolled-back one', async () => {
    await t.db.updateTable('site_settings').set({ support_contact: 'a' }).execute();
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('marquee_items').values({ text: 'one' }).execute();
      await trx.insertInto('marquee_items').values({ text: 'two' }).execute();
    });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('carousel_slides').execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await feed.sync();
    expect(heard).toEqual(['site_settings', 'marquee_items']);
  });

  it('hears a move in the hierarchy but not the other writes to users', async () => {
    await t.db.updateTable('users').set({ nickname: 'x' }).where('id', '=', 0).execute();
    await feed.sync();
    expect(heard).toEqual([]);
    await t.db.updateTable('users').set({ parent_id: null }).where('id', '=', 0).execute();
    await feed.sync();
    expect(heard).toEqual(['users']);
  });

  it('reports the connection lost, is not live meanwhile, and listens again', async () => {
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${FEED_APPLICATION} AND datname = current_database()`.execute(t.db);
    for (const deadline = performance.now() + 5000; !heard.includes('(listening again)'); ) {
      if (performance.now() > deadline) throw new Error(`the feed did not listen again; heard ${JSON.stringify(heard)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(feed.live).toBe(true);
    await t.db.updateTable('games').set({ sort: 1 }).where('id', '=', 0).execute();
    await feed.sync();
    expect(heard).toEqual(['(lost)', '(listening again)', 'games']);
  });
});
