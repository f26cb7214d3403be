// `npm start`, `npm run start:sharded` and `npm run local`: build the bot (scripts/build.mjs, well under a
// second) and run the compiled entry in this process, with stack traces mapped to the sources.
// Usage: node scripts/start.mjs [main|shard|local] [arguments for the bot or the local table…]
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildBot, stopBuilds } from './build.mjs';

const named = ['main', 'shard', 'local'].includes(process.argv[2]);
const entry = named ? process.argv[2] : 'main';
if (named) process.argv.splice(2, 1);
const dir = await buildBot().catch(() => {
  // esbuild has printed what is wrong and where; no stack trace on top of it.
  console.error('npm start: the bot could not be compiled (the errors are above).');
  process.exit(1);
});
// esbuild's compiler process is not needed any more (the live page starts its own when it builds).
await stopBuilds();
process.setSourceMapsEnabled(true);
const loaded = await import(pathToFileURL(join(dir, `${entry}.js`)).href);
// The bot's entries start themselves; the local table's module starts only when run directly.
if (entry === 'local')
  await loaded.runLocal(process.argv.slice(2)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
