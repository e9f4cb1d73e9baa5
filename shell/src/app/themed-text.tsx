import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import './themed-text.css';

/**
 * The theme's text colour, size, line height, font and link colours for everything the site
 * renders, what antd's `App` wrapper gives; `App` itself would put message, notification and
 * Modal on every page's critical path (the platform's feedback host shows those after the first paint).
 */
export function ThemedText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const style = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
    '--shell-link': token.colorLink,
    '--shell-link-hover': token.colorLinkHover,
    '--shell-link-active': token.colorLinkActive,
  } as CSSProperties;
  return (
    <div className="shell-themed-text" style={style}>
      {children}
    </div>
  );
}
