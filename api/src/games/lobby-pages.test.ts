import { sql } from 'kysely';
import { startFrontendFixture, type FrontendFixture } from '../../test/frontend-fixture';

let f: FrontendFixture;
beforeAll(async () => {
  f = await startFrontendFixture({}, { seed: true });
});
afterAll(() => f.close());

const status = async (url: string) => (await f.t.app.inject({ method: 'GET', url })).statusCode;

describe('lobby pages and their status', () => {
  it.each(['/game/casino', '/game/slot', '/game/lotto', '/game/slot/neon-reels', '/game/slot/neon-reels/'])('%s is a page', async (url) => {
    expect(await status(url)).toBe(200);
  });

  it.each(['/game/poker', '/game/SLOT', '/game/poker/neon-reels', '/game/casino/neon-reels', '/game/slot/no-such-brand', '/game/slot/NEON-REELS'])(
    '%s answers 404, as the lobby shows it is not there',
    async (url) => {
      expect(await status(url)).toBe(404);
    },
  );

  it('a brand taken off the lobby is not found from then on', async () => {
    await sql`UPDATE game_brands SET active = false WHERE code = 'neon-reels'`.execute(f.t.db);
    expect(await status('/game/slot/neon-reels')).toBe(404);
  });
});
