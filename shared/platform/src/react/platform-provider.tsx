import { ConfigProvider, type ThemeConfig } from 'antd';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { readCspNonce } from '../csp/csp-nonce';
import { I18nextProvider } from 'react-i18next';
import type { Platform } from '../platform';
import { lazyWithRetry } from './lazy-with-retry';
import { PlatformContext } from './platform-context';
import { useAntdLocale } from './use-antd-locale';

export interface PlatformProviderProps {
  platform: Platform;
  /** The site's antd theme: messages and dialogs of the feedback host use it too. */
  theme?: ThemeConfig;
  /** The CSP nonce antd's styles carry; the page's `<meta name="csp-nonce">` unless given (a server render). */
  nonce?: string;
  children?: ReactNode;
}

const FeedbackHost = lazyWithRetry(() => import('./feedback-host'));

/**
 * Provides the platform, its i18next instance, antd's locale, theme and the page's CSP nonce to
 * everything below, and the host of antd's messages and dialogs once the page has loaded.
 */
export function PlatformProvider({ platform, theme, nonce, children }: PlatformProviderProps) {
  // An effect runs after the first paint: the realtime connection never delays start-up.
  useEffect(() => platform.realtime.start(), [platform]);
  const feedbackWanted = useFeedbackWanted(platform);
  return (
    <PlatformContext.Provider value={platform}>
      <I18nextProvider i18n={platform.i18n.instance}>
        <LocalizedConfig theme={theme} csp={nonce === undefined ? PAGE_CSP : { nonce }}>
          {children}
          {feedbackWanted && (
            <Suspense fallback={null}>
              <FeedbackHost />
            </Suspense>
          )}
        </LocalizedConfig>
      </I18nextProvider>
    </PlatformContext.Provider>
  );
}

/** True after the page's `load` event, or earlier if a message or dialog is asked for. */
function useFeedbackWanted(platform: Platform): boolean {
  const [wanted, setWanted] = useState(platform.feedback.isWanted);
  useEffect(() => {
    const want = () => setWanted(true);
    const offWanted = platform.feedback.onWanted(want);
    if (platform.feedback.isWanted || document.readyState === 'complete') want();
    else window.addEventListener('load', want, { once: true });
    return () => {
      offWanted();
      window.removeEventListener('load', want);
    };
  }, [platform]);
  return wanted;
}

// antd writes its styles at run time; the page's strict style-src admits them by this nonce.
const PAGE_CSP = { nonce: readCspNonce() };

function LocalizedConfig({ theme, csp, children }: { theme?: ThemeConfig; csp: { nonce?: string }; children?: ReactNode }) {
  return (
    <ConfigProvider locale={useAntdLocale()} csp={csp} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
