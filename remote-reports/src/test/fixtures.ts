/** Answers of the report endpoints, as the API gives them, for the tests of this remote. */

import type { BetRound, DataOf, FigureSummary, reportBettingHistory, RoundFigures } from '@casino/contract';

type RoundCall = DataOf<typeof reportBettingHistory>['calls'][number];

export const figures = (bet: number, prize: number, refund = 0, rolling = 0, rounds = 1): RoundFigures => ({
  rounds,
  bet,
  prize,
  refund,
  rolling,
  profit: bet - prize - refund,
  win_lose: bet - prize - refund - rolling,
});

export const figureSummary = (from: string, to: string, sum = figures(1_500_000, 1_700_000, 0, 15_000, 3)): FigureSummary => ({
  from,
  to,
  types: [
    { game_type: 'casino', ...figures(1_000_000, 1_500_000, 0, 10_000, 2) },
    { game_type: 'slot', ...figures(500_000, 200_000, 0, 5_000, 1) },
    { game_type: 'lotto', ...figures(0, 0, 0, 0, 0) },
  ],
  sum,
});

export const member = (id: number): BetRound['member'] => ({ id, username: `member${id}`, nickname: `닉${id}` });

export const round = (id: number, overrides: Partial<BetRound> = {}): BetRound => ({
  id,
  provider: 'demo',
  round_id: `R-${id}`,
  game_type: 'slot',
  game: { id: 9, name: 'Lucky Slot' },
  brand: { id: 3, name: 'Demo Games' },
  member: member(31),
  bet: 10_000,
  prize: 25_000,
  refund: 0,
  profit: -15_000,
  rolling: 150,
  win_lose: -15_150,
  closed: true,
  day: '2025-03-02',
  // 01:15 UTC is 10:15 in Seoul.
  created_at: '2025-03-02T01:15:00.000Z',
  ...overrides,
});

export const call = (txn: string, kind: RoundCall['kind'], amount: number, overrides: Partial<RoundCall> = {}): RoundCall => ({
  txn_id: txn,
  kind,
  amount,
  rolled_back: false,
  refused: false,
  created_at: '2025-03-02T01:15:00.000Z',
  ...overrides,
});
