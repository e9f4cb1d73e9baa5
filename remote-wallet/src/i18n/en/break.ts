import type { breakKo } from '../ko/break';

export const breakEn: typeof breakKo = {
  title: 'Take a break from play',
  intro: 'A cool-off stops your play for a short while, a self-exclusion for longer. While it lasts you cannot sign in, and you cannot end it early.',
  coolOff: 'Cool-off',
  selfExclusion: 'Self-exclusion',
  periods: { '24h': '24 hours', '7d': '7 days', '30d': '30 days', '6m': '6 months', '1y': '1 year', permanent: 'For good' },
  note: 'You will be signed out on every device at once. Withdrawals you have requested are still paid.',
  start: 'Start the break',
  confirm: { title: 'Take a break until about {{time}}?', content: 'You will be signed out now and cannot sign in until then. You cannot end it early.' },
  confirmPermanent: { title: 'Exclude yourself for good?', content: 'You will be signed out now and this account cannot sign in again.' },
  started: 'Your break has started. You can sign in again after {{time}}.',
  startedPermanent: 'You have excluded yourself for good.',
  failed: 'The break could not be started',
  cancel: 'Cancel',
};
