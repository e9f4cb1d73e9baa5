import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A wallet dialog's heading: level 2 under the page's h1, sized as a dialog title, carrying the
 * id the shell names the dialog by.
 */
export function ModalTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography.Title level={2} id={id} style={{ marginTop: 0, fontSize: 20 }}>
      {children}
    </Typography.Title>
  );
}
