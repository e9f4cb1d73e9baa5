import type { LosingFigure } from '@casino/contract';
import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money';
import { SeoulTime } from '../../../components/seoul-time';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { LosingLines } from './losing-lines';

/** What the lines come to, in order: the period's total, the carry, what is paid, what is carried on. */
const RESULTS = [
  ['total', 'losing.total'],
  ['carry_in', 'losing.carryIn'],
  ['payable', 'losing.payable'],
  ['carry_out', 'losing.carryOut'],
] as const;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="reports-figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One partner's losing for the period: the working line by line, then total, carry in, payable, carry out, and whether it was settled. */
export function LosingFigureCard({ figure, own = false }: { figure: LosingFigure; own?: boolean }) {
  const { t } = useReportsTranslation();
  const name = `${figure.partner.username} (${t(`common.level.${figure.partner.level}`)})`;
  const { settled } = figure;
  return (
    <Card
      size="small"
      title={<h3 className="reports-card-title">{own ? t('losing.own', { name }) : name}</h3>}
      extra={settled ? <Tag color="green">{t('losing.settledTag')}</Tag> : <Tag>{t('losing.unsettledTag')}</Tag>}
    >
      <LosingLines label={t('losing.lines.label', { name })} lines={figure.lines} />
      <dl className="reports-figures">
        {RESULTS.map(([key, label]) => (
          <Figure key={key} label={t(label)}>
            <Money amount={figure[key]} />
          </Figure>
        ))}
        <Figure label={t('losing.settlement')}>
          {settled ? (
            <>
              {t('losing.settledBy', { by: settled.by })} <Money amount={settled.paid} /> (<SeoulTime iso={settled.at} />)
            </>
          ) : (
            t('losing.notSettled')
          )}
        </Figure>
      </dl>
    </Card>
  );
}
