// `npm run export -- --game ID | --channel ID | --all [--out FILE]`: games as JSON with their
// whole action log (src/store/export.ts), from the store the bot uses (STORE_URL or the
// SQLite file, .env read first). Without --out the JSON goes to standard output.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadDotEnv } from '../src/config.js';
import { storeUrlFromEnv } from '../src/store/config.js';
import { exportGames, type ExportWhich } from '../src/store/export.js';
import { openRepository } from '../src/store/open.js';

const USAGE = 'usage: npm run export -- (--game ID | --channel ID | --all) [--out FILE]';
const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    channel: { type: 'string' },
    all: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
  strict: true,
});
const chosen = [values.game !== undefined, values.channel !== undefined, values.all].filter(Boolean).length;
if (chosen !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const which: ExportWhich = values.game
  ? { gameId: values.game }
  : values.channel
    ? { channelId: values.channel }
    : { all: true };

loadDotEnv();
const repo = await openRepository(storeUrlFromEnv(), { namespace: process.env.STORE_NAMESPACE?.trim() || undefined });
try {
  const r = await exportGames(repo, which, Date.now());
  if (!r.ok) {
    console.error(
      r.error.code === 'not-found'
        ? `export: no game for ${r.error.what} in this store.`
        : 'export: this store cannot list its games.',
    );
    process.exitCode = 1;
  } else {
    const text = `${JSON.stringify(r.value)}\n`;
    if (values.out) {
      writeFileSync(values.out, text);
      console.error(`export: ${r.value.games.length} game(s) written to ${values.out}`);
    } else process.stdout.write(text);
  }
} finally {
  await repo.close();
}
