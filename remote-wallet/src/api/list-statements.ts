import { statementList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listStatements = (http: HttpClient, query: QueryOf<typeof statementList>) => http.call(statementList, { query });
