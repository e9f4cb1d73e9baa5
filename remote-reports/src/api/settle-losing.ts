import { reportLosingSettle, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const settleLosing = (http: HttpClient, body: BodyOf<typeof reportLosingSettle>) => http.call(reportLosingSettle, { body });
