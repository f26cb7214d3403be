// Logs never carry tokens; the error triage tells transient failures from bugs.
import { Writable } from 'node:stream';
import { DiscordAPIError } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { createLogger, scrub } from '../../src/app/log.ts';
import { isTransient } from '../../src/discord/router.ts';
import { StoreError } from '../../src/store/errors.ts';

const interactionToken = `aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OTpzZWNyZXQtdG9rZW4tdmFsdWU${'x'.repeat(40)}`;
const botToken = 'MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB';

describe('logs', () => {
  it('scrub removes interaction, webhook and bot tokens from text', () => {
    const text = `POST https://discord.com/api/v10/interactions/1234567890/${interactionToken}/callback and /webhooks/42/${interactionToken}/messages/@original with ${botToken}`;
    const out = scrub(text);
    expect(out).not.toContain(interactionToken);
    expect(out).not.toContain(botToken);
    expect(out).toContain('/interactions/1234567890/[token]/callback');
    expect(out).toContain('/webhooks/42/[token]/messages');
  });

  it('an error logged with a failed request URL carries no token; the error id and interaction id are fields', () => {
    const lines: string[] = [];
    const sink = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const logger = createLogger({ level: 'info', destination: sink });
    const err = Object.assign(new Error(`Request failed: POST /interactions/99/${interactionToken}/callback`), { url: `https://discord.com/api/v10/webhooks/7/${interactionToken}`, status: 503 });
    logger.error({ err, errorId: 'abcd1234', interactionId: '99' }, 'interaction failed (bug)');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(interactionToken);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ errorId: 'abcd1234', interactionId: '99', err: { status: 503 } });
  });
});

describe('error triage', () => {
  it('Discord 429/5xx, network errors and store I/O are transient; a TypeError is a bug', () => {
    const api = (status: number) => new DiscordAPIError({ message: 'x', code: 0 }, 0, status, 'POST', '/x', {});
    expect(isTransient(api(503))).toBe(true);
    expect(isTransient(api(429))).toBe(true);
    expect(isTransient(api(404))).toBe(false);
    expect(isTransient(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isTransient(new StoreError('IO', 'busy'))).toBe(true);
    expect(isTransient(new StoreError('INVALID_RECORD', 'bad'))).toBe(false);
    expect(isTransient(new TypeError('undefined is not a function'))).toBe(false);
  });
});
