import { ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { readCspNonce } from '../csp/csp-nonce';
import { I18nextProvider } from 'react-i18next';
import type { Platform } from '../platform';
import { PlatformContext } from './platform-context';
import { useAntdLocale } from './use-antd-locale';

export interface PlatformProviderProps {
  platform: Platform;
  children?: ReactNode;
}

/** Provides the platform, its i18next instance, antd's locale and the page's CSP nonce to everything below. */
export function PlatformProvider({ platform, children }: PlatformProviderProps) {
  // An effect runs after the first paint: the realtime connection never delays start-up.
  useEffect(() => platform.realtime.start(), [platform]);
  return (
    <PlatformContext.Provider value={platform}>
      <I18nextProvider i18n={platform.i18n.instance}>
        <LocalizedConfig>{children}</LocalizedConfig>
      </I18nextProvider>
    </PlatformContext.Provider>
  );
}

// antd writes its styles at run time; the page's strict style-src admits them by this nonce.
const CSP = { nonce: readCspNonce() };

function LocalizedConfig({ children }: { children?: ReactNode }) {
  return (
    <ConfigProvider locale={useAntdLocale()} csp={CSP}>
      {children}
    </ConfigProvider>
  );
}
