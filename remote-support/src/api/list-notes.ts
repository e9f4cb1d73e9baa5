import { staffNoteList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listNotes = (http: HttpClient, page: number, pageSize: number) => http.call(staffNoteList, { query: { page, pageSize } });
