// `npm run start:sharded` as an operator runs it: discord.js's ShardingManager starts one bot
// process per shard (SHARD_COUNT=2) on one shared store, against the loopback Discord, which
// routes each guild to the shard (guild_id >> 22) % 2 as Discord does. A scripted game in each
// of two guilds (one per shard) at the same time: every accepted move stored once, none lost,
// none doubled; each guild's turn deadline (a real minute) fires once, told once, by its shard.
import { asMap } from '../../src/discord/games/map/record.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { REST, Routes } from 'discord.js';
import { describe, it, type ExpectStatic } from 'vitest';
import { commandDefinitions } from '../../commands/index.ts';
import { GameService } from '../../src/app/service.ts';
import { legalActions } from '../../src/engine/index.ts';
import { panelCat } from '../../src/i18n/panel.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { buttons, shardOf, startStandin, type Standin, type StandinUser } from '../../tools/discord-standin/index.ts';
import { available, backends, type Backend } from '../store/backends.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Sharded {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** `npm run start:sharded` in its own process group (the manager and its shard processes). */
function startSharded(env: Record<string, string>): Sharded {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith('DISCORD_') && !k.startsWith('STORE_') && k !== 'SHARD_COUNT' && k !== 'VITEST',
    ),
  );
  const child = spawn('npm', ['run', 'start:sharded'], {
    cwd: root,
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (b) => {
    output += b;
  });
  child.stderr!.on('data', (b) => {
    output += b;
  });
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const group = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          /* gone */
        }
      };
      group('SIGTERM');
      const killer = setTimeout(() => group('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
      // The shards exit on their own SIGTERM; make sure none outlives the test.
      await new Promise((res) => setTimeout(res, 200));
      group('SIGKILL');
    },
  };
}

/** A lobby with alice, bob and one AI, a one-minute deadline, started. */
async function openGame(d: Standin, channelId: string, alice: StandinUser, bob: StandinUser): Promise<void> {
  const created = await d.slash(
    alice,
    'risk new',
    { ruleset: 'classic', setup: 'auto', deadline: '1m' },
    { channelId },
  );
  await d.slash(bob, 'risk join', {}, { channelId });
  // The lobby, found in its channel (the other guild's game is being opened at the same time).
  const lobby = created.posts.find((m) => m.channel_id === channelId)!;
  const addAi = buttons(lobby).find((b) => b.label === 'Add AI')!;
  await d.click(alice, lobby, addAi.customId!, { channelId });
  await d.slash(alice, 'risk start', {}, { channelId });
}

/** Human moves by whoever's turn it is (read from the shared store); returns how many were accepted. */
async function playMoves(d: Standin, svc: GameService, channelId: string, moves: number): Promise<number> {
  let accepted = 0;
  for (let i = 0, idle = 0; i < moves && idle < 400;) {
    const r = asMap((await svc.get(channelId))!);
    if (r.status !== 'playing') break;
    const p = r.state!.turn.player;
    const user = d.users.find((u) => u.id === r.seats[p]?.userId);
    if (!user) {
      idle++;
      await new Promise((res) => setTimeout(res, 50));
      continue;
    }
    i++;
    const legal = legalActions(r.state!, p);
    const place = legal.find((a) => a.type === 'place');
    const move = legal.find((a) => a.type === 'move');
    const o =
      move && move.type === 'move'
        ? await d.slash(user, 'move', { count: move.count }, { channelId, settleMs: 0 })
        : place && place.type === 'place'
          ? await d.slash(user, 'place', { territory: place.territory, count: place.count }, { channelId, settleMs: 0 })
          : await d.slash(user, 'end', {}, { channelId, settleMs: 0 });
    if (o.reply!.content.endsWith(panelCat('en').onPanel)) accepted++;
  }
  return accepted;
}

// The three stores side by side: most of each run is the minute of waiting for a deadline.
describe.concurrent('npm run start:sharded: 2 shards, 2 guilds, one shared store', () => {
  for (const backend of backends) {
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
      240_000,
    );
  }
});

async function playSharded(backend: Backend, cleanup: (() => Promise<void>)[], expect: ExpectStatic): Promise<void> {
  const loc = await backend.fresh();
  const d = await startStandin({
    guilds: [{ name: 'Server A' }, { name: 'Server B' }],
    shardCount: 2,
    guildLocale: 'en-US',
    users: [{ name: 'alice' }, { name: 'bob' }],
    timeoutMs: 30_000,
  });
  cleanup.push(() => d.stop());
  expect(d.guilds.map((g) => shardOf(g.id, 2))).toEqual([0, 1]);
  await new REST({ api: d.apiUrl })
    .setToken(d.token)
    .put(Routes.applicationCommands(d.appId), { body: commandDefinitions() });
  // As the README says: SHARD_COUNT=2 … npm run start:sharded. On SQLite, without SHARD_COUNT:
  // the count Discord recommends (the stand-in says 2), asked of DISCORD_API_URL.
  const sharded = startSharded({
    DISCORD_TOKEN: d.token,
    DISCORD_API_URL: d.apiUrl,
    STORE_URL: loc.url,
    LOG_LEVEL: 'warn',
    ...(backend.name === 'sqlite' ? {} : { SHARD_COUNT: '2' }),
    ...(loc.namespace ? { STORE_NAMESPACE: loc.namespace } : {}),
  });
  cleanup.push(() => sharded.stop());
  await d.waitForReady(120_000);
  const store: GameRepository = await loc.open();
  cleanup.push(() => store.close());
  const svc = new GameService({ store });
  const [alice, bob] = [d.users.find((u) => u.username === 'alice')!, d.users.find((u) => u.username === 'bob')!];
  const channels = d.guilds.map((g) => g.channel.id);

  await Promise.all(channels.map((ch) => openGame(d, ch, alice, bob)));
  const accepted = await Promise.all(channels.map((ch) => playMoves(d, svc, ch, 10)));
  for (const [k, ch] of channels.entries()) {
    const r = asMap((await svc.get(ch))!);
    expect(r.guildId).toBe(d.guilds[k]!.id);
    const human = (await store.log(r.gameId)).filter((e) => e.kind === 'act');
    expect(accepted[k]).toBeGreaterThan(4);
    expect(human).toHaveLength(accepted[k]!);
    const ids = human.map((e) => e.interactionId);
    expect(new Set(ids).size).toBe(ids.length);
  }

  // Nobody moves any more: within a minute each guild's turn deadline passes, fired by
  // the shard that owns the guild (the other shard never arms it).
  const told = (ch: string) => d.channelMessages(ch).filter((m) => /time ran out/.test(m.content));
  await Promise.all(
    channels.map((ch) =>
      d.waitForMessage((m) => m.channel_id === ch && /time ran out/.test(m.content), { timeoutMs: 100_000 }),
    ),
  );
  await new Promise((res) => setTimeout(res, 1500));
  for (const ch of channels) {
    const r = asMap((await svc.get(ch))!);
    const expiries = told(ch);
    for (const m of expiries) expect(m.content.match(/time ran out/g)).toHaveLength(1);
    expect(expiries.filter((m) => m.edited_timestamp === null).length).toBeLessThanOrEqual(1);
    // One deadline passed: one seat missed one turn, once.
    expect(r.seats.filter((s) => s.missed > 0).map((s) => s.missed)).toEqual([1]);
    const log = await store.log(r.gameId);
    expect(log.filter((e) => e.kind === 'timer').length).toBeGreaterThan(0);
    const human = log.filter((e) => e.kind === 'act').map((e) => e.interactionId);
    expect(new Set(human).size).toBe(human.length);
  }
  // Each guild's interactions went to its own shard only.
  for (const g of d.guilds) {
    const shards = new Set(
      d.gatewayStats.routed.filter((e) => e.event === 'INTERACTION_CREATE' && e.guildId === g.id).map((e) => e.shard),
    );
    expect([...shards]).toEqual([g.shard]);
  }
  // No shard logged an error (a failed timer, a refused write).
  expect(sharded.output()).not.toMatch(/"level":(50|60)/);
  expect(sharded.output().match(/Logged in as/g)).toHaveLength(2);
}
