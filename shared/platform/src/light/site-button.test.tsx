import { fireEvent, render, screen } from '@testing-library/react';
import { SiteButton, siteButtonClassName } from './site-button';

describe('site button', () => {
  it('is a button that submits nothing, named by its label or its aria-label, and calls onClick', () => {
    const clicked = jest.fn();
    render(
      <form onSubmit={() => clicked('submitted')}>
        <SiteButton kind="primary" onClick={() => clicked('clicked')}>
          Log in
        </SiteButton>
        <SiteButton kind="text" icon={<svg />} aria-label="Menu" dot />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(clicked.mock.calls).toEqual([['clicked']]);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('type', 'button');
    expect(menu).toHaveClass('site-button--icon-only');
    expect(screen.getByTestId('button-dot')).toBeInTheDocument();
  });

  it('gives a link the look of a button of its kind, size and width', () => {
    expect(siteButtonClassName()).toBe('site-button site-button--default');
    expect(siteButtonClassName({ kind: 'primary', size: 'small', block: true })).toBe('site-button site-button--primary site-button--small site-button--block');
  });
});
