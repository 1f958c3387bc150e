/** @jest-environment node */
import { readSession, safeNext, seal, SESSION_COOKIE, sessionCookieName, SIGNIN_COOKIE, unseal } from './session';

const SECRET = 'a-secret-of-the-test-1234';

describe('staff session', () => {
  const now = 1_800_000_000;
  const token = seal({ sid: 's1', email: 'm@u.edu.co', name: 'M', exp: now + 60 }, SECRET, SESSION_COOKIE);
  it('reads back what it sealed, until it expires', () => {
    expect(readSession(token, SECRET, now)).toEqual({ sid: 's1', email: 'm@u.edu.co', name: 'M', exp: now + 60 });
    expect(readSession(token, SECRET, now + 61)).toBeNull();
  });
  it('refuses another key, another purpose, a tampered or absent token', () => {
    expect(readSession(token, 'another-secret-1234567', now)).toBeNull();
    expect(readSession(seal({ sid: 's1', email: 'm', exp: now + 60 }, SECRET, SIGNIN_COOKIE), SECRET, now)).toBeNull();
    const tampered = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    expect(readSession(tampered, SECRET, now)).toBeNull();
    expect(readSession(undefined, SECRET, now)).toBeNull();
    expect(unseal('%%%', SECRET, SESSION_COOKIE)).toBeNull();
  });
  it('refuses a sealed session without an id: it could never be ended', () => {
    expect(readSession(seal({ email: 'm@u.edu.co', name: 'M', exp: now + 60 }, SECRET, SESSION_COOKIE), SECRET, now)).toBeNull();
  });
  it('names the cookie __Host- over https only (the prefix requires Secure)', () => {
    expect(sessionCookieName(true)).toBe('__Host-staff_session');
    expect(sessionCookieName(false)).toBe('staff_session');
  });
  it.each([
    ['/staff/enlaces', '/staff/enlaces'],
    ['/staff/verificar?url=x', '/staff/verificar?url=x'],
    ['//evil.example', '/staff'],
    ['/staffevil', '/staff'],
    ['https://evil.example/staff', '/staff'],
    ['/staff/\\evil', '/staff'],
    [null, '/staff'],
  ])('returns after sign-in only to a staff page: %j → %j', (next, out) => expect(safeNext(next)).toBe(out));
});
