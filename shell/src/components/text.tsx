import type { CSSProperties, ReactNode } from 'react';
import './text.css';

export interface TextProps {
  children: ReactNode;
  /** `secondary`: the theme's description colour (labels beside figures), as Typography's secondary. */
  tone?: 'default' | 'secondary';
  strong?: boolean;
  /** One line, cut with an ellipsis when it does not fit. */
  ellipsis?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * Inline text in the theme's colours, for what the shell paints first (header, footer).
 * antd's Typography would bring its editable and copyable parts (Input, Form, Tooltip, about
 * 45 KiB brotli) onto every page's critical path for a styled span.
 */
export function Text({ children, tone = 'default', strong = false, ellipsis = false, style, ...rest }: TextProps) {
  const className = ['shell-text', tone === 'secondary' && 'shell-text--secondary', strong && 'shell-text--strong', ellipsis && 'shell-text--ellipsis'].filter(Boolean).join(' ');
  return (
    <span className={className} style={style} data-testid={rest['data-testid']}>
      {children}
    </span>
  );
}
