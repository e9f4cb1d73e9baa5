import type { ReactNode } from 'react';
import './result-panel.css';

/**
 * A whole page that is only an answer (not found, no permission): its title is the page's h1,
 * a line under it, and the one way on (`children`: a link or a button). antd's Result without
 * its illustration, which would load with a server-rendered 404 page for decoration only.
 */
export function ResultPanel({ title, subTitle, children }: { title: ReactNode; subTitle: ReactNode; children?: ReactNode }) {
  return (
    <section className="result-panel">
      <h1 className="result-panel__title">{title}</h1>
      <p className="result-panel__sub-title">{subTitle}</p>
      {children && <div className="result-panel__actions">{children}</div>}
    </section>
  );
}
