/**
 * @jest-environment node
 */
import { hoistStyleAttributes } from './hoist-style-attributes';

test('style attributes become classes with their rules, shared by equal styles, merged into an existing class', () => {
  const { markup, css } = hoistStyleAttributes(
    '<div class="ant-layout" style="min-height:100vh"><img src="/a.svg" alt="A" style="width:100%;height:auto"/><span style="min-height:100vh">x</span><p>style="not an attribute"</p></div>',
  );
  const classes = [...markup.matchAll(/ssr-\w+/g)].map(([name]) => name);
  expect(classes).toHaveLength(3);
  expect(classes[0]).toBe(classes[2]);
  expect(markup).toBe(
    `<div class="ant-layout ${classes[0]}"><img src="/a.svg" alt="A" class="${classes[1]}"/><span class="${classes[0]}">x</span><p>style="not an attribute"</p></div>`,
  );
  expect(css).toBe(`.${classes[0]}{min-height:100vh !important}.${classes[1]}{width:100% !important;height:auto !important}`);
});

test("a style's quoted and bracketed values stay whole", () => {
  const { css } = hoistStyleAttributes('<i style="font-family:&quot;Noto Sans KR&quot;, sans-serif;background:url(&quot;/a;b.svg&quot;)"></i>');
  expect(css).toMatch(/^\.ssr-\w+\{font-family:"Noto Sans KR", sans-serif !important;background:url\("\/a;b\.svg"\) !important\}$/);
});

test('markup without style attributes is left as it is', () => {
  expect(hoistStyleAttributes('<main class="a">b</main>')).toEqual({ markup: '<main class="a">b</main>', css: '' });
});
