// Past one machine: two hosts, each the real `npm run start:sharded` with its own SHARD_LIST
// (shard 0 on one, shard 1 on the other, SHARD_COUNT=2) and its own WEB_PORT, on one shared
// PostgreSQL or Redis store, against the loopback Discord speaking both shards. Moves in a
// guild of each host; each host's live map follows the other host's moves (the store's
// pub/sub); then one host dies (kill -9 of its whole process group) and comes back: its game
// is resumed from the store, and every accepted move is logged once — 0 lost, 0 doubled; each
// guild's turn deadline fires once, told once, by the host that owns it (the hosts' clock is
// moved past the deadline, RISK_TEST_CLOCK_FILE, rather than waited out). The one-host
// `start:sharded` runs on SQLite in sharded-processes.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import { describe, it, type ExpectStatic } from 'vitest';
import { commandDefinitions } from '../../commands/index.ts';
import { GameService } from '../../src/app/service.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { LinkSigner } from '../../src/web/links.ts';
import { shardOf } from '../../tools/discord-standin/index.ts';
import { available, backends, type Backend } from '../store/backends.ts';
import { freePort } from '../net.ts';
import { nextUpdate } from '../web/helpers.ts';
import * as sharding from './shard-checks.ts';

const SECRET = 'two-hosts-test';

describe.concurrent('two hosts with disjoint SHARD_LISTs on one shared store', () => {
  for (const backend of backends.filter((b) => b.name !== 'sqlite')) {
    it.runIf(available(backend))(
      `${backend.name}: each host plays its guild, each live map follows both, a host killed and restarted loses and doubles nothing`,
      async ({ expect }) => {
        const cleanup: (() => Promise<void>)[] = [];
        try {
          await twoHosts(backend, cleanup, expect);
        } finally {
          for (const c of cleanup.reverse()) await c();
        }
      },
      480_000,
    );
  }
});

interface Host {
  run: sharding.Sharded;
  port: number;
}

async function twoHosts(backend: Backend, cleanup: (() => Promise<void>)[], expect: ExpectStatic): Promise<void> {
  const loc = await backend.fresh();
  const d = await sharding.twoShardStandin({ timeoutMs: 30_000 });
  cleanup.push(() => d.stop());
  expect(d.guilds.map((g) => shardOf(g.id, 2))).toEqual([0, 1]);
  await new REST({ api: d.apiUrl })
    .setToken(d.token)
    .put(Routes.applicationCommands(d.appId), { body: commandDefinitions() });
  const ports = [await freePort(), await freePort()];
  const clockDir = mkdtempSync(join(tmpdir(), 'risk-clock-'));
  cleanup.push(async () => rmSync(clockDir, { recursive: true, force: true }));
  const clockFile = join(clockDir, 'offset');
  writeFileSync(clockFile, '0');
  const startHost = (k: number): Host => {
    const run = sharding.startSharded({
      DISCORD_TOKEN: d.token,
      DISCORD_API_URL: d.apiUrl,
      STORE_URL: loc.url,
      SHARD_COUNT: '2',
      SHARD_LIST: String(k),
      LOG_LEVEL: 'info',
      WEB_PORT: String(ports[k]),
      WEB_HOST: '127.0.0.1',
      WEB_SECRET: SECRET,
      RISK_TEST_CLOCK_FILE: clockFile,
      ...(loc.namespace ? { STORE_NAMESPACE: loc.namespace } : {}),
    });
    return { run, port: ports[k]! };
  };
  const hosts = [startHost(0), startHost(1)];
  cleanup.push(() => hosts[0]!.run.stop());
  cleanup.push(() => hosts[1]!.run.stop());
  // Each host serves the page (from the process of its first shard) and logs in once.
  await Promise.all(hosts.map((h) => h.run.waitFor(/live map serving/)));
  await Promise.all(hosts.map((h) => h.run.waitFor(/Logged in as/)));
  await d.waitForReady(180_000);
  for (const h of hosts) expect(h.run.output().match(/Logged in as/g)).toHaveLength(1);

  const store: GameRepository = await loc.open();
  cleanup.push(() => store.close());
  const svc = new GameService({ store });
  const guilds = d.guilds.map((g) => ({ channelId: g.channel.id, guildId: g.id }));
  const channels = guilds.map((g) => g.channelId);
  await Promise.all(channels.map((ch) => sharding.openGame(d, ch, '30m')));

  // Each host's live map follows a move stored by the other host.
  for (const [viewer, mover] of [
    [0, 1],
    [1, 0],
  ] as const) {
    const ch = channels[mover]!;
    const before = (await svc.get(ch))!;
    const signer = new LinkSigner(SECRET, `http://127.0.0.1:${hosts[viewer]!.port}`);
    const token = signer.token({ gameId: before.gameId, scope: { kind: 'public' }, expires: Date.now() + 600_000 });
    const res = await fetch(`http://127.0.0.1:${hosts[viewer]!.port}/api/${token}/live?seq=${before.logSeq ?? 0}`);
    expect(res.status).toBe(200);
    const update = nextUpdate(res.body!, before.logSeq ?? 0);
    expect(await sharding.playMoves(d, svc, ch, 1)).toBe(1);
    expect((await update).seq).toBeGreaterThan(before.logSeq ?? 0);
    await res.body!.cancel();
  }

  const accepted = [1, 1];
  const play = async (k: number, n: number) => {
    accepted[k] = accepted[k]! + (await sharding.playMoves(d, svc, channels[k]!, n));
  };
  await Promise.all([play(0, 6), play(1, 6)]);

  // Host 1 dies mid-game; host 0 plays on meanwhile; host 1 comes back and resumes its game.
  await hosts[1]!.run.kill();
  await play(0, 4);
  hosts[1] = startHost(1);
  // It logs in once its shard is identified and its games resumed from the store.
  await hosts[1].run.waitFor(/Logged in as/);
  await d.waitForReady(180_000);
  await play(1, 6);

  for (const [k, g] of guilds.entries()) await sharding.expectMovesKept(expect, svc, g, accepted[k]!, 6);

  // Each guild's 30-minute deadline, past which the clock jumps, fired and told once by its host.
  await sharding.expectDeadlinesFiredOnce(expect, d, svc, channels, clockFile, 45 * 60_000);
  for (const h of hosts) expect(h.run.output()).not.toMatch(/"level":(50|60)/);
}
