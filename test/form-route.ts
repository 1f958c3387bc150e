import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { formUrl } from '@/lib/forms/form-url';
import { makeFormToken } from '@/lib/forms/form-token';
import { startContentService, type RunningService } from './content-service';
import { LEAD_FORM } from './lead-values';

type Handler = typeof import('@/app/api/forms/[kind]/route').POST;

export type FormRoute = {
  /** The fresh DATA_DIR the handler's outbox writes to. */
  dataDir: string;
  /**
   * POST `body` (bytes, as sent) to /api/forms/{kind} through the route's own handler; with
   * `named`, at the URL the page's form posts to, which names the form (lib/forms/form-url.ts).
   */
  post: (kind: string, headers: Headers, body: string, named?: { formId: string; pathname: string }) => Promise<Response>;
  /** The render token of `form` (co's landing form by default) as its page rendered it `ago` ms before now. */
  token: (form?: { formId: string; pathname: string }, ago?: number) => string;
};

/**
 * The form route's handler (POST /api/forms/{kind}) in this jest file, against the embedded
 * content service (the form definitions) and a fresh DATA_DIR: started before the file's tests,
 * stopped and removed after them. `trustProxy` as the site's TRUST_PROXY (1: X-Forwarded-For names the client).
 */
export function setUpFormRoute({ trustProxy = 0 } = {}): FormRoute {
  let content: RunningService | undefined;
  let handler: Handler | undefined;
  let formSecret: (() => Buffer) | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'form-route-'));

  beforeAll(async () => {
    content = await startContentService();
    process.env.CONTENT_API_URL = content.url;
    process.env.DATA_DIR = dataDir;
    process.env.TRUST_PROXY = String(trustProxy);
    // A slow shared machine must not turn a form-definition fetch into an outage (503).
    process.env.UPSTREAM_TIMEOUT_MS = '30000';
    ({ POST: handler } = await import('@/app/api/forms/[kind]/route'));
    ({ formSecret } = await import('@/lib/forms/form-secret'));
  }, 30_000);
  afterAll(async () => {
    await content?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    dataDir,
    post: (kind, headers, body, named) => {
      if (!handler) throw new Error('the form route is not loaded yet (call post inside a test)');
      const path = named ? formUrl(kind, named.formId, named.pathname) : `/api/forms/${encodeURIComponent(kind)}`;
      const request = new Request(`http://127.0.0.1${path}`, { method: 'POST', headers, body: new TextEncoder().encode(body) });
      return handler(request, { params: Promise.resolve({ kind }) });
    },
    token: (form = LEAD_FORM, ago = 10_000) => {
      if (!formSecret) throw new Error('the form route is not loaded yet (call token inside a test)');
      return makeFormToken(formSecret(), form.formId, form.pathname, Date.now() - ago);
    },
  };
}
