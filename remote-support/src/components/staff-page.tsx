import { usePageTitle } from '@casino/platform';
import { useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import './staff.css';

/**
 * A staff page (/partner/...): names the browser tab (the shell adds the site name), opens with
 * the page's one h1 and, beside it, `extra`; every table on it scrolls by keyboard.
 */
export function StaffPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  useKeyboardScrollableTables();
  return (
    <section className="support-staff-page">
      <div className="support-staff-toolbar">
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}
