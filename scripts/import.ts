// `npm run import -- FILE`: games from an export (npm run export) into the store the bot uses.
// A game the store lacks is created; one it has is brought up to the export's point if its
// log is a shorter part of the same history; anything that would overwrite a newer game, or a
// different one, is refused and listed (exit code 1 when any was refused). Run it with the bot
// stopped, or on a game whose channel is quiet: a move made meanwhile makes the import refuse.
import { readFileSync } from 'node:fs';
import { loadDotEnv } from '../src/config.js';
import { storeUrlFromEnv } from '../src/store/config.js';
import { importGames, parseExport } from '../src/store/export.js';
import { openRepository } from '../src/store/open.js';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('usage: npm run import -- FILE');
  process.exit(2);
}
const parsed = parseExport(readFileSync(file, 'utf8'));
if (!parsed.ok) {
  console.error(`import: ${file} is ${parsed.reason}.`);
  process.exit(1);
}
loadDotEnv();
const repo = await openRepository(storeUrlFromEnv(), { namespace: process.env.STORE_NAMESPACE?.trim() || undefined });
try {
  const outcomes = await importGames(repo, parsed.value);
  const WHY = {
    'same-or-newer': 'the store has it at the same point or later',
    'different-history': 'the store has a different game under this id',
    'channel-taken': 'its channel has another live game',
    conflict: 'it was written meanwhile',
  } as const;
  for (const o of outcomes) {
    if (o.outcome === 'refused') console.log(`${o.gameId}: refused — ${WHY[o.reason]}`);
    else console.log(`${o.gameId}: ${o.outcome} (${o.added} log entries added)`);
  }
  const refused = outcomes.filter((o) => o.outcome === 'refused').length;
  console.log(`import: ${outcomes.length - refused} imported, ${refused} refused`);
  if (refused) process.exitCode = 1;
} finally {
  await repo.close();
}
