import type { BoardMessageType, StaffBoardMessage } from '@casino/contract';
import { pagedTableProps, useFeedback, useHttp } from '@casino/platform';
import { Button, Form, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { BackOfficeTable, LoadError } from '@casino/platform/back-office';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { announcementsWords } from '../../../i18n/staff/announcements';
import { useActionReport } from '../../../lib/use-action-report';
import { BoardMessagesStore } from '../store/board-messages-store';
import { BOARD_MESSAGE_TYPES } from '../store/message-types';
import { messageActions, messageColumns } from './message-columns';
import { MessageForm, type MessageFormTarget } from './message-form';

type PublishedFilter = 'all' | 'published' | 'unpublished';

/** The announcements tab: filters, the list, and the form to write or edit one. */
export const MessagesTab = observer(function MessagesTab() {
  const { t } = useStaffTranslation(announcementsWords);
  const http = useHttp();
  const { ask } = useFeedback();
  const report = useActionReport();
  const typeId = useId();
  const publishedId = useId();
  const [store] = useState(() => new BoardMessagesStore(http, t('staff.errorGeneric')));
  const [target, setTarget] = useState<MessageFormTarget | null>(null);
  const { list } = store;

  useEffect(() => {
    void store.list.load();
  }, [store]);

  const publish = async (row: StaffBoardMessage, published: boolean) => {
    // Unpublishing takes it from members' boards at once: asked first.
    if (!published) {
      const confirmed = await ask({
        title: t('announcements.messages.confirmUnpublish', { title: row.title }),
        content: t('announcements.messages.confirmUnpublishText'),
        okText: t('announcements.messages.unpublish'),
        cancelText: t('staff.cancel'),
      });
      if (!confirmed) return;
    }
    report(await store.setPublished(row, published), t(published ? 'announcements.messages.publishedDone' : 'announcements.messages.unpublishedDone'));
  };

  const published = store.filter.published === null ? 'all' : store.filter.published ? 'published' : 'unpublished';
  return (
    <>
      <div className="support-staff-toolbar">
        <Form layout="inline" role="search" aria-label={t('announcements.messages.filters')} className="support-inline-filters">
          <Form.Item label={t('announcements.messages.type')} htmlFor={typeId}>
            <Select<BoardMessageType | 'all'>
              id={typeId}
              style={{ minWidth: 120 }}
              value={store.filter.type ?? 'all'}
              onChange={(type) => void store.setFilter({ type: type === 'all' ? null : type })}
              options={[{ value: 'all', label: t('announcements.all') }, ...BOARD_MESSAGE_TYPES.map((type) => ({ value: type, label: t(`announcements.types.${type}`) }))]}
            />
          </Form.Item>
          <Form.Item label={t('announcements.messages.published')} htmlFor={publishedId}>
            <Select<PublishedFilter>
              id={publishedId}
              style={{ minWidth: 120 }}
              value={published}
              onChange={(value) => void store.setFilter({ published: value === 'all' ? null : value === 'published' })}
              options={[
                { value: 'all', label: t('announcements.all') },
                { value: 'published', label: t('announcements.messages.on') },
                { value: 'unpublished', label: t('announcements.messages.off') },
              ]}
            />
          </Form.Item>
        </Form>
        <Button type="primary" onClick={() => setTarget({ mode: 'create' })}>
          {t('announcements.messages.create')}
        </Button>
      </div>
      {list.status === 'error' ? (
        <LoadError message={list.errorMessage} onRetry={() => void list.load()} />
      ) : (
        <BackOfficeTable<StaffBoardMessage>
          {...pagedTableProps(list, t('announcements.messages.empty'))}
          tableId="support.announcements"
          label={t('announcements.tabs.messages')}
          rowKey="id"
          columns={messageColumns(t)}
          actions={messageActions({ t, busyId: store.busyId, onEdit: (row) => setTarget({ mode: 'edit', row }), onPublish: (row, next) => void publish(row, next) })}
        />
      )}
      <MessageForm store={store} target={target} onClose={() => setTarget(null)} />
    </>
  );
});
