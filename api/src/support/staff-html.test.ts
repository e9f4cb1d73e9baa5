import { STAFF_HTML_IMAGE_ALT_MAX_LENGTH, STAFF_HTML_LINK_MAX_LENGTH, STAFF_HTML_SAMPLES, XSS_VECTORS } from '@casino/contract';
import { sanitizeStaffHtml } from './staff-html';

describe('sanitizeStaffHtml', () => {
  it('keeps formatting, lists, links and images', () => {
    expect(sanitizeStaffHtml('<p>입금 <strong>안내</strong></p><ul><li>하나</li></ul>')).toBe('<p>입금 <strong>안내</strong></p><ul><li>하나</li></ul>');
    expect(sanitizeStaffHtml('<a href="https://example.com/x">link</a>')).toBe('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">link</a>');
    expect(sanitizeStaffHtml('<img src="/static/demo/logo.svg" alt="logo">')).toBe('<img src="/static/demo/logo.svg" alt="logo">');
  });

  it.each([
    ['a script element', '<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['an event handler', '<img src="/a.png" onerror="alert(1)">', '<img src="/a.png">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', ''],
    ['a style element and attribute', '<style>*{}</style><p style="background:url(javascript:x)">y</p>', '<p>y</p>'],
    ['an svg with a handler', '<svg onload="alert(1)"><circle/></svg>z', 'z'],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', ''],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
  ])('removes %s', (_case, input, output) => {
    expect(sanitizeStaffHtml(input)).toBe(output);
  });

  // Characters some URL consumers skip before the scheme (Unicode spaces, line and paragraph
  // separators, the zero-width space), so the stored HTML must not carry them in a URL at all.
  const HIDING = [0x00a0, 0x1680, ...Array.from({ length: 12 }, (_, i) => 0x2000 + i), 0x2028, 0x2029, 0x205f, 0x3000, 0xfeff];
  it.each(HIDING.map((code) => [`U+${code.toString(16).toUpperCase().padStart(4, '0')}`, String.fromCodePoint(code)]))('drops a link or image URL hiding javascript: behind %s', (_name, hiding) => {
    expect(sanitizeStaffHtml(`<a href="${hiding}javascript:alert(1)">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeStaffHtml(`<a href="java${hiding}script:alert(1)">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeStaffHtml(`<img src="${hiding}javascript:alert(1)" alt="a">`)).toBe('<img alt="a">');
    expect(sanitizeStaffHtml(`<a href="&#x${hiding.codePointAt(0)!.toString(16)};javascript:alert(1)">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('keeps ordinary URLs, trimming the ASCII spaces a browser would ignore', () => {
    expect(sanitizeStaffHtml('<a href=" https://example.com/a?b=1#c ">x</a>')).toBe('<a href="https://example.com/a?b=1#c" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeStaffHtml('<a href="mailto:help@example.com">x</a>')).toBe('<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeStaffHtml('<img src="https://cdn.example/%E2%80%A8.png">')).toBe('<img src="https://cdn.example/%E2%80%A8.png">');
  });

  it('keeps a link and an image description up to the length the editor takes, and drops a longer one', () => {
    const link = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
    const alt = (length: number) => '설'.repeat(length);
    expect(sanitizeStaffHtml(`<a href="${link(STAFF_HTML_LINK_MAX_LENGTH)}">x</a>`)).toBe(`<a href="${link(STAFF_HTML_LINK_MAX_LENGTH)}" target="_blank" rel="noopener noreferrer">x</a>`);
    expect(sanitizeStaffHtml(`<a href="${link(STAFF_HTML_LINK_MAX_LENGTH + 1)}">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeStaffHtml(`<img src="/a.png" alt="${alt(STAFF_HTML_IMAGE_ALT_MAX_LENGTH)}">`)).toBe(`<img src="/a.png" alt="${alt(STAFF_HTML_IMAGE_ALT_MAX_LENGTH)}">`);
    expect(sanitizeStaffHtml(`<img src="/a.png" alt="${alt(STAFF_HTML_IMAGE_ALT_MAX_LENGTH + 1)}">`)).toBe('<img src="/a.png">');
  });

  it.each(STAFF_HTML_SAMPLES.map((sample) => [sample.name, sample.html]))("keeps the editor's %s exactly as written", (_name, html) => {
    expect(sanitizeStaffHtml(html)).toBe(html);
  });

  it.each(XSS_VECTORS.map((vector, i) => [i + 1, vector]))('leaves nothing that runs of XSS vector %i', (_i, vector) => {
    const clean = sanitizeStaffHtml(`<p>before</p>${vector}<p>after</p>`);
    // Only the allowed tags remain, with only their allowed attributes, and no script URL anywhere.
    expect(clean).not.toMatch(/<(?!\/?(p|br|strong|b|em|i|u|s|ul|ol|li|h[1-4]|blockquote|hr|a|img|span|div|table|thead|tbody|tr|th|td)\b)[a-z]/i);
    expect(clean).not.toMatch(/\son\w+\s*=|javascript:|data:|vbscript:|srcdoc|formaction|xlink/i);
    for (const attribute of clean.matchAll(/<(\w+)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*>/g)) {
      const names = [...attribute[2]!.matchAll(/\s([\w-]+)(?:="[^"]*")?/g)].map((m) => m[1]);
      const allowed: readonly string[] = attribute[1] === 'a' ? ['href', 'title', 'target', 'rel'] : attribute[1] === 'img' ? ['src', 'alt', 'width', 'height'] : [];
      expect(names.filter((name) => !allowed.includes(name!))).toEqual([]);
    }
    // Sanitizing what is stored changes nothing more: no mutation left for a second pass to find.
    expect(sanitizeStaffHtml(clean)).toBe(clean);
  });
});
