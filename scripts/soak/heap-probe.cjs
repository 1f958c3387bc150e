// Preloaded into the site by `npm run soak` only (NODE_OPTIONS=--require …): answers the soak's
// heap questions over the IPC channel the soak opened when it spawned the site. Nothing is
// exposed on the network, and without that channel (every other run) this file does nothing.
const v8 = require('node:v8');

if (typeof process.send === 'function' && process.env.SOAK_HEAP_PROBE === '1') {
  process.on('message', (message) => {
    if (!message || message.type !== 'soak:heap') return;
    const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const { heap_size_limit: heapLimit } = v8.getHeapStatistics();
    process.send({ type: 'soak:heap', id: message.id, heapUsed, heapTotal, external, arrayBuffers, heapLimit });
  });
  // The channel must not keep the process alive on its own (SIGTERM stops the site as usual).
  process.channel?.unref();
}
