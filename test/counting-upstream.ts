import { createServer, type Server } from 'node:http';

export type CountingUpstream = {
  url: string;
  /** Path and query of every call received, in order. */
  calls: string[];
  /** Answer every call with this status instead of forwarding it (null: forward again). */
  failWith: (status: number | null) => void;
  close: () => Promise<void>;
};

/** A loopback forwarder in front of the content service that records every call the site makes. */
export async function startCountingUpstream(target: string): Promise<CountingUpstream> {
  const calls: string[] = [];
  let failing: number | null = null;
  const server: Server = createServer(async (req, res) => {
    calls.push(req.url ?? '/');
    if (failing !== null) {
      res.writeHead(failing, { 'content-type': 'application/json' }).end('{"error":"falla"}');
      return;
    }
    const answer = await fetch(target + (req.url ?? '/'), { headers: { accept: 'application/json' } });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failWith: (status) => void (failing = status),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
