import { formatKrwWithUnit, useLanguage } from '@casino/platform';
import { backOfficeClassNames } from '@casino/platform/back-office';
import { useId, useRef } from 'react';
import { niceTicks } from './chart-scale';
import { chartClassNames } from './class-names';
import { compactNumbers } from './compact-numbers';
import { useWidth } from './use-width';

/** One day's figures, in won. */
export interface DayBars {
  day: string;
  bet: number;
  prize: number;
  profit: number;
}

const SERIES = ['bet', 'prize', 'profit'] as const;
type Series = (typeof SERIES)[number];

/** The period a chart shows and its totals, formatted for a sentence: `from`, `to`, `bet`, `prize`, `profit`. */
export type DayBarsTotals = Record<'from' | 'to' | Series, string>;

export interface DayBarsChartProps {
  /** Oldest day first. */
  days: DayBars[];
  /** The figure's caption, for screen readers (the page shows its own heading). */
  caption: string;
  /** The image's name: the chart said in one sentence, from the period and its totals. */
  summary: (totals: DayBarsTotals) => string;
  /** The legend's (and the table's) word for each series. */
  seriesLabels: Record<Series, string>;
  /**
   * With it, a table only screen readers see repeats every day's figures under this column title:
   * for a page that has no table of the same days of its own.
   */
  dayColumnTitle?: string;
}

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 24, left: 52 };
/** The least room a day label (`MM-DD`) takes on the axis. */
const LABEL_PX = 56;

/**
 * Bet and prize per day as bars, profit as a line, oldest day on the left, drawn in SVG at the
 * width it is given (the text stays legible on a phone). The SVG is one image whose name sums up
 * the period.
 */
export function DayBarsChart({ days, caption, summary, seriesLabels, dayColumnTitle }: DayBarsChartProps) {
  const { language } = useLanguage();
  const captionId = useId();
  const box = useRef<HTMLElement>(null);
  const width = useWidth(box, 720);

  const money = (amount: number) => formatKrwWithUnit(amount, language);
  const compact = compactNumbers(language);
  const total = (key: Series) => money(days.reduce((sum, d) => sum + d[key], 0));
  const name = summary({ from: days[0]?.day ?? '', to: days.at(-1)?.day ?? '', bet: total('bet'), prize: total('prize'), profit: total('profit') });

  const ticks = niceTicks(days.flatMap((d) => [d.bet, d.prize, d.profit]));
  const min = ticks[0]!;
  const max = ticks.at(-1)!;
  const plotW = Math.max(1, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / (max - min)) * plotH;
  const band = plotW / Math.max(1, days.length);
  const x = (i: number) => PAD.left + i * band;
  const barW = Math.max(1, band * 0.36);
  // As many day labels as fit, evenly spaced; the last day always has one.
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(plotW / LABEL_PX))));
  const line = days.map((d, i) => `${(x(i) + band / 2).toFixed(1)},${y(d.profit).toFixed(1)}`).join(' ');
  const c = chartClassNames;

  return (
    <figure className={c.figure} ref={box}>
      <figcaption className={backOfficeClassNames.visuallyHidden} id={captionId}>
        {caption}
      </figcaption>
      <ul className={c.legend} aria-hidden="true">
        {SERIES.map((key) => (
          <li key={key}>
            <span className={`${c.swatch} ${c.swatch}-${key}`} />
            {seriesLabels[key]}
          </li>
        ))}
      </ul>
      <svg role="img" aria-label={name} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
        {ticks.map((tick) => (
          <g key={tick} className={tick === 0 ? c.zero : c.grid}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {compact.format(tick)}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <g key={d.day}>
            <rect className={c.barBet} x={x(i) + band * 0.12} y={y(Math.max(0, d.bet))} width={barW} height={Math.abs(y(d.bet) - y(0))} />
            <rect className={c.barPrize} x={x(i) + band * 0.12 + barW} y={y(Math.max(0, d.prize))} width={barW} height={Math.abs(y(d.prize) - y(0))} />
            {i % labelEvery === 0 || i === days.length - 1 ? (
              <text x={x(i) + band / 2} y={HEIGHT - 6} textAnchor="middle">
                {d.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
        <polyline className={c.lineProfit} points={line} fill="none" />
        {days.map((d, i) => (
          <circle key={d.day} className={d.profit < 0 ? c.dotLoss : c.dotProfit} cx={x(i) + band / 2} cy={y(d.profit)} r={2.5} />
        ))}
      </svg>
      {dayColumnTitle ? (
        <table className={backOfficeClassNames.visuallyHidden} aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{dayColumnTitle}</th>
              {SERIES.map((key) => (
                <th key={key} scope="col">
                  {seriesLabels[key]}
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
      ) : null}
    </figure>
  );
}
