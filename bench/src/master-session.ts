// master1's session as its browser holds it: the password, then the authenticator's code (the
// masters sign in with two factors since issue 15).
import { createHmac } from 'node:crypto';

/** master1's demo key, its 20 bytes (base32 MASTERONEDEMOTOTPSECRETKEYGHIJKL; public like the demo password, api/src/seed/demo-world.ts). */
const MASTER1_KEY = Buffer.from('MASTERONEDEMOTOTPSECRETKEYGHIJKL'.replace(/./g, (c) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(c).toString(2).padStart(5, '0')).match(/.{8}/g)!.map((b) => parseInt(b, 2)));

/** The authenticator's code now (RFC 6238: HMAC-SHA-1 over the 30-second step, 6 digits). */
function code(): string {
  const step = Buffer.alloc(8);
  step.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', MASTER1_KEY).update(step).digest();
  return String((mac.readUInt32BE(mac[mac.length - 1]! & 0x0f) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Signs master1 in on a fresh site and answers its `token=...` cookie. */
export async function signInMaster1(siteUrl: string): Promise<string> {
  const login = await post(`${siteUrl}/api/v1/core/auth/login`, { username: 'master1', password: 'demo1234' });
  const { data } = (await login.json()) as { data?: { challenge?: string } };
  if (!login.ok || !data?.challenge) throw new Error(`master1 could not sign in: ${login.status} ${JSON.stringify(data)}`);
  const verify = await post(`${siteUrl}/api/v1/core/auth/two-factor/verify`, { challenge: data.challenge, code: code() });
  const token = verify.headers.getSetCookie().find((c) => c.startsWith('token='))?.split(';')[0];
  if (!verify.ok || !token) throw new Error(`master1's code was refused: ${verify.status} ${await verify.text()}`);
  return token;
}
