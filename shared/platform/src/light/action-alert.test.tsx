import { fireEvent, render, screen } from '@testing-library/react';
import { ActionAlert } from './action-alert';

describe('action alert', () => {
  it('says its title in its role and offers its one action, which answers clicks', () => {
    const retried = jest.fn();
    render(<ActionAlert role="alert" type="warning" title="This section is unavailable." actionLabel="Retry" onAction={retried} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toHaveBeenCalledTimes(1);
  });

  it('offers no button without an action, and a disabled one that cannot be clicked when told', () => {
    const { rerender } = render(<ActionAlert role="status" type="error" title="Failed" actionLabel="Reload" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const reload = jest.fn();
    rerender(<ActionAlert role="status" type="error" title="Failed" actionLabel="Reload" onAction={reload} actionDisabled />);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).not.toHaveBeenCalled();
  });

  it('puts a description under its title, and none when the server gave no message', () => {
    const { rerender } = render(<ActionAlert role="alert" type="error" title="Could not load the lobby." description="Under maintenance" actionLabel="Retry" onAction={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the lobby.Under maintenance');
    expect(screen.getByRole('alert')).toHaveClass('action-alert--described');
    rerender(<ActionAlert role="alert" type="error" title="Could not load the lobby." description={null} actionLabel="Retry" onAction={() => {}} />);
    expect(screen.getByRole('alert')).not.toHaveClass('action-alert--described');
  });
});
