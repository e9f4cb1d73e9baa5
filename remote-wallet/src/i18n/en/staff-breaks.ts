import type { staffBreaksKo } from '../ko/staff-breaks';

export const staffBreaksEn: typeof staffBreaksKo = {
  title: 'Breaks from play',
  intro:
    'Members on a break from play now. A cool-off or self-exclusion a member took cannot be ended by the member or by a partner. End one early only on a request whose sender you have verified, and give the reason.',
  noAccess: { title: 'You do not have permission to view this page.', body: 'Only master accounts with the site right can use it.' },
  search: 'Member ID',
  listLabel: 'Members on a break from play',
  empty: 'No member is on a break from play now.',
  emptySearch: "No member on a break matches '{{search}}'.",
  columns: { member: 'Member', partner: 'Partner', kind: 'Kind', started: 'Started', until: 'Ends', action: 'Manage' },
  kinds: { coolOff: 'Cool-off', selfExclusion: 'Self-exclusion' },
  periods: { '24h': '24 hours', '7d': '7 days', '30d': '30 days', '6m': '6 months', '1y': '1 year', permanent: 'For good' },
  forGood: 'Never (for good)',
  none: 'None',
  endEarly: 'End early',
  end: {
    title: "End {{username}}'s break from play?",
    warning: "The member can sign in again at once. This cannot be undone, and it is recorded on the member's account trail with your reason.",
    reason: 'Reason',
    reasonHint: 'How you verified the member, and what was asked.',
    reasonMissing: 'Please enter the reason.',
    submit: 'End the break',
    cancel: 'Cancel',
    done: "{{username}}'s break from play has ended.",
    gone: 'This break has already ended. The list has been loaded again.',
    failed: 'The break could not be ended',
  },
};
