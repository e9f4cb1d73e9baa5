import { useId } from 'react';
import './segmented-choice.css';

export interface SegmentedChoiceProps<T extends string> {
  /** The group's accessible name ("Language", "Game type"). */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  size?: 'small' | 'middle';
}

/**
 * One of a few options, side by side: a group of radio buttons (arrow keys move between them),
 * drawn as antd's Segmented is in the site's theme, without it.
 */
export function SegmentedChoice<T extends string>({ label, options, value, onChange, size = 'middle' }: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={`segmented-choice${size === 'small' ? ' segmented-choice--small' : ''}`}>
      {options.map((option) => (
        <label key={option.value} className="segmented-choice__option">
          <input className="segmented-choice__input" type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span className="segmented-choice__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
