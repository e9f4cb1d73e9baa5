import { agencyStatementSubList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listSubStatements = (http: HttpClient, query: QueryOf<typeof agencyStatementSubList>) => http.call(agencyStatementSubList, { query });
