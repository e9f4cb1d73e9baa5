import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import './light-dialog.css';

export interface LightDialogProps {
  title: ReactNode;
  /** The accessible name of the title bar's close button (the footer's usually says the same). */
  closeLabel: string;
  /** False: no close button, no Esc, no click outside (a maintenance notice). True by default. */
  closable?: boolean;
  /** A click outside the dialog closes it too (antd's Modal does by default). */
  closeOnBackdrop?: boolean;
  onClose: () => void;
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal dialog of the member site in plain markup: the browser's own `<dialog>` shown modal,
 * which brings the top layer, the inert page behind it, focus inside it and Esc, drawn as antd's
 * Modal is in the site's theme. For what a member meets without asking (the announcement
 * popups), where antd's Modal would download and run antd's provider, motion and CSS-in-JS just
 * after the first paint. Open while mounted.
 */
export function LightDialog({ title, closeLabel, closable = true, closeOnBackdrop = false, onClose, footer, children }: LightDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latest = useRef({ closable, onClose });
  useEffect(() => {
    latest.current = { closable, onClose };
  });

  useEffect(() => {
    const dialog = ref.current!;
    const show = () => dialog.showModal();
    let unmounting = false;
    // Esc asks (a cancel event); the page decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.closable) latest.current.onClose();
    };
    // The browser may close it anyway (a second Esc with no click between): a dialog that cannot
    // be closed opens again at once, any other counts as closed.
    const onClosed = () => {
      // Open again by then: the event of an earlier close (a remount's) that no longer holds.
      if (unmounting || dialog.open) return;
      if (latest.current.closable) latest.current.onClose();
      else show();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    show();
    // Focus on the dialog itself, as antd's Modal puts it on its panel: a screen reader reads its
    // name first, and no close button opens with a focus ring the member never asked for.
    dialog.focus();
    return () => {
      unmounting = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="light-dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      // The dialog's box is all its panel: a click on the dialog itself is on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget && closable && closeOnBackdrop) onClose();
      }}
    >
      <div className="light-dialog__panel">
        <div className="light-dialog__header">
          <h2 id={titleId} className="light-dialog__title">
            {title}
          </h2>
          {closable && (
            <button type="button" className="light-dialog__close" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="light-dialog__body">{children}</div>
        {footer && <div className="light-dialog__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
