// The soak's load, in a process of its own at the lowest CPU priority: the counting proxy in front
// of the content service, the unique-URL mix and the leads posted during a burst. On a real
// burst the clients and the upstream run on other machines; here they share the site's two
// cores, so they yield to it rather than slow it down (docs/testing.md, the soak).
//
// Driven over IPC by scripts/soak.mjs:
//   { type: 'proxy', target }                    → { url }
//   { type: 'drive', siteUrl, until, concurrency, honourRetryAfter, leads } → { stats, leads }
//   { type: 'upstream' }                         → the proxy's counters
import { setPriority } from 'node:os';
import { startCountingProxy } from './counting-proxy.mjs';
import { drive } from './load.mjs';
import { postLeads } from './leads.mjs';

try {
  setPriority(19);
} catch {
  // Not allowed here: the load competes with the site as an equal, which only makes it harder.
}

let proxy = null;
const answer = (message, body) => process.send({ type: message.type, id: message.id, ...body });

process.on('message', async (message) => {
  if (message?.type === 'proxy') {
    proxy = await startCountingProxy(message.target);
    answer(message, { url: proxy.url });
  } else if (message?.type === 'drive') {
    const { siteUrl, until, concurrency, honourRetryAfter, leads } = message;
    const [stats, posted] = await Promise.all([drive(siteUrl, { until, concurrency, honourRetryAfter }), postLeads(siteUrl, { until, ...leads })]);
    answer(message, { stats, leads: posted });
  } else if (message?.type === 'upstream') {
    const entries = (map) => [...map].map(([key, times]) => [key, times]);
    answer(message, { byKind: proxy?.byKind ?? {}, pathCalls: entries(proxy?.pathCalls ?? new Map()), unknownCalls: entries(proxy?.unknownCalls ?? new Map()) });
  }
});
process.on('disconnect', () => process.exit(0));
