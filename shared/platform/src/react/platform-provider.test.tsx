import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { createPlatform } from '../create-platform';
import type { Platform } from '../platform';
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
  it('provides Korean messages and the Korean antd locale by default', () => {
    render(
      <PlatformProvider platform={platform}>
        <Probe />
      </PlatformProvider>,
    );
    expect(screen.getByTestId('lang').textContent).toBe('ko');
    expect(screen.getByTestId('antd').textContent).toBe('ko');
    expect(screen.getByTestId('message').textContent).toBe('오류가 발생했습니다');
  });

  it('re-renders messages and the antd locale when the language changes', async () => {
    render(
      <PlatformProvider platform={platform}>
        <Probe />
      </PlatformProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'English' }).click());
    expect(screen.getByTestId('lang').textContent).toBe('en');
    expect(screen.getByTestId('antd').textContent).toBe('en');
    expect(screen.getByTestId('message').textContent).toBe('An error occurred');
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
