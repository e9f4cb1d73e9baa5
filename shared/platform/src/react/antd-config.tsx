import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useContext, useMemo, type ReactNode } from 'react';
import { AntdSettingsContext, InAntdScopeContext, type SiteTheme } from './antd-settings';
import { useAntdLocale } from './use-antd-locale';

/**
 * antd's theme for the site's: its dark algorithm when `dark`. One key for the theme's CSS
 * variables wherever a scope opens (antd keys them per provider otherwise, and writes the whole
 * set again for each dialog, drawer and layout).
 */
export function antdThemeOf(site: SiteTheme | undefined): ThemeConfig | undefined {
  if (!site) return undefined;
  const { dark = false, ...rest } = site;
  const theme: ThemeConfig = { ...rest, cssVar: { key: SITE_CSS_VAR_KEY, ...rest.cssVar } };
  return dark ? { ...theme, algorithm: antdTheme.darkAlgorithm } : theme;
}

export const SITE_CSS_VAR_KEY = 'css-var-site';

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
