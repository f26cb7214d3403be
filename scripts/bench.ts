// npm run bench [-- --json]: speed and size figures (a benchmark, never a timed test).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { benchOdds } from './bench-odds.js';
import { benchEngine } from '../src/sim/bench-engine.js';
import { benchExpress } from '../src/sim/bench-express.js';
import { benchBot, benchPanelGame } from './bench-bot.js';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, only: { type: 'string' } } });
const want = (part: string) => !values.only || values.only.split(',').includes(part);
const log = (msg: string) => { if (!values.json) console.log(msg); };

const out: Record<string, unknown> = {};
if (want('engine')) {
  log('engine: simulating…');
  const e = benchEngine();
  out.simulate = e.simulate;
  out.state = e.state;
}
if (want('express')) {
  log('express: simulating Risk Express…');
  out.express = benchExpress();
}
if (want('odds')) {
  log('odds…');
  out.odds = benchOdds();
}
// The renderer and the bot register their own benches when present.
const here = new URL('..', import.meta.url);
if (want('render') && existsSync(new URL('src/render/bench.ts', here))) {
  log('render…');
  const mod = (await import(new URL('src/render/bench.ts', here).href)) as { benchRender: () => Promise<unknown> };
  out.render = await mod.benchRender();
}
if (want('bot')) {
  log('bot: /attack through discord.js and the loopback stand-in…');
  const commands = await benchBot();
  log('bot: a scripted 4-player game on the live panel (images and messages)…');
  out.bot = { ...commands, ...(await benchPanelGame()) };
}

if (values.json) console.log(JSON.stringify(out));
else console.log(JSON.stringify(out, null, 2));
process.exit(0);
