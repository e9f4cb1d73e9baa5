import { headHtml } from './head-html';

test('every style carries the nonce; no text can close its element early', () => {
  const head = headHtml({ styles: ['.a{}', '  ', '.b::after{content:"</style><script>x()</script>"}'], nonce: 'a"b' });
  expect(head).toBe(
    '<style nonce="a&quot;b">.a{}</style>' +
      '<style nonce="a&quot;b">.b::after{content:"<\\/style><script>x()</script>"}</style>',
  );
});

test("a style the shell and a remote both bring (the platform's) is written once, where it last comes", () => {
  const head = headHtml({ styles: ['.button{}', '.header{}', '.button{}', '.lobby{}'], nonce: 'n' });
  expect(head).toBe('<style nonce="n">.header{}</style><style nonce="n">.button{}</style><style nonce="n">.lobby{}</style>');
});
