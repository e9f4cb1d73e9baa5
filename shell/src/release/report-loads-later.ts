import { type LoadOutcome, type createLoadReporter } from './load-reports';

type Reporter = (outcome: LoadOutcome) => void;
type ReporterModule = { createLoadReporter: typeof createLoadReporter };

/**
 * The health reporter, fetched at the first report instead of at start-up: importing the
 * endpoint brings every release schema of the contract along (about 1 KiB gzip), and the start-up
 * budget has no room for code the first paint never needs. Reports keep their order.
 */
export function reportLoadsLater(apiBase: string, importReporter: () => Promise<ReporterModule> = () => import('./load-reports')): Reporter {
  let reporter: Promise<Reporter> | null = null;
  return (outcome) => {
    reporter ??= importReporter().then(({ createLoadReporter }) => createLoadReporter({ apiBase }));
    reporter.then(
      (report) => report(outcome),
      // Its chunk failed: the report is lost, the page is not touched (no chunk-reload here).
      (error: unknown) => console.debug('[shell] load report not sent', error),
    );
  };
}
