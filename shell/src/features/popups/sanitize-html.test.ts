import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const dirty = '<p onclick="steal()">Hello <b>there</b><script>steal()</script><a href="javascript:steal()">x</a><img src="x" onerror="steal()"></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<b>there</b>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
  });
});
