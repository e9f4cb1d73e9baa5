import type { DayFigures } from '@casino/contract';
import { formatKrwWithUnit, useLanguage } from '@casino/platform';
import { useRef } from 'react';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { compactFormat } from '../../../lib/format';
import { niceTicks } from './chart-scale';
import { useWidth } from './use-width';
import '../statistics.css';

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 24, left: 52 };
const SERIES = ['bet', 'prize', 'profit'] as const;

/**
 * Bet and prize per day as bars, profit as a line, oldest day on the left, drawn in SVG at the
 * width it is given. The SVG is one image whose name sums up the range: the figures of every day
 * are in the page's table below it, so the chart repeats none of them. Its own chunk: the page
 * shows without it.
 */
export default function DayChart({ days: newestFirst }: { days: DayFigures[] }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const box = useRef<HTMLElement>(null);
  const width = useWidth(box, 720);
  const days = [...newestFirst].reverse();

  const money = (amount: number) => formatKrwWithUnit(amount, language);
  const compact = compactFormat(language);
  const total = (key: (typeof SERIES)[number]) => days.reduce((sum, d) => sum + d[key], 0);
  const summary = t('statistics.chart.daySummary', {
    from: days[0]?.day ?? '',
    to: days.at(-1)?.day ?? '',
    bet: money(total('bet')),
    prize: money(total('prize')),
    profit: money(total('profit')),
  });

  const ticks = niceTicks(days.flatMap((d) => [d.bet, d.prize, d.profit]));
  const min = ticks[0]!;
  const max = ticks.at(-1)!;
  const plotW = Math.max(1, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / (max - min)) * plotH;
  const band = plotW / Math.max(1, days.length);
  const x = (i: number) => PAD.left + i * band;
  const barW = Math.max(1, band * 0.36);
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(plotW / 56))));
  const line = days.map((d, i) => `${(x(i) + band / 2).toFixed(1)},${y(d.profit).toFixed(1)}`).join(' ');

  return (
    <figure className="reports-chart" ref={box}>
      <figcaption className="reports-visually-hidden">
        {t('statistics.chart.dayTitle')}
      </figcaption>
      <ul className="reports-legend" aria-hidden="true">
        {SERIES.map((key) => (
          <li key={key}>
            <span className={`reports-swatch reports-swatch-${key}`} />
            {t(`common.figures.${key}`)}
          </li>
        ))}
      </ul>
      <svg role="img" aria-label={summary} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
        {ticks.map((tick) => (
          <g key={tick} className={tick === 0 ? 'reports-chart-zero' : 'reports-chart-grid'}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {compact.format(tick)}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <g key={d.day}>
            <rect className="reports-bar-bet" x={x(i) + band * 0.12} y={y(Math.max(0, d.bet))} width={barW} height={Math.abs(y(d.bet) - y(0))} />
            <rect className="reports-bar-prize" x={x(i) + band * 0.12 + barW} y={y(Math.max(0, d.prize))} width={barW} height={Math.abs(y(d.prize) - y(0))} />
            {i % labelEvery === 0 || i === days.length - 1 ? (
              <text x={x(i) + band / 2} y={HEIGHT - 6} textAnchor="middle">
                {d.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
        <polyline className="reports-line-profit" points={line} fill="none" />
        {days.map((d, i) => (
          <circle key={d.day} className={d.profit < 0 ? 'reports-dot-loss' : 'reports-dot-profit'} cx={x(i) + band / 2} cy={y(d.profit)} r={2.5} />
        ))}
      </svg>
    </figure>
  );
}
