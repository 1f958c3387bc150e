// Requests per second and latency of one URL with autocannon on loopback, after a warm-up.
import autocannon from 'autocannon';

function cannon(url, { connections, duration, headers }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers, timeout: 10 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * @returns {{ rps, p50, p99, non2xx, errors, bytesPerReq }}
 */
export async function measure(url, { warmupS = 5, durationS = 10, connections = 10, headers = {} } = {}) {
  if (warmupS > 0) await cannon(url, { connections, duration: warmupS, headers });
  const r = await cannon(url, { connections, duration: durationS, headers });
  return {
    url,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytesPerReq: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}
