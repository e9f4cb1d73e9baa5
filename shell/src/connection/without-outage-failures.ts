import { type LoadOutcome } from '../release/load-reports';
import { pageConnection } from './page-connection';
import { type ServerConnection } from './server-connection';

/**
 * A remote that fails to load while the server is away failed because of the outage, not because
 * of its version: its failure is reported only if the server answers when it happens, so a restart
 * of the API never counts against a release (a page reports only its first outcome per remote).
 */
export function withoutOutageFailures(report: (outcome: LoadOutcome) => void, connection: Pick<ServerConnection, 'check'> = pageConnection) {
  return (outcome: LoadOutcome): void => {
    if (outcome.outcome === 'loaded') return report(outcome);
    void connection.check().then((answered) => answered && report(outcome));
  };
}
