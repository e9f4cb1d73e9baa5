import { useEvents, useHttp } from '@casino/platform';
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
  // A linked note (`modal.id`) stays in the URL until the first page has answered.
  const [linkedId, setLinkedId] = useState(openId);
  const shownId = store.opened?.id ?? linkedId;
  useModalUrl(shownId !== undefined ? { id: shownId } : {});

  useEffect(() => {
    void store.start(openId).then((result) => {
      setLinkedId(undefined);
      report(result);
    });
    // Once, on opening: `openId` only says which note to show first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  const unread = store.unread ? <Tag color="red">{t('inbox.unreadCount', { count: store.unread })}</Tag> : null;
  return (
    <div className="support-modal">
      <ModalHeading title={t('inbox.title')} id={titleId} extra={unread} />
      {store.opened ? <MessageDetail store={store} message={store.opened} /> : <InboxList store={store} />}
    </div>
  );
});
