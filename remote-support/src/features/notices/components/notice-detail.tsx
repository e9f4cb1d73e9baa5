import { StaffHtml } from '@casino/platform/staff-html';
import { Button, Divider, Typography } from 'antd';
import { DetailTitle } from '../../../components/detail-title';
import { PostedAt } from '../../../components/posted-at';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import type { BoardMessage } from '../store/notice-board';

/** One announcement: its title, date and sanitized HTML, and the way back to the list. */
export function NoticeDetail({ notice, onBack }: { notice: BoardMessage; onBack: () => void }) {
  const { t } = useSupportTranslation();
  return (
    <article aria-labelledby={`notice-${notice.id}`}>
      <DetailTitle id={`notice-${notice.id}`} style={{ marginBottom: 4 }}>
        {notice.title}
      </DetailTitle>
      <Typography.Text type="secondary">
        <PostedAt iso={notice.created_at} withTime />
      </Typography.Text>
      <Divider style={{ margin: '12px 0' }} />
      <StaffHtml html={notice.content} />
      <Divider style={{ margin: '12px 0' }} />
      <Button onClick={onBack}>{t('common.back')}</Button>
    </article>
  );
}
