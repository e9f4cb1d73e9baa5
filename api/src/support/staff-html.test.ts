import { sanitizeStaffHtml } from './staff-html';

describe('sanitizeStaffHtml', () => {
  it('keeps formatting, lists, links and images', () => {
    expect(sanitizeStaffHtml('<p>입금 <strong>안내</strong></p><ul><li>하나</li></ul>')).toBe('<p>입금 <strong>안내</strong></p><ul><li>하나</li></ul>');
    expect(sanitizeStaffHtml('<a href="https://example.com/x">link</a>')).toBe('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">link</a>');
    expect(sanitizeStaffHtml('<img src="/static/demo/logo.svg" alt="logo">')).toBe('<img src="/static/demo/logo.svg" alt="logo" />');
  });

  it.each([
    ['a script element', '<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['an event handler', '<img src="/a.png" onerror="alert(1)">', '<img src="/a.png" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img />'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', ''],
    ['a style element and attribute', '<style>*{}</style><p style="background:url(javascript:x)">y</p>', '<p>y</p>'],
    ['an svg with a handler', '<svg onload="alert(1)"><circle/></svg>z', 'z'],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', ''],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
  ])('removes %s', (_case, input, output) => {
    expect(sanitizeStaffHtml(input)).toBe(output);
  });
});
