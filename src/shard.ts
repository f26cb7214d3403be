// `npm run start:sharded`: discord.js's ShardingManager runs src/main.ts once per shard.
import { ShardingManager } from 'discord.js';
import { fileURLToPath } from 'node:url';
import { loadConfig, loadDotEnv } from './config.js';

loadDotEnv();
const config = loadConfig();
if (!config.token) {
  console.error('Set DISCORD_TOKEN in .env (see README: "Run it on Discord").');
  process.exit(1);
}
const manager = new ShardingManager(fileURLToPath(new URL('./main.ts', import.meta.url)), {
  token: config.token, totalShards: 'auto', execArgv: ['--import', 'tsx'],
});
manager.on('shardCreate', (shard) => console.log(`Launched shard ${shard.id}`));
await manager.spawn();
