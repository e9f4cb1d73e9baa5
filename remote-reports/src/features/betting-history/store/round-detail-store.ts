import { type HttpClient, makeStoreObservable } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import { getRound } from '../../../api/get-round';

/** The round a partner opened: every bet, win and rollback the provider sent for it. */
export class RoundDetailStore {
  /** The round's id in the report (`BetRound.id`), null while none is open. */
  openId: number | null = null;
  readonly round: Resource<Awaited<ReturnType<typeof getRound>>>;

  constructor(http: HttpClient) {
    this.round = new Resource(() => getRound(http, this.openId ?? 0));
    makeStoreObservable(this, { round: false }, { autoBind: true });
  }

  open(id: number): Promise<void> {
    this.openId = id;
    return this.round.load();
  }

  close(): void {
    this.openId = null;
    this.round.stop();
  }
}
