import { screen, within } from '@testing-library/react';
import { renderInShell } from '../../testing/render-in-shell';
import { DayBarsChart, type DayBars } from './day-bars-chart';

const days: DayBars[] = Array.from({ length: 30 }, (_, i) => ({ day: `2025-03-${String(i + 1).padStart(2, '0')}`, bet: 100_000, prize: 40_000, profit: 60_000 }));
const seriesLabels = { bet: '베팅', prize: '당첨', profit: '손익' };
const summary = ({ from, to, bet, prize, profit }: Record<string, string>) => `${from}~${to} ${bet} ${prize} ${profit}`;

test('is one image named by the period and its totals, with as many day labels as fit', async () => {
  renderInShell(<DayBarsChart days={days} caption="일별 추이" summary={summary} seriesLabels={seriesLabels} />);
  const chart = await screen.findByRole('img', { name: '2025-03-01~2025-03-30 3,000,000원 1,200,000원 1,800,000원' });
  // 720 px (jsdom measures nothing): a label at least every 56 px, the last day always.
  const labels = [...chart.querySelectorAll('text')].map((text) => text.textContent).filter((text) => /^\d{2}-\d{2}$/.test(text ?? ''));
  expect(labels).toEqual(['03-01', '03-04', '03-07', '03-10', '03-13', '03-16', '03-19', '03-22', '03-25', '03-28', '03-30']);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('repeats every day in a table for screen readers when the page has none', async () => {
  renderInShell(<DayBarsChart days={days} caption="일별 추이" summary={summary} seriesLabels={seriesLabels} dayColumnTitle="날짜" />);
  const table = await screen.findByRole('table', { name: '일별 추이' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['날짜', '베팅', '당첨', '손익']);
  expect(within(table).getAllByRole('row')).toHaveLength(31);
});
