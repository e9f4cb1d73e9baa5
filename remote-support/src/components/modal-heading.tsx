import { Typography } from 'antd';
import type { ReactNode } from 'react';
import './support.css';

/**
 * Every support modal opens with the same heading: the title (level 2 under the page's h1,
 * carrying the id the shell names the dialog by) and, on the right, its extras.
 */
export function ModalHeading({ title, id, extra }: { title: string; id?: string; extra?: ReactNode }) {
  return (
    // The end padding keeps the extras clear of the modal's close button.
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', marginBottom: 8, paddingInlineEnd: 32 }}>
      <Typography.Title level={2} id={id} style={{ margin: 0, fontSize: 20 }}>
        {title}
      </Typography.Title>
      {extra}
    </div>
  );
}
