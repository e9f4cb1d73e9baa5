import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';
import { createPlatform } from '../create-platform';
import { AntdScope } from './antd-scope';
import { PlatformProvider } from './platform-provider';

function LocaleProbe() {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return <span data-testid="antd">{locale?.locale}</span>;
}

// Its own file: antd's provider must not be loaded yet by an earlier test.
it("starts the download of what a scope wraps at once, before antd's provider is there", async () => {
  const platform = createPlatform({ apiBase: 'http://api.test', navigate: jest.fn() });
  const preload = jest.fn(() => Promise.reject(new Error('offline')));
  render(
    <PlatformProvider platform={platform}>
      <AntdScope preload={preload}>
        <LocaleProbe />
      </AntdScope>
    </PlatformProvider>,
  );
  // The provider is still on its way, so nothing inside has rendered; the wrapped code is asked for already.
  expect(screen.queryByTestId('antd')).toBeNull();
  expect(preload).toHaveBeenCalled();
  // A failed download stays quiet here (the wrapped area's own import reports it) and the scope opens.
  expect(await screen.findByTestId('antd')).toHaveTextContent('ko');
  platform.dispose();
});
