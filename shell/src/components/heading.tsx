import type { CSSProperties, ReactNode } from 'react';
import './heading.css';

/**
 * A level-4 heading in the theme's heading style, for what the shell may render on the critical
 * path (a remote's unavailable box); antd's Typography would bring its editable parts with it.
 */
export function Heading4({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <h4 className="shell-heading shell-heading--4" style={style}>
      {children}
    </h4>
  );
}

/** The page's level-1 heading in the theme's style, for a page the shell fills itself (a remote page's unavailable box). */
export function Heading1({ children }: { children: ReactNode }) {
  return <h1 className="shell-heading shell-heading--page">{children}</h1>;
}
