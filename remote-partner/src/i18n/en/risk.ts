import type { riskKo } from '../ko/risk';

export const riskEn: typeof riskKo = {
  title: 'Risk flags',
  intro: "Signals seen in your line's members over the last 30 days. A flag is a reason to look, not a verdict: you decide.",
  kind: 'Kind',
  allKinds: 'All kinds',
  of: 'Flags of {{username}}',
  allMembers: 'Show all members',
  tableLabel: 'Risk flags',
  empty: 'No flags in the last 30 days.',
  columns: { member: 'Member', partner: 'Partner', flag: 'Flag', why: 'Why', at: 'When' },
  why: {
    shared_address: 'Signed in from the same address ({{address}}) as {{others}}',
    shared_device: 'Signed in from the same browser as {{others}}',
    more: '{{names}} and {{count}} more',
    many_addresses: 'Signed in from {{addresses}} addresses on {{day}}',
    big_win: 'Won {{prize}} at {{game}}, {{times}} times the usual {{median}}',
  },
};
