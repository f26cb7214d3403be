// npm run panel-screenshot [-- OUT_DIR]: the live panel at phone width (400 px), drawn from the
// real messages of a scripted local-table game (text, board image, select menus, buttons) in
// the look of a Discord message on a phone. Written to docs/img/panel-*.png for docs/panel.md.
import { asMap } from '../src/discord/games/map/record.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { GameService } from '../src/app/service.js';
import { defaultBoardImages } from '../src/discord/images.js';
import { territoriesControlledBy } from '../src/engine/index.js';
import { COLOUR_EMOJI } from '../src/i18n/names.js';
import { LocalTable } from '../src/local/table.js';
import { encodeImage } from '../src/render/index.js';
import { font, registerFonts } from '../src/render/fonts.js';
import { OWNER_STYLES } from '../src/render/theme.js';
import type { OutMessage } from '../src/discord/surface.js';
import { openRepository } from '../src/store/open.js';

const W = 400;
const PAD = 12;
const COLOURS: Record<string, string> = Object.fromEntries(
  Object.entries(COLOUR_EMOJI).map(([c, e]) => [e, OWNER_STYLES[c as keyof typeof OWNER_STYLES]?.fill ?? '#ccc']),
);
/** Glyphs the bundled font lacks, spelled out (the mock has no emoji font; Discord has one). */
const SPELL: [RegExp, string][] = [
  [/🗺/gu, ' terr.'],
  [/⚔/gu, ' arm.'],
  [/🃏/gu, ' cards'],
  [/🎲 ?/gu, 'dice '],
  [/→/gu, '>'],
  [/←/gu, '<'],
  [/↶ ?/gu, ''],
  [/➡️ ?/gu, '> '],
];
const spell = (t: string) => SPELL.reduce((acc, [re, to]) => acc.replace(re, to), t);
const STYLE: Record<string, string> = {
  primary: '#5865f2',
  secondary: '#4e5058',
  success: '#248046',
  danger: '#da373c',
};

/** Words of a line, with the colour squares drawn as squares and other pictographs dropped (the canvas has no emoji font). */
function drawText(ctx: SKRSContext2D, text: string, y: number): number {
  const lineH = 18;
  for (const raw of spell(text).split('\n')) {
    const bold = /\*\*/.test(raw);
    ctx.font = font(13, bold);
    let x = PAD;
    const words = raw.replace(/\*\*/g, '').split(/(\s+)/);
    for (const w of words) {
      if (COLOURS[w]) {
        if (x + 12 > W - PAD) {
          x = PAD;
          y += lineH;
        }
        ctx.fillStyle = COLOURS[w];
        ctx.fillRect(x, y - 11, 11, 11);
        x += 14;
        continue;
      }
      const clean = w.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '');
      if (!clean) continue;
      const wd = ctx.measureText(clean).width;
      if (x + wd > W - PAD && clean.trim()) {
        x = PAD;
        y += lineH;
      }
      if (!clean.trim() && x === PAD) continue;
      ctx.fillStyle = '#dbdee1';
      ctx.fillText(clean, x, y);
      x += wd;
    }
    y += lineH;
  }
  return y;
}

async function drawPanel(msg: OutMessage & { imagePath?: string }, file: string): Promise<void> {
  registerFonts();
  const board = msg.imagePath ? await loadImage(msg.imagePath) : null;
  const imgH = board ? Math.round(((W - 2 * PAD) * board.height) / board.width) : 0;
  const probe = createCanvas(W, 4000).getContext('2d');
  const textEnd = drawText(probe, msg.text, 40);
  const rows = (msg.selects?.length ?? 0) + (msg.buttons ?? []).reduce((n, row) => n + Math.ceil(row.length / 3), 0);
  const H = textEnd + (board ? imgH + 10 : 0) + rows * 42 + 20;
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#313338';
  ctx.fillRect(0, 0, W, H);
  ctx.font = font(14, true);
  ctx.fillStyle = '#f2f3f5';
  ctx.fillText('Risk', PAD, 22);
  ctx.font = font(11);
  ctx.fillStyle = '#949ba4';
  ctx.fillText('BOT · today', PAD + 36, 22);
  let y = drawText(ctx, msg.text, 40);
  if (board) {
    ctx.drawImage(board, PAD, y, W - 2 * PAD, imgH);
    y += imgH + 10;
  }
  for (const s of msg.selects ?? []) {
    ctx.fillStyle = '#1e1f22';
    ctx.fillRect(PAD, y, W - 2 * PAD, 34);
    ctx.font = font(13);
    ctx.fillStyle = '#949ba4';
    ctx.fillText(s.placeholder, PAD + 10, y + 22);
    ctx.beginPath();
    ctx.moveTo(W - PAD - 24, y + 14);
    ctx.lineTo(W - PAD - 12, y + 14);
    ctx.lineTo(W - PAD - 18, y + 21);
    ctx.fill();
    y += 42;
  }
  for (const row of msg.buttons ?? []) {
    for (let i = 0; i < row.length; i += 3) {
      const part = row.slice(i, i + 3);
      const bw = (W - 2 * PAD - (part.length - 1) * 6) / part.length;
      part.forEach((b, j) => {
        const x = PAD + j * (bw + 6);
        ctx.fillStyle = STYLE[b.style ?? 'secondary'];
        ctx.beginPath();
        ctx.roundRect(x, y, bw, 34, 4);
        ctx.fill();
        ctx.font = font(13, true);
        ctx.fillStyle = '#ffffff';
        const label = spell(b.label)
          .replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')
          .trim();
        const tw = ctx.measureText(label).width;
        ctx.fillText(label, x + Math.max(4, (bw - tw) / 2), y + 22);
      });
      y += 42;
    }
  }
  writeFileSync(file, await encodeImage(canvas, 'png8'));
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? 'docs/img';
  mkdirSync(out, { recursive: true });
  const dir = join(out, '.panel-run');
  const store = await openRepository('sqlite://:memory:').catch(() => null);
  if (!store) throw new Error('no store');
  let clock = 1_700_000_000_000;
  let seed = 5;
  const service = new GameService({ store, now: () => clock, seed: () => seed++ });
  const table = new LocalTable({
    service,
    images: defaultBoardImages(),
    outDir: dir,
    advance: (ms) => {
      clock += ms;
    },
  });
  const shots: [string, OutMessage & { imagePath?: string }][] = [];
  const last = new Map<string, OutMessage & { imagePath?: string }>();
  const run = async (line: string, shot?: string) => {
    for (const o of await table.run(line)) {
      if (!o.message || (o.kind !== 'channel' && o.kind !== 'edit')) continue;
      const prev = last.get(o.message);
      const buttons = table.messageById(o.message)?.buttons ?? [];
      const selects = table.messageById(o.message)?.selects ?? [];
      last.set(o.message, { text: o.text, buttons, selects, imagePath: o.images[0] ?? prev?.imagePath });
      if (shot) shots.push([shot, { ...last.get(o.message)! }]);
    }
  };
  for (const l of ['alice /risk new ruleset:classic setup:auto', 'bob /risk join', 'alice click Add AI']) await run(l);
  await run('alice click Start', 'panel-ping');
  const r = asMap((await service.get('local'))!);
  const who = r.seats[r.state!.turn.player].name;
  const own = territoriesControlledBy(r.state!, r.state!.turn.player);
  await run(`${who} pick ${own[0]}`, 'panel-place');
  await run(`${who} click All`);
  const from = own[0];
  await run(`${who} pick ${from}`);
  const targets = table.controlsFor(who).selects[0]?.options ?? [];
  await run(`${who} pick ${targets[0].value}`, 'panel-attack');
  const done = new Set<string>();
  for (const [name, snap] of shots.reverse()) {
    if (done.has(name)) continue;
    done.add(name);
    await drawPanel(snap, join(out, `${name}-400.png`));
    console.log(`${join(out, `${name}-400.png`)}`);
  }
  await store.close();
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
