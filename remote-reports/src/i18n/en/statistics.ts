import type { koStatistics } from '../ko/statistics';

/** The `reports` namespace in English: statistics by day, by game and by member. */
export const enStatistics: typeof koStatistics = {
  statistics: {
    filters: 'Search {{title}}',
    table: 'List',
    byDay: { title: 'Statistics by day', empty: 'No days in the range' },
    byGame: { title: 'Statistics by game', empty: 'No game was played in the range' },
    byUser: { title: 'Statistics by member', empty: 'No member played in the range' },
    columns: {
      game: 'Game',
      member: 'Member',
    },
    chart: {
      dayTitle: 'Trend by day',
      daySummary: 'From {{from}} to {{to}}: bet {{bet}}, prize {{prize}}, profit {{profit}}',
      top: 'Top 10 by {{figure}} ({{subject}})',
      topSummary: '{{title}}: {{ranks}}',
      rank: '{{rank}}. {{label}} {{value}}',
      empty: 'Nothing to chart',
    },
  },
};
