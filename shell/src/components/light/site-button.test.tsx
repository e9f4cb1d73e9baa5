import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import { shellTheme } from '../../app/theme';
import { SiteButton } from './site-button';

describe('site button', () => {
  it('is a button that submits nothing, named by its label or its aria-label, and calls onClick', async () => {
    const clicked = jest.fn();
    render(
      <form onSubmit={() => clicked('submitted')}>
        <SiteButton kind="primary" onClick={() => clicked('clicked')}>
          Log in
        </SiteButton>
        <SiteButton kind="text" icon={<svg />} aria-label="Menu" dot />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(clicked.mock.calls).toEqual([['clicked']]);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('type', 'button');
    expect(menu).toHaveClass('site-button--icon-only');
    expect(screen.getByTestId('button-dot')).toBeInTheDocument();
  });

  it('is drawn in the colours antd derives from the shell theme (the stylesheet names them; this keeps it honest)', () => {
    const css = readFileSync(path.join(__dirname, 'site-button.css'), 'utf8').toLowerCase();
    const token = theme.getDesignToken(shellTheme);
    for (const colour of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive, token.colorError, token.colorErrorHover, token.colorBorder, token.colorBgContainer]) {
      expect(css).toContain(colour.toLowerCase());
    }
  });
});
