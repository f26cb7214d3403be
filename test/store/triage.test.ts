// Logs never carry tokens; the error triage tells transient failures from bugs.
import { asMap } from '../../src/discord/games/map/record.ts';
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
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ level: 'info', destination: sink });
    const err = Object.assign(new Error(`Request failed: POST /interactions/99/${interactionToken}/callback`), {
      url: `https://discord.com/api/v10/webhooks/7/${interactionToken}`,
      status: 503,
    });
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

describe('bounded input at the Discord boundary', () => {
  it('a string option over 100 characters is found, however deep in subcommands', async () => {
    const { tooLongOption } = await import('../../src/discord/router.ts');
    const opt = (name: string, value: string) => ({ name, type: 3, value }) as never;
    expect(tooLongOption([opt('territory', 'alaska')])).toBeNull();
    expect(tooLongOption([opt('territory', 'x'.repeat(101))])).toBe('territory');
    expect(
      tooLongOption([{ name: 'odds', type: 1, options: [opt('from', 'a'), opt('to', 'y'.repeat(6000))] } as never]),
    ).toBe('to');
  });

  it('a crafted attack button naming __proto__ or constructor is refused as stale; nothing changes', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openRepository } = await import('../../src/store/open.ts');
    const { handleButton } = await import('../../src/discord/commands.ts');
    const { buttonId } = await import('../../src/discord/present.ts');
    const { service, startGame } = await import('./helpers.ts');
    const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-btn-')), 'g.sqlite')}`);
    const svc = service(repo);
    await startGame(svc, 'c1', { humans: ['alice', 'bob'], ais: 0 });
    const r = asMap((await svc.get('c1'))!);
    const who = r.seats[r.state!.turn.player]!.userId!;
    const replies: string[] = [];
    const ctx = {
      user: { id: who, name: who, locale: 'en' as const, interactionId: 'x' },
      channelId: 'c1',
      channelName: 'c1',
      guildId: null,
      guildLocale: 'en' as const,
      canManage: false,
      bot: { service: svc } as never,
      defer: async () => undefined,
      reply: async (m: { text: string }) => {
        replies.push(m.text);
      },
    };
    for (const [from, to] of [
      ['__proto__', 'alaska'],
      ['alaska', 'constructor'],
      ['toString', 'valueOf'],
    ]) {
      await handleButton(ctx, buttonId(r, 'atk', from!, to!, 3));
      await handleButton(ctx, buttonId(r, 'blz', from!, to!));
    }
    expect(replies).toHaveLength(6);
    expect(new Set(replies).size).toBe(1);
    expect(replies[0]).toMatch(/out of date/);
    expect(asMap((await svc.get('c1'))!).rev).toBe(r.rev);
    await repo.close();
  });
});
