import { screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { ServerConnectionContext } from '../../connection/connection-context';
import { ServerConnection } from '../../connection/server-connection';
import { buildRoutes } from '../../routes/router';
import { createTestPlatform, renderWithShell } from '../../test/test-platform';
import { RouteError } from './route-error';

function Layout() {
  return (
    <>
      <header>site header</header>
      <Outlet />
    </>
  );
}

function BrokenPage(): never {
  throw new Error('Loading chunk 467 failed.');
}

describe('route error element', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the site’s own message inside the layout, never react-router’s default screen', async () => {
    const { platform } = createTestPlatform();
    renderWithShell(null, {
      platform,
      routes: [{ element: <Layout />, errorElement: <RouteError />, children: [{ path: '*', element: <BrokenPage />, errorElement: <RouteError /> }] }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown.');
    expect(screen.getByText('site header')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });

  it('offers no reload while the server cannot be reached (it would open the browser’s error page)', async () => {
    const { platform } = createTestPlatform();
    const connection = new ServerConnection(async () => false);
    connection.reportUnreachable();
    renderWithShell(
      null,
      {
        platform,
        routes: [
          {
            element: (
              <ServerConnectionContext.Provider value={connection}>
                <Outlet />
              </ServerConnectionContext.Provider>
            ),
            children: [{ path: '*', element: <BrokenPage />, errorElement: <RouteError /> }],
          },
        ],
      },
    );
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('is on every layout and every page of the route table', () => {
    const layouts = buildRoutes();
    expect(layouts.length).toBeGreaterThan(0);
    for (const layout of layouts) {
      expect(layout.errorElement).toBeDefined();
      for (const page of layout.children ?? []) expect(page.errorElement).toBeDefined();
    }
  });
});
