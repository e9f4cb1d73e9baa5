import { lazyWithRetry } from '@casino/platform';
import { LoadingBlock } from '@casino/platform/back-office';
import { Alert, Descriptions, Divider, Drawer, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { When } from '../../../components/when';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { notesWords } from '../../../i18n/staff/notes';
import type { NotesStore } from '../store/notes-store';
import { TargetLabel } from './target-label';

// The sanitizer comes with the first note opened, not with the page.
const StaffHtml = lazyWithRetry(() => import('@casino/platform/staff-html').then((module) => ({ default: module.StaffHtml })));

/** One sent note: to whom, how many have read it, and its content as members read it. */
export const NoteDrawer = observer(function NoteDrawer({ store }: { store: NotesStore }) {
  const { t } = useStaffTranslation(notesWords);
  const note = store.opened;
  return (
    <Drawer open={store.openedId !== null} onClose={store.close} title={t('notes.detail.title')} size="min(720px, 100vw)" rootClassName="support-staff-drawer" destroyOnHidden>
      {store.openError && <Alert type="error" showIcon title={t('staff.loadFailed')} description={store.openError} />}
      {!note && !store.openError && <LoadingBlock />}
      {note && (
        <article>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
            {note.title}
          </Typography.Title>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'target', label: t('notes.columns.target'), children: <TargetLabel target={note.target} /> },
              { key: 'read', label: t('notes.columns.read'), children: t('notes.readCount', { read: note.read, sent: note.sent }) },
              { key: 'sender', label: t('notes.columns.sender'), children: note.sender },
              { key: 'created', label: t('notes.columns.created'), children: <When iso={note.created_at} /> },
            ]}
          />
          <Divider style={{ margin: '12px 0' }} />
          <Suspense fallback={<LoadingBlock />}>
            <StaffHtml html={note.content} />
          </Suspense>
        </article>
      )}
    </Drawer>
  );
});
