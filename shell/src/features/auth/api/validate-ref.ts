import { validateRef } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export async function checkReferralCode(http: HttpClient, refId: string, signal?: AbortSignal): Promise<boolean> {
  const { valid } = await http.call(validateRef, { query: { ref_id: refId }, signal });
  return valid;
}
