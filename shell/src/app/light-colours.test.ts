import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { antdThemeOf } from '@casino/platform/testing';
import { shellTheme } from './theme';

/** The platform's light components and the shell's frame name their colours in plain CSS; this keeps them the theme's. */
const stylesheet = (file: string) => readFileSync(path.join(__dirname, file), 'utf8').toLowerCase();
const lightStylesheet = (name: string) => stylesheet(path.join('../../../shared/platform/src/light', name));
const token = theme.getDesignToken(antdThemeOf(shellTheme));
/** How a token is written in our stylesheets: lower case, one space after a comma, on one line. */
const written = (value: string | number) => String(value).toLowerCase().replace(/\s+/g, ' ').replace(/,\s*/g, ', ');

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

test("the site's text, links and headings are the theme's, without antd on the start-up", () => {
  const text = stylesheet('themed-text.css');
  for (const value of [token.colorText, token.colorLink, token.colorLinkHover, token.colorLinkActive, `${token.fontSize}px`, token.lineHeight, token.fontFamily]) {
    expect(text.replace(/\s+/g, ' ')).toContain(written(value));
  }
  const inline = stylesheet('../components/text.css');
  for (const value of [token.colorText, token.colorTextDescription, `font-weight: ${token.fontWeightStrong}`]) expect(inline).toContain(written(value));
  const headings = stylesheet('../components/heading.css');
  for (const value of [token.colorTextHeading, `font-weight: ${token.fontWeightStrong}`, `${token.fontSizeHeading4}px`, `line-height: ${token.lineHeightHeading4}`, `${token.fontSizeHeading3}px`, `line-height: ${token.lineHeightHeading3}`]) {
    expect(headings).toContain(written(value));
  }
});

test("the header's page links are drawn in the theme's colours", () => {
  const css = stylesheet('../features/header/header-nav.css');
  for (const value of [token.colorText, token.colorPrimaryBg, token.colorPrimary, `border-radius: ${token.borderRadius}px`]) expect(css).toContain(written(value));
});
