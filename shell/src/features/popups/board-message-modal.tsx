import { useHttp, type ModalProps } from '@casino/platform';
import { StaffHtml } from '@casino/platform/staff-html';
import { Button, Modal, Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { BoardMessageStore } from './board-message-store';

/** One announcement by id (`?modal=board-message&modal.id=12`): title, sanitized HTML, Close. */
export const BoardMessageModal = observer(function BoardMessageModal({ params, onClose }: ModalProps) {
  const { t } = useShellTranslation();
  const http = useHttp();
  const [store] = useState(() => new BoardMessageStore(http));
  const id = Number(params.id);
  useEffect(() => void store.load(id), [store, id]);
  const loaded = store.state;

  const footer = [
    <Button key="close" type="primary" onClick={onClose}>
      {t('popups.close')}
    </Button>,
  ];
  if (loaded.status === 'loading') {
    return (
      // Named while it loads too: a dialog without a name is a nameless box to a screen reader.
      <Modal open title={t('popups.announcement')} onCancel={onClose} footer={footer} centered>
        <Spin style={{ display: 'block', margin: 32 }} />
      </Modal>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <Modal open title={t('popups.errorTitle')} onCancel={onClose} footer={footer} centered>
        <Result status="error" subTitle={loaded.message ?? t('errors.boardMessage')} />
      </Modal>
    );
  }
  return (
    <Modal open title={loaded.title} onCancel={onClose} footer={footer} centered>
      <StaffHtml html={loaded.content} maxHeight="60vh" />
    </Modal>
  );
});
