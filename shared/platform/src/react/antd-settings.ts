import type { ThemeConfig } from 'antd';
import { createContext } from 'react';

/**
 * The site's antd theme, written without antd's code (which the member pages' start-up does not
 * load): `dark` asks for antd's dark algorithm where the provider opens.
 */
export type SiteTheme = Omit<ThemeConfig, 'algorithm'> & { dark?: boolean };

/** What antd's provider is given wherever an `AntdScope` opens one: the site's theme and the page's CSP nonce. */
export interface AntdSettings {
  theme?: SiteTheme;
  csp: { nonce?: string };
}

export const AntdSettingsContext = createContext<AntdSettings>({ csp: {} });

/** True below an open antd provider: a scope inside another adds nothing. */
export const InAntdScopeContext = createContext(false);
