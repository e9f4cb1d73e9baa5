import { fireEvent, render, screen } from '@testing-library/react';
import { LightDialog } from './light-dialog';

const cancel = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

describe('LightDialog', () => {
  it('is a modal dialog named by its title, with its content, footer and a named close button', () => {
    const onClose = jest.fn();
    render(
      <LightDialog title="Notice" closeLabel="Close" onClose={onClose} footer={<button>Done</button>}>
        <p>Body text</p>
      </LightDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    // Focus on the dialog, not on its first button (where the browser would put it).
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Notice' })).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Esc (the cancel event, whose default it takes) and, when asked, on a click outside', () => {
    const onClose = jest.fn();
    render(
      <LightDialog title="Notice" closeLabel="Close" closeOnBackdrop onClose={onClose}>
        <p>Body text</p>
      </LightDialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(cancel(dialog)).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    // A click on the panel's content is not outside.
    fireEvent.click(screen.getByText('Body text'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays on a click outside unless asked to close there', () => {
    const onClose = jest.fn();
    render(<LightDialog title="Notice" closeLabel="Close" onClose={onClose} />);
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no way out when not closable: no close button, Esc refused, and open again if the browser closes it', () => {
    const onClose = jest.fn();
    render(<LightDialog title="Maintenance" closeLabel="Close" closable={false} closeOnBackdrop onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Maintenance' }) as HTMLDialogElement;
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(cancel(dialog)).toBe(false);
    dialog.close();
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('counts a close by the browser as closed when closable, and closes itself when unmounted', () => {
    const onClose = jest.fn();
    const { unmount } = render(<LightDialog title="Notice" closeLabel="Close" onClose={onClose} />);
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    dialog.close();
    expect(onClose).toHaveBeenCalledTimes(1);
    const other = render(<LightDialog title="Other" closeLabel="Close" onClose={onClose} />);
    const second = screen.getByRole('dialog', { name: 'Other' }) as HTMLDialogElement;
    other.unmount();
    expect(second.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
  });
});
