import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderWithShell } from '../test/test-platform';
import { LanguageSwitch } from './language-switch';

describe('language switch', () => {
  it('is a named group of two radio buttons, each language in its own words, the current one checked', async () => {
    const { platform } = createTestPlatform();
    await act(() => platform.i18n.setLanguage('ko'));
    renderWithShell(<LanguageSwitch />, { platform });
    const group = await screen.findByRole('radiogroup', { name: '언어' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '한국어' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
  });

  it('turns the site to the language clicked', async () => {
    const { platform } = createTestPlatform();
    await act(() => platform.i18n.setLanguage('ko'));
    renderWithShell(<LanguageSwitch />, { platform });
    await userEvent.click(await screen.findByText('English'));
    expect(platform.i18n.language).toBe('en');
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('moves between the languages with the arrow keys, as any radio group', async () => {
    const { platform } = createTestPlatform();
    await act(() => platform.i18n.setLanguage('en'));
    renderWithShell(<LanguageSwitch />, { platform });
    await userEvent.tab();
    expect(await screen.findByRole('radio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(platform.i18n.language).toBe('ko');
    expect(screen.getByRole('radio', { name: '한국어' })).toBeChecked();
  });
});
