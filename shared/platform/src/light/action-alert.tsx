import type { CSSProperties, ReactNode } from 'react';
import { SiteButton } from './site-button';
import './action-alert.css';

export interface ActionAlertProps {
  type: 'warning' | 'error';
  title: ReactNode;
  /** A second line under the title (the server's message). */
  description?: ReactNode;
  /** alert: something failed and the visitor should hear it now; status: a state that may pass. */
  role: 'alert' | 'status';
  style?: CSSProperties;
  actionLabel: string;
  /** None: the alert offers nothing to do. */
  onAction?: (() => void) | null;
  actionDisabled?: boolean;
}

/** A filled circle with an exclamation mark (warning) or a cross (error), in the alert's colour. */
const marks = {
  warning: <path d="M8 4v5M8 11.5v.5" />,
  error: <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" />,
};

function AlertIcon({ type }: { type: ActionAlertProps['type'] }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" focusable="false">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <g className="action-alert__mark">{marks[type]}</g>
    </svg>
  );
}

/**
 * A notice with its icon and at most one thing to do about it (retry, reload), as a small button.
 * Plain markup in antd's Alert's look: it is on the start-up path (the offline notice, a remote's
 * unavailable box), where antd's Alert and Button would load and write their CSS-in-JS.
 */
export function ActionAlert({ type, title, description, role, style, actionLabel, onAction, actionDisabled }: ActionAlertProps) {
  const described = description !== undefined && description !== null && description !== '';
  return (
    <div role={role} className={`action-alert action-alert--${type}${described ? ' action-alert--described' : ''}`} style={style}>
      <span className="action-alert__icon" aria-hidden>
        <AlertIcon type={type} />
      </span>
      <div className="action-alert__content">
        <div className="action-alert__title">{title}</div>
        {described && <div className="action-alert__description">{description}</div>}
      </div>
      {onAction && (
        <SiteButton size="small" disabled={actionDisabled} onClick={onAction}>
          {actionLabel}
        </SiteButton>
      )}
    </div>
  );
}
