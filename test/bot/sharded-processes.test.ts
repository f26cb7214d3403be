// `npm run start:sharded` as an operator runs it: discord.js's ShardingManager starts one bot
// process per shard (SHARD_COUNT=2) on one shared store, against the loopback Discord, which
// routes each guild to the shard (guild_id >> 22) % 2 as Discord does. A scripted game in each
// of two guilds (one per shard) at the same time: every accepted move stored once, none lost,
// none doubled; each guild's turn deadline (30 minutes) fires once, told once, by its shard. The
// shards' clock is moved past the deadline (RISK_TEST_CLOCK_FILE, src/test-clock.ts) rather
// than waited out. The next player's deadline is then 30 wall minutes away, past the hang guard:
// with a one-minute deadline a loaded machine let it pass too before the test looked, and the
// panel told "time ran out" twice.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import { describe, it, type ExpectStatic } from 'vitest';
import { commandDefinitions } from '../../commands/index.ts';
import { GameService } from '../../src/app/service.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { shardOf } from '../../tools/discord-standin/index.ts';
import { available, backends, type Backend } from '../store/backends.ts';
import * as sharding from './shard-checks.ts';

// One host on the SQLite file; the shared PostgreSQL and Redis stores are played by two hosts
// with a shard each, deadlines included, in hosts.test.ts (each run is mostly shards starting up).
describe.concurrent('npm run start:sharded: 2 shards, 2 guilds, one shared store', () => {
  for (const backend of backends.filter((b) => b.name === 'sqlite')) {
    it.runIf(available(backend))(
      `${backend.name}: a game in each guild: 0 lost, 0 doubled, each deadline fired and told once by its own shard`,
      async ({ expect }) => {
        const cleanup: (() => Promise<void>)[] = [];
        try {
          await playSharded(backend, cleanup, expect);
        } finally {
          for (const c of cleanup.reverse()) await c();
        }
      },
    );
  }
});

async function playSharded(backend: Backend, cleanup: (() => Promise<void>)[], expect: ExpectStatic): Promise<void> {
  const loc = await backend.fresh();
  const d = await sharding.twoShardStandin({ timeoutMs: 30_000 });
  cleanup.push(() => d.stop());
  // The shards' clock: the wall clock plus the milliseconds in this file.
  const clockDir = mkdtempSync(join(tmpdir(), 'risk-clock-'));
  cleanup.push(async () => rmSync(clockDir, { recursive: true, force: true }));
  const clockFile = join(clockDir, 'offset');
  writeFileSync(clockFile, '0');
  expect(d.guilds.map((g) => shardOf(g.id, 2))).toEqual([0, 1]);
  await new REST({ api: d.apiUrl })
    .setToken(d.token)
    .put(Routes.applicationCommands(d.appId), { body: commandDefinitions() });
  // As the README says: SHARD_COUNT=2 … npm run start:sharded. On SQLite, without SHARD_COUNT:
  // the count Discord recommends (the stand-in says 2), asked of DISCORD_API_URL.
  const sharded = sharding.startSharded({
    DISCORD_TOKEN: d.token,
    DISCORD_API_URL: d.apiUrl,
    STORE_URL: loc.url,
    LOG_LEVEL: 'warn',
    RISK_TEST_CLOCK_FILE: clockFile,
    ...(backend.name === 'sqlite' ? {} : { SHARD_COUNT: '2' }),
    ...(loc.namespace ? { STORE_NAMESPACE: loc.namespace } : {}),
  });
  cleanup.push(() => sharded.stop());
  await d.waitForReady(120_000);
  const store: GameRepository = await loc.open();
  cleanup.push(() => store.close());
  const svc = new GameService({ store });
  const guilds = d.guilds.map((g) => ({ channelId: g.channel.id, guildId: g.id }));
  const channels = guilds.map((g) => g.channelId);

  await Promise.all(channels.map((ch) => sharding.openGame(d, ch, '30m')));
  const accepted = await Promise.all(channels.map((ch) => sharding.playMoves(d, svc, ch, 10)));
  for (const [k, g] of guilds.entries()) await sharding.expectMovesKept(expect, svc, g, accepted[k]!, 4);

  // Each guild's 30-minute deadline, past which the clock jumps 45 minutes, fired and told once by its own shard.
  await sharding.expectDeadlinesFiredOnce(expect, d, svc, channels, clockFile, 45 * 60_000);
  // No shard logged an error (a failed timer, a refused write).
  expect(sharded.output()).not.toMatch(/"level":(50|60)/);
  expect(sharded.output().match(/Logged in as/g)).toHaveLength(2);
}
