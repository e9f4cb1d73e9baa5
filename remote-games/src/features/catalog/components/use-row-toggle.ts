import { useFeedback } from '@casino/platform';
import { useState } from 'react';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import type { EditRequest } from '../store/item-values';
import { useItemSave } from './use-item-save';

/** Withdraw or restore from a row, one at a time; `busyId` is the row on its way. */
export function useRowToggle() {
  const { t } = useCatalogTranslation();
  const { messages } = useFeedback();
  const save = useItemSave();
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (request: EditRequest) => {
    if (busyId !== null) return;
    const result = await save(request, { ...request.values, active: !request.values.active }, () => setBusyId(request.id));
    setBusyId(null);
    if (result?.outcome === 'failed') void messages.error(result.message ?? t('failed'));
  };
  return { busyId, toggle: (request: EditRequest) => void toggle(request) };
}
