import { operatorBoardMessageCreate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const createBoardMessage = (http: HttpClient, body: BodyOf<typeof operatorBoardMessageCreate>) => http.call(operatorBoardMessageCreate, { body });
