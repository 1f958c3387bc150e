/**
 * The staff session: an encrypted, authenticated cookie (AES-256-GCM) holding who signed in, the
 * session's id and until when (docs/decisions/0013-staff-workbench.md); whether that id is still
 * open (not signed out, not idle) is the session store's answer (./session-store.ts). The same sealing carries the short-lived sign-in
 * state (state, nonce, PKCE verifier) across the trip to the identity provider.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const DEMO_STAFF_SESSION_SECRET = 'demo-staff-session-secret';
export const SESSION_COOKIE = 'staff_session';
/** Over https the session cookie is `__Host-`: Secure, Path=/, no Domain, so no sibling host can set it. */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const sessionCookieName = (https: boolean) => (https ? HOST_SESSION_COOKIE : SESSION_COOKIE);
export const SIGNIN_COOKIE = 'staff_signin';
/** The sign-in state lives ten minutes: long enough to type a password, short enough to be useless later. */
export const SIGNIN_TTL_S = 600;

/** Staff sessions end after this long without use unless STAFF_SESSION_IDLE_MINUTES says otherwise. */
export const DEFAULT_IDLE_MINUTES = 30;

export type StaffSession = { sid: string; email: string; name: string; exp: number };
export type SigninState = { state: string; nonce: string; verifier: string; next: string; exp: number };

const keyOf = (secret: string, purpose: string) => createHash('sha256').update(`${purpose}\0${secret}`).digest();

/** `purpose` binds a sealed value to its cookie: a sign-in state cannot be replayed as a session. */
export function seal(value: object, secret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(token: string | undefined, secret: string, purpose: string): unknown {
  if (!token || token.length > 4096) return null;
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
  } catch {
    return null;
  }
}

const isSession = (v: unknown): v is StaffSession =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StaffSession).sid === 'string' &&
  typeof (v as StaffSession).email === 'string' &&
  typeof (v as StaffSession).exp === 'number';

/** The session a cookie value holds, or null when absent, forged, or expired at `nowS`. */
export function readSession(token: string | undefined, secret: string, nowS = Date.now() / 1000): StaffSession | null {
  const value = unseal(token, secret, SESSION_COOKIE);
  return isSession(value) && value.exp > nowS ? value : null;
}

/** The key of the session cookie; read directly so the proxy needs no validated environment. */
export const sessionSecret = () => process.env.STAFF_SESSION_SECRET || DEMO_STAFF_SESSION_SECRET;

/** Cookie attributes: HttpOnly, SameSite=Lax (the identity provider sends the browser back by a top-level GET), Secure behind https. */
export function cookieOptions(https: boolean, maxAgeS: number, path = '/') {
  return { httpOnly: true, sameSite: 'lax' as const, secure: https, path, maxAge: maxAgeS };
}

/** A return path after sign-in: only a staff page of this site (never a URL from elsewhere). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/staff(\/[\w\-/]*)?(\?[\w\-=&%.]*)?$/.test(next)) return '/staff';
  return next;
}
