// `npm start`: the Discord bot when DISCORD_TOKEN is set; otherwise the local table in a
// terminal; without either, a clear message and exit code 1. A `.env` next to README.md is
// loaded first; a bad token or no network ends in one sentence (src/startup.ts).
import { rootLogger } from './app/log.js';
import { loadConfig, loadDotEnv } from './config.js';
import { failStartup } from './startup.js';

loadDotEnv();
const config = loadConfig();

if (config.token) {
  const { startBot } = await import('./discord/client.js');
  const { commandTable } = await import('../commands/index.js');
  const { webConfigFromEnv } = await import('./web/index.js');
  const { clockFromEnv } = await import('./test-clock.js');
  const clock = clockFromEnv();
  const running = await startBot({
    ...(clock ? { now: clock.now } : {}),
    token: config.token,
    apiUrl: config.apiUrl,
    storeUrl: config.storeUrl,
    commands: commandTable,
    web: webConfigFromEnv(),
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
  const stop = async () => {
    await running.stop();
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
