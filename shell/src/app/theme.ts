import type { SiteTheme } from '@casino/platform';

/** Text on the gold and red buttons: dark, because white on them stays near 3:1 (WCAG AA asks 4.5:1). */
const ON_SOLID = '#141414';

/**
 * The site's look, inherited by every remote rendered inside the shell. antd's dark algorithm
 * derives the rest (where antd's provider opens: dialogs, drawers, the back-office); the
 * overrides keep every text at WCAG AA contrast on the dark surfaces (theme.test.ts measures
 * them): links in gold rather than the derived blue, a lighter red, and secondary text a little
 * brighter than antd's 45 %, and a table's empty text as bright as it.
 */
export const shellTheme: SiteTheme = {
  dark: true,
  token: {
    colorPrimary: '#d4a017',
    colorLink: '#d4a017',
    colorLinkHover: '#e6c25a',
    colorError: '#ff7875',
    colorTextDescription: 'rgba(255,255,255,0.55)',
    borderRadius: 6,
  },
  components: {
    Layout: { headerBg: '#141414', siderBg: '#1f1f1f', footerBg: '#141414' },
    Button: { primaryColor: ON_SOLID, dangerColor: ON_SOLID },
    // The selected entry of the back-office menu: a lighter gold than the primary on its tinted background.
    Menu: { itemSelectedColor: '#f0cf6e' },
    // A table's empty text ("no inquiries yet") is drawn in the disabled colour (25 %): it is
    // information, not a disabled control, so it gets the secondary text's contrast.
    Table: { colorTextDisabled: 'rgba(255,255,255,0.55)' },
    // A select's placeholder ("choose a time") is an element of its own, not the ::placeholder an
    // input draws: it says what to do, so it gets the secondary text's contrast too.
    Select: { colorTextPlaceholder: 'rgba(255,255,255,0.55)' },
  },
};
