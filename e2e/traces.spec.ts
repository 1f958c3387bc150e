import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startCountingUpstream, type CountingUpstream } from '../test/counting-upstream';
import { TEST_SECRETS } from '../test/secrets.cjs';
import { expect, test, visitorAddress } from './fixtures';
import { emailFor, LEAD_FORM, readyLead } from './lead-api';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver';
import { startContentService, startSite, warmSite, type RunningService } from './servers';

/**
 * Traces (docs/operations.md, Traces). With OTEL_EXPORTER_OTLP_ENDPOINT pointing at a stand-in
 * receiver, a program page's render arrives as one trace with a span per block fetch, and a
 * lead's acceptance and delivery as spans of their own, all with the request id. Without it the
 * site sends nothing and loads no OpenTelemetry SDK: each site runs with a test-only hook
 * (test/record-modules.mjs) that lists every module the process resolved, so what was loaded
 * is read from outside the site's code.
 */
const programs = JSON.parse(readFileSync(join(__dirname, '..', 'content-service', 'content', 'co', 'programs.json'), 'utf8')) as { slug: string }[];
const programPath = (i: number) => `/programas/${programs[i]?.slug ?? ''}`;

/** Start a site with the module recorder: its env, and the file the recorder writes. */
function recording(env: Record<string, string>) {
  const file = join(mkdtempSync(join(tmpdir(), 'site-modules-')), 'modules.txt');
  const loader = pathToFileURL(join(__dirname, '..', 'test', 'record-modules.mjs')).href;
  return { env: { ...env, NODE_OPTIONS: `--import ${loader}`, RECORD_MODULES_TO: file }, modules: () => readFileSync(file, 'utf8').trim().split('\n') };
}

/** A module of the OpenTelemetry SDK or its exporters: anything of it but the API, which Next itself loads. */
const SDK_MODULE = /\/node_modules\/(@vercel\/otel|@opentelemetry\/(?!api\/))/;

/** The v2 block endpoints the content service lists for the page at `path` (its first entry, the page's metadata, has none). */
async function blockPaths(contentUrl: string, path: string): Promise<string[]> {
  const list = (await (await fetch(`${contentUrl}/api/v1/web/page?path=${encodeURIComponent(path)}`)).json()) as { endpoint?: string }[];
  return list.flatMap((block) => (block.endpoint ? [new URL(block.endpoint.replace('/v1/', '/v2/'), contentUrl).pathname] : []));
}

/** The chain of parents of `span` up to its trace's root. */
function ancestors(span: ReceivedSpan, all: ReceivedSpan[]): string[] {
  const byId = new Map(all.map((s) => [s.spanId, s]));
  const chain: string[] = [];
  for (let at = byId.get(span.parentSpanId); at; at = byId.get(at.parentSpanId)) chain.push(at.spanId);
  return chain;
}

test.describe('traces with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let receiver: OtlpReceiver;
  let content: RunningService;
  let blocks: CountingUpstream;
  let site: RunningService;
  let modules: () => string[];

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    receiver = await startOtlpReceiver();
    content = await startContentService({ env: { ...TEST_SECRETS } });
    // Block endpoints (CORE_API_URL) behind a recorder: the block fetches the content service saw.
    blocks = await startCountingUpstream(content.url);
    const run = recording({
      CONTENT_API_URL: content.url,
      CORE_API_URL: blocks.url,
      DATA_DIR: content.dataDir,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'admisiones-e2e',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    modules = run.modules;
    site = await startSite(run.env);
    // A new process refuses pages it does not know while its first renders lag its event loop
    // (server/admission.mjs): the test's page is asked once that has settled.
    await warmSite(site.url, ['/']);
  });
  test.afterAll(async () => {
    await site?.stop();
    await blocks?.close();
    await content?.stop();
    await receiver?.close();
  });

  test('a program page rendered uncached is one trace with a span per block fetch, the request id on each', async () => {
    const requestId = `trace-page-${Date.now()}`;
    const before = blocks.calls.length;
    const res = await fetch(`${site.url}${programPath(0)}`, { headers: { 'x-request-id': requestId } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    // The program's blocks, as its page lists them: each one fetched by the render (pages rendered
    // at start fetch theirs meanwhile, in traces of their own).
    const listed = await blockPaths(content.url, programPath(0));
    expect(listed.length).toBeGreaterThan(1);
    const fetched = blocks.calls.slice(before).map((call) => new URL(call, blocks.url).pathname);
    expect(fetched).toEqual(expect.arrayContaining(listed));

    const blockSpans = () => receiver.spans().filter((s) => s.attributes['request.id'] === requestId && s.attributes['upstream.route'] === '/api/v2/web/block/{id}');
    await expect.poll(() => blockSpans().map((s) => s.attributes['url.path']), { timeout: 15_000 }).toEqual(expect.arrayContaining(listed));
    // One span per fetch the content service saw: none made up, none twice.
    const spanned = blockSpans().map((s) => String(s.attributes['url.path']));
    expect(new Set(spanned).size).toBe(spanned.length);
    expect(fetched).toEqual(expect.arrayContaining(spanned));

    // The render's own span ends with its stream, after the answer's head: it may come in a later batch.
    await expect
      .poll(() => receiver.spans().some((s) => s.attributes['request.id'] === requestId && /render route \(app\) \/\[\[\.\.\.slug\]\]$/.test(s.name)), { timeout: 15_000 })
      .toBe(true);
    // Every span of the request, its other upstream calls too (the page, the configuration, where
    // not yet in Next's data cache), is in one trace under one root.
    const all = receiver.spans();
    const ofRequest = all.filter((s) => s.attributes['request.id'] === requestId);
    const traces = new Set(ofRequest.map((s) => s.traceId));
    expect(traces.size).toBe(1);
    const roots = ofRequest.filter((s) => s.parentSpanId === '');
    expect(roots).toHaveLength(1);
    const [root] = roots as [ReceivedSpan];
    expect(root.service).toBe('admisiones-e2e');
    // Next's own spans of the request are there: its handling of the request (named after the
    // route only when Next knows it by the time its handler settles, else after the method) and
    // its render of the route (awaited above).
    expect(ofRequest.some((s) => /^GET( \/\[\[\.\.\.slug\]\])?$/.test(s.name))).toBe(true);
    // Spans arrive in batches: a block fetch's parents (Next's spans between it and the root) may
    // come in a later one than the fetch itself.
    await expect.poll(() => blockSpans().every((span) => ancestors(span, receiver.spans()).includes(root.spanId)), { timeout: 15_000 }).toBe(true);
    for (const span of blockSpans()) {
      expect(span.name).toBe('upstream GET content /api/v2/web/block/{id}');
      expect(span.attributes).toMatchObject({ 'upstream.purpose': 'content', 'http.method': 'GET', 'http.status_code': 200 });
      expect(ancestors(span, receiver.spans())).toContain(root.spanId);
    }
    expect(receiver.calls.every((call) => call.method === 'POST' && call.url === '/v1/traces')).toBe(true);
    expect(modules().some((url) => url.includes('/node_modules/@vercel/otel/'))).toBe(true);
  });

  test("a lead's acceptance and its delivery are spans of their own, the CRM call inside the delivery", async () => {
    const requestId = `trace-lead-${Date.now()}`;
    // The proxy in front had started the trace (W3C Trace Context): the post continues it.
    const proxyTrace = randomBytes(16).toString('hex');
    const { body, cookie } = await readyLead(site.url, emailFor('traces'));
    const res = await fetch(`${site.url}/api/forms/${LEAD_FORM.kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), 'x-forwarded-for': visitorAddress(), 'x-request-id': requestId, traceparent: `00-${proxyTrace}-${randomBytes(8).toString('hex')}-01`, cookie },
      body: JSON.stringify(body),
    });
    expect(res.ok).toBe(true);

    const named = (name: string) => receiver.spans().filter((s) => s.name === name);
    await expect.poll(() => named('lead.accept').filter((s) => s.attributes['request.id'] === requestId), { timeout: 15_000 }).toHaveLength(1);
    const [accept] = named('lead.accept').filter((s) => s.attributes['request.id'] === requestId) as [ReceivedSpan];
    expect(accept.attributes).toMatchObject({ 'lead.kind': LEAD_FORM.kind, 'lead.form_id': LEAD_FORM.formId });
    expect(accept.traceId).toBe(proxyTrace);
    const leadId = accept.attributes['lead.id'];
    expect(typeof leadId).toBe('string');

    await expect.poll(() => named('lead.deliver').filter((s) => s.attributes['lead.id'] === leadId).map((s) => s.attributes['lead.status']), { timeout: 15_000 }).toEqual(['delivered']);
    const [deliver] = named('lead.deliver').filter((s) => s.attributes['lead.id'] === leadId) as [ReceivedSpan];
    // The delivery runs after the answer: a trace of its own, linked to the post's, with its request id.
    expect(deliver.parentSpanId).toBe('');
    expect(deliver.links.map((link) => link.split('/')[0])).toEqual([accept.traceId]);
    expect(deliver.attributes['request.id']).toBe(requestId);
    const crmPost = receiver.spans().filter((s) => s.name === 'upstream POST crm /leads' && s.parentSpanId === deliver.spanId);
    expect(crmPost.map((s) => s.attributes['http.status_code'])).toEqual([expect.any(Number)]);
  });
});

test.describe('traces without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  test('nothing is sent and no OpenTelemetry SDK module is loaded, whatever else is set', async () => {
    test.setTimeout(60_000);
    const receiver = await startOtlpReceiver();
    const content = await startContentService();
    // Every other variable of the exporter points at the receiver: only the endpoint turns tracing on.
    const run = recording({
      CONTENT_API_URL: content.url,
      DATA_DIR: content.dataDir,
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'admisiones-e2e',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    const site = await startSite(run.env);
    try {
      const res = await fetch(`${site.url}${programPath(1)}`, { headers: { 'x-request-id': 'no-traces' } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      // Ten times the export delay a registered SDK would have waited.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(receiver.calls).toEqual([]);
      const loaded = run.modules();
      expect(loaded.some((url) => url.includes('/node_modules/next/dist/server/'))).toBe(true); // the recorder saw the site's modules
      expect(loaded.filter((url) => SDK_MODULE.test(url))).toEqual([]);
    } finally {
      await site.stop();
      await content.stop();
      await receiver.close();
    }
  });
});
