import { hoistStyleAttributes } from '../server/hoist-style-attributes';
import { restoreHoistedStyles } from './hoisted-styles';

/** A page as the browser parsed it: the hoisted rules in a style tag, the markup in the root. */
function servedPage(original: string): HTMLElement {
  const { markup, css } = hoistStyleAttributes(original);
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

afterEach(() => document.head.replaceChildren());

test('the server markup gets its inline styles back and loses the classes that stood for them', () => {
  const root = servedPage('<div class="ant-layout" style="min-height:100vh"><img src="/a.svg" alt="A" style="width:100%;height:auto"/><span style="font-size:20px;white-space:nowrap">x</span></div>');
  restoreHoistedStyles(root);

  const [layout, image, text] = [root.querySelector('div')!, root.querySelector('img')!, root.querySelector('span')!];
  expect(layout.className).toBe('ant-layout');
  expect(layout.style.minHeight).toBe('100vh');
  expect(image.hasAttribute('class')).toBe(false);
  expect([image.style.width, image.style.height]).toEqual(['100%', 'auto']);
  expect([text.style.fontSize, text.style.whiteSpace]).toEqual(['20px', 'nowrap']);
  // Plain inline styles again, which React's later updates can change.
  expect(text.style.getPropertyPriority('font-size')).toBe('');
});

test('a class that only looks hoisted, with no rule of the render, is left alone', () => {
  const root = document.createElement('div');
  root.innerHTML = '<p class="ssr-unknown note">x</p>';
  restoreHoistedStyles(root);
  expect(root.innerHTML).toBe('<p class="ssr-unknown note">x</p>');
});
