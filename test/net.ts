// Network helpers for tests that start servers of their own.
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for a server started in another process). */
export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}
