import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A level-4 heading in the theme's heading style, for what the shell may render on the critical
 * path (a remote's unavailable box); antd's Typography would bring its editable parts with it.
 */
export function Heading4({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <h4
      style={{
        color: token.colorTextHeading,
        fontSize: token.fontSizeHeading4,
        lineHeight: token.lineHeightHeading4,
        fontWeight: token.fontWeightStrong,
        marginBottom: '0.5em',
        ...style,
      }}
    >
      {children}
    </h4>
  );
}

/** The page's level-1 heading in the theme's style, for a page the shell fills itself (a remote page's unavailable box). */
export function Heading1({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <h1 style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong, margin: '0 0 0.5em' }}>{children}</h1>;
}

