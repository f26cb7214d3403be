// `npm run start:sharded`: discord.js's ShardingManager runs src/main.ts once per shard, each
// in its own process (SHARD_COUNT shards, or as many as Discord recommends). Discord routes a
// guild to shard (guild_id >> 22) % count; each process drives the timers and AI turns of the
// guilds its shard is given, and every shard must use one shared store (STORE_URL=redis://… or
// postgres://…; the default SQLite file works for processes on one machine), whose
// compare-and-set keeps every write single.
// Across hosts: each host runs SHARD_LIST (e.g. 0-3 on one, 4-7 on another) of one SHARD_COUNT
// on the shared store; this manager starts only this host's shards (src/shard-list.ts).
import { REST, Routes, ShardingManager } from 'discord.js';
import { fileURLToPath } from 'node:url';
import { rootLogger } from './app/log.js';
import { loadConfig, loadDotEnv } from './config.js';
import { describeShardListError, fixedShardCount, parseShardList } from './shard-list.js';
import { failStartup } from './startup.js';

loadDotEnv();
const config = loadConfig();
if (!config.token) {
  console.error('Set DISCORD_TOKEN in .env (see README: "Run it on Discord").');
  process.exit(1);
}

/** SHARD_COUNT, or the count Discord recommends — asked of DISCORD_API_URL when set (discord.js's own 'auto' always asks discord.com). */
async function shardCount(token: string): Promise<number> {
  const fixed = fixedShardCount(process.env);
  if (fixed) return fixed;
  const rest = new REST(config.apiUrl ? { api: config.apiUrl } : {}).setToken(token);
  const { shards } = (await rest.get(Routes.gatewayBot())) as { shards: number };
  return Math.max(1, shards);
}

const token = config.token;
// A host's share of the shards needs the total fixed: with Discord's recommendation it could
// change between hosts' starts and two hosts would disagree on who owns a guild.
const hostShards = parseShardList(process.env.SHARD_LIST, fixedShardCount(process.env));
if (!hostShards.ok) {
  console.error(describeShardListError(hostShards.error));
  process.exit(1);
}
const totalShards = await shardCount(token).catch(failStartup);
// Each shard runs what this file was run from: the compiled build beside it (npm run
// start:sharded, scripts/start.mjs) or the TypeScript sources through tsx.
const compiled = !import.meta.url.endsWith('.ts');
const manager = new ShardingManager(fileURLToPath(new URL(compiled ? './main.js' : './main.ts', import.meta.url)), {
  token,
  totalShards,
  ...(hostShards.list ? { shardList: hostShards.list } : {}),
  execArgv: compiled ? ['--enable-source-maps'] : ['--import', 'tsx'],
});
manager.on('shardCreate', (shard) => rootLogger.info({ shard: shard.id, of: totalShards }, 'launched shard'));
if (hostShards.list) rootLogger.info({ shards: hostShards.list, of: totalShards }, 'this host runs these shards');
// A loaded machine may take longer than discord.js's default 30 s to bring a shard up; that is
// no reason for the manager to give up on every shard.
await manager.spawn({ timeout: 120_000 });
