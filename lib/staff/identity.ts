/**
 * Who signed in, read from the identity provider's claims, and whether they may enter
 * (docs/decisions/0013-staff-workbench.md). Pure: lib/staff/oidc.ts gives it the checked claims.
 */
export type Identity = { email: string; name: string; groups: string[] };

/**
 * Who vouches for the e-mail (STAFF_OIDC_EMAIL_VERIFIED): `claim`, the provider's
 * `email_verified: true` on each sign-in; `issuer`, the provider itself, configured as issuing only
 * addresses its organisation owns, so that a missing claim counts as verified.
 */
export type EmailVerification = 'claim' | 'issuer';

/**
 * Whether the claims' e-mail is verified. Without it an e-mail proves nothing: a provider that lets
 * anyone register any address would let a stranger sign in as the university's domain.
 */
export function emailVerified(claims: Record<string, unknown>, verification: EmailVerification): boolean {
  const said = claims.email_verified;
  if (said === true) return true;
  return verification === 'issuer' && said !== false && said !== 'false';
}

/** The identity of the claims: the e-mail only when verified ('' otherwise), the name, the groups. */
export function identityFrom(claims: Record<string, unknown>, verification: EmailVerification): Identity {
  const email = typeof claims.email === 'string' && emailVerified(claims, verification) ? claims.email.trim().toLowerCase() : '';
  const groups = Array.isArray(claims.groups) ? claims.groups.filter((g): g is string => typeof g === 'string') : [];
  return { email, name: typeof claims.name === 'string' ? claims.name : email, groups };
}

/** Staff are the verified e-mails of an allowed domain, or the members of an allowed group. */
export function isStaff(identity: Identity, domains: readonly string[], groups: readonly string[]): boolean {
  const domain = identity.email.split('@')[1] ?? '';
  if (identity.email && domains.includes(domain)) return true;
  return identity.groups.some((g) => groups.includes(g.toLowerCase()));
}
