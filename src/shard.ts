// `npm run start:sharded`: discord.js's ShardingManager runs src/main.ts once per shard
// (SHARD_COUNT shards, or as many as Discord recommends). Every shard must use one shared
// store (STORE_URL=redis://… or postgres://…; a SQLite file works on one machine): a shard
// drives the timers and AI turns of its own guilds, and the store's compare-and-set keeps
// every write single.
import { ShardingManager } from 'discord.js';
import { fileURLToPath } from 'node:url';
import { rootLogger } from './app/log.js';
import { loadConfig, loadDotEnv } from './config.js';

loadDotEnv();
const config = loadConfig();
if (!config.token) {
  console.error('Set DISCORD_TOKEN in .env (see README: "Run it on Discord").');
  process.exit(1);
}
const manager = new ShardingManager(fileURLToPath(new URL('./main.ts', import.meta.url)), {
  token: config.token, totalShards: Number(process.env.SHARD_COUNT) || 'auto', execArgv: ['--import', 'tsx'],
});
manager.on('shardCreate', (shard) => rootLogger.info({ shard: shard.id }, 'launched shard'));
await manager.spawn();
