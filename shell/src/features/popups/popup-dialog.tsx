import { SiteButton } from '@casino/platform/light';
import { LightDialog } from '@casino/platform/light-dialog';
import { StaffHtml } from '@casino/platform/staff-html';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { type PopupItem } from './popup-sequence';
import './popup-dialog.css';

/**
 * One step of the popup sequence, in the platform's light dialog: popups open for every visitor
 * right after the first paint, and antd's Modal would bring antd's provider and CSS-in-JS with
 * them. A non-closable image offers no way out: no button, no Esc, no click outside.
 */
export function PopupDialog({ item, onClose }: { item: PopupItem; onClose: () => void }) {
  const { t } = useShellTranslation();
  const closing = { closeLabel: t('popups.close'), onClose };
  const closeButton = (
    <SiteButton kind="primary" onClick={onClose}>
      {t('popups.close')}
    </SiteButton>
  );

  if (item.kind === 'image') {
    return (
      <LightDialog title={item.title} closable={item.closable} {...closing} footer={item.closable ? closeButton : null}>
        <img src={item.imageUrl} alt={item.title} className="popup-dialog__image" />
      </LightDialog>
    );
  }
  if (item.kind === 'board-error') {
    return (
      <LightDialog title={t('popups.errorTitle')} closeOnBackdrop {...closing} footer={closeButton}>
        <p role="alert" className="popup-dialog__error">
          {item.message ?? t('errors.boardMessage')}
        </p>
      </LightDialog>
    );
  }
  return (
    <LightDialog title={item.title} closeOnBackdrop {...closing} footer={closeButton}>
      <StaffHtml html={item.content} maxHeight="60vh" />
    </LightDialog>
  );
}
