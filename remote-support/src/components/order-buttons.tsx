import { Button, Space } from 'antd';
import { useStaffTranslation } from '../i18n/staff/use-staff-translation';

interface OrderButtonsProps {
  /** The row's name, for the buttons' accessible names ("Move Spring event up"). */
  name: string;
  id: number;
  moves: { up: boolean; down: boolean };
  disabled?: boolean;
  onMove: (step: -1 | 1) => Promise<unknown>;
}

/** Refocuses the moved row's button once the rows are redrawn (moving DOM rows drops the focus). */
function refocus(id: number, step: -1 | 1) {
  setTimeout(() => {
    const buttons = [step, -step].map((s) => document.querySelector<HTMLButtonElement>(`button[data-order-id="${id}"][data-order-step="${s}"]`));
    buttons.find((button) => button && !button.disabled)?.focus();
  }, 0);
}

/** Up and down buttons for a row in a display order: plain buttons, so the keyboard moves rows too. */
export function OrderButtons({ name, id, moves, disabled = false, onMove }: OrderButtonsProps) {
  const { t } = useStaffTranslation();
  const move = async (step: -1 | 1) => {
    await onMove(step);
    refocus(id, step);
  };
  return (
    <Space.Compact size="small">
      <Button aria-label={t('staff.moveUp', { name })} data-order-id={id} data-order-step={-1} disabled={disabled || !moves.up} onClick={() => void move(-1)}>
        <span aria-hidden>↑</span>
      </Button>
      <Button aria-label={t('staff.moveDown', { name })} data-order-id={id} data-order-step={1} disabled={disabled || !moves.down} onClick={() => void move(1)}>
        <span aria-hidden>↓</span>
      </Button>
    </Space.Compact>
  );
}
