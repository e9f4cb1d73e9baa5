import { render, screen } from '@testing-library/react';
import { AnnouncementIcon, BoltIcon, ChevronLeftIcon, ChevronRightIcon, ClearIcon, CrownIcon, MenuIcon, SearchIcon, SpinnerIcon } from './icons';

const ICONS = { AnnouncementIcon, BoltIcon, ChevronLeftIcon, ChevronRightIcon, ClearIcon, CrownIcon, MenuIcon, SearchIcon, SpinnerIcon };

test.each(Object.entries(ICONS))('%s is a drawing in the text colour that a screen reader skips, so its button keeps its own name', (_name, Icon) => {
  render(
    <button type="button" aria-label="Menu">
      <Icon className="extra" />
    </button>,
  );
  const svg = screen.getByRole('button', { name: 'Menu' }).querySelector('svg')!;
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('focusable', 'false');
  expect(svg).toHaveAttribute('stroke', 'currentColor');
  expect(svg.getAttribute('class')).toBe(Icon === SpinnerIcon ? 'site-icon site-icon--spin extra' : 'site-icon extra');
  expect(svg.querySelectorAll('path, circle').length).toBeGreaterThan(0);
});
