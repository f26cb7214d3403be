// napoleon-advanced at the local table: a roll that generals raised is shown in the battle
// close-up beside the board (NA-GEN-1), a roll nothing raised takes it away, and after a
// conquest the generals follow the armies in by taps only (NA-GEN-2) or by /follow.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { lastRollInLog } from '../../src/discord/panel/images.ts';
import { generalsOn } from '../../src/engine/board-units.ts';
import { armiesOn, controller } from '../../src/engine/index.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { advancedPosition } from './advanced-position.ts';
import { closeTables } from './tap-table.ts';

afterEach(closeTables);

const board = { england: [0, 9], nord_picardie: [0, 6], ireland: [1, 3], hollande_belgique: [1, 9] } as Record<
  string,
  [number, number]
>;
const spec = { phase: 'attack' as const, board, generals: [['england', 0, 2]] as [string, number, number][] };

/** The pictures a step uploaded to the panel (an edit lists only those it uploaded). */
const pictures = (o: LocalOutput[]) => o.filter((x) => x.kind === 'edit').flatMap((x) => x.images);
/** The pictures the panel message shows now (kept and uploaded), by name. */
const attached = async (t: Awaited<ReturnType<typeof advancedPosition>>) =>
  t.table.messageById(asMap((await t.service.get('local'))!).panel!.messageId)!.images!.map((i) => i.name);
const text = (o: LocalOutput[]) => o.map((x) => x.text).join('\n');

describe('napoleon-advanced: the dice with their modifiers, and generals following a conquest', () => {
  it('NA-GEN-1: a roll raised by generals shows the close-up beside the board, its dice with "+1🎖️"; a plain roll takes it away; no new message', async () => {
    const t = await advancedPosition(spec);
    await t.run('alice pick england~ireland');
    const rolled = await t.run('alice click 🎲 ×3');
    // Issue 26: the close-up comes beside the board the panel has, which stays attached (only
    // the close-up is uploaded; the roll's losses are told by its log line).
    expect(await attached(t)).toEqual(['board.png', 'battle.png']);
    expect(pictures(rolled).map((f) => f.replace(/^.*\d-/, ''))).toEqual(['battle.png']);
    // Both generals on England raise the two highest dice: "6+1🎖️ 5+1🎖️ 2 vs …"
    expect(text(rolled)).toMatch(/\d\+1🎖️ \d\+1🎖️ \d vs \d \d → /);
    // Asked later (/risk board battle:true), the close-up comes with the same roll, read back from the log.
    const asked = await t.table.run('alice /risk board battle:true');
    expect(
      asked.filter((x) => x.kind === 'ephemeral').flatMap((x) => x.images.map((f) => f.replace(/^.*\d-/, ''))),
    ).toEqual(['board.png', 'battle.png']);
    const roll = await lastRollInLog(t.table.bot, asMap((await t.service.get('local'))!));
    expect(roll!.dice!.attack.map((d) => d.modifiers.map((m) => m.source))).toEqual([['general'], ['general'], []]);
    expect(roll!.attack).toEqual(roll!.dice!.attack.map((d) => d.cast + d.modifiers.length));
    // Another border, no general or fort: the panel goes back to the board alone.
    await t.run('alice click ← Back'); // to England's targets
    await t.run('alice click ← Back'); // to every border
    await t.run('alice pick nord_picardie~hollande_belgique');
    const plain = await t.run('alice click 🎲 ×3');
    expect(await attached(t)).toEqual(['board.png']);
    expect(pictures(plain)).toEqual([]);
    const lastRoll = text(plain)
      .split('\n')
      .filter((l) => / vs /.test(l))
      .at(-1);
    expect(lastRoll).toMatch(/: 🎲 \d \d \d vs \d \d → /);
    // The same plain roll again: nothing to upload (the rolls are told by the log line).
    const again = await t.run('alice click Attack again');
    expect(pictures(again)).toEqual([]);
    expect([...rolled, ...plain, ...again].filter((x) => x.kind === 'channel')).toEqual([]);
  });

  it('NA-GEN-1: a blitz’s one-line summary tells every roll with the generals’ +1 ("5+1🎖️ 3+1🎖️ 2:4 (−0/−1)")', async () => {
    const t = await advancedPosition(spec);
    const o = await t.run('alice /blitz england ireland');
    const line = text(o)
      .split('\n')
      .find((l) => l.includes('🎲') && l.includes('Ireland'));
    const rolls = line!.slice(line!.indexOf('🎲') + 2).split(' · ');
    expect(rolls.length).toBeGreaterThan(0);
    for (const roll of rolls) expect(roll.trim()).toMatch(/^\d\+1🎖️ \d\+1🎖️( \d)?:\d( \d)? \(−\d\/−\d\)$/);
  });

  it('NA-NAV-4: a naval invasion with an admiral shows the combat’s close-up beside the board, its last roll with "+1⚓"', async () => {
    const t = await advancedPosition({
      phase: 'attack',
      board: { england: [0, 5], hollande_belgique: [0, 4] },
      ships: [
        ['mer_du_nord', 0, 5],
        ['atlantique_ouest', 1, 2],
      ],
      admirals: [['mer_du_nord', 0, 1]],
    });
    await t.run('alice pick mer_du_nord~atlantique_ouest');
    const sailed = await t.run('alice click All (4)');
    expect(await attached(t)).toEqual(['board.png', 'battle.png']);
    expect(pictures(sailed).map((f) => f.replace(/^.*\d-/, ''))).toEqual(['battle.png']);
    expect(text(sailed)).toMatch(/in Western European Atlantic: 🎲 \d\+1⚓ /);
    expect(sailed.filter((x) => x.kind === 'channel')).toEqual([]);
  });

  it('NA-GEN-2 (issue 26): a conquest by taps moves every army in and the generals follow by default; ↶ Undo takes back the generals, then the move, whose buttons say they follow ("All (N) + 🎖️2") or stay', async () => {
    const t = await advancedPosition(spec);
    await t.run('alice pick england~ireland');
    const shown = await t.run('alice click 🎲 ×3');
    for (let i = 0; i < 20 && controller(await t.state(), 'ireland') !== 0; i++)
      shown.push(...(await t.run('alice click Attack again')));
    let s = await t.state();
    expect(controller(s, 'ireland')).toBe(0);
    // The one tap that took Ireland moved every army in, and both generals went along.
    expect(armiesOn(s, 'england')).toBe(1);
    expect([generalsOn(s, 'england', 0), generalsOn(s, 'ireland', 0)]).toEqual([0, 2]);
    expect(text(shown)).toContain('2 generals followed the armies England → Ireland');
    // One tap leaves them behind: ↶ Undo takes back the follow (a deterministic step).
    await t.run('alice click ↶ Undo');
    s = await t.state();
    expect([generalsOn(s, 'england', 0), generalsOn(s, 'ireland', 0)]).toEqual([2, 0]);
    // Another takes back the move: the choice of how many, each move with the generals, one without.
    await t.run('alice click ↶ Undo');
    s = await t.state();
    expect(conquest(s)).toBe(true);
    const max = s.phase.kind === 'attack' ? s.phase.conquest!.max : 0;
    const labels = t.table.controlsFor('alice').buttons.map((b) => b.label);
    expect(labels).toContain(`All (${max}) + 🎖️2`);
    expect(labels).toContain(`All (${max}), the generals stay`);
    await t.run(`alice click All (${max}), the generals stay`);
    s = await t.state();
    expect([generalsOn(s, 'england', 0), generalsOn(s, 'ireland', 0), armiesOn(s, 'ireland')]).toEqual([2, 0, max]);
    // The follow is still offered until the next action (the --json view says so too).
    expect((await t.table.view()) as { follow: unknown }).toMatchObject({
      follow: { unit: 'general', from: 'england', to: 'ireland', max: 2 },
    });
    const o = await t.run('alice click 🎖️ 1 general follows into Ireland');
    expect(text(o)).toContain('1 general followed the armies England → Ireland');
    const after = await t.state();
    expect([generalsOn(after, 'england', 0), generalsOn(after, 'ireland', 0)]).toEqual([1, 1]);
  });

  it('NA-GEN-2: /follow (typed) — refused before a conquest with what makes it legal (en, fr), a count too high names the legal one, then one general follows', async () => {
    const t = await advancedPosition(spec);
    const early = await t.table.run('alice /follow');
    expect(early.find((x) => x.kind === 'ephemeral')?.text).toContain(
      'No leader can follow now: right after you take a territory',
    );
    const fr = await t.table.run('alice@fr /follow');
    expect(fr.find((x) => x.kind === 'ephemeral')?.text).toContain('Aucun chef ne peut suivre maintenant');
    await t.table.run('alice@en /attack england ireland 3');
    for (let i = 0; i < 20 && !conquest(await t.state()); i++) await t.table.run('alice /attack england ireland 3');
    expect(conquest(await t.state())).toBe(true);
    const s = await t.state();
    const bounds = s.phase.kind === 'attack' ? s.phase.conquest! : null;
    await t.run(`alice /move ${bounds!.min}`);
    const before = JSON.stringify(await t.state());
    const tooMany = await t.table.run('alice /follow leaders:3');
    const refusal = tooMany.find((x) => x.kind === 'ephemeral')?.text ?? '';
    expect(refusal).toContain('Legal now: 🎖️ General England → Ireland (2).');
    expect(JSON.stringify(await t.state())).toBe(before);
    const done = await t.run('alice /follow leaders:1');
    expect(text(done)).toContain('1 general followed the armies England → Ireland');
    const after = await t.state();
    expect([generalsOn(after, 'england', 0), generalsOn(after, 'ireland', 0)]).toEqual([1, 1]);
  });
});

const conquest = (s: { phase: { kind: string; conquest?: unknown } }) =>
  s.phase.kind === 'attack' && !!s.phase.conquest;
