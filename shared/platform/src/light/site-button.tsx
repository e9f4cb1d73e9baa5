import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './site-button.css';

export interface SiteButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** primary: gold, the one action that matters; danger: red outline (log-out); text: no border. */
  kind?: 'primary' | 'default' | 'danger' | 'text';
  size?: 'small' | 'middle';
  /** As wide as its container (the phone drawer's list). */
  block?: boolean;
  icon?: ReactNode;
  /** A small red dot in the corner: something waits behind the button. */
  dot?: boolean;
  children?: ReactNode;
}

/**
 * The classes of a site button, for a link that should look like one (a way home that works
 * before the page's script, or without it).
 */
export function siteButtonClassName({ kind = 'default', size = 'middle', block = false }: Pick<SiteButtonProps, 'kind' | 'size' | 'block'> = {}): string {
  return ['site-button', `site-button--${kind}`, size === 'small' && 'site-button--small', block && 'site-button--block'].filter(Boolean).join(' ');
}

/**
 * A button of the member site's first paint (header), looking as antd's does in the site's
 * theme: plain markup and a stylesheet, without antd's component and the CSS-in-JS it writes
 * into every page at run time. antd's Button stays for dialogs and the back-office.
 */
export function SiteButton({ kind = 'default', size = 'middle', block = false, icon, dot = false, children, className, ...rest }: SiteButtonProps) {
  const classes = [siteButtonClassName({ kind, size, block }), icon && !children && 'site-button--icon-only', className];
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} {...rest}>
      {icon && (
        <span className="site-button__icon" aria-hidden>
          {icon}
        </span>
      )}
      {children}
      {dot && <span className="site-button__dot" data-testid="button-dot" />}
    </button>
  );
}
