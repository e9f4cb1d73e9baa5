import { theme } from 'antd';
import { antdThemeOf } from '@casino/platform/testing';
import { shellTheme } from './theme';

type Rgb = [number, number, number];

/** '#rrggbb' or 'rgba(r,g,b,a)' laid over an opaque background. */
function parse(color: string, under: Rgb = [0, 0, 0]): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i]!, 16)) as Rgb;
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (!rgba) throw new Error(`unreadable colour ${color}`);
  const alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
  return [1, 2, 3].map((i, k) => Number(rgba[i]) * alpha + under[k]! * (1 - alpha)) as Rgb;
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of a text colour on an opaque background. */
function contrast(text: string, background: string): number {
  const bg = parse(background);
  const [a, b] = [luminance(parse(text, bg)), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

const token = theme.getDesignToken(antdThemeOf(shellTheme));
const button = shellTheme.components?.Button ?? {};
const table = shellTheme.components?.Table ?? {};
const select = shellTheme.components?.Select ?? {};
const SURFACES = { layout: token.colorBgLayout, container: token.colorBgContainer, elevated: token.colorBgElevated };
const AA = 4.5;

describe('the shell theme meets WCAG AA text contrast', () => {
  it('on the gold primary and the red danger buttons, resting and hovered', () => {
    for (const background of [token.colorPrimary, token.colorPrimaryHover]) expect(contrast(button.primaryColor!, background)).toBeGreaterThanOrEqual(AA);
    for (const background of [token.colorError, token.colorErrorHover]) expect(contrast(button.dangerColor!, background)).toBeGreaterThanOrEqual(AA);
  });

  it.each(Object.entries(SURFACES))('for links, danger, primary and secondary text on the %s surface', (_, surface) => {
    const texts = {
      link: token.colorLink,
      linkHover: token.colorLinkHover,
      danger: token.colorError,
      primary: token.colorPrimaryText,
      secondary: token.colorTextDescription,
      text: token.colorText,
      tableEmpty: table.colorTextDisabled ?? token.colorTextDisabled,
      selectPlaceholder: select.colorTextPlaceholder ?? token.colorTextPlaceholder,
    };
    const below = Object.entries(texts).filter(([, text]) => contrast(text, surface) < AA);
    expect(below.map(([name, text]) => `${name} ${text}: ${contrast(text, surface).toFixed(2)}`)).toEqual([]);
  });
});
