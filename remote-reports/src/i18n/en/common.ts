import { columnTitles, FIGURE_COLUMNS, REPORT_WORDS } from '@casino/contract';
import type { koCommon } from '../ko/common';

/** The `reports` namespace in English: words several screens use. */
export const enCommon: typeof koCommon = {
  common: {
    cancel: 'Cancel',
    all: 'All',
    loading: 'Loading...',
    empty: 'Nothing here yet',
    none: '-',
    popupBlocked: 'The pop-up was blocked. Please allow pop-ups for this site.',
    csv: 'Download CSV',
    csvOf: 'Download CSV: {{what}} (the whole filter)',
    member: '{{username}} ({{nickname}})',
    openBetList: '{{member}}: bets (new window)',
    gameType: REPORT_WORDS.en.gameType,
    level: REPORT_WORDS.en.level,
    figures: columnTitles(FIGURE_COLUMNS, 'en'),
    callKind: REPORT_WORDS.en.callKind,
    callState: REPORT_WORDS.en.callState,
    totals: {
      title: 'Totals of the filter',
      range: '({{from}} to {{to}})',
      row: REPORT_WORDS.en.totalsRow,
    },
    filters: {
      days: 'Days (Korea time)',
      today: 'Today',
      last7: 'Last 7 days',
      last30: 'Last 30 days',
      gameType: 'Game type',
      brand: 'Brand',
      game: 'Game',
      pickBrand: 'Pick a brand first',
      username: 'Member ID',
      usernamePlaceholder: 'Enter an ID',
      nickname: 'Nickname',
      nicknamePlaceholder: 'Enter a nickname',
    },
    windows: {
      label: 'Ranking windows',
      'bet-list': 'Bet list',
      'bet-rank': 'Bet ranking',
      'rolling-rank': 'Rolling ranking',
      'losing-rank': 'Losing ranking',
      'deposit-rank': 'Deposit ranking',
      'withdraw-rank': 'Withdrawal ranking',
      'rolling-list': 'Rolling list',
    },
  },
};
