import { theme, type ThemeConfig } from 'antd';

/** The site's look, inherited by every remote rendered inside the shell. */
export const shellTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: { colorPrimary: '#d4a017', borderRadius: 6 },
  components: { Layout: { headerBg: '#141414', siderBg: '#1f1f1f', footerBg: '#141414' } },
};
