import type { ReactNode } from 'react';
import './themed-text.css';

/**
 * The theme's text colour, size, line height, font and link colours for everything the site
 * renders, what antd's `App` wrapper gives; `App` itself would put message, notification and
 * Modal on every page's critical path (the platform's feedback host shows those after the first
 * paint). Plain CSS: reading antd's token here would need antd's theme before the first paint.
 */
export function ThemedText({ children }: { children: ReactNode }) {
  return <div className="shell-themed-text">{children}</div>;
}
