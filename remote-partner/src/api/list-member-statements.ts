import { agencyStatementUserList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listMemberStatements = (http: HttpClient, query: QueryOf<typeof agencyStatementUserList>) => http.call(agencyStatementUserList, { query });
