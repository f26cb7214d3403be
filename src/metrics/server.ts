// The operator's endpoints, on their own port (METRICS_PORT; off when unset), never the live
// map's public one: /metrics (Prometheus text), /healthz (the process answers), /readyz (the
// gateway is connected and the store answers: a load balancer or orchestrator sends no work
// to a process that is not ready, and a draining one says so).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics.js';

export interface Readiness {
  /** Each check by name: true when it passes. */
  checks: Record<string, boolean>;
}

export interface OpsConfig {
  port: number;
  host: string;
}

/**
 * METRICS_PORT switches the endpoints on (plus `offset`: one port per shard process of a host);
 * METRICS_HOST defaults to loopback.
 */
export function opsConfigFromEnv(env: NodeJS.ProcessEnv = process.env, offset = 0): OpsConfig | null {
  const raw = env.METRICS_PORT?.trim();
  const port = Number(raw);
  if (!raw || !Number.isInteger(port) || port < 0 || port + offset > 65535) return null;
  return { port: port === 0 ? 0 : port + offset, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

/** A check that does not answer within `ms` fails: a hung store must not hang /readyz. */
export function withTimeout(check: () => Promise<boolean>, ms: number): () => Promise<boolean> {
  return () =>
    new Promise<boolean>((res) => {
      const t = setTimeout(() => res(false), ms);
      t.unref();
      check().then(
        (ok) => {
          clearTimeout(t);
          res(ok);
        },
        () => {
          clearTimeout(t);
          res(false);
        },
      );
    });
}

export async function startOpsServer(o: {
  config: OpsConfig;
  metrics: Metrics;
  ready: () => Promise<Readiness>;
}): Promise<OpsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('ok\n');
      return;
    }
    if (path === '/readyz') {
      o.ready().then(
        ({ checks }) => {
          const ok = Object.values(checks).every(Boolean);
          const body = Object.entries(checks)
            .map(([k, v]) => `${k}: ${v ? 'ok' : 'not ready'}`)
            .join('\n');
          res.writeHead(ok ? 200 : 503, { 'content-type': 'text/plain; charset=utf-8' }).end(`${body}\n`);
        },
        () => res.writeHead(503).end('not ready\n'),
      );
      return;
    }
    if (path === '/metrics') {
      o.metrics.text().then(
        (text) => res.writeHead(200, { 'content-type': o.metrics.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('/metrics, /healthz or /readyz\n');
  });
  await new Promise<void>((res, rej) => {
    server.once('error', rej);
    server.listen(o.config.port, o.config.host, () => res());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((res) => {
        server.closeAllConnections();
        server.close(() => res());
      }),
  };
}
