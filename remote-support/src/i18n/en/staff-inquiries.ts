import type { inquiriesKo } from '../ko/staff-inquiries';

export const inquiriesEn: typeof inquiriesKo = {
  title: 'Inquiries',
  waiting: '{{count}} waiting',
  empty: 'No inquiries match.',
  filters: {
    label: 'Search inquiries',
    status: 'Status',
    allStatuses: 'All',
    member: 'Member',
    memberPlaceholder: 'ID or nickname',
    days: 'Written (Seoul days)',
  },
  columns: { status: 'Status', title: 'Title', member: 'Member', created: 'Written', answered: 'Answered' },
  detail: { title: 'Inquiry', written: 'Written', question: 'Question' },
  member: { label: 'The member who wrote it', title: 'Member', username: 'ID', nickname: 'Nickname', partner: 'Partner' },
  earlier: { title: "This member's earlier inquiries", empty: 'No earlier inquiries.' },
  answer: {
    label: 'Answer',
    editLabel: 'Answer (a change shows the member the new answer)',
    hint: 'Members see it as plain text, exactly as written (not HTML).',
    missing: 'Please write the answer',
    preview: 'What the member sees',
    submit: 'Send answer',
    update: 'Update answer',
    sent: 'Answer sent',
    closed: 'The member has confirmed the answer, so it can no longer be changed.',
  },
};
