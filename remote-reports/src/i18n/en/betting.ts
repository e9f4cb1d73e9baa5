import type { koBetting } from '../ko/betting';

/** The `reports` namespace in English: the betting history. */
export const enBetting: typeof koBetting = {
  betting: {
    title: 'Betting history',
    filters: 'Search the betting history',
    rounds: 'Rounds',
    empty: 'No bets yet',
    open: 'Open',
    closed: 'Closed',
    openRound: 'Details of round {{round}}',
    tabs: { rounds: 'Rounds', providers: 'By provider' },
    detail: {
      title: 'Round {{round}}',
      loading: 'Round details',
      provider: 'Provider',
      roundState: 'State',
      calls: 'Bets, wins and rollbacks',
      empty: 'No transactions',
    },
    providers: {
      title: 'Totals by provider',
      provider: 'Provider',
      show: 'Rounds of {{provider}}',
      rounds: 'Rounds of {{provider}}',
      empty: 'No provider was played in these days',
    },
  },
};
