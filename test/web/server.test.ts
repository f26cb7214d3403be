// The web server's guards, on a real SQLite store and a real HTTP server: the security headers
// on every answer, a viewer held to its request rate and number of live streams, bad links
// refused alike; and the bot keeps working when the live map cannot start.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/app/log.js';
import { GameService } from '../../src/app/service.js';
import { openRepository } from '../../src/store/open.js';
import { serveGames, webConfigFromEnv } from '../../src/web/index.js';
import { LinkSigner, linkSigner } from '../../src/web/links.js';
import { CSP } from '../../src/web/server.js';
import { MemoryFeed } from '../../src/web/feed.js';
import { asMap } from '../../src/discord/games/map/record.js';
import { viewFor, waitingFor } from '../../src/engine/index.js';
import { nextUpdate } from './helpers.ts';
import { until } from '../../tools/fair-time.ts';
import { closeTables, openTable } from '../bot/table.ts';

const logger = createLogger({ level: 'silent' });
afterAll(() => closeTables());

const host = { id: 'u1', name: 'host', locale: 'en' as const };

/** A classic game started in channel c1 on a new SQLite store: the host, `guests` (humans), AI seats up to three. */
async function started(guests: { id: string; name: string; locale: 'en' }[] = []) {
  const repo = await openRepository(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-web-')), 'g.sqlite')}`);
  const service = new GameService({ store: repo, logger, seed: () => 9 });
  await service.create('c1', 'general', 'g1', host, 'classic', { setup: 'auto' }, 'en');
  for (const g of guests) await service.join('c1', g);
  for (let i = 1 + guests.length; i < 3; i++) await service.addAi('c1', host, true);
  await service.start('c1', host, true);
  return { repo, service, record: (await service.get('c1'))! };
}

async function world(limits = {}) {
  const { repo, service, record } = await started();
  const signer = new LinkSigner('server-test', 'http://x');
  const web = await serveGames({ service, signer, logger, limits });
  const token = signer.token({ gameId: record.gameId, scope: { kind: 'public' }, expires: Date.now() + 60_000 });
  return { web, token, repo, signer, record };
}

describe('the live map server', () => {
  it('answers with a strict Content-Security-Policy, no referrer, and compressed assets', async () => {
    const { web, token, repo } = await world();
    try {
      const page = await fetch(`${web.url}/m/${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(CSP);
      expect(CSP).toContain("default-src 'none'");
      expect(CSP).not.toContain('unsafe-inline');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await page.text();
      expect(html).not.toMatch(/<script>|style=/); // nothing inline
      const js = /src="(\/assets\/app\.[^"]+\.js)"/.exec(html)![1];
      const asset = await fetch(`${web.url}${js}`, { headers: { 'accept-encoding': 'br' } });
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const state = await fetch(`${web.url}/api/${token}/state`);
      expect(state.headers.get('content-security-policy')).toBe(CSP);
      expect(((await state.json()) as { kind: string }).kind).toBe('map');
    } finally {
      await web.close();
      await repo.close();
    }
  });

  it('holds one address to its request rate and its number of live streams', async () => {
    const { web, token, repo } = await world({ perMinute: 8, streamsPerAddress: 2 });
    try {
      const streams = [];
      for (let i = 0; i < 2; i++) {
        const r = await fetch(`${web.url}/api/${token}/live`);
        expect(r.status).toBe(200);
        streams.push(r);
      }
      const third = await fetch(`${web.url}/api/${token}/live`);
      expect(third.status).toBe(429);
      expect(web.streams()).toBe(2);
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await fetch(`${web.url}/api/${token}/state`)).status);
      // 3 requests already counted (the streams); the 9th in the minute is refused.
      expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(codes.at(-1)).toBe(429);
      for (const s of streams) await s.body!.cancel();
    } finally {
      await web.close();
      await repo.close();
    }
  });

  it('a seat link works only while its user holds the seat; an AI seat has no link', async () => {
    const { web, signer, record, repo } = await world();
    try {
      const mine = signer.token({
        gameId: record.gameId,
        scope: { kind: 'seat', seat: 0, userId: 'u1' },
        expires: Date.now() + 60_000,
      });
      const res = await fetch(`${web.url}/api/${mine}/state`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { me?: { seat: number } }).me?.seat).toBe(0);
      for (const scope of [
        { kind: 'seat' as const, seat: 0, userId: 'u2' },
        { kind: 'seat' as const, seat: 1, userId: 'u1' },
      ]) {
        const t = signer.token({ gameId: record.gameId, scope, expires: Date.now() + 60_000 });
        expect((await fetch(`${web.url}/api/${t}/state`)).status).toBe(403);
      }
    } finally {
      await web.close();
      await repo.close();
    }
  });

  it('a kicked player’s My map link stops working, for the page, the state, the history and the live stream', async () => {
    const { repo, service, record } = await started([{ id: 'u2', name: 'guest', locale: 'en' }]);
    const signer = new LinkSigner('server-test', 'http://x');
    const web = await serveGames({ service, signer, logger });
    try {
      const seat = record.seats.findIndex((x) => x.userId === 'u2');
      const link = signer.token({
        gameId: record.gameId,
        scope: { kind: 'seat', seat, userId: 'u2' },
        expires: Date.now() + 60_000,
      });
      const paths = [`/m/${link}`, `/api/${link}/state`, `/api/${link}/history`, `/api/${link}/live`];
      for (const p of paths.slice(0, 2)) expect((await fetch(`${web.url}${p}`)).status).toBe(200);
      expect((await service.kick('c1', host, true, 'u2')).ok).toBe(true);
      // The seat still names the user (R-ABN-1: their armies stay, passive), but nobody plays it.
      expect((await service.get('c1'))!.seats[seat].userId).toBe('u2');
      for (const p of paths) expect((await fetch(`${web.url}${p}`)).status, p).toBe(403);
      expect(web.streams()).toBe(0);
    } finally {
      await web.close();
      await repo.close();
    }
  });

  it('behind one proxy, addresses the client writes in X-Forwarded-For do not earn it more live streams', async () => {
    const { web, token, repo } = await world({ streamsPerAddress: 2, streamsPerNetwork: 3 });
    const open: Response[] = [];
    const live = async (xff: string) => {
      const r = await fetch(`${web.url}/api/${token}/live`, { headers: { 'x-forwarded-for': xff } });
      if (r.status === 200) open.push(r);
      return r.status;
    };
    try {
      // serveGames' default: no proxy trusted, the socket's address counts (the header is ignored).
      expect([await live('198.51.100.1'), await live('198.51.100.2'), await live('198.51.100.3')]).toEqual([
        200, 200, 429,
      ]);
    } finally {
      for (const s of open.splice(0)) await s.body!.cancel();
      await web.close();
    }
    const proxied = await serveGames({
      service: new GameService({ store: repo, logger }),
      signer: new LinkSigner('server-test', 'http://x'),
      logger,
      trustProxy: 1,
      limits: { streamsPerAddress: 2, streamsPerNetwork: 3 },
    });
    const at = async (xff: string) => {
      const r = await fetch(`${proxied.url}/api/${token}/live`, { headers: { 'x-forwarded-for': xff } });
      if (r.status === 200) open.push(r);
      return r.status;
    };
    try {
      // The proxy appends the address it saw (203.0.113.7); whatever the client wrote before it is not believed.
      expect([
        await at('1.1.1.1, 203.0.113.7'),
        await at('2.2.2.2, 203.0.113.7'),
        await at('3.3.3.3, 203.0.113.7'),
      ]).toEqual([200, 200, 429]);
      // One IPv6 client holds a whole /64: its addresses count as one.
      expect([await at('2001:db8:1:2::1'), await at('2001:db8:1:2::2'), await at('2001:db8:1:2:ffff::9')]).toEqual([
        200, 200, 429,
      ]);
      // A network (IPv4 /24) has its own cap: 203.0.113.7 holds 2, one more address there, then none.
      expect([await at('203.0.113.8'), await at('203.0.113.9')]).toEqual([200, 429]);
      expect(proxied.streams()).toBe(5);
    } finally {
      for (const s of open) await s.body!.cancel();
      await proxied.close();
      await repo.close();
    }
  });

  it('a live stream with nothing to send for the idle limit is closed with an idle event', async () => {
    const { repo, service, record } = await started();
    const signer = new LinkSigner('server-test', 'http://x');
    let clock = Date.now();
    const web = await serveGames({ service, signer, logger, now: () => clock, limits: { idleMs: 60_000 } });
    try {
      const token = signer.token({ gameId: record.gameId, scope: { kind: 'public' }, expires: clock + 3600_000 });
      const res = await fetch(`${web.url}/api/${token}/live?seq=${record.logSeq}`);
      expect(web.streams()).toBe(1);
      clock += 59_000;
      expect(web.sweepIdle()).toBe(0);
      clock += 1_000;
      expect(web.sweepIdle()).toBe(1);
      expect(web.streams()).toBe(0);
      const text = await res.text(); // ends: the server closed it
      expect(text).toContain('event: idle');
    } finally {
      await web.close();
      await repo.close();
    }
  });

  it('a viewer holding a version gets only what a move changed (a patch), which rebuilds the same payload', async () => {
    const { repo, service } = await started();
    const signer = new LinkSigner('server-test', 'http://x');
    const feed = new MemoryFeed();
    const web = await serveGames({ service, signer, logger, feed });
    try {
      const before = asMap((await service.get('c1'))!);
      const token = signer.token({ gameId: before.gameId, scope: { kind: 'public' }, expires: Date.now() + 60_000 });
      const held = (await (await fetch(`${web.url}/api/${token}/state`)).json()) as Record<string, unknown>;
      const live = await fetch(`${web.url}/api/${token}/live?seq=${before.logSeq}`);
      const next = nextUpdate(live.body!, before.logSeq ?? 0, held);
      const s = before.state!;
      const me = waitingFor(s)[0];
      const own = Object.entries(viewFor(s, null).territories).find(([, t]) => t.owner === me)![0];
      const moved = await service.play('c1', host, { type: 'place', territory: own, count: 1 });
      expect(moved.ok).toBe(true);
      const after = (await service.get('c1'))!;
      feed.publish(after.gameId, after.logSeq ?? 0);
      const got = await next;
      expect(got.via).toBe('patch');
      const whole = await (await fetch(`${web.url}/api/${token}/state`)).text();
      expect(got.doc).toEqual(JSON.parse(whole));
      expect(got.bytes).toBeLessThan(Buffer.byteLength(whole) / 4);
      await live.body!.cancel();
    } finally {
      await web.close();
      await repo.close();
    }
  });

  it('closes while a browser holds a connection it never sent a request on (a preconnect)', async () => {
    const { web, token, repo } = await world();
    expect((await fetch(`${web.url}/api/${token}/state`)).status).toBe(200);
    // Chromium opens a spare socket to an origin it has loaded from; once the server closes, Node
    // times nothing out, so close() waited on it for ever (test/web/activity hung on one).
    const spare = connect(Number(new URL(web.url).port), '127.0.0.1');
    await once(spare, 'connect');
    let closed = false;
    void web.close().then(() => (closed = true));
    await until(() => closed, { what: 'the server closed', needMs: 10_000 });
    await until(() => spare.destroyed || spare.readyState === 'closed', {
      what: 'the spare socket cut',
      needMs: 10_000,
    });
    spare.destroy();
    await repo.close();
  });

  it('one .env line is enough: WEB_PORT (the secret comes from the token, the address from the port)', () => {
    expect(webConfigFromEnv({ DISCORD_TOKEN: 't' })).toBeNull();
    const c = webConfigFromEnv({ DISCORD_TOKEN: 't', WEB_PORT: '8080' })!;
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.secret.length).toBeGreaterThan(20);
    expect(c.secret).not.toContain('t');
    expect(
      webConfigFromEnv({ DISCORD_TOKEN: 't', WEB_PORT: '8080', PUBLIC_URL: 'https://risk.example/' })!.publicUrl,
    ).toBe('https://risk.example');
  });

  it('the bot keeps working when the live map cannot start (its port is taken)', async () => {
    const busy = createServer();
    await new Promise<void>((res) => busy.listen(0, '127.0.0.1', res));
    const port = (busy.address() as { port: number }).port;
    try {
      const { d, bot } = await openTable(
        700,
        {},
        {
          web: { port, publicUrl: `http://127.0.0.1:${port}`, secret: 's', host: '127.0.0.1', trustProxy: false },
        },
      );
      expect(bot.liveMap).toBeNull();
      expect(linkSigner()).toBeNull();
      const alice = d.makeUser('alice');
      const created = await d.slash(alice, 'risk new', { ruleset: 'classic' });
      expect(created.posts[0].content).toMatch(/New game: Classic Risk/);
      const map = await d.slash(alice, 'risk map');
      expect(map.reply!.content).toMatch(/not switched on/);
    } finally {
      busy.close();
    }
  });
});
