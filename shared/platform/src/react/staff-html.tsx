import { useMemo } from 'react';
import { sanitizeStaffHtml } from '../html/sanitize-staff-html';
import './staff-html.css';

/**
 * Staff-written HTML (an announcement, an inbox note), sanitized and styled for reading: the one
 * view the shell's popups and the support remote both use. Its typography is its own stylesheet
 * (antd's Typography's rules, in the colour of what holds it), so a popup loads no antd.
 */
export function StaffHtml({ html, maxHeight }: { html: string; maxHeight?: string }) {
  const safe = useMemo(() => sanitizeStaffHtml(html), [html]);
  return <div className="staff-html" style={maxHeight ? { maxHeight, overflowY: 'auto' } : undefined} dangerouslySetInnerHTML={{ __html: safe }} />;
}
