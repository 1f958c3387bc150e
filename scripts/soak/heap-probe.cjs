// Preloaded into the site by `npm run soak` only (NODE_OPTIONS=--require …): answers the soak's
// heap questions over the IPC channel the soak opened when it spawned the site. Nothing is
// exposed on the network, and without that channel (every other run) this file does nothing.
//
// - `soak:heap`: the heap figures now.
// - `soak:heap-profile`: V8's sampling heap profiler for `ms`, written to `path`: the objects
//   still alive at the end with the stack that allocated them (what the requests in flight hold).
// - `soak:cpu-profile`: V8's CPU profiler for `ms`, written to `path` (a .cpuprofile that Chrome's
//   DevTools open): where the event loop's time goes under load.
const v8 = require('node:v8');
const { writeFileSync } = require('node:fs');
const { Session } = require('node:inspector');

if (typeof process.send === 'function' && process.env.SOAK_HEAP_PROBE === '1') {
  process.on('message', (message) => {
    if (message?.type === 'soak:heap') {
      const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
      const { heap_size_limit: heapLimit } = v8.getHeapStatistics();
      process.send({ type: 'soak:heap', id: message.id, heapUsed, heapTotal, external, arrayBuffers, heapLimit });
    }
    if (message?.type === 'soak:heap-profile') profile(message, HEAP);
    if (message?.type === 'soak:cpu-profile') profile(message, CPU);
  });
  // The channel must not keep the process alive on its own (SIGTERM stops the site as usual).
  process.channel?.unref();
}

// One heap sample per 64 KB allocated: cheap enough to run under load, fine enough for megabytes.
const HEAP = { start: ['HeapProfiler.startSampling', { samplingInterval: 64 * 1024 }], stop: 'HeapProfiler.stopSampling' };
const CPU = { start: ['Profiler.start', {}], stop: 'Profiler.stop', enable: 'Profiler.enable' };

function profile({ type, id, ms, path }, { start, stop, enable }) {
  const session = new Session();
  session.connect();
  const reply = (error) => {
    session.disconnect();
    process.send({ type, id, error: error ? String(error) : null });
  };
  if (enable) session.post(enable);
  session.post(start[0], start[1], (error) => {
    if (error) return reply(error);
    setTimeout(() => {
      session.post(stop, (stopError, result) => {
        if (stopError) return reply(stopError);
        writeFileSync(path, JSON.stringify(result.profile));
        reply(null);
      });
    }, ms).unref();
  });
}
