import { useFeedback } from '@casino/platform';
import { useStaffTranslation } from '../i18n/staff/use-staff-translation';
import type { ChangeResult } from './ordered-rows';
import { useActionReport } from './use-action-report';

/**
 * Switches a row of site content on or off and says how it went. Switching off takes it from
 * members' screens at once, so that is asked first.
 */
export function useActiveSwitch() {
  const { t } = useStaffTranslation();
  const { ask } = useFeedback();
  const report = useActionReport();
  return async (name: string, active: boolean, change: () => Promise<ChangeResult>) => {
    if (!active) {
      const confirmed = await ask({
        title: t('staff.confirmDeactivate', { name }),
        content: t('staff.confirmDeactivateText'),
        okText: t('staff.deactivate'),
        cancelText: t('staff.cancel'),
      });
      if (!confirmed) return;
    }
    report(await change(), t(active ? 'staff.activated' : 'staff.deactivated'));
  };
}
