import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readCspNonce } from '../csp/csp-nonce';
import { I18nextProvider } from 'react-i18next';
import type { Platform } from '../platform';
import { AntdScope } from './antd-scope';
import { AntdSettingsContext, type SiteTheme } from './antd-settings';
import { lazyWithRetry } from './lazy-with-retry';
import { PlatformContext } from './platform-context';
import { QuietBoundary } from './quiet-boundary';

export interface PlatformProviderProps {
  platform: Platform;
  /** The site's antd theme: messages and dialogs of the feedback host use it too. */
  theme?: SiteTheme;
  /** The CSP nonce antd's styles carry; the page's `<meta name="csp-nonce">` unless given (a server render). */
  nonce?: string;
  children?: ReactNode;
}

const loadFeedbackHost = () => import('./feedback-host');
const FeedbackHost = lazyWithRetry(loadFeedbackHost);

/**
 * Provides the platform and its i18next instance to everything below, the theme and CSP nonce to
 * every `AntdScope` (antd's provider opens only around what uses antd), and the host of antd's
 * messages and dialogs once the first is asked for.
 */
export function PlatformProvider({ platform, theme, nonce, children }: PlatformProviderProps) {
  // An effect runs after the first paint: the realtime connection never delays start-up.
  useEffect(() => platform.realtime.start(), [platform]);
  const feedbackWanted = useFeedbackWanted(platform);
  const antd = useMemo(() => ({ theme, csp: nonce === undefined ? PAGE_CSP : { nonce } }), [theme, nonce]);
  return (
    <PlatformContext.Provider value={platform}>
      <I18nextProvider i18n={platform.i18n.instance}>
        <AntdSettingsContext.Provider value={antd}>
          {children}
          {feedbackWanted && (
            // A provider or host that cannot be had leaves messages unshown, never the page blank.
            <QuietBoundary>
              <AntdScope preload={loadFeedbackHost}>
                <Suspense fallback={null}>
                  <FeedbackHost />
                </Suspense>
              </AntdScope>
            </QuietBoundary>
          )}
        </AntdSettingsContext.Provider>
      </I18nextProvider>
    </PlatformContext.Provider>
  );
}

/**
 * True once a message or a dialog is asked for. Not at `load`: the host is antd's provider with
 * the theme's tokens and its message and modal holders, work the page's main thread would do just
 * after the first paint for every visitor, most of whom never see a message. The first one waits
 * for the host's download (antd's provider is usually there by then: the shell fetches it when the
 * browser is idle).
 */
function useFeedbackWanted(platform: Platform): boolean {
  const [wanted, setWanted] = useState(platform.feedback.isWanted);
  useEffect(() => {
    if (platform.feedback.isWanted) setWanted(true);
    return platform.feedback.onWanted(() => setWanted(true));
  }, [platform]);
  return wanted;
}

// antd writes its styles at run time; the page's strict style-src admits them by this nonce.
const PAGE_CSP = { nonce: readCspNonce() };
