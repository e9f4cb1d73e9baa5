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

/** The declarations of the rule for exactly `selector` (lower case, whitespace folded), by property. */
function ruleOf(css: string, selector: string): Record<string, string> {
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  const rule = rules.find(([, selectors]) => selectors!.split(',').some((one) => written(one.trim()) === selector));
  if (!rule) throw new Error(`no rule for ${selector}`);
  return Object.fromEntries(
    rule[2]!
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => written(part.trim())))
      .filter(([property, value]) => property && value)
      .map(([property, value]) => [property!, value!]),
  );
}

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
  expect(ruleOf(text, '.shell-themed-text')).toEqual({
    color: written(token.colorText),
    'font-size': `${token.fontSize}px`,
    'line-height': written(token.lineHeight),
    'font-family': written(token.fontFamily),
  });
  expect(ruleOf(text, ':where(.shell-themed-text) a').color).toBe(written(token.colorLink));
  expect(ruleOf(text, ':where(.shell-themed-text) a:hover').color).toBe(written(token.colorLinkHover));
  expect(ruleOf(text, ':where(.shell-themed-text) a:active').color).toBe(written(token.colorLinkActive));

  const inline = stylesheet('../components/text.css');
  expect(ruleOf(inline, '.shell-text').color).toBe(written(token.colorText));
  expect(ruleOf(inline, '.shell-text--secondary').color).toBe(written(token.colorTextDescription));
  expect(ruleOf(inline, '.shell-text--strong')['font-weight']).toBe(written(token.fontWeightStrong));

  const headings = stylesheet('../components/heading.css');
  expect(ruleOf(headings, '.shell-heading')).toEqual({ color: written(token.colorTextHeading), 'font-weight': written(token.fontWeightStrong) });
  expect(ruleOf(headings, '.shell-heading--4')).toMatchObject({ 'font-size': `${token.fontSizeHeading4}px`, 'line-height': written(token.lineHeightHeading4) });
  expect(ruleOf(headings, '.shell-heading--page')).toMatchObject({ 'font-size': `${token.fontSizeHeading3}px`, 'line-height': written(token.lineHeightHeading3) });
});

test("the header's page links are drawn in the theme's colours, the current one on the primary's tint", () => {
  const css = stylesheet('../features/header/header-nav.css');
  expect(ruleOf(css, '.header-nav__link')['border-radius']).toBe(`${token.borderRadius}px`);
  expect(ruleOf(css, '.header-nav .header-nav__link').color).toBe(written(token.colorText));
  expect(ruleOf(css, ".header-nav__link[aria-current='page']")).toMatchObject({ background: written(token.colorPrimaryBg), 'box-shadow': `inset 0 -2px 0 ${written(token.colorPrimary)}` });
});
