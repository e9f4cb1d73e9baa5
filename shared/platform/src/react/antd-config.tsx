import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useContext, useMemo, type ReactNode } from 'react';
import { AntdSettingsContext, InAntdScopeContext, type SiteTheme } from './antd-settings';
import { useAntdLocale } from './use-antd-locale';

/** antd's theme for the site's: its dark algorithm when `dark`. */
export function antdThemeOf(site: SiteTheme | undefined): ThemeConfig | undefined {
  if (!site) return undefined;
  const { dark = false, ...rest } = site;
  return dark ? { ...rest, algorithm: antdTheme.darkAlgorithm } : rest;
}

/** antd's provider with the site's theme, the page's nonce and the UI language's locale. */
export default function AntdConfig({ children }: { children?: ReactNode }) {
  const { theme, csp } = useContext(AntdSettingsContext);
  // One object per site theme: antd derives its tokens again for every new one.
  const antd = useMemo(() => antdThemeOf(theme), [theme]);
  return (
    <ConfigProvider locale={useAntdLocale()} csp={csp} theme={antd}>
      <InAntdScopeContext.Provider value>{children}</InAntdScopeContext.Provider>
    </ConfigProvider>
  );
}
