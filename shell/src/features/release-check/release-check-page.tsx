import { Component, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { useSearchParams } from 'react-router-dom';
import { remoteRequestId } from '../../routes/route-table';
import { remoteComponent } from '../../remotes/remote-component';
import { useRemoteLoader } from '../../remotes/remote-context';
import { releaseCheckTarget } from './release-check-target';

/**
 * `/release-check?module=games/HomePage`: renders one exposed module of the version the registry
 * gives this page, alone, and marks the document with the outcome (`data-release-check`:
 * `rendered` or `failed`, and `data-release-error`) and who the module is for
 * (`data-release-audience`: `member` or `partner`). `pnpm release check` loads it in a headless
 * browser for each module of a new version before anyone gets it (the smoke check), as a guest
 * and signed in as that audience. Nothing on
 * the site links here; it shows only what a visitor could load anyway.
 */
export function ReleaseCheckPage() {
  const { t } = useShellTranslation();
  const [query] = useSearchParams();
  // Read once: a page under check may write its own state into the query (a tab, a filter).
  const [requested] = useState(() => query.get('module'));
  const target = releaseCheckTarget(requested);
  const audience = target?.audience;
  useEffect(() => {
    if (audience) document.documentElement.dataset.releaseAudience = audience;
    else mark('failed', `unknown module ${requested ?? ''}`);
  }, [audience, requested]);
  if (!target) return <p role="alert">{t('releaseCheck.unknown')}</p>;
  return (
    <main>
      <CheckBoundary failed={t('releaseCheck.failed')}>
        <CheckedModule requestId={remoteRequestId(target.ref)} remote={target.ref.remote} isModal={target.isModal} />
      </CheckBoundary>
    </main>
  );
}

const closeNothing = () => undefined;

function CheckedModule({ remote, requestId, isModal }: { remote: string; requestId: string; isModal: boolean }) {
  const loader = useRemoteLoader();
  const Remote = useMemo(() => remoteComponent<object>(loader, remote, requestId), [loader, remote, requestId]);
  const { t } = useShellTranslation();
  const props = isModal ? { params: {}, onClose: closeNothing } : {};
  return (
    <Suspense fallback={<p role="status">{t('releaseCheck.loading', { module: requestId })}</p>}>
      <Remote {...props} />
      <Outcome requestId={requestId} />
    </Suspense>
  );
}

/**
 * Commits together with the module (same Suspense boundary): its effect runs once the module
 * rendered. It asks the loader itself, when it renders: a fallback module (the remote's own code
 * failed) renders too, but never arrives in the loader.
 */
function Outcome({ requestId }: { requestId: string }) {
  const loaded = useRemoteLoader().peek(requestId) !== undefined;
  useEffect(() => {
    if (loaded) mark('rendered');
    else mark('failed', `${requestId} did not load`);
  }, [loaded, requestId]);
  return null;
}

class CheckBoundary extends Component<{ children: ReactNode; failed: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    mark('failed', error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }

  override render() {
    return this.state.failed ? <p role="alert">{this.props.failed}</p> : this.props.children;
  }
}

function mark(outcome: 'rendered' | 'failed', error?: string): void {
  const root = document.documentElement;
  // A failure is final: a later effect must not turn it back into a success.
  if (root.dataset.releaseCheck === 'failed') return;
  root.dataset.releaseCheck = outcome;
  if (error) root.dataset.releaseError = error.slice(0, 500);
}
