import { Typography } from 'antd';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** An announcement's HTML body, sanitized. */
export function BoardMessageContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      <div className="board-message-content" style={{ maxHeight: '60vh', overflowY: 'auto' }} dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
