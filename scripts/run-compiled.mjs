// `npm run simulate` and `npm run bench`: build the script with the bot (scripts/build.mjs, as
// `npm start` does) and run the compiled JavaScript in this process, so the figures are those
// of the code the bot runs (tsx keeps every function's name through esbuild's keepNames, a
// fifth of the engine's CPU and more of the AIs').
// Usage: node scripts/run-compiled.mjs scripts/<name>.ts [arguments for the script…]
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildBot, stopBuilds } from './build.mjs';

const script = process.argv[2];
if (!script || !script.endsWith('.ts')) {
  console.error('usage: node scripts/run-compiled.mjs scripts/<name>.ts [arguments…]');
  process.exit(2);
}
const dir = await buildBot([script]).catch(() => {
  console.error(`${script}: it could not be compiled (the errors are above).`);
  process.exit(1);
});
await stopBuilds();
process.setSourceMapsEnabled(true);
const entry = join(dir, `${basename(script, '.ts')}.js`);
// The script reads its own arguments from argv[2] on, as under tsx.
process.argv.splice(1, 2, entry);
await import(pathToFileURL(entry).href);
