import { userCreateChild, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const createChild = (http: HttpClient, body: BodyOf<typeof userCreateChild>) => http.call(userCreateChild, { body });
