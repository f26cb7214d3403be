// A whole game of each world ruleset through the local table with only taps (buttons and
// select menus) for the human seat, and the live panel's message budget: at most two new
// channel messages per human turn, every other step an edit of the panel.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BoardImages } from '../../src/app/images.ts';
import { RECORD_MIGRATIONS, RECORD_SCHEMA_VERSION, validateRecord, type GameRecord } from '../../src/app/record.ts';
import { GameService } from '../../src/app/service.ts';
import { LocalTable, type LocalOutput } from '../../src/local/table.ts';
import { openGameStore, type GameStore } from '../../src/store/index.ts';

let stores: GameStore<GameRecord>[] = [];
afterEach(async () => { for (const s of stores) await s.close(); stores = []; });

/** A 1-byte picture per call: these tests count messages, not pixels (test/render draws them). */
const fakeImages: BoardImages = {
  extension: 'png',
  board: async () => Buffer.from([1]),
  battle: async () => Buffer.from([2]),
  goal: async () => Buffer.from([3]),
};

export async function tapTable(seed: number, images: BoardImages = fakeImages) {
  const dir = mkdtempSync(join(tmpdir(), 'risk-taps-'));
  const store = await openGameStore<GameRecord>({ url: `sqlite://${join(dir, 'g.sqlite')}`, schemaVersion: RECORD_SCHEMA_VERSION, migrations: RECORD_MIGRATIONS, validate: validateRecord });
  stores.push(store);
  let clock = 1_700_000_000_000;
  let s = seed;
  const service = new GameService({ store, now: () => clock, seed: () => s++ });
  const table = new LocalTable({ service, images, outDir: join(dir, 'img'), advance: (ms) => { clock += ms; } });
  return { table, service };
}

/**
 * One tap for `who`, chosen from the controls they can see, as a hurried phone player would:
 * trade, place everything, attack a few times with the most dice, keep or fix rolls, move
 * everything in, and end the turn. Returns the line it ran.
 */
export function chooseTap(table: LocalTable, who: string, attacksThisTurn: number, rand: () => number): string {
  const { buttons, selects } = table.controlsFor(who);
  const label = (re: RegExp) => buttons.find((b) => re.test(b.label))?.label;
  const tap = (l: string) => `${who} click ${l}`;
  const pick = (i = 0) => `${who} pick ${selects[i].options[Math.floor(rand() * selects[i].options.length)].value}`;
  const trade = label(/^Trade cards/);
  if (trade) return tap(trade);
  const fix = label(/^🎖️|^🃏 re-roll/);
  if (fix && rand() < 0.5) return tap(fix);
  const keep = label(/^Keep the roll$/);
  if (keep) return tap(keep);
  const all = label(/^All \(\d+\)$/) ?? label(/^Move \d+$/);
  if (all) return tap(all);
  const dice = buttons.filter((b) => /^🎲 ×\d$/.test(b.label)).map((b) => b.label).sort().pop();
  if (dice) return tap(attacksThisTurn < 8 ? (rand() < 0.3 ? 'Blitz' : dice) : '← Back');
  const attackMenu = selects.findIndex((s) => /^Attack/.test(s.placeholder));
  if (attackMenu >= 0 && attacksThisTurn < 8) return pick(attackMenu);
  const end = label(/^End attack$/);
  if (end && rand() < 0.5) return tap(end);
  const fortify = selects.findIndex((s) => /^Fortify/.test(s.placeholder));
  if (fortify >= 0 && rand() < 0.7) return pick(fortify);
  if (selects.length && !/^Attack|^Fortify|^Move/.test(selects[0].placeholder)) return pick(0);
  const done = label(/^End turn$/) ?? label(/^End phase$/) ?? label(/^End attack$/) ?? label(/^Choose my HQ$/);
  if (done) return tap(done);
  if (selects.length) return pick(0);
  throw new Error(`no control to tap for ${who}: ${JSON.stringify({ buttons: buttons.map((b) => b.label), selects: selects.map((s) => s.placeholder) })}`);
}

function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => ((x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

describe('a whole game with taps only (local table)', () => {
  for (const [ruleset, ais, options] of [['classic', 2, 'setup:auto'], ['capitals', 2, 'setup:auto'], ['missions', 2, 'commanders:true card_reroll:true'], ['risiko', 2, '']] as const) {
    it(`${ruleset}: the human seat plays every turn by buttons and selects; at most 2 new channel messages per human turn`, async () => {
      const { table, service } = await tapTable(21);
      const out: LocalOutput[] = [];
      const run = async (line: string) => { const o = await table.run(line); out.push(...o); return o; };
      await run(`alice /risk new ruleset:${ruleset} ${options}`);
      for (let i = 0; i < ais; i++) await run('alice click Add AI');
      await run('alice click Start');
      const rand = rng(7);
      const perTurn = new Map<string, number>();
      let attacks = 0;
      let lastTurn = '';
      let taps = 0;
      for (; taps < 4000; taps++) {
        const r = (await service.get('local'))!;
        if (r.status === 'over' || r.state!.players[0].status !== 'active') break;
        const turnKey = `${r.state!.turn.number}:${r.state!.turn.player}`;
        if (turnKey !== lastTurn) { attacks = 0; lastTurn = turnKey; }
        const line = chooseTap(table, 'alice', attacks, rand);
        const o = await run(line);
        expect(o.filter((x) => x.kind === 'error'), line).toEqual([]);
        if (/click (🎲|Blitz)/.test(line)) attacks++;
        // A tap that is the human's own step on their own turn: count what it posted.
        const key = `${r.state!.turn.number}`;
        perTurn.set(key, (perTurn.get(key) ?? 0) + o.filter((x) => x.kind === 'channel').length);
      }
      const r = (await service.get('local'))!;
      if (process.env.TAPS_DEBUG) console.log(ruleset, taps, r.status, r.state!.phase, r.state!.players.map((p) => p.status), [...perTurn].slice(0, 5), out.slice(-3).map((o) => o.text));
      // The human either won, was eliminated, or the game ended: in every case, through taps alone.
      expect(taps).toBeLessThan(4000);
      if (r.state!.players[0].status === 'active') expect(r.status).toBe('over');
      // No typed command after the lobby: every line was a click or a pick.
      expect(taps).toBeGreaterThan(10);
      // The budget: each human turn added at most two channel messages (the ping of the next
      // turn and, at the end, the result); everything else was an edit.
      for (const [turn, n] of perTurn) expect(n, `turn ${turn}`).toBeLessThanOrEqual(2);
      expect(out.filter((x) => x.kind === 'edit').length).toBeGreaterThan(taps / 2);
    });
  }
});
