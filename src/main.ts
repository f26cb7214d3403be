// `npm start`: the Discord bot when DISCORD_TOKEN is set; otherwise the local table in a
// terminal; without either, a clear message and exit code 1. A `.env` next to README.md is
// loaded first; a bad token or no network ends in one sentence (src/startup.ts).
import { rootLogger } from './app/log.js';
import { loadConfig, loadDotEnv } from './config.js';
import { describeShardListError, fixedShardCount, parseShardList } from './shard-list.js';
import { failStartup } from './startup.js';

loadDotEnv();
const config = loadConfig();
// SHARD_LIST out of SHARD_COUNT: this host's shards. Under `npm run start:sharded` the manager
// gives each process its shard (SHARDS); a plain `npm start` with a list runs them all here.
const hostShards = parseShardList(process.env.SHARD_LIST, fixedShardCount(process.env));
if (!hostShards.ok) {
  console.error(describeShardListError(hostShards.error));
  process.exit(1);
}
const managed = process.env.SHARDS !== undefined;
/**
 * Under start:sharded every shard process of a host reads the same METRICS_PORT: shard k of the
 * host's list serves METRICS_PORT + k, so each has its own (a scrape config lists them).
 */
function metricsPortOffset(): number {
  if (!managed) return 0;
  const shard = Number(process.env.SHARDS);
  const k = hostShards.ok && hostShards.list ? hostShards.list.indexOf(shard) : shard;
  return k > 0 ? k : 0;
}
const DRAIN_MS = Number(process.env.DRAIN_MS) > 0 ? Number(process.env.DRAIN_MS) : 20_000;
/** RISK_AI_ONLY_SLICE: AI steps an AI-only game plays per write (default AI_ONLY_SLICE, src/discord/client.ts). */
const AI_ONLY_SLICE = Number(process.env.RISK_AI_ONLY_SLICE);

if (config.token) {
  const { startBot } = await import('./discord/client.js');
  const { commandTable } = await import('../commands/index.js');
  const { clockFromEnv } = await import('./test-clock.js');
  const { opsConfigFromEnv } = await import('./metrics/server.js');
  const { backupConfigFromEnv } = await import('./store/backups.js');
  const clock = clockFromEnv();
  const running = await startBot({
    ...(clock ? { now: clock.now } : {}),
    token: config.token,
    apiUrl: config.apiUrl,
    storeUrl: config.storeUrl,
    commands: commandTable,
    // No WEB_PORT, no page (webConfigFromEnv): the web server's modules are not even loaded.
    web: process.env.WEB_PORT?.trim() ? (await import('./web/index.js')).webConfigFromEnv() : null,
    ops: opsConfigFromEnv(process.env, metricsPortOffset()),
    backups: backupConfigFromEnv(),
    drainMs: DRAIN_MS,
    ...(Number.isInteger(AI_ONLY_SLICE) && AI_ONLY_SLICE > 0 ? { aiOnlySlice: AI_ONLY_SLICE } : {}),
    ...(hostShards.list ? { webShard: hostShards.list[0] } : {}),
    ...(hostShards.list && !managed ? { shards: hostShards.list, shardCount: fixedShardCount(process.env)! } : {}),
  }).catch(failStartup);
  clock?.onMove(
    () => void running.scheduler.rearmAll().catch((err) => rootLogger.error({ err }, 'timer re-arm failed')),
  );
  console.log(`Logged in as ${running.client.user?.tag}. Serving ${running.client.guilds.cache.size} server(s).`);
  rootLogger.info(
    {
      user: running.client.user?.tag,
      guilds: running.client.guilds.cache.size,
      shards: running.client.shard?.ids ?? null,
      store: running.service.store.kind,
    },
    'logged in',
  );
  // A stray rejection is a bug to log (with no token in it), not a reason to stop every game.
  process.on('unhandledRejection', (err) => rootLogger.error({ err }, 'unhandled rejection'));
  // SIGTERM drains (src/discord/client.ts stop()): gateway closed, moves in flight finished and
  // saved, then exit — within DRAIN_MS and a little more for closing; never hung for ever.
  const stop = async () => {
    setTimeout(() => {
      rootLogger.error({ drainMs: DRAIN_MS }, 'drain did not finish in time: exiting');
      process.exit(1);
    }, DRAIN_MS + 10_000).unref();
    await running.stop();
    rootLogger.info('drained and stopped');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else if (process.stdin.isTTY) {
  const { runLocal } = await import('./local/main.js');
  console.log('No DISCORD_TOKEN: opening the local table (see README to run on Discord).');
  await runLocal(process.argv.slice(2));
} else {
  console.error(
    'DISCORD_TOKEN is not set and this is not a terminal, so there is nothing to do.\n' +
      'Set DISCORD_TOKEN (see README: "Run it on Discord"), or run `npm run local` in a terminal, ' +
      'or `npm run local -- --json --script FILE` for the machine interface.',
  );
  process.exit(1);
}
