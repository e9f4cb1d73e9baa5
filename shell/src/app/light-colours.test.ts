import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { shellTheme } from './theme';

/** The platform's light components name their colours in plain CSS; this keeps them the theme's. */
const lightStylesheet = (name: string) => readFileSync(path.join(__dirname, '../../../shared/platform/src/light', name), 'utf8').toLowerCase();
const token = theme.getDesignToken(shellTheme);

test("the site's buttons are drawn in the colours antd derives from the shell theme", () => {
  const css = lightStylesheet('site-button.css');
  for (const colour of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive, token.colorError, token.colorErrorHover, token.colorBorder, token.colorBgContainer]) {
    expect(css).toContain(colour.toLowerCase());
  }
});

test("the site's alerts are drawn in the colours antd derives from the shell theme", () => {
  const css = lightStylesheet('action-alert.css');
  for (const colour of [token.colorWarning, token.colorWarningBg, token.colorWarningBorder, token.colorError, token.colorErrorBg, token.colorErrorBorder, token.colorText]) {
    expect(css).toContain(colour.toLowerCase().replace(/,\s*/g, ', '));
  }
});
