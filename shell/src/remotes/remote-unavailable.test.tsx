import { act, screen } from '@testing-library/react';
import { ServerConnectionContext } from '../connection/connection-context';
import { ServerConnection } from '../connection/server-connection';
import { createTestPlatform, renderWithShell } from '../test/test-platform';
import { RemoteUnavailable } from './remote-unavailable';

function renderUnavailable(connection: ServerConnection, onRetry: () => void) {
  const { platform } = createTestPlatform();
  return renderWithShell(
    <ServerConnectionContext.Provider value={connection}>
      <RemoteUnavailable onRetry={onRetry} />
    </ServerConnectionContext.Provider>,
    { platform },
  );
}

const spinnerIn = (container: HTMLElement) => container.querySelector('[aria-busy="true"]');

describe('RemoteUnavailable', () => {
  it('during an outage leaves the word to the offline notice: the spinner, no box; the retry comes by itself when the server is back', async () => {
    const server = { up: true };
    const connection = new ServerConnection(async () => server.up);
    const retry = jest.fn();
    const { container } = renderUnavailable(connection, retry);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable.');
    expect(spinnerIn(container)).toBeNull();

    server.up = false;
    act(() => connection.reportUnreachable());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(spinnerIn(container)).not.toBeNull();
    expect(retry).not.toHaveBeenCalled();

    server.up = true;
    await act(() => connection.check());
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
