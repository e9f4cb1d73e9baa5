import { startRefreshing, useEvents, useHttp, useLiveTopics, usePlatform } from '@casino/platform';
import { Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { StaffPage } from '../../../components/staff-page';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { inquiriesWords } from '../../../i18n/staff/inquiries';
import { InquiryDrawer } from '../components/inquiry-drawer';
import { InquiryFilters } from '../components/inquiry-filters';
import { InquiryList } from '../components/inquiry-list';
import { InquiryQueueStore } from '../store/inquiry-queue-store';
import '../inquiries.css';

/**
 * New inquiries show up without a reload: at once when the live channel tells of one asked or
 * answered in the line; without the channel, the list and the count are asked again this often
 * while the page is visible, and at once when the menu's badge (polled more often) sees the count move.
 */
export const REFRESH_MS = 60_000;

/** /partner/inquiries: the inquiries of the master's line, waiting ones first, answered from here. */
function InquiryQueuePage() {
  const { t } = useStaffTranslation(inquiriesWords);
  const http = useHttp();
  const events = useEvents();
  const { realtime } = usePlatform();
  const [queue] = useState(() => new InquiryQueueStore(http, (waiting) => events.emit('support:inquiry-answered', waiting === undefined ? undefined : { waiting })));

  useEffect(() => {
    void queue.list.load();
    void queue.loadWaiting();
    const stop = startRefreshing(queue.refresh, { everyMs: REFRESH_MS, onVisible: true, quietWhile: realtime });
    const unlisten = events.on('support:inquiry-answered', (detail) => queue.heard(detail?.waiting));
    return () => {
      stop();
      unlisten();
      queue.stop();
    };
  }, [queue, events, realtime]);
  useLiveTopics(['inquiry_new', 'inquiries'], queue.refresh);

  const waiting =
    queue.waiting === null ? null : (
      <Tag color={queue.waiting > 0 ? 'gold' : 'default'} role="status">
        {t('inquiries.waiting', { count: queue.waiting })}
      </Tag>
    );

  return (
    <StaffPage title={t('inquiries.title')} extra={waiting}>
      <InquiryFilters filter={queue.filter} onChange={(patch) => void queue.setFilter(patch)} onReset={() => void queue.resetFilter()} />
      <InquiryList queue={queue} />
      <InquiryDrawer queue={queue} />
    </StaffPage>
  );
}

export default observer(InquiryQueuePage);
