// Request parsing and responses for the stand-in's REST side: JSON or multipart bodies in,
// JSON out with rate-limit headers that keep @discordjs/rest's queues flowing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UploadedFile } from './payloads.ts';
import type { JsonObject, JsonValue } from './types.ts';

export interface ParsedRequest {
  method: string;
  /** Path after /api and the /vN version prefix, e.g. /channels/123/messages. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: JsonValue | null;
  files: UploadedFile[];
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Node's fetch Response parses multipart/form-data for us, so no parser dependency. */
async function parseMultipart(
  raw: Buffer,
  contentType: string,
): Promise<{ body: JsonValue | null; files: UploadedFile[] }> {
  const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  let body: JsonValue | null = null;
  const files: UploadedFile[] = [];
  for (const [name, value] of form.entries()) {
    if (name === 'payload_json' && typeof value === 'string') {
      body = JSON.parse(value) as JsonValue;
      continue;
    }
    const match = /^files\[(\d+)\]$/.exec(name);
    if (match && typeof value !== 'string') {
      files.push({
        index: Number(match[1]),
        filename: value.name,
        contentType: value.type || undefined,
        data: Buffer.from(await value.arrayBuffer()),
      });
    }
  }
  return { body, files };
}

export async function parseRequest(req: IncomingMessage): Promise<ParsedRequest> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname.replace(/^\/api/, '').replace(/^\/v\d+/, '');
  const raw = await readBody(req);
  const contentType = req.headers['content-type'] ?? '';
  let body: JsonValue | null = null;
  let files: UploadedFile[] = [];
  if (raw.length > 0) {
    if (contentType.startsWith('multipart/form-data')) {
      ({ body, files } = await parseMultipart(raw, contentType));
    } else if (contentType.startsWith('application/x-www-form-urlencoded')) {
      // OAuth2's token endpoint (the only route that takes a form).
      body = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    } else {
      try {
        body = JSON.parse(raw.toString('utf8')) as JsonValue;
      } catch {
        throw new HttpError(400, 50109, 'The request body contains invalid JSON.');
      }
    }
  }
  return { method: req.method ?? 'GET', path, query: url.searchParams, headers: req.headers, body, files };
}

export function asObject(value: JsonValue | null): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

/**
 * Discord always sends bucket headers. A large remaining count and a short reset mean
 * @discordjs/rest never decides to wait; its own 50 req/s global limiter still applies.
 */
function rateLimitHeaders(bucket: string): Record<string, string> {
  return {
    'x-ratelimit-limit': '50',
    'x-ratelimit-remaining': '49',
    'x-ratelimit-reset': ((Date.now() + 1000) / 1000).toFixed(3),
    'x-ratelimit-reset-after': '1.000',
    'x-ratelimit-bucket': bucket,
  };
}

export function sendJson(res: ServerResponse, status: number, body: JsonValue | undefined, bucket: string): void {
  const headers: Record<string, string> = { ...rateLimitHeaders(bucket), via: 'discord-standin' };
  if (body === undefined || status === 204) {
    res.writeHead(status === 200 ? 204 : status, headers).end();
    return;
  }
  const text = JSON.stringify(body);
  res
    .writeHead(status, {
      ...headers,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text).toString(),
    })
    .end(text);
}

export function sendError(res: ServerResponse, error: HttpError, bucket: string): void {
  sendJson(res, error.status, { message: error.message, code: error.code }, bucket);
}

type Params = Record<string, string>;
export type Handler = (req: ParsedRequest, params: Params) => Promise<JsonValue | undefined> | JsonValue | undefined;

interface Route {
  method: string;
  pattern: string;
  parts: string[];
  handler: Handler;
}

/** A minimal path router: `:name` segments capture, everything else matches literally. */
export class Router {
  private readonly routes: Route[] = [];

  on(method: string, pattern: string, handler: Handler): void {
    this.routes.push({ method, pattern, parts: pattern.split('/').filter(Boolean), handler });
  }

  match(method: string, path: string): { route: Route; params: Params } | undefined {
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    for (const route of this.routes) {
      if (route.method !== method || route.parts.length !== segments.length) continue;
      const params: Params = {};
      const ok = route.parts.every((part, i) => {
        if (part.startsWith(':')) {
          params[part.slice(1)] = segments[i]!;
          return true;
        }
        return part === segments[i];
      });
      if (ok) return { route, params };
    }
    return undefined;
  }
}
