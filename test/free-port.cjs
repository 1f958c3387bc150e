// Prints a free TCP port on 127.0.0.1 (used synchronously by the Playwright config).
const net = require('node:net');
const server = net.createServer();
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  server.close(() => process.stdout.write(String(port)));
});
