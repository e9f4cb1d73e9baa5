import { useUser } from '@casino/platform';

/** Whether the signed-in master holds the `site` right (content every line sees). Read inside observer(). */
export function useSiteRight(): boolean {
  return useUser().account?.rights.includes('site') ?? false;
}
