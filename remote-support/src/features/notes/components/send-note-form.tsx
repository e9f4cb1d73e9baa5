import { lazyWithRetry } from '@casino/platform';
import { LoadingBlock } from '@casino/platform/back-office';
import { Drawer } from 'antd';
import { Suspense } from 'react';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { notesWords } from '../../../i18n/staff/notes';
import type { NotesStore } from '../store/notes-store';

const NoteComposer = lazyWithRetry(() => import('./note-composer'));

/** Writes a note to one member, a partner's line or a grade, with the live preview of what they will read. */
export function SendNoteForm({ store, open, onClose }: { store: NotesStore; open: boolean; onClose: () => void }) {
  const { t } = useStaffTranslation(notesWords);
  return (
    <Drawer open={open} onClose={onClose} title={t('notes.form.heading')} size="min(1100px, 100vw)" rootClassName="support-staff-drawer" destroyOnHidden>
      {open && (
        <Suspense fallback={<LoadingBlock rows={6} />}>
          <NoteComposer store={store} onClose={onClose} />
        </Suspense>
      )}
    </Drawer>
  );
}
