import { REPORT_WORDS } from '@casino/contract';
import type { koWindows } from '../ko/windows';

/** The `reports` namespace in English: the pop-up windows (bet list, rankings, rolling list). */
export const enWindows: typeof koWindows = {
  windows: {
    missingMember: 'No member was given. Please open this window again from a member in a report.',
    betList: {
      title: 'Bet list',
      heading: 'Bets of {{username}}',
      filters: 'Search the bet list',
      calls: 'Bets, wins and rollbacks',
      empty: 'No bets in these days',
      noRound: REPORT_WORDS.en.noRound,
    },
    rank: {
      filters: 'Search {{title}}',
      list: 'Ranking',
      members: '{{n}} members played in these days',
      statementTotals: '{{from}} to {{to}}, {{n}} members, total',
      empty: 'No member ranks in these days',
    },
    rolling: {
      heading: 'Rolling of {{username}}',
      memberHeading: "Rolling credited to {{earner}} from {{member}}'s rounds",
      filters: 'Search the rolling list',
      list: 'Rounds that earned rolling',
      empty: 'No rolling was credited in these days',
      working: REPORT_WORDS.en.working.bet,
      unrated: REPORT_WORDS.en.working.unrated,
      rollbackOf: REPORT_WORDS.en.working.rollbackOf,
      rollback: REPORT_WORDS.en.working.rollback,
      sum: REPORT_WORDS.en.working.sum,
      differs: 'Differs from the working',
      totals: { bet: 'Bet', amount: 'Kept', line: 'Whole line' },
    },
  },
};
