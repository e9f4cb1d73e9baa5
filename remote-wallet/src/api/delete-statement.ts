import { statementDelete } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const deleteStatement = (http: HttpClient, id: number) => http.call(statementDelete, { params: { id } });
