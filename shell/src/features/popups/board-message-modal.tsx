import { serverMessage, StaffHtml, useHttp, type ModalProps } from '@casino/platform';
import { Button, Modal, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBoardMessage } from './api/get-board-message';

type Loaded = { title: string; content: string } | { error: string | null } | null;

/** One announcement by id (`?modal=board-message&modal.id=12`): title, sanitized HTML, Close. */
export function BoardMessageModal({ params, onClose }: ModalProps) {
  const { t } = useTranslation('shell');
  const http = useHttp();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const id = Number(params.id);

  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id < 1) {
      setLoaded({ error: null });
      return;
    }
    getBoardMessage(http, id).then(
      (message) => live && setLoaded({ title: message.title, content: message.content }),
      (error: unknown) => live && setLoaded({ error: serverMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [http, id]);

  const footer = [
    <Button key="close" type="primary" onClick={onClose}>
      {t('popups.close')}
    </Button>,
  ];
  if (loaded === null) {
    return (
      // Named while it loads too: a dialog without a name is a nameless box to a screen reader.
      <Modal open title={t('popups.announcement')} onCancel={onClose} footer={footer} centered>
        <Spin style={{ display: 'block', margin: 32 }} />
      </Modal>
    );
  }
  if ('error' in loaded) {
    return (
      <Modal open title={t('popups.errorTitle')} onCancel={onClose} footer={footer} centered>
        <Result status="error" subTitle={loaded.error ?? t('errors.boardMessage')} />
      </Modal>
    );
  }
  return (
    <Modal open title={loaded.title} onCancel={onClose} footer={footer} centered>
      <StaffHtml html={loaded.content} maxHeight="60vh" />
    </Modal>
  );
}
