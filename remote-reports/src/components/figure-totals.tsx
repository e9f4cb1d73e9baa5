import type { RoundFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import type { Resource } from '@casino/platform/back-office';
import { figureColumns } from './figure-columns';
import { SplitTotals, type Split, type SplitRow } from './split-totals';

/** A report's `/summary` of rounds (contract `FigureSummary`). */
export type FigureSplit = Split<RoundFigures>;

/** The round figures of the whole filter: casino, slot, lotto and their sum (bet, profit and win/lose on a phone's card). */
export function FigureTotals({ tableId, summary }: { tableId: string; summary: Resource<FigureSplit> }) {
  const { language } = useLanguage();
  return <SplitTotals tableId={tableId} summary={summary} columns={figureColumns<SplitRow<RoundFigures>>(language)} />;
}
