import { creditOf, firstGameOf, setBalance, TEST_PROVIDER_SECRET, userId } from '../../test/provider-wallet';
import { snapshot } from '../../test/row-counts';
import { bearer, injectEn, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { createDemoProvider } from './demo-provider';
import { baccaratPrize, type BaccaratOutcome, type BaccaratStakes } from './games/baccarat';
import type { OddEvenOutcome, OddEvenPick } from './games/odd-even';
import { slotMultiplier, type SlotOutcome } from './games/slot';
import { issueLaunchToken, readLaunchToken } from './launch-token';
import { pageTexts } from './page/page-texts';
import { MAX_STAKE, MIN_STAKE } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type GameType = 'slot' | 'casino' | 'lotto';
type Kind = 'slot' | 'baccarat' | 'odd-even';

/** The demo provider's launch key under the test config, to forge expired windows. */
const launchKey = createDemoProvider({ callbackSecret: TEST_PROVIDER_SECRET, transport: async () => ({ status: 500, body: {} }) }).launchKey;

/** Signs in, launches the first game of the type through playgame, and answers the window's token. */
async function launch(username: string, gameType: GameType): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/game/playgame',
    headers: { 'accept-language': 'en', ...bearer(await loginAs(t.app, username)) },
    payload: { game_id: (await firstGameOf(t, gameType)).id },
  });
  expect(res.statusCode).toBe(200);
  const token = new URL(res.json().data.url).searchParams.get('t');
  expect(token).toBeTruthy();
  return token!;
}

const api = (kind: Kind | 'balance' | 'session', payload: Record<string, unknown>) => injectEn(t.app, { method: 'POST', url: `/demo-provider/api/${kind}`, payload });

const lastRoundId = async () => (await t.db.selectFrom('game_rounds').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;

/**
 * Plays one round per body, checking each answer's balance against the previous credit, then that
 * every round was recorded, settled and closed with one bet and one win callback.
 */
async function playRounds<O extends { prize: number }>(username: string, gameType: GameType, kind: Kind, bodies: Record<string, unknown>[], stakeOf: (body: Record<string, unknown>) => number) {
  const token = await launch(username, gameType);
  const since = await lastRoundId();
  let credit = await creditOf(t, username);
  const outcomes: O[] = [];
  for (const body of bodies) {
    const res = await api(kind, { t: token, ...body });
    expect(res.statusCode).toBe(200);
    const { outcome, balance } = res.json().data as { outcome: O; balance: number };
    expect(balance).toBe(credit - stakeOf(body) + outcome.prize);
    credit = balance;
    outcomes.push(outcome);
  }
  expect(await creditOf(t, username)).toBe(credit);

  const rounds = await t.db
    .selectFrom('game_rounds')
    .select(['round_id', 'provider', 'user_id', 'game_type', 'bet', 'prize', 'refund', 'closed'])
    .where('id', '>', since)
    .orderBy('id')
    .execute();
  const player = await userId(t, username);
  expect(rounds.map(({ round_id: _, ...row }) => row)).toEqual(
    bodies.map((body, i) => ({ provider: 'demo', user_id: player, game_type: gameType, bet: stakeOf(body), prize: outcomes[i]!.prize, refund: 0, closed: true })),
  );
  for (const [i, round] of rounds.entries()) {
    const txns = await t.db.selectFrom('provider_transactions').select(['kind', 'amount', 'response_status', 'rolled_back']).where('round_id', '=', round.round_id).orderBy('created_at').execute();
    expect(txns).toEqual([
      { kind: 'bet', amount: stakeOf(bodies[i]!), response_status: 200, rolled_back: false },
      { kind: 'win', amount: outcomes[i]!.prize, response_status: 200, rolled_back: false },
    ]);
  }
  return { token, outcomes };
}

describe('demo provider: rounds settled through the seamless wallet', () => {
  it('plays slot rounds: each answer is the previous credit - stake + prize, and each round is recorded and closed', async () => {
    const stakes = [1_000, 2_500, 1_000, 10_000, 1_000, 3_000];
    const { outcomes } = await playRounds<SlotOutcome>('member1', 'slot', 'slot', stakes.map((stake) => ({ stake })), (b) => b.stake as number);
    outcomes.forEach((outcome, i) => {
      expect(outcome.reels).toHaveLength(3);
      expect(outcome.multiplier).toBe(slotMultiplier(outcome.reels));
      expect(outcome.prize).toBe(stakes[i]! * outcome.multiplier);
    });
  });

  it('plays baccarat (a casino game) on player, banker and tie stakes: the bet is their total, the prize follows the winner', async () => {
    const stakes: BaccaratStakes[] = [
      { player: 1_000, banker: 0, tie: 0 },
      { player: 0, banker: 1_010, tie: 0 },
      { player: 0, banker: 0, tie: 1_000 },
      { player: 500, banker: 500, tie: 100 },
      { player: 2_000, banker: 3_000, tie: 1_000 },
    ];
    const total = (s: BaccaratStakes) => s.player + s.banker + s.tie;
    const { outcomes } = await playRounds<BaccaratOutcome>('member1', 'casino', 'baccarat', stakes.map((s) => ({ stakes: s })), (b) => total(b.stakes as BaccaratStakes));
    outcomes.forEach((outcome, i) => {
      const expectedWinner = outcome.playerTotal === outcome.bankerTotal ? 'tie' : outcome.playerTotal > outcome.bankerTotal ? 'player' : 'banker';
      expect(outcome.winner).toBe(expectedWinner);
      expect(outcome.prize).toBe(baccaratPrize(stakes[i]!, outcome.winner));
    });
  });

  it('plays odd-even (a lotto game): the right guess returns 1.95 times the stake, rounded down', async () => {
    const bodies: { stake: number; pick: OddEvenPick }[] = [
      { stake: 1_000, pick: 'odd' },
      { stake: 1_010, pick: 'even' },
      { stake: 2_000, pick: 'odd' },
      { stake: 1_001, pick: 'even' },
      { stake: 5_000, pick: 'odd' },
    ];
    const { outcomes } = await playRounds<OddEvenOutcome>('member1', 'lotto', 'odd-even', bodies, (b) => b.stake as number);
    outcomes.forEach((outcome, i) => {
      expect(outcome.ball).toBeGreaterThanOrEqual(1);
      expect(outcome.ball).toBeLessThanOrEqual(28);
      expect(outcome.pick).toBe(bodies[i]!.pick);
      expect(outcome.won).toBe((outcome.ball % 2 === 1) === (bodies[i]!.pick === 'odd'));
      expect(outcome.prize).toBe(outcome.won ? Math.floor((bodies[i]!.stake * 195) / 100) : 0);
    });
  });

  it('answers the credit on /api/balance', async () => {
    const token = await launch('member1', 'slot');
    const res = await api('balance', { t: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { balance: await creditOf(t, 'member1') } });
    const broke = await api('balance', { t: await launch('member2', 'slot') });
    expect(broke.json()).toEqual({ data: { balance: 0 } });
  });

  it('answers the sign-in’s play and the reality check’s interval on /api/session, from the operator’s session call', async () => {
    await setBalance(t, 'member1', 'member_credit', 10_000);
    const token = await launch('member1', 'slot');
    const before = await api('session', { t: token });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ started_at: expect.any(String), now: expect.any(String), bets: 0, prizes: 0, every_minutes: 60 });
    const spin = await api('slot', { t: token, stake: 1_000 });
    const { prize } = spin.json().data.outcome as SlotOutcome;
    expect((await api('session', { t: token })).json().data).toMatchObject({ bets: 1_000, prizes: prize });
    expect((await api('session', { t: 'not-a-token' })).statusCode).toBe(401);
  });
});

describe('demo provider: refusals move nothing', () => {
  it('refuses a slot window’s token at the baccarat and odd-even tables with 400', async () => {
    const token = await launch('member1', 'slot');
    const casinoToken = await launch('member1', 'casino');
    const before = await snapshot(t.db);
    const baccarat = await api('baccarat', { t: token, stakes: { player: 1_000, banker: 0, tie: 0 } });
    expect(baccarat.statusCode).toBe(400);
    expect(baccarat.json()).toEqual({ code: 'VALIDATION', message: 'The request is invalid' });
    const oddEven = await api('odd-even', { t: token, stake: 1_000, pick: 'odd' });
    expect(oddEven.statusCode).toBe(400);
    const slot = await api('slot', { t: casinoToken, stake: 1_000 });
    expect(slot.statusCode).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('answers 401 to a bad or expired token, and the play page answers 401 with the expired page', async () => {
    const real = await launch('member1', 'slot');
    const claims = readLaunchToken(launchKey, real)!;
    expect(claims).not.toBeNull();
    // Re-issued with the same key the window works, so the refusals below are about expiry and sealing only.
    const reissued = issueLaunchToken(launchKey, { ...claims, exp: Date.now() + 60_000 });
    expect((await api('balance', { t: reissued })).statusCode).toBe(200);

    const expired = issueLaunchToken(launchKey, { ...claims, exp: Date.now() - 1 });
    const otherKey = issueLaunchToken('not-the-launch-key', claims);
    const bytes = Buffer.from(real, 'base64url');
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0x01;
    const tampered = bytes.toString('base64url');
    const before = await snapshot(t.db);
    for (const token of [expired, otherKey, tampered, 'garbage']) {
      for (const [kind, body] of [
        ['slot', { stake: 1_000 }],
        ['balance', {}],
      ] as const) {
        const res = await api(kind, { t: token, ...body });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'SESSION_EXPIRED', message: 'The game session has expired; open the game again' });
      }
      const page = await t.app.inject({ method: 'GET', url: `/demo-provider/play?t=${encodeURIComponent(token)}`, headers: { 'accept-language': 'en' } });
      expect(page.statusCode).toBe(401);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain(pageTexts('en').expired);
      expect(page.body).not.toContain('data-token');
    }
    const korean = await t.app.inject({ method: 'GET', url: `/demo-provider/play?t=${encodeURIComponent(expired)}` });
    expect(korean.statusCode).toBe(401);
    expect(korean.body).toContain(pageTexts('ko').expired);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it.each([
    ['slot', 'a stake below the minimum', { stake: MIN_STAKE - 1 }],
    ['slot', 'a stake above the maximum', { stake: MAX_STAKE + 1 }],
    ['slot', 'a fractional stake', { stake: 1_000.5 }],
    ['slot', 'a stake as text', { stake: '1000' }],
    ['slot', 'an unknown field', { stake: 1_000, extra: 1 }],
    ['odd-even', 'a stake below the minimum', { stake: MIN_STAKE - 1, pick: 'odd' }],
    ['odd-even', 'a stake above the maximum', { stake: MAX_STAKE + 1, pick: 'even' }],
    ['odd-even', 'a pick that is neither odd nor even', { stake: 1_000, pick: 'red' }],
    ['baccarat', 'a negative side stake', { stakes: { player: -1, banker: 2_000, tie: 0 } }],
    ['baccarat', 'a side stake above the maximum', { stakes: { player: MAX_STAKE + 1, banker: 0, tie: 0 } }],
    ['baccarat', 'a missing side', { stakes: { player: 1_000, banker: 0 } }],
  ] as const)('refuses at %s %s with 400 VALIDATION and moves nothing', async (kind, _case, body) => {
    const token = await launch('member1', kind === 'slot' ? 'slot' : kind === 'baccarat' ? 'casino' : 'lotto');
    const before = await snapshot(t.db);
    const res = await api(kind, { t: token, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses baccarat stakes whose total is out of range, naming the bound that was crossed', async () => {
    const token = await launch('member1', 'casino');
    const before = await snapshot(t.db);
    const small = await api('baccarat', { t: token, stakes: { player: 500, banker: 0, tie: MIN_STAKE - 501 } });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({ code: 'VALIDATION', message: `stakes must be at least ${MIN_STAKE}` });
    const large = await api('baccarat', { t: token, stakes: { player: MAX_STAKE, banker: 1, tie: 0 } });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual({ code: 'VALIDATION', message: `stakes must be at most ${MAX_STAKE}` });
    const nothing = await api('baccarat', { t: token, stakes: { player: 0, banker: 0, tie: 0 } });
    expect(nothing.json().message).toBe(`stakes must be at least ${MIN_STAKE}`);
    expect(await snapshot(t.db)).toEqual(before);

    // Exactly the maximum passes validation and reaches the wallet, which refuses it for member1's smaller
    // credit: only the refusal is stored, under its transaction id.
    const atMax = await api('baccarat', { t: token, stakes: { player: MAX_STAKE / 2, banker: MAX_STAKE / 2, tie: 0 } });
    expect(atMax.statusCode).toBe(400);
    expect(atMax.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await snapshot(t.db)).toEqual({ ...before, provider_transactions: before.provider_transactions! + 1 });
  });

  it('answers INSUFFICIENT_FUNDS to a member without the credit, with the credit unchanged and no round', async () => {
    expect(await creditOf(t, 'member2')).toBe(0);
    const token = await launch('member2', 'slot');
    const before = await snapshot(t.db);
    const res = await api('slot', { t: token, stake: MIN_STAKE });
    expect(res.statusCode).toBe(400);
    // The operator's message, in the language the game was opened in (English here).
    expect(res.json()).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'Not enough game credit for this bet' });
    expect(await creditOf(t, 'member2')).toBe(0);
    expect(await snapshot(t.db)).toEqual({ ...before, provider_transactions: before.provider_transactions! + 1 });
    expect(await t.db.selectFrom('game_rounds').select('id').where('user_id', '=', await userId(t, 'member2')).execute()).toEqual([]);
  });

  it('passes on the operator’s refusal when the window outlives its game session', async () => {
    const token = await launch('member4', 'slot');
    await t.db.updateTable('game_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', await userId(t, 'member4')).execute();
    const credit = await creditOf(t, 'member4');
    const res = await api('slot', { t: token, stake: 1_000 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SESSION_EXPIRED');
    expect(await creditOf(t, 'member4')).toBe(credit);
    expect(await t.db.selectFrom('game_rounds').select('id').where('user_id', '=', await userId(t, 'member4')).execute()).toEqual([]);
  });
});
