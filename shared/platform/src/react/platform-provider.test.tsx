import { act, render, screen } from '@testing-library/react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { createPlatform } from '../create-platform';
import type { Platform } from '../platform';
import { antdThemeOf, SITE_CSS_VAR_KEY } from './antd-config';
import { AntdScope } from './antd-scope';
import { useLanguage, usePlatform } from './hooks';
import { PlatformProvider } from './platform-provider';

let platform: Platform;

beforeEach(() => {
  localStorage.clear();
  platform = createPlatform({ apiBase: 'http://api.test', navigate: jest.fn() });
});

afterEach(() => platform.dispose());

function Probe() {
  const { language, setLanguage } = useLanguage();
  const { t } = useTranslation();
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return (
    <div>
      <span data-testid="lang">{language}</span>
      <span data-testid="antd">{locale?.locale}</span>
      <span data-testid="message">{t('errors.generic')}</span>
      <button onClick={() => void setLanguage('en')}>English</button>
    </div>
  );
}

describe('PlatformProvider', () => {
  it('provides Korean messages by default, and no antd provider: the member pages are plain markup', () => {
    render(
      <PlatformProvider platform={platform}>
        <Probe />
      </PlatformProvider>,
    );
    expect(screen.getByTestId('lang').textContent).toBe('ko');
    expect(screen.getByTestId('message').textContent).toBe('오류가 발생했습니다');
    expect(screen.getByTestId('antd').textContent).toBe('');
  });

  it("opens antd's provider in a scope, with the language's locale, and follows a change of language", async () => {
    render(
      <PlatformProvider platform={platform}>
        <AntdScope>
          <Probe />
        </AntdScope>
      </PlatformProvider>,
    );
    expect(await screen.findByTestId('antd')).toHaveTextContent('ko');
    await act(async () => screen.getByRole('button', { name: 'English' }).click());
    expect(screen.getByTestId('lang').textContent).toBe('en');
    expect(screen.getByTestId('antd').textContent).toBe('en');
    expect(screen.getByTestId('message').textContent).toBe('An error occurred');
  });

  it("gives a scope the site's theme (antd's dark algorithm when dark) and the page's nonce; a scope inside it adds nothing", async () => {
    function ThemeProbe() {
      const { theme, csp } = useContext(ConfigProvider.ConfigContext);
      return (
        <span data-testid="theme">
          {String(theme?.token?.colorPrimary)} {String(theme?.algorithm === antdTheme.darkAlgorithm)} {csp?.nonce}
        </span>
      );
    }
    const contexts: unknown[] = [];
    function ContextProbe() {
      contexts.push(useContext(ConfigProvider.ConfigContext));
      return <span data-testid="inner" />;
    }
    render(
      <PlatformProvider platform={platform} theme={{ dark: true, token: { colorPrimary: '#d4a017' } }} nonce="n0nce">
        <AntdScope>
          <ThemeProbe />
          <ContextProbe />
          <AntdScope>
            <ContextProbe />
          </AntdScope>
        </AntdScope>
      </PlatformProvider>,
    );
    expect(await screen.findByTestId('theme')).toHaveTextContent('#d4a017 true n0nce');
    expect(screen.getAllByTestId('inner')).toHaveLength(2);
    // The inner scope opened no provider of its own: both read the outer one's context.
    expect(contexts.at(-1)).toBe(contexts.at(-2));
  });

  it("writes the theme's CSS variables under one key, whichever scope opens first", () => {
    expect(antdThemeOf({ dark: true })?.cssVar).toEqual({ key: SITE_CSS_VAR_KEY });
    expect(antdThemeOf({ token: { colorPrimary: '#d4a017' } })).toEqual({ token: { colorPrimary: '#d4a017' }, cssVar: { key: SITE_CSS_VAR_KEY } });
  });

  it('starts the realtime connection in the background after rendering', () => {
    jest.useFakeTimers();
    try {
      const withRealtime = createPlatform({ apiBase: 'http://api.test', navigate: jest.fn(), firebase: { apiKey: 'key', databaseURL: 'https://db.test' } });
      expect(withRealtime.realtime.status).toBe('idle');
      render(<PlatformProvider platform={withRealtime} />);
      expect(withRealtime.realtime.status).toBe('starting');
      expect(withRealtime.realtime.database).toBeNull();
      withRealtime.dispose();
    } finally {
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });

  it('usePlatform explains what is missing outside the provider', () => {
    function Orphan() {
      usePlatform();
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/PlatformProvider/);
  });
});
