// Structured logs (pino). Every line about an interaction carries its id; a bug carries the
// error id the user was shown. Tokens never reach a line: interaction and webhook tokens sit
// in Discord's request URLs, which end up in error messages, so those are scrubbed.
import { randomBytes } from 'node:crypto';
import { pino, type Logger } from 'pino';

export type { Logger };

const TOKEN_IN_URL = /(\/(?:interactions|webhooks)\/\d+\/)[A-Za-z0-9._-]{20,}/g;
const BOT_TOKEN = /[A-Za-z0-9_-]{23,28}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}/g;

/** Removes interaction/webhook tokens and bot tokens from a text. */
export function scrub(text: string): string {
  return text.replace(TOKEN_IN_URL, '$1[token]').replace(BOT_TOKEN, '[token]');
}

function serializeError(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { message: scrub(String(e)) };
  const out: Record<string, unknown> = { type: e.name, message: scrub(e.message), stack: scrub(e.stack ?? '') };
  const extra = e as Error & { code?: unknown; status?: unknown; url?: unknown; method?: unknown; cause?: unknown };
  if (extra.code !== undefined) out.code = extra.code;
  if (extra.status !== undefined) out.status = extra.status;
  if (typeof extra.url === 'string') out.url = scrub(extra.url);
  if (typeof extra.method === 'string') out.method = extra.method;
  if (extra.cause !== undefined) out.cause = serializeError(extra.cause);
  return out;
}

export function createLogger(options: { level?: string; destination?: NodeJS.WritableStream } = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  return pino(
    { level, serializers: { err: serializeError }, redact: ['token', '*.token', 'headers.authorization'] },
    options.destination as pino.DestinationStream | undefined,
  );
}

export const rootLogger = createLogger();

/** A short id for one failure, shown to the user and written in the log line. */
export function newErrorId(): string {
  return randomBytes(4).toString('hex');
}
