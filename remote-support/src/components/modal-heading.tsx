import { Typography } from 'antd';
import type { ReactNode } from 'react';
import './support.css';

/** Every support modal opens with the same heading: the title and, on the right, its extras. */
export function ModalHeading({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    // The end padding keeps the extras clear of the modal's close button.
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', marginBottom: 8, paddingInlineEnd: 32 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </div>
  );
}
