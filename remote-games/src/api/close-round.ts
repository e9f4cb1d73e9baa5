import { staffRoundClose, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const closeRound = (http: HttpClient, body: BodyOf<typeof staffRoundClose>) => http.call(staffRoundClose, { body });
