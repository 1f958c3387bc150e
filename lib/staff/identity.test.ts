/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { identityFrom, isStaff, type EmailVerification } from './identity';

const DOMAINS = ['uandinadelsaber.edu.co'];
const GROUPS = ['mercadeo'];
const STAFF = 'mercadeo@uandinadelsaber.edu.co';

/** Whether these claims open a staff session (the callback's rule: lib/staff/oidc.ts, app/api/staff/callback). */
const admitted = (claims: Record<string, unknown>, verification: EmailVerification) => isStaff(identityFrom(claims, verification), DOMAINS, GROUPS);

describe('staff sign-in: the claims → a session', () => {
  it.each<[string, Record<string, unknown>, EmailVerification, boolean]>([
    ['an e-mail of the domain, verified', { email: STAFF, email_verified: true }, 'claim', true],
    ['the same in capitals and spaces, verified', { email: ` ${STAFF.toUpperCase()} `, email_verified: true }, 'claim', true],
    ['an e-mail of the domain without email_verified (nOAuth)', { email: STAFF }, 'claim', false],
    ['an e-mail of the domain, email_verified false', { email: STAFF, email_verified: false }, 'claim', false],
    ['an e-mail of the domain, email_verified "true" (a string, not the claim)', { email: STAFF, email_verified: 'true' }, 'claim', false],
    ['an e-mail of the domain, email_verified null', { email: STAFF, email_verified: null }, 'claim', false],
    ['an e-mail of another domain, verified', { email: 'visitante@correo.example', email_verified: true }, 'claim', false],
    ['no e-mail, verified', { email_verified: true }, 'claim', false],
    ['an unverified e-mail in an allowed group', { email: 'x@correo.example', groups: ['Mercadeo'] }, 'claim', true],
    ['an issuer that vouches: an e-mail of the domain without email_verified', { email: STAFF }, 'issuer', true],
    ['an issuer that vouches: email_verified false still refuses', { email: STAFF, email_verified: false }, 'issuer', false],
    ['an issuer that vouches: email_verified "false" still refuses', { email: STAFF, email_verified: 'false' }, 'issuer', false],
    ['an issuer that vouches: another domain', { email: 'visitante@correo.example' }, 'issuer', false],
  ])('%s (%s, STAFF_OIDC_EMAIL_VERIFIED=%s) → %s', (_label, claims, verification, session) => {
    expect(admitted(claims, verification)).toBe(session);
  });

  it('an unverified e-mail is no identity: not kept, not shown as the name', () => {
    expect(identityFrom({ email: STAFF, groups: ['mercadeo', 7] }, 'claim')).toEqual({ email: '', name: '', groups: ['mercadeo'] });
    expect(identityFrom({ email: STAFF, email_verified: true, name: 'Equipo de Mercadeo' }, 'claim')).toEqual({ email: STAFF, name: 'Equipo de Mercadeo', groups: [] });
    expect(identityFrom({ email: STAFF, email_verified: true }, 'claim').name).toBe(STAFF);
  });
});
