import type { StaffRight } from '@casino/contract';
import { usePageTitle, useUser } from '@casino/platform';
import { useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Result, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import './staff.css';

interface StaffPageProps {
  title: string;
  /** A right the master must hold beyond its level (`site`: the whole site's members). */
  right?: StaffRight;
  /** What someone without the level or right is told (the page's own words). */
  denied: { title: string; body: string };
  children: ReactNode;
}

/**
 * A staff page of the back-office: its tab title and heading, and its content only for a master
 * (holding `right` when one is named). The shell guards the route the same way; this keeps the
 * page from asking the API anything when it is opened without them (standalone, a stale menu).
 */
export const StaffPage = observer(function StaffPage({ title, right, denied, children }: StaffPageProps) {
  const { account } = useUser();
  usePageTitle(title);
  useKeyboardScrollableTables();
  const allowed = account?.level === 'master' && (!right || account.rights.includes(right));
  return (
    <section className="wallet-staff">
      <Typography.Title level={1} className="wallet-staff-title">
        {title}
      </Typography.Title>
      {allowed ? children : <Result status="403" title={denied.title} subTitle={denied.body} />}
    </section>
  );
});
