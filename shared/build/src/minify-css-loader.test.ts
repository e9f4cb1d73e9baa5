import type { LoaderContext } from 'webpack';
import minifyCssLoader from './minify-css-loader';

const minify = (css: string) => minifyCssLoader.call({ resourcePath: '/app/src/a.css' } as LoaderContext<object>, css);

describe('the CSS minifying loader', () => {
  it('drops comments and spaces, and keeps every rule, url and import', () => {
    const css = `/* Why the header looks as it does. */
@import url("./base.css");
.shell-header  {
  display: flex;   /* one row */
  background: url("./logo.png") no-repeat;
}

@media (max-width: 767px) {
  .shell-header { flex-direction: column; }
}
`;
    expect(minify(css)).toBe('@import"./base.css";.shell-header{display:flex;background:url(./logo.png) no-repeat}@media(max-width:767px){.shell-header{flex-direction:column}}');
  });

  it('fails the build on CSS it cannot read, naming the file', () => {
    expect(() => minify('.a { color: red; } }}} @media {')).toThrow('/app/src/a.css: line 1: Unexpected "}"');
  });
});
