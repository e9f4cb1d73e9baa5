import { REPORT_WORDS } from '@casino/contract';
import type { koLosing } from '../ko/losing';

/** The `reports` namespace in English: the losing settlement. */
export const enLosing: typeof koLosing = {
  losing: {
    title: 'Losing settlement',
    period: {
      label: 'Settlement period',
      day: 'A day in the period',
      kinds: { day: 'Day', week: 'Week', month: 'Month' },
      range: '{{from}} to {{to}} ({{kind}})',
      closed: 'Closed',
      open: 'Open',
    },
    windows: 'Related windows',
    ownTitle: 'My losing',
    own: '{{name}} (me)',
    lineTitle: 'Losing of my sub-partners ({{n}})',
    lineEmpty: 'No sub-partners',
    settledTag: REPORT_WORDS.en.settled.yes,
    unsettledTag: REPORT_WORDS.en.settled.no,
    settledBy: 'Settled by {{by}}, paid',
    notSettled: 'Not settled yet',
    lines: {
      label: 'Losing working of {{name}}',
      ownMembers: REPORT_WORDS.en.ownMembers,
      empty: 'No bets in this period',
    },
    settle: 'Settle this period',
    openHint: 'A period that is not closed cannot be settled.',
    confirm: {
      title: 'Settle this period?',
      content: 'Settles the losing of {{from}} to {{to}} ({{kind}}) for you and every sub-partner. Each partner is paid once at most, and it cannot be undone.',
    },
    done: 'Settled {{from}} to {{to}}',
    failed: 'Could not settle',
    failedUnknown: 'Please try again in a moment.',
    ok: 'OK',
    result: {
      title: 'Settlement of {{from}} to {{to}} ({{kind}})',
      counts: 'Settled now: {{settled}}; settled before: {{already}}.',
      paid: 'Paid in all',
    },
  },
};
