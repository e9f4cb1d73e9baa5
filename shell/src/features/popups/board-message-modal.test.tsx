import { screen } from '@testing-library/react';
import { createTestPlatform, renderWithShell } from '../../test/test-platform';
import { BoardMessageModal } from './board-message-modal';

describe('board-message modal', () => {
  it('is a named dialog while the announcement loads, then named by its title', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { platform } = createTestPlatform({
      '/api/v1/core/board-message/get': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithShell(<BoardMessageModal params={{ id: '12' }} onClose={() => undefined} />, { platform, path: '/?modal=board-message&modal.id=12' });
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
    answer({ id: 12, type: 'popup', title: 'New games', content: '<p>Try them</p>', created_at: '' });
    expect(await screen.findByRole('dialog', { name: 'New games' })).toBeInTheDocument();
  });
});
