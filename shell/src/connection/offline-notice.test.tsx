import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderWithShell } from '../test/test-platform';
import { ServerConnectionContext } from './connection-context';
import { OfflineNotice } from './offline-notice';
import { ServerConnection } from './server-connection';

function renderNotice(connection: ServerConnection) {
  const { platform } = createTestPlatform();
  renderWithShell(
    <ServerConnectionContext.Provider value={connection}>
      <OfflineNotice />
    </ServerConnectionContext.Provider>,
    { platform },
  );
  return platform;
}

describe('OfflineNotice', () => {
  it('is a status message while the server is away, in English and Korean, and goes when it is back', async () => {
    const server = { up: false };
    const connection = new ServerConnection(async () => server.up);
    const platform = renderNotice(connection);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => connection.reportUnreachable());
    expect(screen.getByRole('status')).toHaveTextContent('The server cannot be reached. Reconnecting...');
    await act(() => platform.i18n.setLanguage('ko'));
    expect(screen.getByRole('status')).toHaveTextContent('서버에 연결할 수 없습니다. 다시 연결하는 중입니다...');

    server.up = true;
    await userEvent.click(screen.getByRole('button', { name: '지금 다시 시도' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
