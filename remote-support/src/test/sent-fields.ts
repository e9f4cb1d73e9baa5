import { bodyOf } from '@casino/platform/testing';

/** `base` with the fields a request sent over it: what a fake update answers, the row as saved. */
export async function withSentFields<T extends object>(base: T, request: Request): Promise<T> {
  const sent = await bodyOf(request);
  return typeof sent === 'object' && sent !== null ? { ...base, ...sent } : base;
}
