import type { InboxMessage } from '@casino/contract';
import { StaffHtml } from '@casino/platform/staff-html';
import { Button, Divider, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { DetailTitle } from '../../../components/detail-title';
import { PostedAt } from '../../../components/posted-at';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import type { InboxStore } from '../store/inbox-store';
import { useInboxFeedback } from './use-inbox-feedback';

/** One note: its title, when it came, the staff's (sanitized) HTML; back to the list, or delete it. */
export const MessageDetail = observer(function MessageDetail({ store, message }: { store: InboxStore; message: InboxMessage }) {
  const { t } = useSupportTranslation();
  const { deleteOpened } = useInboxFeedback(store);

  return (
    <article>
      <DetailTitle style={{ marginTop: 0, marginBottom: 4 }}>
        {message.title}
      </DetailTitle>
      <Typography.Text type="secondary">
        <PostedAt iso={message.created_at} withTime />
      </Typography.Text>
      <Divider style={{ margin: '12px 0' }} />
      <StaffHtml html={message.content} maxHeight="60vh" />
      <Divider style={{ margin: '12px 0' }} />
      <Flex justify="space-between" gap={8}>
        <Button onClick={store.close}>{t('common.back')}</Button>
        <Button danger loading={store.deleting} disabled={store.deleting} onClick={() => void deleteOpened()}>
          {t('common.delete')}
        </Button>
      </Flex>
    </article>
  );
});
