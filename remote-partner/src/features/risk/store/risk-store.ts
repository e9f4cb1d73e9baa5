import type { RiskFlag, RiskKind } from '@casino/contract';
import { PagedList, type HttpClient, makeStoreObservable } from '@casino/platform';
import { listRiskFlags } from '../../../api/list-risk-flags';

export const RISK_PAGE_SIZE = 20;

/** The line's risk flags, of one kind or all, of one member or all; the latest first. */
export class RiskStore {
  kind: RiskKind | null = null;
  readonly list: PagedList<RiskFlag>;

  constructor(
    private readonly http: HttpClient,
    /** One member's flags (the members list's link), or every member's. */
    readonly userId: number | null,
  ) {
    this.list = new PagedList(
      (page, pageSize) => listRiskFlags(http, { page, pageSize, ...(this.kind ? { kind: this.kind } : {}), ...(this.userId !== null ? { user_id: this.userId } : {}) }),
      RISK_PAGE_SIZE,
    );
    makeStoreObservable<RiskStore, 'http'>(this, { http: false, list: false, userId: false }, { autoBind: true });
  }

  setKind(kind: RiskKind | null): Promise<void> {
    this.kind = kind;
    return this.list.setPage(1);
  }
}
