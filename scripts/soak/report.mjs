// docs/soak.md from the figures of a run of scripts/soak.mjs.
import { createRequire } from 'node:module';
import { MIX } from './load.mjs';

const { mb } = createRequire(import.meta.url)('./figures.cjs');
const dash = (bytes) => (bytes === null ? '–' : mb(bytes));

/** [minute, lowest RSS MB, highest RSS MB] for each minute of a phase. */
function byMinute(samples, seconds) {
  const minutes = new Map();
  const t0 = samples[0]?.t ?? 0;
  for (const s of samples) {
    const m = Math.min(Math.floor((s.t - t0) / 60), Math.floor((seconds - 1) / 60));
    const [lo, hi] = minutes.get(m) ?? [Infinity, 0];
    minutes.set(m, [Math.min(lo, mb(s.rssBytes)), Math.max(hi, mb(s.rssBytes))]);
  }
  return [...minutes].map(([m, [lo, hi]]) => [m, lo, hi]);
}

/** `200 ×12, 503 ×3, 200 ×5`: a sequence as runs of equal values. */
function runs(values) {
  const out = [];
  for (const v of values) {
    const last = out.at(-1);
    if (last && last[0] === v) last[1]++;
    else out.push([v, 1]);
  }
  return out.map(([v, n]) => `${v} ×${n}`).join(', ');
}

function phase(p, i, f) {
  const total = Object.values(p.requests).reduce((n, r) => n + r.sent, 0);
  const leadStatuses = {};
  for (const l of p.posted) leadStatuses[l.status] = (leadStatuses[l.status] ?? 0) + 1;
  const rss = p.samples.map((s) => s.rssBytes);
  return [
    `## Phase ${i + 1}: ${p.concurrency} requests in flight for ${p.seconds} s`,
    '',
    ...p.verdict.checks.map((c) => `- ${c.ok ? '✅' : '❌'} ${c.name}`),
    '',
    `${total} requests in ${Math.round(p.elapsed)} s (${Math.round(total / p.elapsed)} a second); ${p.verdict.shed} uncached requests refused with 503 and Retry-After (server/admission.mjs), the slowest refusal after ${Math.round(p.verdict.longestRefusal)} ms and the slowest answer of any kind after ${Math.round(p.verdict.longestAnswer ?? 0)} ms (queue deadline ${f.queueMs} ms); ${p.verdict.failures} without an answer. RSS ${mb(Math.min(...rss))}–${mb(Math.max(...rss))} MB.`,
    '',
    `The cached page (\`${p.cachedPage.path}\`), asked 10 times a second by the soak itself: p95 ${p.cachedPage.unloadedP95} ms alone before the run, ${p.cachedPage.p95} ms during this phase (${p.cachedPage.sent} requests; ${Object.entries(p.cachedPage.statuses).map(([s, n]) => `${s}: ${n}`).join(', ')}).`,
    '',
    p.posted.length
      ? `Leads posted during the phase, each from its own client address: ${p.posted.length}, answered ${Object.entries(leadStatuses).map(([s, n]) => `${s}: ${n}`).join(', ')} (202: acknowledged, in the outbox; 503: refused); the CRM stand-in's count of each is in the verdict above.`
      : 'No leads posted in this phase.',
    '',
    `\`/api/health\` every 2 s, in runs: ${runs(p.samples.map((s) => s.health ?? '–'))}; after the phase: ${p.healthAfter ?? '–'}, ${p.healthAfterMs ?? '–'} ms after its end.`,
    ...(p.firstVisit ? [`A real page asked for the first time mid-burst (\`${p.firstVisit.path}\`), retrying a 503 after its Retry-After: ${p.firstVisit.statuses.join(' → ')}.`] : []),
    '',
    '| kind | sent | statuses | shed (503 + Retry-After) | unexpected | failed | p50 ms | p95 ms | max ms |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|',
    ...MIX.map(({ kind }) => {
      const r = p.requests[kind];
      if (!r) return `| ${kind} | – | | | | | | | |`;
      const statuses = Object.entries(r.byStatus).map(([s, n]) => `${s}: ${n}`).join(', ');
      return `| ${kind} | ${r.sent} | ${statuses} | ${r.shed} | ${r.unexpected} | ${r.failures} | ${r.p50} | ${r.p95} | ${r.max} |`;
    }),
    '',
    ...(p.seconds >= 120
      ? ['| minute | RSS MB (lowest–highest sample) |', '|---:|---|', ...byMinute(p.samples, p.seconds).map(([m, lo, hi]) => `| ${m + 1} | ${lo}–${hi} |`), '']
      : []),
  ];
}

export function markdown(f) {
  const samples = f.phases.flatMap((p) => p.samples);
  return [
    '# Soak: unique URLs against a 256 MB heap',
    '',
    `Written by \`npm run soak\` (scripts/soak.mjs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${f.phases.map((p) => `${p.concurrency} in flight for ${p.seconds} s`).join(', then ')}, against one site started with \`${f.nodeFlags}\`, Node ${f.node}, ${f.cores} cores shared with other work. The clients and the counting proxy in front of the content service run in one process at the lowest CPU priority (on a real burst they are other machines); ${f.honourRetryAfter ? 'a client refused with 503 comes back after its Retry-After, as crawlers do' : 'a client refused with 503 asks again at once (a flood that ignores Retry-After)'}. RSS is read from /proc (the site's process tree, glibc's default malloc arenas), the heap over the soak's IPC channel (nothing is exposed by the site).`,
    '',
    `**${f.ok ? 'Every bound met.' : 'A bound was not met.'}**${f.crashed ? ` The site stopped: ${f.crashed}.` : ''}`,
    '',
    ...f.phases.flatMap((p, i) => phase(p, i, f)),
    '## Upstream calls (counted by the proxy in front of the content service)',
    '',
    '| call | count |',
    '|---|---:|',
    ...Object.entries(f.upstream.byKind).map(([kind, n]) => `| ${kind} | ${n} |`),
    '',
    `Pages by path: ${f.upstream.pageByPath} calls for ${f.upstream.distinctPaths} distinct paths. Unknown paths (answered 404): ${f.upstream.unknownCalls} calls for ${f.upstream.unknownPaths} paths; the most any one of them got in any 60 s: ${f.upstream.perPathWorst.calls}${f.upstream.perPathWorst.key ? ` (\`${f.upstream.perPathWorst.key}\`)` : ''}. Known pages are cached for 5 minutes; the most any one got in any 60 s: ${f.upstream.knownWorst.calls}${f.upstream.knownWorst.key ? ` (\`${f.upstream.knownWorst.key}\`)` : ''}.`,
    '',
    '## Memory, every 2 s',
    '',
    'Heap used includes garbage not yet collected (nothing forces a GC); external is memory outside the V8 heap (buffers: cached RSC payloads), not capped by `--max-old-space-size`. A dash: the site did not answer the heap question within 2 s.',
    '',
    '| s | RSS MB | heap used MB | heap total MB | external MB | health |',
    '|---:|---:|---:|---:|---:|---:|',
    ...samples.map((s) => `| ${s.t} | ${mb(s.rssBytes)} | ${dash(s.heapUsedBytes)} | ${dash(s.heapTotalBytes)} | ${dash(s.externalBytes)} | ${s.health ?? '–'} |`),
    '',
  ].join('\n');
}
