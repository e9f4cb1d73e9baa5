/** The seeded demo world (api/src/seed/demo-world.ts). */
export const DEMO_PASSWORD = 'demo1234';
export const MEMBER = { username: 'member1', nickname: '행운의별' };
export const AGENCY = { username: 'agency1', referralCode: 'AGENCY1' };
export const STOPPED = { username: 'stopped1' };
export const MASTER = { username: 'master1' };

/**
 * The demo masters' authenticator keys (api/src/seed/demo-world.ts, public like the password):
 * the tests make their codes as a phone would.
 */
export const DEMO_TOTP_KEYS: Record<string, string> = { master1: 'MASTERONEDEMOTOTPSECRETKEYGHIJKL', master2: 'MASTERTWODEMOTOTPSECRETKEYABCDEF' };
