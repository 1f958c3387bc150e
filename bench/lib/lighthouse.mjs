// Lighthouse runs (programmatic API) on Debian chromium, one at a time (2 cores: never parallel).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { settle } from './page-bytes.mjs';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

let chrome = null;

async function browser() {
  if (!chrome) chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  return chrome;
}

export async function closeBrowser() {
  const c = chrome;
  chrome = null;
  if (c) await Promise.race([c.kill(), new Promise((r) => setTimeout(r, 5000))]);
}

/** Audits of a category that did not pass, with the elements they name. */
function failures(lhr, category) {
  const out = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    if (!ref.weight) continue;
    const a = lhr.audits[ref.id];
    if (!a || a.score === null || a.score >= 1) continue;
    const items = (a.details?.items ?? []).slice(0, 8).map((it) => {
      const node = it.node ?? it.subItems?.items?.[0]?.relatedNode;
      return node?.selector ?? node?.snippet ?? it.url ?? it.source?.url ?? it.description ?? JSON.stringify(it).slice(0, 160);
    });
    out.push({ id: a.id, title: a.title, score: a.score, items });
  }
  return out;
}

/** The LCP element and its breakdown (Lighthouse 13 reports them as an insight). */
function lcpDetails(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((i) => i.type === 'node');
  const parts = items.find((i) => i.type === 'table')?.items ?? [];
  const blocking = (lhr.audits['render-blocking-insight']?.details?.items ?? []).map((i) => i.url).filter(Boolean);
  return {
    element: node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : null,
    parts: Object.fromEntries(parts.map((p) => [p.subpart, Math.round(p.duration)])),
    renderBlocking: blocking,
  };
}

/**
 * What the mobile simulation counts for LCP, from Lighthouse's own Lantern graph of this run.
 * Lantern replays the unthrottled trace on a simulated slow 4G and 4× slower CPU, and averages two
 * estimates built from the requests the trace finished before the observed LCP paint (with and
 * without low-priority images; a script counts unless it visibly ran after the paint). The
 * requests of the larger (pessimistic) graph, with the simulated time each one ends: the last
 * ones are what the simulated LCP waits for.
 */
async function criticalPath(result) {
  const m = result.lhr.audits.metrics?.details?.items?.[0] ?? {};
  const context = { settings: result.artifacts.settings, computedCache: new Map(), options: {} };
  const lcp = await LanternLargestContentfulPaint.request(Audit.makeMetricComputationDataInput(result.artifacts, context), context);
  const requests = [...lcp.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node]) => node.type === 'network')
    .map(([node, t]) => ({ url: node.request.url, type: node.request.resourceType ?? 'Other', priority: node.request.priority, bytes: node.request.transferSize ?? 0, end: Math.round(t.endTime) }))
    .sort((a, b) => a.end - b.end);
  const bytes = {};
  for (const r of requests) bytes[r.type] = (bytes[r.type] ?? 0) + r.bytes;
  return { observedFcp: m.observedFirstContentfulPaint ?? null, observedLcp: m.observedLargestContentfulPaint ?? null, requests, bytes };
}

/**
 * The main thread's work before the first paint of the unthrottled trace, by Lighthouse's own
 * task groups (parse HTML, style and layout, script evaluation, …): what the page makes the
 * device do before it shows anything. A task that straddles the paint counts for its share.
 */
async function beforeFirstPaint(result) {
  const context = { settings: result.artifacts.settings, computedCache: new Map(), options: {} };
  const trace = result.artifacts.Trace;
  const [tasks, navigation] = await Promise.all([MainThreadTasks.request(trace, context), ProcessedNavigation.request(trace, context)]);
  const fcp = navigation.timings.firstContentfulPaint;
  const groups = {};
  for (const t of tasks) {
    if (t.startTime >= fcp) continue;
    const share = t.endTime <= fcp || t.duration <= 0 ? 1 : (fcp - t.startTime) / t.duration;
    groups[t.group.id] = (groups[t.group.id] ?? 0) + t.selfTime * share;
  }
  const total = Object.values(groups).reduce((a, b) => a + b, 0);
  return { fcp: Math.round(fcp), total: Math.round(total), groups: Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, Math.round(v)])) };
}

/** One Lighthouse run; `preset` is 'mobile' (Lighthouse's default) or 'desktop'. */
export async function runLighthouse(url, preset, { saveTo } = {}) {
  const t0 = performance.now();
  const load = loadavg()[0];
  let result;
  try {
    const { port } = await browser();
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ignoreStatusCode: true, // the 404 page type is measured too
      disableFullPageScreenshot: true, // not used here; saves time per run
      skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
      // Every run a first visit: Lighthouse keeps cookies and local storage between runs by
      // default, so the site's first answer (its campaign cookies, rules §9) came in run 1 alone.
      clearStorageTypes: [...defaultSettings.clearStorageTypes, 'cookies', 'local_storage', 'indexeddb'],
    };
    result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  } catch (error) {
    await closeBrowser(); // a broken browser is replaced on the next run
    throw error;
  }
  const lhr = result.lhr;
  if (saveTo) writeFileSync(saveTo, JSON.stringify(lhr));
  const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    url,
    preset,
    seconds: (performance.now() - t0) / 1000,
    runtimeError: lhr.runtimeError?.code ?? null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
    failing: {
      accessibility: failures(lhr, 'accessibility'),
      'best-practices': failures(lhr, 'best-practices'),
      seo: failures(lhr, 'seo'),
    },
    lcpDetail: lcpDetails(lhr),
    criticalPath: preset === 'mobile' ? await criticalPath(result).catch((error) => ({ error: String(error?.message ?? error) })) : null,
    beforePaint: preset === 'mobile' ? await beforeFirstPaint(result).catch((error) => ({ error: String(error?.message ?? error) })) : null,
    /** 1-minute load average of the machine when the run started (shared machine: noise). */
    load,
  };
}

export const reportPath = (dir, key, preset, n) => join(dir, `${key}-${preset}-${n}.json`);

/**
 * Lighthouse on every page type, mobile first (the targets are mobile): one run of each page, then
 * the next in priority order, `passes.mobile` passes in all; then `passes.desktop` passes of the
 * desktop preset (regression checks only; 0 skips it); each run only if it still fits before
 * `deadlineS` (seconds since the bench started, `elapsed()`). Each run meets the page as a cache
 * serves it to every visitor (`settle`). Every run's report is kept in `dir` (reportPath): a
 * median hides which runs differ, and why.
 */
export async function lighthouseAll(results, site, bare, { priority, passes, deadlineS, elapsed, log, dir }) {
  const targets = { bare: bare ? `${bare.url}/` : null };
  for (const p of results.pages) targets[p.key] = site.url + p.path;
  const keys = priority.filter((k) => targets[k]);
  const runs = (results.lighthouse = { runs: [], skipped: [], plan: '' });
  const durations = { mobile: [], desktop: [] };
  const fits = (preset) => {
    const d = durations[preset];
    const estimate = d.length ? Math.max(...d.slice(-3)) : 20;
    return elapsed() + estimate < deadlineS;
  };
  const one = async (key, preset, n) => {
    if (!fits(preset)) return runs.skipped.push({ key, preset, n });
    try {
      await settle(targets[key]);
      const r = await runLighthouse(targets[key], preset, { saveTo: reportPath(dir, key, preset, n) });
      durations[preset].push(r.seconds);
      runs.runs.push({ key, n, ...r });
      log(`lighthouse ${key} ${preset} #${n}: perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo} LCP ${Math.round(r.lcp)} TBT ${Math.round(r.tbt)} CLS ${r.cls?.toFixed(3)} (${r.seconds.toFixed(1)} s, load ${r.load.toFixed(2)})`);
    } catch (error) {
      results.errors.push(`lighthouse ${key} ${preset} #${n}: ${error?.message ?? error}`);
    }
  };
  for (const preset of ['mobile', 'desktop']) for (let n = 1; n <= passes[preset]; n++) for (const key of keys) await one(key, preset, n);
  await closeBrowser();
  runs.meanSeconds = Object.fromEntries(Object.entries(durations).map(([k, d]) => [k, d.length ? d.reduce((a, b) => a + b, 0) / d.length : null]));
}
