import { formatKrwWithUnit, useLanguage } from '@casino/platform';
import { backOfficeClassNames } from '@casino/platform/back-office';
import { chartClassNames, niceTicks, useWidth } from '@casino/platform/back-office-charts';
import { useRef } from 'react';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { compactFormat, formatCount } from '../../../lib/format';

export interface Bar {
  key: string | number;
  label: string;
  value: number;
}

interface TopBarsChartProps {
  /** What the bars are of: 'Top 10 games by bet'. */
  title: string;
  /** A count (rounds) rather than won. */
  count?: boolean;
  bars: Bar[];
}

const ROW = 26;
const PAD = { top: 4, right: 12, bottom: 20 };

/**
 * One horizontal bar per row, largest first, drawn in SVG at the width it is given; a negative
 * value (a loss) runs left of the zero line and is in the loss colour, its label keeps the sign.
 * The SVG is one image whose name reads every bar in order (ten at most), so nothing of it is
 * lost without sight. Its own chunk: the page shows without it.
 */
export default function TopBarsChart({ title, count = false, bars }: TopBarsChartProps) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const box = useRef<HTMLElement>(null);
  const width = useWidth(box, 720);

  const format = (value: number) => (count ? formatCount(value, language) : formatKrwWithUnit(value, language));
  const compact = compactFormat(language);
  const labelW = Math.min(160, Math.round(width * 0.32));
  const ticks = niceTicks(bars.map((bar) => bar.value));
  const min = ticks[0]!;
  const max = ticks.at(-1)!;
  const plotW = Math.max(1, width - labelW - PAD.right);
  const height = PAD.top + bars.length * ROW + PAD.bottom;
  const x = (v: number) => labelW + ((v - min) / (max - min)) * plotW;
  const ranks = bars.map((bar, i) => t('statistics.chart.rank', { rank: i + 1, label: bar.label, value: format(bar.value) })).join(', ');
  const name = t('statistics.chart.topSummary', { title, ranks });

  return (
    <figure className={chartClassNames.figure} ref={box}>
      <figcaption className={backOfficeClassNames.visuallyHidden}>
        {title}
      </figcaption>
      <svg role="img" aria-label={name} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        {ticks.map((tick) => (
          <g key={tick} className={tick === 0 ? chartClassNames.zero : chartClassNames.grid}>
            <line x1={x(tick)} x2={x(tick)} y1={PAD.top} y2={height - PAD.bottom} />
            <text x={x(tick)} y={height - 6} textAnchor="middle">
              {compact.format(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          const top = PAD.top + i * ROW;
          return (
            <g key={bar.key}>
              <text x={labelW - 6} y={top + ROW / 2} dy="0.32em" textAnchor="end">
                {bar.label.length > 18 ? `${bar.label.slice(0, 17)}…` : bar.label}
              </text>
              <rect
                className={bar.value < 0 ? chartClassNames.barLoss : chartClassNames.barBet}
                x={Math.min(x(0), x(bar.value))}
                y={top + 4}
                width={Math.max(1, Math.abs(x(bar.value) - x(0)))}
                height={ROW - 8}
              />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
