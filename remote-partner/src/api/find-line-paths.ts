import { userLinePath } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const findLinePaths = (http: HttpClient, search: string) => http.call(userLinePath, { query: { search } });
