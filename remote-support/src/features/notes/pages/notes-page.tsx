import type { SentNote } from '@casino/contract';
import { pagedTableProps, useHttp } from '@casino/platform';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BackOfficeTable, LoadError } from '@casino/platform/back-office';
import { StaffPage } from '../../../components/staff-page';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { notesWords } from '../../../i18n/staff/notes';
import { openOnRow } from '../../../lib/open-on-row';
import { noteColumns } from '../components/note-columns';
import { NoteDrawer } from '../components/note-drawer';
import { SendNoteForm } from '../components/send-note-form';
import { NotesStore } from '../store/notes-store';

/** /partner/notes: inbox notes to the line's members (one, a partner's line, a grade), and who has read them. */
function NotesPage() {
  const { t } = useStaffTranslation(notesWords);
  const http = useHttp();
  const [store] = useState(() => new NotesStore(http, t('staff.errorGeneric')));
  const [writing, setWriting] = useState(false);
  const { list } = store;
  const open = (note: SentNote) => void store.open(note.id);

  useEffect(() => {
    void store.list.load();
    return store.close;
  }, [store]);

  return (
    <StaffPage
      title={t('notes.title')}
      extra={
        <Button type="primary" onClick={() => setWriting(true)}>
          {t('notes.write')}
        </Button>
      }
    >
      {list.status === 'error' ? (
        <LoadError message={list.errorMessage} onRetry={() => void list.load()} />
      ) : (
        <BackOfficeTable<SentNote>
          {...pagedTableProps(list, t('notes.empty'))}
          tableId="support.notes"
          label={t('notes.listLabel')}
          rowKey="id"
          columns={noteColumns(t, open)}
          onRow={openOnRow(open)}
        />
      )}
      <NoteDrawer store={store} />
      <SendNoteForm store={store} open={writing} onClose={() => setWriting(false)} />
    </StaffPage>
  );
}

export default observer(NotesPage);
