import { Modal } from 'antd';
import { useCallback, useId, type ReactNode } from 'react';

interface RemoteModalFrameProps {
  /** What the dialog is, for when the remote's own heading is not there (loading, unavailable). */
  name: string;
  width?: number;
  onClose: () => void;
  children: (titleId: string) => ReactNode;
}

/**
 * The antd Modal around a remote's dialog. The remote renders its own heading with the
 * `titleId` it is given, and the dialog is named by it (aria-labelledby); while that heading is
 * not there, by `name` (aria-label). antd names a dialog only by its own `title`, so the two
 * attributes go on its dialog element directly.
 */
export function RemoteModalFrame({ name, width, onClose, children }: RemoteModalFrameProps) {
  const titleId = useId();
  const nameDialog = useCallback(
    (panel: HTMLDivElement | null) => {
      const dialog = panel?.closest('[role="dialog"]');
      dialog?.setAttribute('aria-labelledby', titleId);
      dialog?.setAttribute('aria-label', name);
    },
    [titleId, name],
  );
  return (
    <Modal open onCancel={onClose} footer={null} width={width} destroyOnHidden panelRef={nameDialog}>
      {children(titleId)}
    </Modal>
  );
}

