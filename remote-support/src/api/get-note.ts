import { staffNoteGet } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getNote = (http: HttpClient, id: number) => http.call(staffNoteGet, { query: { id } });
