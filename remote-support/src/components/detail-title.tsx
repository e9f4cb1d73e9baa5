import { Typography } from 'antd';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

/**
 * An opened item's title. It takes the focus when it appears, so keyboard and screen-reader users
 * land on what they opened instead of at the top of the page.
 */
export function DetailTitle({ id, style, children }: { id?: string; style?: CSSProperties; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Typography.Title level={3} id={id} ref={ref} tabIndex={-1} style={{ fontSize: 16, ...style }}>
      {children}
    </Typography.Title>
  );
}
