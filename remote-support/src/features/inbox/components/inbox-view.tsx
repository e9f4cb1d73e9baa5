import { useEvents, useHttp, useLoaded } from '@casino/platform';
import { Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ModalHeading } from '../../../components/modal-heading';
import { useModalUrl } from '../../../lib/modal-url';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { InboxStore } from '../store/inbox-store';
import { InboxList } from './inbox-list';
import { MessageDetail } from './message-detail';
import { useInboxFeedback } from './use-inbox-feedback';
import '../inbox.css';

/** The inbox modal's content: the heading with the unread count, then the list or one note. */
export const InboxView = observer(function InboxView({ openId, titleId }: { openId?: number; titleId?: string }) {
  const { t } = useSupportTranslation();
  const http = useHttp();
  const events = useEvents();
  const [store] = useState(() => new InboxStore(http, (unread) => events.emit('inboxChanged', { unread })));
  const { report } = useInboxFeedback(store);
  // Once, on opening: `openId` only says which note to show first.
  const started = useLoaded(() => store.start(openId), [store]);
  useEffect(() => {
    if (started.status === 'ready') report(started.value);
    // Each answer is reported once; `report` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started]);
  // A linked note (`modal.id`) stays in the URL until the first page has answered.
  const shownId = store.opened?.id ?? (started.status === 'loading' ? openId : undefined);
  useModalUrl(shownId !== undefined ? { id: shownId } : {});

  const unread = store.unread ? <Tag color="red">{t('inbox.unreadCount', { count: store.unread })}</Tag> : null;
  return (
    <div className="support-modal">
      <ModalHeading title={t('inbox.title')} id={titleId} extra={unread} />
      {store.opened ? <MessageDetail store={store} message={store.opened} /> : <InboxList store={store} />}
    </div>
  );
});
