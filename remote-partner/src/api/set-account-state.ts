import { userSetState, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const setAccountState = (http: HttpClient, id: number, state: BodyOf<typeof userSetState>['state']) =>
  http.call(userSetState, { params: { id }, body: { state } });
