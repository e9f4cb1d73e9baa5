import { usePageTitle } from '@casino/platform';
import { useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import './reports.css';

/** A back-office page of this remote: its heading (also the tab's title) and the content. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  useKeyboardScrollableTables();
  usePageTitle(title);
  return (
    <section className="reports-page">
      <Typography.Title level={1} className="reports-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
