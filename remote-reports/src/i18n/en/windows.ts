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
      game: 'Game',
      round: 'Round',
      noRound: 'No round opened',
    },
    rank: {
      filters: 'Search {{title}}',
      list: 'Ranking',
      rank: 'Rank',
      member: 'Member',
      partner: 'Partner',
      count: 'Count',
      deposit: 'Deposits',
      withdraw: 'Withdrawals',
      members: '{{n}} members played in these days',
      statementTotals: '{{from}} to {{to}}, {{n}} members, total',
      empty: 'No member ranks in these days',
    },
    rolling: {
      heading: 'Rolling of {{username}}',
      filters: 'Search the rolling list',
      list: 'Rounds that earned rolling',
      empty: 'No rolling was credited in these days',
      time: 'Time',
      earner: 'Earner',
      member: 'Member who bet',
      game: 'Game',
      round: 'Round',
      workingTitle: 'Working (bet × own rate − bet × child rate = expected)',
      working: '{{bet}} × {{own}} − {{bet}} × {{childRate}} ({{child}}) = {{expected}}',
      amount: 'Credited (ledger)',
      differs: 'Differs from the working',
      takenBack: 'Less than the working: taken back by a rollback',
      totals: { bet: 'Bet', amount: 'Kept', line: 'Whole line' },
    },
  },
};
