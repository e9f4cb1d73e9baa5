import { useFeedback, useHttp, type ModalProps } from '@casino/platform';
import { Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ModalHeading } from '../../../components/modal-heading';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { idParam, useModalUrl } from '../../../lib/modal-url';
import { NoticeDetail } from '../components/notice-detail';
import { NoticeList } from '../components/notice-list';
import { NOTICE_TABS, NoticeBoard, type NoticeTab } from '../store/notice-board';

const isTab = (value: string | undefined): value is NoticeTab => NOTICE_TABS.includes(value as NoticeTab);

/** `?modal=notice` (`modal.tab=event` opens the events, `modal.id=12` one announcement). */
const NoticeModal = observer(function NoticeModal({ params, titleId }: ModalProps) {
  const { t } = useSupportTranslation();
  const http = useHttp();
  const { alertError } = useFeedback();
  const [board] = useState(() => new NoticeBoard(http, isTab(params.tab) ? params.tab : 'notice'));

  const open = async (id: number) => {
    const result = await board.show(id);
    if (result.outcome !== 'failed') return;
    await alertError({ title: t('common.errorTitle'), content: result.message ?? t('common.error'), okText: t('common.close') });
  };

  const shownId = board.detail?.id ?? board.openingId;
  useModalUrl({ ...(board.tab === 'event' ? { tab: 'event' } : {}), ...(shownId !== null ? { id: shownId } : {}) });

  useEffect(() => {
    void board.list.load();
    const id = idParam(params.id);
    if (id !== null) void open(id);
    // Closed while a detail loads: its answer is dropped, so no error dialog outlives the modal.
    return board.back;
    // Opened once with the URL's params; later changes are the visitor's own clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [board]);

  return (
    <div className="support-modal">
      <ModalHeading title={t('notices.title')} id={titleId} />
      <Tabs
        activeKey={board.tab}
        onChange={(key) => board.setTab(key as NoticeTab)}
        items={NOTICE_TABS.map((tab) => ({
          key: tab,
          label: t(`notices.tabs.${tab}`),
          children:
            tab !== board.tab ? null : board.detail ? (
              <NoticeDetail notice={board.detail} onBack={board.back} />
            ) : (
              <NoticeList list={board.list} openingId={board.openingId} onOpen={(id) => void open(id)} />
            ),
        }))}
      />
    </div>
  );
});

export default NoticeModal;
