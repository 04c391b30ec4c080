/**
 * What an access token must be to pass (auth/access-token.ts), as a table: only a token we signed
 * with HS256 under our secret, naming us as issuer, with the signature spelled exactly as signed.
 * The tokens are made here by hand (header and payload as JSON, HMAC by node:crypto), as a forger would.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueAccessToken, verifyAccessToken } from '@/server/auth/access-token';
import { ApiError } from '@/server/http/errors';

const SECRET = 'the-secret-of-this-test-of-enough-length-0123456789';
const NOW = Date.UTC(2026, 3, 1);
const now = Math.floor(NOW / 1000);
const FAMILY = '7d0c3f5e-2b1a-4c9d-8e7f-6a5b4c3d2e1f';
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const claims = { sub: '42', iat: now, exp: now + 900, iss: 'prepaid-portal-api', fam: FAMILY };

function token(header: unknown, payload: unknown, { secret = SECRET, hash = 'sha256' } = {}): string {
  const signed = `${b64(header)}.${b64(payload)}`;
  return `${signed}.${createHmac(hash, secret).update(signed).digest('base64url')}`;
}

/** The same 32 bytes spelled differently: the last character's two unused bits changed. */
function respelled(t: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(t.at(-1)!);
  return t.slice(0, -1) + alphabet[last ^ 1];
}

const HS256 = { alg: 'HS256', typ: 'JWT' };
const good = token(HS256, claims);

const table: [string, string, 'ok' | 'E0012' | 'E0022'][] = [
  ['ours', good, 'ok'],
  ['ours, without typ', token({ alg: 'HS256' }, claims), 'ok'],
  ['ours, without a family (older tokens)', token(HS256, { ...claims, fam: undefined }), 'ok'],
  ['signed with another secret', token(HS256, claims, { secret: 'another-secret-of-enough-length-0123456789' }), 'E0012'],
  ['HS512 under our secret', token({ alg: 'HS512', typ: 'JWT' }, claims, { hash: 'sha512' }), 'E0012'],
  ['header says HS512, signed HS256', token({ alg: 'HS512', typ: 'JWT' }, claims), 'E0012'],
  ['alg none, no signature', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`, 'E0012'],
  ['another typ', token({ alg: 'HS256', typ: 'at+jwt' }, claims), 'E0012'],
  ['a critical extension', token({ ...HS256, crit: ['exp'] }, claims), 'E0012'],
  ['another issuer', token(HS256, { ...claims, iss: 'someone-else' }), 'E0012'],
  ['no issuer', token(HS256, { ...claims, iss: undefined }), 'E0012'],
  ['a user id that is not one', token(HS256, { ...claims, sub: 'admin' }), 'E0012'],
  ['no expiry', token(HS256, { ...claims, exp: undefined }), 'E0012'],
  ['a family that is not a UUID', token(HS256, { ...claims, fam: 'x' }), 'E0012'],
  ['payload swapped under a good signature', `${good.split('.')[0]}.${b64({ ...claims, sub: '1' })}.${good.split('.')[2]}`, 'E0012'],
  ['signature with padding', `${good}=`, 'E0012'],
  ['signature spelled differently, same bytes', respelled(good), 'E0012'],
  ['payload that is not JSON', token(HS256, 'not json'), 'E0012'],
  ['two parts', good.split('.').slice(0, 2).join('.'), 'E0012'],
  ['four parts', `${good}.x`, 'E0012'],
  ['expired', token(HS256, { ...claims, exp: now }), 'E0022'],
  ['expired and tampered', respelled(token(HS256, { ...claims, exp: now })), 'E0012'],
];

async function outcome(t: string): Promise<string> {
  try {
    await verifyAccessToken(t, SECRET, NOW);
    return 'ok';
  } catch (err) {
    if (err instanceof ApiError) return err.code;
    throw err;
  }
}

describe('access token check', () => {
  it.each(table)('%s → %s', async (_what, t, expected) => {
    expect(await outcome(t)).toBe(expected);
  });

  it('reads the claims of a token it issued', async () => {
    const issued = await issueAccessToken(42, SECRET, NOW, 900, FAMILY);
    expect(await verifyAccessToken(issued, SECRET, NOW)).toEqual({ userId: 42, familyId: FAMILY });
    expect(await outcome(issued)).toBe('ok');
  });
});
