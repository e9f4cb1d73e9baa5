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
});
