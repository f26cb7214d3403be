// The live map across shard processes on the default SQLite store: the real `npm run
// start:sharded` (2 shards, discord.js's ShardingManager) with WEB_PORT, against the loopback
// Discord. Shard 0 serves the page; a move in a guild of shard 1 is stored by that other
// process and reaches the viewer's live stream on shard 0 (through the note table in the
// SQLite file that the serving shard watches).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import { afterAll, describe, expect, it } from 'vitest';
import { commandDefinitions } from '../../commands/index.ts';
import { GameService } from '../../src/app/service.ts';
import { openRepository } from '../../src/store/open.ts';
import { LinkSigner } from '../../src/web/links.ts';
import { shardOf } from '../../tools/discord-standin/index.ts';
import * as sharding from '../bot/shard-checks.ts';
import { freePort } from '../net.ts';
import { nextUpdate } from './helpers.ts';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

describe('live map with npm run start:sharded on SQLite', () => {
  it('a move stored by shard 1 reaches a viewer of shard 0’s live map', async () => {
    const d = await sharding.twoShardStandin({ timeoutMs: 30_000 });
    cleanup.push(() => d.stop());
    expect(d.guilds.map((g) => shardOf(g.id, 2))).toEqual([0, 1]);
    await new REST({ api: d.apiUrl })
      .setToken(d.token)
      .put(Routes.applicationCommands(d.appId), { body: commandDefinitions() });
    const storeUrl = `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-sharded-web-')), 'g.sqlite')}`;
    const port = await freePort();
    const secret = 'sharded-live-map-test';
    const sharded = sharding.startSharded({
      DISCORD_TOKEN: d.token,
      DISCORD_API_URL: d.apiUrl,
      STORE_URL: storeUrl,
      SHARD_COUNT: '2',
      LOG_LEVEL: 'info',
      WEB_PORT: String(port),
      WEB_HOST: '127.0.0.1',
      WEB_SECRET: secret,
    });
    cleanup.push(() => sharded.stop());
    // Shard 0 logs when its web server listens.
    await new Promise<void>((res, rej) => {
      const seen = () => /live map serving/.test(sharded.output());
      if (seen()) return res();
      const on = () => {
        if (!seen()) return;
        sharded.child.stdout!.off('data', on);
        sharded.child.stderr!.off('data', on);
        res();
      };
      sharded.child.stdout!.on('data', on);
      sharded.child.stderr!.on('data', on);
      sharded.child.once('exit', (code) => rej(new Error(`start:sharded exited ${code}: ${sharded.output()}`)));
    });
    await d.waitForReady(120_000);
    const store = await openRepository(storeUrl);
    cleanup.push(() => store.close());
    const svc = new GameService({ store });

    const ch = d.guilds[1].channel.id;
    await sharding.openGame(d, ch, '30m');
    const before = (await svc.get(ch))!;
    const signer = new LinkSigner(secret, `http://127.0.0.1:${port}`);
    const token = signer.token({ gameId: before.gameId, scope: { kind: 'public' }, expires: Date.now() + 600_000 });
    const res = await fetch(`http://127.0.0.1:${port}/api/${token}/live?seq=${before.logSeq ?? 0}`);
    expect(res.status).toBe(200);
    const update = nextUpdate(res.body!, before.logSeq ?? 0);
    expect(await sharding.playMoves(d, svc, ch, 1)).toBe(1);
    const got = await update;
    expect(got.kind).toBe('map');
    expect(got.seq).toBeGreaterThan(before.logSeq ?? 0);
    await res.body!.cancel();
    // Both shards logged in; shard 1 wrote its notes to the file; no shard logged an error.
    expect(sharded.output().match(/Logged in as/g)).toHaveLength(2);
    expect(sharded.output()).not.toMatch(/"level":(50|60)/);
  });
});
