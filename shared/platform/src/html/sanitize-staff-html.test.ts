import { STAFF_HTML_IMAGE_ALT_MAX_LENGTH, STAFF_HTML_LINK_MAX_LENGTH } from '@casino/contract';
import { sanitizeStaffHtml } from './sanitize-staff-html';

describe('sanitizeStaffHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const dirty = '<p onclick="steal()">Hello <b>there</b><script>steal()</script><a href="javascript:steal()">x</a><img src="x" onerror="steal()"></p>';
    const clean = sanitizeStaffHtml(dirty);
    expect(clean).toContain('<b>there</b>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('drops styles, forms and frames', () => {
    const clean = sanitizeStaffHtml('<style>body{display:none}</style><form action="/x"><input name="pw"></form><iframe src="https://evil.example"></iframe><p style="position:fixed">t</p>');
    expect(clean).toBe('<p>t</p>');
  });

  it('opens links in a new tab that cannot reach back to the site', () => {
    const clean = sanitizeStaffHtml('<a href="https://example.com/event">event</a>');
    expect(clean).toBe('<a href="https://example.com/event" target="_blank" rel="noopener noreferrer">event</a>');
  });

  it('keeps only the attributes each tag may have: no class, id, name or data', () => {
    const clean = sanitizeStaffHtml('<p class="ant-modal-wrap" id="x" name="y" data-x="1" title="t">a</p><img src="/static/a.png" alt="a" class="c" href="/x">');
    expect(clean).toBe('<p>a</p><img src="/static/a.png" alt="a">');
  });

  it('allows web and site URLs only: no data:, protocol-relative or mailto images', () => {
    expect(sanitizeStaffHtml('<a href="//evil.example">a</a>')).toBe('<a>a</a>');
    expect(sanitizeStaffHtml('<a href="mailto:help@example.com">m</a>')).toContain('href="mailto:help@example.com"');
    expect(sanitizeStaffHtml('<img src="data:image/png;base64,AAAA"><img src="mailto:x@y"><img src="https://cdn.example/a.png">')).toBe('<img alt=""><img alt=""><img src="https://cdn.example/a.png" alt="">');
  });

  it('gives an image without a description an empty one, so screen readers skip it instead of reading its file name', () => {
    expect(sanitizeStaffHtml('<img src="/static/a.png">')).toBe('<img src="/static/a.png" alt="">');
    expect(sanitizeStaffHtml('<img src="/static/a.png" alt="이벤트">')).toBe('<img src="/static/a.png" alt="이벤트">');
  });

  it('drops a link or image description longer than the editor takes, as the API does', () => {
    const link = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
    const alt = (length: number) => '설'.repeat(length);
    expect(sanitizeStaffHtml(`<a href="${link(STAFF_HTML_LINK_MAX_LENGTH)}">x</a>`)).toBe(`<a href="${link(STAFF_HTML_LINK_MAX_LENGTH)}" target="_blank" rel="noopener noreferrer">x</a>`);
    expect(sanitizeStaffHtml(`<a href="${link(STAFF_HTML_LINK_MAX_LENGTH + 1)}">x</a>`)).toBe('<a>x</a>');
    expect(sanitizeStaffHtml(`<img src="/a.png" alt="${alt(STAFF_HTML_IMAGE_ALT_MAX_LENGTH)}">`)).toBe(`<img src="/a.png" alt="${alt(STAFF_HTML_IMAGE_ALT_MAX_LENGTH)}">`);
    expect(sanitizeStaffHtml(`<img src="/a.png" alt="${alt(STAFF_HTML_IMAGE_ALT_MAX_LENGTH + 1)}">`)).toBe('<img src="/a.png" alt="">');
  });

  it('drops tags outside the list but keeps their text', () => {
    expect(sanitizeStaffHtml('<video src="/v.mp4"></video><dialog open>d</dialog><area href="/x"><b>b</b>')).toBe('d<b>b</b>');
  });
});

