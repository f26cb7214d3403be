// `npm start` and `npm run start:sharded`: build the bot (scripts/build.mjs, well under a
// second) and run the compiled entry in this process, with stack traces mapped to the sources.
// Usage: node scripts/start.mjs [main|shard] [arguments for the bot…]
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stop } from 'esbuild';
import { buildBot } from './build.mjs';

const entry = process.argv[2] === 'shard' ? 'shard' : 'main';
if (process.argv[2] === 'shard' || process.argv[2] === 'main') process.argv.splice(2, 1);
const dir = await buildBot().catch(() => {
  // esbuild has printed what is wrong and where; no stack trace on top of it.
  console.error('npm start: the bot could not be compiled (the errors are above).');
  process.exit(1);
});
// esbuild's compiler process is not needed any more (the live page starts its own when it builds).
await stop();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(dir, `${entry}.js`)).href);
