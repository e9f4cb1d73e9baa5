import { StaffHtml } from '@casino/platform/staff-html';
import { Button, Modal, Result } from 'antd';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { type PopupItem } from './popup-sequence';

/** One step of the popup sequence. A non-closable image offers no way out: no button, no mask, no Esc. */
export function PopupDialog({ item, onClose }: { item: PopupItem; onClose: () => void }) {
  const { t } = useShellTranslation();
  const closeButton = (
    <Button key="close" type="primary" onClick={onClose}>
      {t('popups.close')}
    </Button>
  );

  if (item.kind === 'image') {
    return (
      <Modal
        open
        title={item.title}
        closable={item.closable}
        mask={{ closable: false }}
        keyboard={item.closable}
        onCancel={item.closable ? onClose : undefined}
        footer={item.closable ? [closeButton] : null}
        centered
      >
        <img src={item.imageUrl} alt={item.title} style={{ display: 'block', width: '100%', height: 'auto' }} />
      </Modal>
    );
  }
  if (item.kind === 'board-error') {
    return (
      <Modal open title={t('popups.errorTitle')} onCancel={onClose} footer={[closeButton]} centered>
        <Result status="error" subTitle={item.message ?? t('errors.boardMessage')} />
      </Modal>
    );
  }
  return (
    <Modal open title={item.title} onCancel={onClose} footer={[closeButton]} centered>
      <StaffHtml html={item.content} maxHeight="60vh" />
    </Modal>
  );
}
