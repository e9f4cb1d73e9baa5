import { formatKrw } from '@casino/platform';
import { LoadError, LoadingBlock } from '@casino/platform/back-office';
import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { waitingStatementsPath } from '../../../lib/statement-link';
import type { DashboardStore } from '../store/dashboard-store';
import { Money } from './money';

/** `part`: a share of the figure above it (indented under it), not one more to add. */
function Figure({ label, part, children }: { label: string; part?: boolean; children: ReactNode }) {
  return (
    <div className={part ? 'dashboard-figure dashboard-figure-part' : 'dashboard-figure'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The line's money for the period, what it holds now, its size, and the requests still waiting. */
export const MoneyCards = observer(function MoneyCards({ store }: { store: DashboardStore }) {
  const { t } = usePartnerTranslation();
  const { money } = store;
  if (money.status === 'error') return <LoadError message={money.errorMessage} onRetry={() => void money.load()} />;
  const data = money.value;
  if (!data) {
    return (
      <div className="dashboard-cards">
        {[0, 1, 2, 3].map((n) => (
          <Card key={n} size="small">
            <LoadingBlock rows={3} />
          </Card>
        ))}
      </div>
    );
  }
  const count = (n: number) => t('dashboard.money.people', { n: formatKrw(n) });
  return (
    <div className="dashboard-cards">
      <Card size="small" title={t('dashboard.money.statements')}>
        <dl>
          <Figure label={t('dashboard.money.deposit')}>
            <Money amount={data.deposit} />
          </Figure>
          <Figure label={t('dashboard.money.withdraw')}>
            <Money amount={data.withdraw} />
          </Figure>
          <Figure label={t('dashboard.money.net')}>
            <Money amount={data.net} />
          </Figure>
        </dl>
      </Card>
      <Card size="small" title={t('dashboard.money.holdings')}>
        <dl>
          <Figure label={t('dashboard.money.balanceOwn')}>
            <Money amount={data.balance.own} />
          </Figure>
          <Figure label={t('dashboard.money.balanceLine')}>
            <Money amount={data.balance.line} />
          </Figure>
          <Figure label={t('dashboard.money.withdrawHold')} part>
            <Money amount={data.balance.withdraw_hold} />
          </Figure>
          <Figure label={t('dashboard.money.rollingOwn')}>
            <Money amount={data.rolling_point.own} />
          </Figure>
          <Figure label={t('dashboard.money.rollingLine')}>
            <Money amount={data.rolling_point.line} />
          </Figure>
        </dl>
      </Card>
      <Card size="small" title={t('dashboard.money.line')}>
        <dl>
          <Figure label={t('dashboard.money.members')}>{count(data.members)}</Figure>
          <Figure label={t('dashboard.money.partners')}>{count(data.partners)}</Figure>
          <Figure label={t('dashboard.money.newMembers')}>{count(data.new_members)}</Figure>
        </dl>
      </Card>
      <Card size="small" title={t('dashboard.pending.title')}>
        <ul className="dashboard-pending">
          <li>
            <Link to={waitingStatementsPath('deposit')}>{t('dashboard.pending.deposit', { n: formatKrw(data.pending.deposit) })}</Link>
          </li>
          <li>
            <Link to={waitingStatementsPath('withdraw')}>{t('dashboard.pending.withdraw', { n: formatKrw(data.pending.withdraw) })}</Link>
          </li>
        </ul>
      </Card>
    </div>
  );
});
