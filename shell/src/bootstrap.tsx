import { createPlatform, nonceHeadStyles, readCspNonce } from '@casino/platform';
import { StrictMode } from 'react';
import { notFoundPathAtLoad, readBootData } from './app/boot-data';
import { loadRuntimeConfig } from './app/runtime-config';
import { mountApp } from './app/mount-app';
import { pageCodeArrived } from './app/page-code-arrived';
import { readServedState, stateForThisSession } from './app/served-state';
import { ShellApp, createShellRouter } from './app/shell-app';
import { ShellStore } from './app/shell-store';
import { renderStartupError } from './app/startup-error';
import { pageConnection } from './connection/page-connection';
import { withoutOutageFailures } from './connection/without-outage-failures';
import { SHELL_NAMESPACE, shellResources } from './i18n/resources';
import { fetchDeployedBuildId } from './release/build-check';
import { REGISTRY_CHECK_TIMEOUT_MS, ReleaseWatcher, startReleasePolling } from './release/release-watcher';
import { reportLoadsLater } from './release/report-loads-later';
import { createContainerRuntime } from './remotes/container-runtime';
import { FailedPreloads } from './remotes/failed-preloads';
import { fetchRegistry, pageThenNetworkRegistry } from './remotes/registry';
import { RemoteLoader } from './remotes/remote-loader';
import { unavailableModule } from './remotes/unavailable-module';
import { yieldToBrowser } from './lib/yield-to-browser';

async function start(container: HTMLElement): Promise<void> {
  // The start-up's modules have just run: the app's start is a task of its own (phone CPUs, decision 066).
  await yieldToBrowser();
  const nonce = readCspNonce();
  if (nonce) nonceHeadStyles(nonce);
  const bootData = readBootData();
  const rendered = readServedState();
  const config = await loadRuntimeConfig(bootData.runtimeConfig);
  const platform = createPlatform({ apiBase: config.apiBase, firebase: config.firebase, startLanguage: rendered?.language, live: true });
  // A page the server rendered for this session: the app starts from what the render read, and takes its markup over.
  const served = stateForThisSession(rendered, platform.session.active);
  platform.i18n.addNamespace(SHELL_NAMESPACE, shellResources);
  // An API call without an answer: is the server away? (The offline notice, and retries when back.)
  platform.events.on('serverUnreachable', pageConnection.noteNoAnswer);
  if (served?.user) platform.user.restore(served.user);
  // The served page has its title already.
  if (!served) document.title = platform.i18n.t(`${SHELL_NAMESPACE}:app.siteName`);
  const store = new ShellStore(platform, { notFoundPath: notFoundPathAtLoad(bootData, window.location.pathname) });
  if (served?.brand) store.siteBrand.restore(served.brand, served.language);

  const failedPreloads = new FailedPreloads(document);
  const loader = new RemoteLoader({
    runtime: createContainerRuntime(),
    fetchRegistry: pageThenNetworkRegistry(bootData.registry),
    unavailableModule,
    baseUrl: window.location.href,
    failedPreloads,
    // The watcher is made below, before any remote is asked for.
    whenRegistryChecked: (): Promise<void> => watcher.whenChecked(),
    reportLoad: withoutOutageFailures(reportLoadsLater(config.apiBase)),
  });
  // A remote's error outside React's reach (a timer, a handler) counts against its version too.
  window.addEventListener('error', (event) => loader.reportUncaught(event.filename, event.error));
  // Neither is awaited: the page renders now; remote slots wait for the registry themselves.
  loader.ensureRegistry().catch((error: unknown) => console.warn('[shell] remote registry unavailable', error));
  // A member the render read needs no second look: the page would then differ from its markup.
  if (platform.session.active && !served?.user) platform.user.load().catch(() => undefined);

  const watcher = new ReleaseWatcher({
    currentBuildId: __BUILD_ID__,
    fetchBuildId: () => fetchDeployedBuildId(),
    fetchRegistry: () => fetchRegistry(fetch, AbortSignal.timeout(REGISTRY_CHECK_TIMEOUT_MS)),
    currentRegistry: () => loader.currentRegistry(),
    isRemoteLoaded: (name) => loader.isLoaded(name),
    registerRemote: (name, entry) => loader.register(name, entry),
    reload: () => window.location.reload(),
  });
  startReleasePolling(watcher);

  const router = createShellRouter(() => watcher.onNavigate());
  const app = (
    <StrictMode>
      <ShellApp platform={platform} loader={loader} router={router} store={store} pageData={served?.page ?? null} />
    </StrictMode>
  );
  // A page area the server left to the browser is rendered there as any slow remote's: nothing to wait for.
  const takeOver = !served ? null : served.pageAreaInBrowser ? async () => true : () => pageCodeArrived(loader, window.location.pathname, loader.fallbackAfterMs);
  await mountApp(container, app, takeOver);
}

const container = document.getElementById('root');
if (container) start(container).catch((error: unknown) => renderStartupError(container, error));
