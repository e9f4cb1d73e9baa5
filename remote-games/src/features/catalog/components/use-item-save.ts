import { useFeedback } from '@casino/platform';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import type { EditRequest, ItemValues, SaveResult } from '../store/item-values';

/**
 * Saves a brand or a game as staff asked: withdrawing one first says what members will see and
 * waits for a yes (`onSending` hears when it is given); a save that went through is told. Null:
 * staff changed their mind.
 */
export function useItemSave() {
  const { t } = useCatalogTranslation();
  const { ask, messages } = useFeedback();

  return async ({ kind, values: before, save }: EditRequest, after: ItemValues, onSending?: () => void): Promise<SaveResult | null> => {
    const name = before.name;
    if (before.active && !after.active) {
      const confirmed = await ask({
        title: t(`withdraw.${kind}.title`, { name }),
        content: t(`withdraw.${kind}.body`),
        okText: t('withdraw.ok'),
        cancelText: t('cancel'),
      });
      if (!confirmed) return null;
    }
    onSending?.();
    const result = await save(after);
    if (result.outcome === 'done') {
      const done = after.active === before.active ? 'saved' : after.active ? 'restored' : 'withdrawn';
      void messages.success(t(`done.${done}`, { name: after.name.trim() }));
    }
    return result;
  };
}
