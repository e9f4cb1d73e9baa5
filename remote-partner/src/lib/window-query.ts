import { useSearchParams } from 'react-router-dom';

/** The account a window is about, from its query string: `id` (required) and the `username` hint. */
export function useWindowAccount(): { id: number | null; username: string | null } {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  return { id: id !== null && Number.isSafeInteger(id) ? id : null, username: params.get('username') || null };
}
