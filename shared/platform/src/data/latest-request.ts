/**
 * The stale-answer guard every store shares: of overlapping requests for one thing, only the
 * newest may land. `begin()` starts one and answers the check to make once it settles;
 * `invalidate()` makes every request in flight stale (the screen closed, the visitor signed out,
 * an event already told the answer).
 */
export class LatestRequest {
  private latest = 0;

  begin(): () => boolean {
    const ticket = ++this.latest;
    return () => ticket === this.latest;
  }

  invalidate(): void {
    this.latest += 1;
  }
}
