import type { ReactNode } from 'react';
import './icons.css';

export interface IconProps {
  className?: string;
}

/**
 * One line icon, drawn on a 24-unit grid in the text's colour. Decorative: the control that
 * holds it carries the name (a screen reader hears the button, never the drawing).
 */
function LineIcon({ className, spin = false, children }: IconProps & { spin?: boolean; children: ReactNode }) {
  const classes = ['site-icon', spin && 'site-icon--spin', className].filter(Boolean).join(' ');
  return (
    <svg className={classes} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Three bars: the menu of a phone's header. */
export const MenuIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M15 5l-7 7 7 7" />
  </LineIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M9 5l7 7-7 7" />
  </LineIcon>
);

/** A lens: a search field's mark. */
export const SearchIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5L21 21" />
  </LineIcon>
);

/** A cross in a ring: clears what was typed. */
export const ClearIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </LineIcon>
);

/** A cross: close. */
export const CloseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
);

/** Three quarters of a ring, turning: something is on its way. */
export const SpinnerIcon = (props: IconProps) => (
  <LineIcon {...props} spin>
    <path d="M12 3a9 9 0 1 1-9 9" />
  </LineIcon>
);

/** A loudspeaker: the site's announcements. */
export const AnnouncementIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 10v4h4l7 5V5L7 10H3z" />
    <path d="M17.5 8.5a5 5 0 0 1 0 7" />
  </LineIcon>
);

/** A crown: the casino's tables. */
export const CrownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z" />
  </LineIcon>
);

/** A bolt: the slots. */
export const BoltIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M13 2L4 14h7l-1 8 9-12h-7l1-8z" />
  </LineIcon>
);
