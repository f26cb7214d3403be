// `npm run local [-- --seed N --json --script FILE --out DIR --store URL --locale fr]`
import { onGameSaved } from '../discord/records/ended.js';
import { createReadStream, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { GameService } from '../app/service.js';
import { defaultBoardImages } from '../discord/images.js';
import { toLocale } from '../i18n/names.js';
import { openRepository } from '../store/open.js';
import { LocalTable, type LocalOutput } from './table.js';

export interface LocalArgs {
  seed: number;
  json: boolean;
  script: string | null;
  out: string | null;
  store: string | null;
  locale: string;
}

export function parseArgs(argv: string[]): LocalArgs {
  const a: LocalArgs = { seed: 1, json: false, script: null, out: null, store: null, locale: 'en' };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    if (k === '--json') a.json = true;
    else if (k === '--seed') a.seed = Number(argv[++i]);
    else if (k === '--script') a.script = argv[++i];
    else if (k === '--out') a.out = argv[++i];
    else if (k === '--store') a.store = argv[++i];
    else if (k === '--locale') a.locale = argv[++i];
  }
  return a;
}

/** `[#channel m4]`, `[only bob m6]`, …; a thread's message names its thread (`[#thread-1 m9]`, `[only bob m10 in #thread-1]`). */
export function humanLabel(o: LocalOutput): string {
  const id = o.message ? ` ${o.message}` : '';
  const thread = o.thread ? `#${o.thread.slice(o.thread.lastIndexOf('/') + 1)}` : null;
  const inThread = thread ? ` in ${thread}` : '';
  switch (o.kind) {
    case 'channel':
      return `[${thread ?? '#channel'}${id}]`;
    case 'edit':
      return `[edited${id}${inThread}]`;
    case 'ephemeral':
      return `[only ${o.to}${id}${inThread}]`;
    case 'dm':
      return `[DM → ${o.to}${id}]`;
    default:
      return '[error]';
  }
}

function printHuman(o: LocalOutput): void {
  console.log(`${humanLabel(o)} ${o.text}`);
  for (const img of o.images) console.log(`   🖼  ${img}`);
  for (const s of o.selects ?? [])
    console.log(
      `   ▾ ${s.placeholder} ${s.options.slice(0, 12).join(' | ')}${s.options.length > 12 ? ` … (+${s.options.length - 12})` : ''}`,
    );
  if (o.buttons.length) console.log(`   ${o.buttons.map((b) => `[${b}]`).join(' ')}`);
}

/** The view line: the channel's game; `threads` and `tournament` only when the table has them. */
export async function viewLine(table: LocalTable): Promise<Record<string, unknown>> {
  const line: Record<string, unknown> = { kind: 'view', view: await table.view() };
  const threads = await table.threadViews();
  if (Object.keys(threads).length) line.threads = threads;
  const tournament = await table.tournamentView();
  if (tournament) line.tournament = tournament;
  return line;
}

export async function runLocal(argv: string[]): Promise<void> {
  const args = parseArgs(argv);
  const outDir = args.out ?? mkdtempSync(join(tmpdir(), 'risk-local-'));
  const dbFile = join(outDir, 'games.sqlite');
  // --out on a folder that already holds a table's games resumes them: say so (on stderr,
  // so the --json stream stays what it was), with how to start afresh.
  if (args.out && !args.store && existsSync(dbFile))
    console.error(`Resuming the games stored in ${dbFile} (delete that file, or pick another --out, to start afresh).`);
  const store = await openRepository(args.store ?? `sqlite://${dbFile}`);
  let clock = 1_700_000_000_000;
  let seed = args.seed;
  let bot: LocalTable['bot'] | null = null;
  const service = new GameService({
    store,
    now: () => clock,
    seed: () => seed++,
    onSaved: (r, meta) => bot && onGameSaved(bot, r, meta.status),
  });
  const table = new LocalTable({
    service,
    images: defaultBoardImages(),
    outDir,
    advance: (ms) => {
      clock += ms;
    },
    guildLocale: toLocale(args.locale),
  });
  bot = table.bot;
  await table.resume();
  const interactive = !args.script && process.stdin.isTTY;
  if (!args.json) {
    console.log(`Local Risk table. Images go to ${outDir}`);
    if (interactive)
      console.log(
        'Type: alice /risk new ruleset:classic · bob /risk join · alice click Start · alice pick Kamchatka · alice click All · alice /attack kamchatka alaska 3 · alice click Attack again · wait 24h · (Ctrl-D to quit)',
      );
  }
  const input = args.script ? createReadStream(args.script) : process.stdin;
  const rl = createInterface({ input, terminal: false });
  if (interactive) process.stdout.write('> ');
  for await (const line of rl) {
    const outs = await table.run(line);
    if (args.json) {
      if (line.trim() && !line.trim().startsWith('#')) {
        for (const o of outs) process.stdout.write(`${JSON.stringify(o)}\n`);
        process.stdout.write(`${JSON.stringify(await viewLine(table))}\n`);
        process.stdout.write(`${JSON.stringify({ kind: 'done' })}\n`);
      }
    } else {
      outs.forEach(printHuman);
      if (interactive) process.stdout.write('> ');
    }
  }
  await store.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLocal(process.argv.slice(2)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
