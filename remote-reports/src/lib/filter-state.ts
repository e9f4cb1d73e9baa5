import { makeStoreObservable } from '@casino/platform';
import { applyFilter, toBettingQuery, type BettingFilterQuery, type ReportFilter } from './report-filter';

/** A report's filter: what the bar holds, its query, and a change that reloads the report. */
export class FilterState {
  filter: ReportFilter;

  constructor(
    private readonly initial: ReportFilter,
    private readonly onChange: () => void,
  ) {
    this.filter = initial;
    makeStoreObservable<FilterState, 'initial' | 'onChange'>(this, { initial: false, onChange: false }, { autoBind: true });
  }

  get query(): BettingFilterQuery {
    return toBettingQuery(this.filter);
  }

  set(patch: Partial<ReportFilter>): void {
    this.filter = applyFilter(this.filter, patch);
    this.onChange();
  }

  reset(): void {
    this.filter = this.initial;
    this.onChange();
  }
}
