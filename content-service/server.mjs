// The embedded content service: a real HTTP server answering every upstream call of the site
// (docs/rules.md §7, §10) for one university, from the content files in ./content.
//   node content-service/server.mjs            (UNIVERSITY, CONTENT_SERVICE_PORT, DATA_DIR)
import { createServer } from 'node:http';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { filterOptionsOf, landingOffer } from './offer.mjs';
import { loadContent, resolveBlockData, nameFromPath } from './store.mjs';
import { areaSuggestions, buildIndex, search } from './search.mjs';
import { openSubmissions } from './submissions.mjs';
import { openMediaApi } from './media-api.mjs';
import { changedPaths, watchContent } from './watch.mjs';
import { isIdentityPath, openIdentityProvider } from './oidc.mjs';

const SUBMIT_KINDS = { '/leads': 'lead', '/potentials': 'potential', '/landing-forms': 'landing', '/web-cases': 'webcase', '/subscriptions': 'subscription' };
const MAX_BODY = 8 * 1024 * 1024;
// Names and tags come from path segments: letters of any script, digits, '_', '-' and '~'.
const NAME_RE = /^[\p{L}\p{N}_~-]{1,200}$/u;
const TAG_RE = /^[\p{L}\p{N}_~-]{1,100}$/u;

const here = dirname(fileURLToPath(import.meta.url));

export const DEMO_CRM = { username: 'sitio-web', password: 'demo-password', authorization: 'Basic c2l0aW8td2ViOmRlbW8=' };

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const sameSecret = (a, b) => {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && timingSafeEqual(x, y);
};

function readBody(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) reject(new HttpError(413, 'Cuerpo demasiado grande'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseTags(raw) {
  if (raw == null || raw === '') return [];
  const tags = raw.split(',');
  if (tags.length > 8 || !tags.every((t) => TAG_RE.test(t))) throw new HttpError(400, 'Parámetro "tags" inválido');
  return tags;
}

/** Find a page by name; `{page}_gracias` falls back to the thank-you page of its section. */
function findByName(content, name) {
  if (content.pages.has(name)) return content.pages.get(name);
  const base = name.endsWith('_gracias') ? name.slice(0, -'_gracias'.length) : null;
  if (base && content.pages.has(base)) {
    const section = base.split('_')[0];
    return content.pages.get(`${section}_gracias`) ?? content.pages.get('gracias');
  }
  return undefined;
}

function pageList(content, page, tags) {
  const query = tags.length ? `?tags=${encodeURIComponent(tags.join(','))}` : '';
  const meta = { id: `${page.name}-meta`, component: 'page_meta', identifier: page.name, seo: page.seo };
  if (page.programOffer) meta.programOffer = page.programOffer;
  if (page.program_name) meta.program_name = page.program_name;
  if (page.changed) meta.changed = page.changed;
  if (page.name === 'landing' && tags.length) meta.programOffer = landingOffer(content, tags);
  return [
    meta,
    ...page.blocks.map((b) => ({ id: b.id, component: b.component, identifier: page.name, endpoint: `/api/v1/web/block/${encodeURIComponent(b.id)}${query}` })),
  ];
}

export function createContentService(options = {}) {
  const university = options.university ?? process.env.UNIVERSITY ?? 'co';
  const dataDir = options.dataDir ?? join(process.env.DATA_DIR ?? '.data', 'content-service', university);
  const blockDelayMs = Number(options.blockDelayMs ?? process.env.CONTENT_BLOCK_DELAY_MS ?? 0);
  const crm = {
    username: process.env.CRM_USERNAME ?? DEMO_CRM.username,
    password: process.env.CRM_PASSWORD ?? DEMO_CRM.password,
    authorization: process.env.CRM_AUTHORIZATION ?? DEMO_CRM.authorization,
  };
  const contentDir = options.contentDir ?? process.env.CONTENT_DIR ?? undefined;
  const load = (drafts = false) => {
    const content = loadContent(university, { ...(contentDir ? { contentDir } : {}), drafts });
    const blocks = new Map();
    for (const page of content.pages.values()) for (const b of page.blocks) blocks.set(b.id, b);
    return { content, index: buildIndex(content), media: openMediaApi(content), blocks };
  };
  // Replaced whole when the content files change (watchContent); `draft=1` reads the drafts overlay.
  let state = load();
  let draftState = load(true);
  const submissions = openSubmissions(dataDir);
  const tokens = new Map(); // token -> expiry (ms)
  const visits = new Map(); // path -> count
  let visitCalls = 0; // POST calls received (GET /api/v1/resourcevisits/calls)

  const requireBearer = (req) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !(tokens.get(token) > Date.now())) throw new HttpError(401, 'Token inválido o vencido');
  };

  async function route(req, url) {
    const { content, index, media, blocks } = url.searchParams.get('draft') === '1' ? draftState : state;
    const { pathname, searchParams: q } = url;
    const method = req.method;

    if (method === 'GET' && pathname === '/api/v1/web/page') {
      const name = q.get('name');
      const path = q.get('path');
      const tags = parseTags(q.get('tags'));
      if (!name === !path) throw new HttpError(400, 'Indique exactamente uno de "name" o "path"');
      if (name && !NAME_RE.test(name)) throw new HttpError(400, 'Parámetro "name" inválido');
      if (path && (!path.startsWith('/') || path.length > 500)) throw new HttpError(400, 'Parámetro "path" inválido');
      const page = name ? findByName(content, name) : content.pages.get(content.byPath.get(path) ?? nameFromPath(path));
      if (!page || (path && page.path !== path)) throw new HttpError(404, 'Página no encontrada');
      return [200, pageList(content, page, name === 'landing' ? tags : [])];
    }

    if (method === 'GET' && pathname === '/api/v1/web/redirects') return [200, { redirects: content.redirects }];

    const blockMatch = /^\/api\/v2\/web\/block\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && blockMatch) {
      const block = blocks.get(decodeURIComponent(blockMatch[1]));
      if (!block) throw new HttpError(404, 'Bloque no encontrado');
      if (blockDelayMs) await new Promise((r) => setTimeout(r, blockDelayMs));
      const data = resolveBlockData(content, block, parseTags(q.get('tags')));
      return [200, { id: block.id, component: block.component, identifier: block.id, data }];
    }

    if (method === 'GET' && pathname === '/university-configuration') return [200, content.config];

    if (method === 'GET' && pathname === '/search') {
      const text = q.get('q') ?? '';
      if (!text.trim() || text.length > 500) throw new HttpError(400, 'Parámetro "q" requerido (máximo 500 caracteres)');
      const from = Number(q.get('from') ?? 0);
      const size = Number(q.get('size') ?? 10);
      if (!Number.isInteger(from) || from < 0 || !Number.isInteger(size) || size < 1 || size > 50) {
        throw new HttpError(400, 'Parámetros de paginación inválidos');
      }
      const answer = search(index, { q: text, from, size, type: q.get('type') ?? '', sort: q.get('sort') ?? 'relevance' });
      // No program matched: the closest areas of study, so the visitor is not left with nothing.
      const programs = answer.group_by.content_type.find((g) => g.key === 'programa')?.doc_count ?? 0;
      const areas = filterOptionsOf(content).filter((o) => o.vocabularyName === 'area');
      return [200, programs ? answer : { ...answer, suggestions: areaSuggestions(text, areas) }];
    }

    if (pathname === '/api/v1/resourcevisits/calls' && method === 'GET') return [200, { calls: visitCalls }];
    if (pathname === '/api/v1/resourcevisits') {
      if (method === 'GET') return [200, Object.fromEntries(visits)];
      if (method === 'POST') {
        let body;
        try {
          body = JSON.parse(await readBody(req));
        } catch {
          throw new HttpError(400, 'JSON inválido');
        }
        // One view `{ path }`, or a batch `{ visits: [{ path, date }] }` as the site sends them.
        const batch = Array.isArray(body?.visits) ? body.visits.slice(0, 1_000) : [body];
        const paths = batch.map((v) => (typeof v?.path === 'string' ? v.path.slice(0, 500) : null));
        if (paths.length === 0 || paths.includes(null)) throw new HttpError(400, 'Campo "path" requerido');
        for (const path of paths) visits.set(path, (visits.get(path) ?? 0) + 1);
        visitCalls += 1;
        return [202, { ok: true, counted: paths.length }];
      }
    }

    if (method === 'POST' && pathname === '/token') {
      if (!sameSecret(req.headers.authorization ?? '', crm.authorization)) throw new HttpError(401, 'Cliente no autorizado');
      const form = new URLSearchParams(await readBody(req));
      if (form.get('grant_type') !== 'password') throw new HttpError(400, 'grant_type debe ser "password"');
      if (!sameSecret(form.get('username') ?? '', crm.username) || !sameSecret(form.get('password') ?? '', crm.password)) {
        throw new HttpError(401, 'Credenciales inválidas');
      }
      const token = randomUUID();
      tokens.set(token, Date.now() + 3600_000);
      return [200, { access_token: token, token_type: 'Bearer', expires_in: 3600 }];
    }

    const kind = SUBMIT_KINDS[pathname];
    if (kind && method === 'GET') {
      requireBearer(req);
      return [200, submissions.list(kind)];
    }
    if (kind && method === 'POST') {
      requireBearer(req);
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || !/^[\w-]{8,100}$/.test(key)) throw new HttpError(400, 'Cabecera Idempotency-Key requerida');
      if (!String(req.headers['content-type']).startsWith('application/json')) throw new HttpError(415, 'Se espera application/json');
      let body;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        throw new HttpError(400, 'JSON inválido');
      }
      if (!body || typeof body !== 'object') throw new HttpError(400, 'Se espera un objeto JSON');
      const result = submissions.add(kind, key, body);
      return result === 'created' ? [201, { id: key, status: 'created' }] : [409, { id: key, status: 'duplicate' }];
    }

    if (method === 'GET' && pathname === '/video') return media.video(q);
    if (method === 'GET' && pathname === '/embed') return media.embed(q);
    if (method === 'GET' && pathname === '/health') return [200, { ok: true, university }];
    throw new HttpError(404, 'Recurso no encontrado');
  }

  // The staff identity provider at /oidc (identityProvider below), once this server's address is known.
  let identity;
  let base;
  const server = createServer(async (req, res) => {
    let status = 500;
    let body;
    try {
      const url = new URL(req.url ?? '/', 'http://content.local');
      if (identity && isIdentityPath(url.pathname)) return void (await identity(req, res, url.pathname));
      [status, body] = await route(req, url);
    } catch (err) {
      status = err instanceof HttpError ? err.status : 500;
      body = { error: err instanceof HttpError ? err.message : 'Error interno' };
      if (!(err instanceof HttpError)) console.error('[content-service]', err);
    }
    const json = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  });

  return {
    server,
    get content() {
      return state.content;
    },
    /** Reload the content when its files change and tell the site (watch.mjs). */
    watchContent: (site) =>
      watchContent({
        dir: join(contentDir ?? join(here, 'content'), university),
        site,
        reload: () => {
          const before = state.content;
          state = load();
          draftState = load(true);
          return changedPaths(before, state.content);
        },
      }),
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve) =>
        server.listen(port, host, () => {
          base = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${server.address().port}`;
          resolve(base);
        }),
      );
    },
    /** Serve the staff identity provider at `/oidc` (docs/decisions/0013-staff-workbench.md); after listen. */
    async identityProvider() {
      identity = await openIdentityProvider(`${base}/oidc`, state.content.config.email.split('@')[1]);
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.CONTENT_SERVICE_PORT ?? 4000);
  const service = createContentService();
  service.listen(port, process.env.CONTENT_SERVICE_HOST ?? '127.0.0.1').then(async (url) => {
    await service.identityProvider();
    console.log(`Servicio de contenidos (${service.content.config.name}) en ${url}`);
  });
  // With the site's revalidation endpoint and its secret, content edits reach the site at once.
  const { SITE_REVALIDATE_URL, REVALIDATE_SECRET } = process.env;
  if (SITE_REVALIDATE_URL && REVALIDATE_SECRET) service.watchContent({ revalidateUrl: SITE_REVALIDATE_URL, secret: REVALIDATE_SECRET });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => service.close().then(() => process.exit(0)));
}
