import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { SegmentedChoice } from './segmented-choice';

const options = [
  { value: 'casino', label: 'Casino' },
  { value: 'slot', label: 'Slot' },
] as const;

describe('segmented choice', () => {
  it('is a named radio group with the value checked, and says which option was chosen', () => {
    const chosen = jest.fn();
    render(<SegmentedChoice label="Game type" options={options} value="slot" onChange={chosen} />);
    expect(screen.getByRole('radiogroup', { name: 'Game type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Slot' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Casino' })).not.toBeChecked();
    fireEvent.click(screen.getByText('Casino'));
    expect(chosen).toHaveBeenCalledWith('casino');
  });

  it('keeps two groups on one page apart (each its own radio name)', () => {
    render(
      <>
        <SegmentedChoice label="First" options={options} value="slot" onChange={() => {}} />
        <SegmentedChoice label="Second" options={options} value="casino" onChange={() => {}} />
      </>,
    );
    const [first, second] = screen.getAllByRole('radio', { name: 'Slot' });
    expect(first!.getAttribute('name')).not.toBe(second!.getAttribute('name'));
    expect(first).toBeChecked();
    expect(second).not.toBeChecked();
  });

  it('draws its choice and focus with sibling selectors, which every browser the site supports knows', () => {
    const css = readFileSync(path.join(__dirname, 'segmented-choice.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).not.toContain(':has(');
    expect(css).toContain('.segmented-choice__input:checked + .segmented-choice__label');
    expect(css).toContain('.segmented-choice__input:focus-visible + .segmented-choice__label');
  });
});
