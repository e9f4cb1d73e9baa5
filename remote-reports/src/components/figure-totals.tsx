import type { RoundFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import type { Resource } from '@casino/platform/back-office';
import { figureColumns, type Figure } from './figure-columns';
import { SplitTotals, type Split, type SplitRow } from './split-totals';

/** A report's `/summary` of rounds (contract `FigureSummary`). */
export type FigureSplit = Split<RoundFigures>;

/** The round figures of the whole filter: casino, slot, lotto and their sum. */
export function FigureTotals({ summary, figures }: { summary: Resource<FigureSplit>; figures?: readonly Figure[] }) {
  const { language } = useLanguage();
  return <SplitTotals summary={summary} columns={figureColumns<SplitRow<RoundFigures>>(language, figures)} />;
}
