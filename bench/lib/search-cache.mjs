// How well a shared cache serves /buscar: a deterministic mix of queries, the popular ones asked
// more often (weights 1/rank, as search logs usually are), sent through nginx proxy_cache; the
// hit rate is read from the proxy's X-Cache-Status of every answer.
export const SEARCH_QUERIES = ['ingenieria', 'psicologia', 'becas', 'virtual', 'medicina', 'administracion', 'derecho', 'posgrado', 'bogota', 'inscripciones', 'contaduria', 'diseno'];

/** `count` queries where query k (0-based) appears about `count / (k + 1) / H` times, interleaved. */
export function queryMix(count, queries = SEARCH_QUERIES) {
  const weights = queries.map((_, k) => 1 / (k + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const out = [];
  const credit = queries.map(() => 0);
  for (let i = 0; i < count; i++) {
    // Smooth weighted round-robin: deterministic, and each query keeps its share at every prefix.
    let best = 0;
    for (let k = 0; k < queries.length; k++) {
      credit[k] += weights[k] / total;
      if (credit[k] > credit[best]) best = k;
    }
    credit[best] -= 1;
    out.push(queries[best]);
  }
  return out;
}

/** Sends the mix through the proxy; @returns {{ requests, statuses: Record<string, number>, hitRate, distinct }} */
export async function searchHitRate(proxyUrl, { count = 200, path = '/buscar' } = {}) {
  const statuses = {};
  const mix = queryMix(count);
  for (const q of mix) {
    const res = await fetch(`${proxyUrl}${path}?q=${encodeURIComponent(q)}`, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    const status = res.headers.get('x-cache-status') ?? '-';
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const served = (statuses.HIT ?? 0) + (statuses.STALE ?? 0) + (statuses.UPDATING ?? 0) + (statuses.REVALIDATED ?? 0);
  return { requests: count, statuses, hitRate: served / count, distinct: new Set(mix).size };
}
