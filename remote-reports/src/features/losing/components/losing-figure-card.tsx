import { LOSING_RESULT_COLUMNS, type LosingFigure } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money';
import { SeoulTime } from '../../../components/seoul-time';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { LosingLines } from './losing-lines';

/** What the lines come to, in order: the period's total, the carry, what is paid, what is carried on; then the settlement (the CSV's last columns). */
const [TOTAL, CARRY_IN, PAYABLE, CARRY_OUT, SETTLED] = LOSING_RESULT_COLUMNS;
const RESULTS = [TOTAL, CARRY_IN, PAYABLE, CARRY_OUT];

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
  const { language } = useLanguage();
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
        {RESULTS.map((column) => (
          <Figure key={column.field} label={column.title[language]}>
            <Money amount={figure[column.field]} />
          </Figure>
        ))}
        <Figure label={SETTLED.title[language]}>
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
