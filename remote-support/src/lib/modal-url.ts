import { usePlatform } from '@casino/platform';
import { useEffect } from 'react';

/** A `modal.id` from the URL: a positive whole number (at most 15 digits, exact in JS), or null. */
export function idParam(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

/**
 * Keeps the URL's modal params in step with what the modal shows (which tab, which item), so a
 * reload or a shared link shows the same and no stale id is left behind (ModalStore.replaceParams).
 */
export function useModalUrl(params: Record<string, string | number>) {
  const { modals } = usePlatform();
  const key = JSON.stringify(params);
  useEffect(() => {
    modals.replaceParams(JSON.parse(key) as Record<string, string | number>);
  }, [modals, key]);
}
