// The embedded identity provider: a real OpenID Provider (oidc-provider, the certified Node
// implementation) with demo staff accounts, so the site's staff sign-in runs the real protocol
// end to end under `npm start` and the tests (docs/decisions/0013-staff-workbench.md).
// Mounted at `/oidc` of the content service; its own login page is plain HTML.
import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Demo accounts: two staff of the university's e-mail domain (that of its configuration's
 * `email`) and one outside it, whom the site refuses.
 */
export const demoStaff = (domain) => [
  { email: `mercadeo@${domain}`, password: 'demo-mercadeo', name: 'Equipo de Mercadeo', groups: ['mercadeo'] },
  { email: `editor@${domain}`, password: 'demo-editor', name: 'Editora de Contenidos', groups: ['contenidos'] },
  { email: 'visitante@correo.example', password: 'demo-visitante', name: 'Persona Externa', groups: [] },
];

export const DEMO_CLIENT = { id: 'sitio-web-staff', secret: 'demo-staff-client-secret' };
const MOUNT = '/oidc';

const same = (a, b) => {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && timingSafeEqual(x, y);
};

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid, error = '') {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ingreso del personal</title><meta name="robots" content="noindex">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#1a1a2e}label{display:block;margin-top:1rem}
input{width:100%;padding:.6rem;font:inherit;box-sizing:border-box}button{margin-top:1.5rem;padding:.7rem 1.4rem;font:inherit;background:#0b3d91;color:#fff;border:0;border-radius:4px}
.error{color:#a4001d}</style></head><body><main><h1>Ingreso del personal</h1>
<p>Proveedor de identidad de demostración de la universidad.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${MOUNT}/interaction/${escape(uid)}/login">
<label for="email">Correo institucional</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Contraseña</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Ingresar</button></form></main></body></html>`;
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
      if (body.length > 10_000) reject(new Error('too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

/**
 * The provider for `issuer` with one confidential client (the site). Its redirect URIs come from
 * STAFF_OIDC_REDIRECT_URIS (comma-separated), by default the site's callback on port 3000.
 */
export async function openIdentityProvider(issuer, domain, env = process.env) {
  // Loaded when started (an ES module only): the in-process tests of the content service never load it.
  const { default: Provider } = await import('oidc-provider');
  const accounts = new Map(demoStaff(domain).map((a) => [a.email, a]));
  const redirectUris = (env.STAFF_OIDC_REDIRECT_URIS ?? 'http://localhost:3000/api/staff/callback,http://127.0.0.1:3000/api/staff/callback')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: env.STAFF_OIDC_CLIENT_ID ?? DEMO_CLIENT.id,
        client_secret: env.STAFF_OIDC_CLIENT_SECRET ?? DEMO_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    // The site's own client: the staff member is not asked to consent to it.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: account.email, email_verified: true, name: account.name, groups: account.groups }),
      };
    },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${MOUNT}/interaction/${interaction.uid}` },
    ttl: { Session: 8 * 3600, Interaction: 600 },
  });
  const callback = provider.callback();

  /** The login page and its post; everything else is the provider's own endpoints. */
  async function interaction(req, res, pathname) {
    const match = /^\/oidc\/interaction\/([\w-]+)(\/login)?$/.exec(pathname);
    if (!match) return false;
    const html = (status, body) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(body);
    };
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== match[1]) throw new Error('uid');
      if (req.method === 'GET' && !match[2]) return html(200, loginPage(details.uid)), true;
      if (req.method !== 'POST' || !match[2]) return html(405, loginPage(details.uid, 'Método no permitido')), true;
      const form = await readForm(req);
      const account = accounts.get(String(form.get('email') ?? '').trim().toLowerCase());
      if (!account || !same(form.get('password') ?? '', account.password)) {
        return html(401, loginPage(details.uid, 'Correo o contraseña incorrectos.')), true;
      }
      await provider.interactionFinished(req, res, { login: { accountId: account.email } }, { mergeWithLastSubmission: false });
    } catch {
      html(400, '<!doctype html><html lang="es"><title>Ingreso vencido</title><p>La solicitud de ingreso venció. Vuelva al sitio e inténtelo de nuevo.</p></html>');
    }
    return true;
  }

  return async function handle(req, res, pathname) {
    if (await interaction(req, res, pathname)) return;
    req.originalUrl = req.url;
    req.url = req.url.slice(MOUNT.length) || '/';
    callback(req, res);
  };
}

export const isIdentityPath = (pathname) => pathname === MOUNT || pathname.startsWith(`${MOUNT}/`);
