import { formatKrwWithUnit, useLanguage } from '@casino/platform';
import { useId, useRef } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { niceTicks } from './chart-scale';
import { useWidth } from './use-width';

export interface TrendDay {
  day: string;
  bet: number;
  prize: number;
  profit: number;
}

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 24, left: 52 };
const SERIES = ['bet', 'prize', 'profit'] as const;

/**
 * Bet and prize per day as bars, profit as a line, drawn in SVG at the width it is given (the text
 * stays legible on a phone). The SVG is one image whose name sums up the period; the figures of
 * every day are in a table that only screen readers see.
 */
export function TrendChart({ days }: { days: TrendDay[] }) {
  const { t } = usePartnerTranslation();
  const { language } = useLanguage();
  const captionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 720);

  const money = (amount: number) => formatKrwWithUnit(amount, language);
  const compact = new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US', { notation: 'compact', maximumFractionDigits: 1 });
  const total = (key: (typeof SERIES)[number]) => days.reduce((sum, d) => sum + d[key], 0);
  const summary = t('dashboard.trend.summary', {
    from: days[0]?.day ?? '',
    to: days.at(-1)?.day ?? '',
    bet: money(total('bet')),
    prize: money(total('prize')),
    profit: money(total('profit')),
  });

  const ticks = niceTicks(days.flatMap((d) => [d.bet, d.prize, d.profit]));
  const min = ticks[0]!;
  const max = ticks.at(-1)!;
  const span = max - min;
  const plotW = Math.max(1, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / span) * plotH;
  const band = plotW / Math.max(1, days.length);
  const x = (i: number) => PAD.left + i * band;
  const barW = Math.max(1, band * 0.36);
  const labelEvery = width < 480 ? 10 : 5;
  const line = days.map((d, i) => `${(x(i) + band / 2).toFixed(1)},${y(d.profit).toFixed(1)}`).join(' ');

  return (
    <figure className="dashboard-chart" ref={box}>
      <figcaption className="partner-visually-hidden" id={captionId}>
        {t('dashboard.trend.title')}
      </figcaption>
      <ul className="dashboard-legend" aria-hidden="true">
        {SERIES.map((key) => (
          <li key={key}>
            <span className={`dashboard-swatch dashboard-swatch-${key}`} />
            {t(`dashboard.trend.${key}`)}
          </li>
        ))}
      </ul>
      <svg role="img" aria-label={summary} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
        {ticks.map((tick) => (
          <g key={tick} className={tick === 0 ? 'dashboard-chart-zero' : 'dashboard-chart-grid'}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {compact.format(tick)}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <g key={d.day}>
            <rect className="dashboard-bar-bet" x={x(i) + band * 0.12} y={y(Math.max(0, d.bet))} width={barW} height={Math.abs(y(d.bet) - y(0))} />
            <rect className="dashboard-bar-prize" x={x(i) + band * 0.12 + barW} y={y(Math.max(0, d.prize))} width={barW} height={Math.abs(y(d.prize) - y(0))} />
            {i % labelEvery === 0 || i === days.length - 1 ? (
              <text className="dashboard-chart-day" x={x(i) + band / 2} y={HEIGHT - 6} textAnchor="middle">
                {d.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
        <polyline className="dashboard-line-profit" points={line} fill="none" />
        {days.map((d, i) => (
          <circle key={d.day} className={d.profit < 0 ? 'dashboard-dot-loss' : 'dashboard-dot-profit'} cx={x(i) + band / 2} cy={y(d.profit)} r={2.5} />
        ))}
      </svg>
      <table className="partner-visually-hidden" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.trend.day')}</th>
            {SERIES.map((key) => (
              <th key={key} scope="col">
                {t(`dashboard.trend.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              {SERIES.map((key) => (
                <td key={key}>{money(d[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
