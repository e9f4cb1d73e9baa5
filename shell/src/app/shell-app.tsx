import { PlatformProvider, type Platform } from '@casino/platform';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { RemoteLoaderContext } from '../remotes/remote-context';
import { type RemoteLoader } from '../remotes/remote-loader';
import { buildRoutes } from '../routes/router';
import { Root } from './root';
import { shellTheme } from './theme';

export function createShellRouter(onNavigate: () => void) {
  return createBrowserRouter([{ element: <Root onNavigate={onNavigate} />, children: buildRoutes() }]);
}

export interface ShellAppProps {
  platform: Platform;
  loader: RemoteLoader;
  router: ReturnType<typeof createShellRouter>;
}

/** Providers in order: platform (i18n, antd locale), theme, antd's message/modal context, remotes, routes. */
export function ShellApp({ platform, loader, router }: ShellAppProps) {
  return (
    <PlatformProvider platform={platform}>
      <ConfigProvider theme={shellTheme}>
        <AntApp>
          <RemoteLoaderContext.Provider value={loader}>
            <RouterProvider router={router} />
          </RemoteLoaderContext.Provider>
        </AntApp>
      </ConfigProvider>
    </PlatformProvider>
  );
}
