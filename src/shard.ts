// `npm run start:sharded`: discord.js's ShardingManager runs src/main.ts once per shard.
import { ShardingManager } from 'discord.js';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';

const config = loadConfig();
if (!config.token) {
  console.error('DISCORD_TOKEN is required for the sharded bot.');
  process.exit(1);
}
const manager = new ShardingManager(fileURLToPath(new URL('./main.ts', import.meta.url)), {
  token: config.token, totalShards: 'auto', execArgv: ['--import', 'tsx'],
});
manager.on('shardCreate', (shard) => console.log(`Launched shard ${shard.id}`));
await manager.spawn();
