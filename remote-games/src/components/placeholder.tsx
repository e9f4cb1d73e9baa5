import type { CSSProperties } from 'react';
import './placeholder.css';

/**
 * A shimmering block where content is on its way (banners, tiles, a brand's name): plain markup
 * rather than antd's Skeleton, which would load with the member's first page for a moment's use.
 */
export function Placeholder({ style, label }: { style?: CSSProperties; label?: string }) {
  return label ? <div className="games-placeholder" style={style} role="status" aria-label={label} /> : <div className="games-placeholder" style={style} />;
}
