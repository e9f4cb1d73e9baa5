import { fireEvent, render, screen } from '@testing-library/react';
import { maxLengthOf, staffRoundClose } from '@casino/contract';
import { act } from 'react';
import { ReasonField } from './reason-field';
import { RequiredReason } from './required-reason';

const field = (reason: RequiredReason) =>
  render(<ReasonField reason={reason} label="Reason" hint="Why, and what you checked." missingText="Please enter the reason." maxLength={maxLengthOf(staffRoundClose.body, 'reason')} />);

describe('ReasonField', () => {
  it('is named by its label and described by its hint, and types into the reason', () => {
    const reason = new RequiredReason();
    field(reason);
    const box = screen.getByRole('textbox', { name: 'Reason' });
    expect(box).toHaveAccessibleDescription('Why, and what you checked.');
    expect(box).toHaveAttribute('aria-required', 'true');
    fireEvent.change(box, { target: { value: 'outage' } });
    expect(reason.text).toBe('outage');
    expect(screen.getByText('6 / 500')).toBeInTheDocument();
  });

  it('says at once, as an alert tied to the field, that an empty reason is missing, until one is typed', () => {
    const reason = new RequiredReason();
    field(reason);
    act(() => void reason.take());
    const box = screen.getByRole('textbox', { name: 'Reason' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the reason.');
    expect(box).toHaveAccessibleDescription('Please enter the reason.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(box, { target: { value: 'x' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
  });
});
