import type { SentNote } from '@casino/contract';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import type { notesWords } from '../../../i18n/staff/notes';
import type { StaffT, WordsOf } from '../../../i18n/staff/use-staff-translation';
import { RowTitle } from '../../../components/row-title';
import { When } from '../../../components/when';
import { TargetLabel } from './target-label';

/** The title names the row and opens it (so does a click anywhere on the row: openOnRow); to whom, read and when on a phone's card. */
export function noteColumns(t: StaffT<WordsOf<typeof notesWords>>, open: (note: SentNote) => void): BackOfficeColumn<SentNote>[] {
  return [
    { key: 'title', title: t('notes.columns.title'), render: (_, row) => <RowTitle title={row.title} onOpen={() => open(row)} /> },
    { key: 'target', title: t('notes.columns.target'), card: true, render: (_, row) => <TargetLabel target={row.target} /> },
    {
      key: 'read',
      title: t('notes.columns.read'),
      width: 130,
      card: true,
      render: (_, row) => t('notes.readCount', { read: row.read, sent: row.sent }),
    },
    { key: 'sender', title: t('notes.columns.sender'), width: 110, render: (_, row) => row.sender },
    { key: 'created', title: t('notes.columns.created'), width: 150, card: true, render: (_, row) => <When iso={row.created_at} /> },
  ];
}
