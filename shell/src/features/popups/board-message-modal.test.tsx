import { boardMessageGet, type DataOf } from '@casino/contract';
import { ApiError } from '@casino/platform';
import { screen } from '@testing-library/react';
import { answer, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { BoardMessageModal } from './board-message-modal';
import { BoardMessageStore } from './board-message-store';

const message = (id: number): DataOf<typeof boardMessageGet> => ({ id, type: 'notice', title: `Notice ${id}`, content: `<p>Body <b>${id}</b></p><script>bad()</script>`, created_at: '' });

describe('board message dialog', () => {
  it('shows the announcement with its HTML sanitized', async () => {
    const { platform } = createTestPlatform([answer(boardMessageGet, ({ query }) => message(query.id))]);
    renderWithShell(<BoardMessageModal params={{ id: '12' }} onClose={jest.fn()} />, { platform });
    expect(await screen.findByText('Notice 12')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('is a named dialog while the announcement loads, then named by its title', async () => {
    let reply: (value: DataOf<typeof boardMessageGet>) => void = () => undefined;
    const { platform } = createTestPlatform([answer(boardMessageGet, () => new Promise((resolve) => (reply = resolve)))]);
    renderWithShell(<BoardMessageModal params={{ id: '12' }} onClose={jest.fn()} />, { platform });
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
    reply(message(12));
    expect(await screen.findByRole('dialog', { name: 'Notice 12' })).toBeInTheDocument();
  });

  it("shows the server's message when the announcement cannot be read", async () => {
    const { platform } = createTestPlatform([answer(boardMessageGet, () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'No such announcement')))]);
    renderWithShell(<BoardMessageModal params={{ id: '12' }} onClose={jest.fn()} />, { platform });
    expect(await screen.findByText('No such announcement')).toBeInTheDocument();
  });

  it('answers a malformed id with the generic error, without asking the server', async () => {
    const { platform, call } = createTestPlatform();
    renderWithShell(<BoardMessageModal params={{ id: 'abc' }} onClose={jest.fn()} />, { platform });
    expect(await screen.findByText('Error occurred')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('never lets the answer for an older id replace a newer one', async () => {
    const answers = new Map<number, () => void>();
    const { platform } = createTestPlatform([
      answer(boardMessageGet, ({ query: { id } }) => {
        return new Promise((resolve) => answers.set(id, () => resolve(message(id))));
      }),
    ]);
    const store = new BoardMessageStore(platform.http);
    const older = store.load(1);
    const newer = store.load(2);
    answers.get(2)!();
    await newer;
    answers.get(1)!();
    await older;
    expect(store.state).toMatchObject({ status: 'shown', title: 'Notice 2' });
  });
});
