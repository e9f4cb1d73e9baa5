import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createPlatform } from '../create-platform';
import type { Platform } from '../platform';
import { PlatformProvider } from './platform-provider';
import { useFeedback } from './use-feedback';

let platform: Platform;

beforeEach(() => {
  platform = createPlatform({ apiBase: 'http://api.test', navigate: jest.fn() });
});

afterEach(() => platform.dispose());

function Buttons() {
  const { messages, ask } = useFeedback();
  const [answer, setAnswer] = useState('none');
  return (
    <div>
      <button onClick={() => messages.success('Saved')}>say</button>
      <button
        onClick={() => void ask({ title: 'Delete?', content: 'For good', okText: 'Delete', cancelText: 'Keep' }).then((yes) => setAnswer(String(yes)))}
      >
        ask
      </button>
      <output>{answer}</output>
    </div>
  );
}

function renderButtons() {
  render(
    <PlatformProvider platform={platform}>
      <Buttons />
    </PlatformProvider>,
  );
}

describe('useFeedback', () => {
  it('shows a message through the host the provider mounts for it', async () => {
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'say' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('asks for confirmation and answers true when confirmed', async () => {
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  });

  it('answers false when the platform closes every dialog (a 401)', async () => {
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByText('For good')).toBeInTheDocument();
    act(() => platform.modals.closeAll());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  });

  it('mounts the host (antd) only when a message or dialog is asked for, not when the page loads', async () => {
    const attach = jest.spyOn(platform.feedback, 'attach');
    renderButtons();
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(attach).not.toHaveBeenCalled();
    expect(platform.feedback.isWanted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'say' }));
    expect(platform.feedback.isWanted).toBe(true);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(attach).toHaveBeenCalledTimes(1);
  });
});
