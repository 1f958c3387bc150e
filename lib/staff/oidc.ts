import 'server-only';
import * as client from 'openid-client';
import { env } from '@/lib/config/env';
import { identityFrom, type Identity } from './identity';

/**
 * The site as an OpenID Connect client of the university's identity provider (openid-client):
 * authorization code with PKCE, state and nonce; who may enter is decided here from the ID
 * token's (or userinfo's) verified e-mail and groups (docs/decisions/0013-staff-workbench.md).
 */
let configuration: Promise<client.Configuration> | undefined;

const isLoopback = (u: URL) => u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);

function discover(): Promise<client.Configuration> {
  const e = env();
  const issuer = new URL(e.STAFF_OIDC_ISSUER);
  // Plain http is allowed only for an identity provider on this machine (the embedded one).
  const options = isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
  configuration ??= client.discovery(issuer, e.STAFF_OIDC_CLIENT_ID, e.STAFF_OIDC_CLIENT_SECRET, undefined, options).catch((error: unknown) => {
    configuration = undefined;
    throw error;
  });
  return configuration;
}

export const callbackUrl = () => `${env().SITE_URL}/api/staff/callback`;

/** Where to send the browser, with the values to keep until it comes back. */
export async function startSignin() {
  const config = await discover();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state, nonce, verifier };
}

/**
 * The code exchanged for tokens, the ID token checked (signature, issuer, audience, nonce); the
 * e-mail and whether it is verified from the ID token, else from userinfo.
 */
export async function finishSignin(currentUrl: URL, checks: { state: string; nonce: string; verifier: string }): Promise<Identity> {
  const config = await discover();
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.verifier,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('no ID token');
  let claims: Record<string, unknown> = idClaims;
  if (typeof claims.email !== 'string' || claims.email_verified === undefined) {
    claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
  }
  return identityFrom(claims, env().STAFF_OIDC_EMAIL_VERIFIED);
}

const list = (s: string) => s.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);

/** The allowed e-mail domains: STAFF_ALLOWED_DOMAINS, else that of the university's own address. */
export const allowedDomains = (universityEmail: string) => list(env().STAFF_ALLOWED_DOMAINS || (universityEmail.split('@')[1] ?? ''));
export const allowedGroups = () => list(env().STAFF_ALLOWED_GROUPS);
