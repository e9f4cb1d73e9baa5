import { Select } from 'antd';
import { usePermissionsTranslation } from '../../../i18n/use-permissions-translation';
import type { RuleChoice } from '../store/permissions-store';

const CHOICES: RuleChoice[] = ['allow', 'deny', 'inherit'];

interface RuleSelectProps {
  /** What the rule is about, for its accessible name ('Slot', 'Pragmatic Play'). */
  target: string;
  value: RuleChoice;
  saving: boolean;
  disabled: boolean;
  onChange: (choice: RuleChoice) => void;
}

/**
 * The account's own rule for one type or brand. A select, not radio buttons: arrow keys only move
 * through the options, and nothing is sent until one is chosen.
 */
export function RuleSelect({ target, value, saving, disabled, onChange }: RuleSelectProps) {
  const { t } = usePermissionsTranslation();
  return (
    <Select<RuleChoice>
      size="small"
      className="games-permissions-rule"
      aria-label={t('ruleFor', { target })}
      value={value}
      loading={saving}
      disabled={disabled}
      popupMatchSelectWidth={false}
      onChange={onChange}
      options={CHOICES.map((choice) => ({ value: choice, label: t(`choices.${choice}`) }))}
    />
  );
}
