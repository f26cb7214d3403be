// napoleon-advanced's panel from set positions (a real game whose state is replaced, as in
// position.ts): conversions by taps, the forced naval battle first, landings marked ⛵ in the
// attack menu, naval invasions, the manoeuvres of example 997, and a typical turn's taps.
import { afterEach, describe, expect, it } from 'vitest';
import { commandTable } from '../../commands/index.ts';
import { advancedNamesOnlyPlaces } from '../../src/discord/panel/controls/advanced-actions.ts';
import { armiesOn, deckOf, getMap } from '../../src/engine/index.ts';
import { advanced } from '../engine/advanced/helpers.ts';
import { advancedPosition, optionOf } from './advanced-position.ts';
import { closeTables, commandCtx } from './tap-table.ts';

afterEach(closeTables);

describe('napoleon-advanced at the panel', () => {
  it('NA-CONV: Convert → Ship → zone (both fleets shown) → +1 builds one ship; the log says so', async () => {
    const t = await advancedPosition({
      phase: 'reinforce',
      reserve: 7,
      board: { andalousie: [0, 3], portugal: [0, 3], castille: [0, 3] },
      ships: [['atlantique_ouest', 1, 2]],
    });
    let c = t.table.controlsFor('alice');
    expect(c.selects.map((s) => s.placeholder)).toEqual(['Place on…', 'Convert armies into… (1 army each)']);
    expect(optionOf(c.selects, 's')?.label).toBe('⛵ Ship');
    await t.run('alice pick s');
    c = t.table.controlsFor('alice');
    expect(c.selects[0].placeholder).toBe('⛵ Ship: where?');
    // Only zones on alice's coasts; each says whose ships are there.
    const zones = c.selects[0].options.map((o) => o.value).sort();
    expect(zones).toEqual(['atlantique_ouest', 'mediterranee_occidentale']);
    const atlantic = c.selects[0].options.find((o) => o.value === 'atlantique_ouest') as { description?: string };
    expect(atlantic.description).toBe('your ships 0 · theirs 2');
    await t.run('alice pick mediterranee_occidentale');
    expect(t.table.controlsFor('alice').buttons.map((b) => b.label)).toEqual([
      '+1',
      '+3',
      '+5',
      'All (7)',
      '← Back',
      'My secrets',
    ]);
    const o = await t.run('alice click +1');
    expect(o.map((x) => x.text).join('\n')).toContain('built 1× ⛵ Ship in Western Mediterranean');
    const s = await t.state();
    expect(s.players[0].reserve).toBe(6);
    expect(s.board.units!.seaControl[4]).toBe(0); // mediterranee_occidentale, the 5th zone, is alice's
  });

  it('NA-NAV-2: a ship built beside another fleet must fight first — the attack step offers only that battle, and /end is refused naming the zone', async () => {
    const t = await advancedPosition({
      phase: 'reinforce',
      reserve: 4,
      board: { andalousie: [0, 6], portugal: [0, 3] },
      ships: [['atlantique_ouest', 1, 1]],
    });
    await t.run('alice pick s');
    await t.run('alice pick atlantique_ouest');
    await t.run('alice click +1');
    await t.run('alice pick andalousie');
    await t.run('alice click All (3)');
    const c = t.table.controlsFor('alice');
    expect(c.buttons[0].label).toBe('⚔️ Naval battle: Western European Atlantic (1 vs 1)');
    expect(c.buttons.map((b) => b.label)).not.toContain('End attack');
    const refused = await t.table.run('alice /end');
    expect(refused.find((x) => x.kind === 'ephemeral')?.text).toContain(
      'Fight the forced naval combat in Western European Atlantic first',
    );
    const o = await t.run('alice click ⚔️ Naval battle');
    expect(o.map((x) => x.text).join('\n')).toMatch(/⚓ 🟨 alice fought 🟥 🤖 \w+ in Western European Atlantic: 🎲/);
    expect(t.table.controlsFor('alice').buttons.map((b) => b.label)).toContain('End attack');
  });

  it('NA-LAND-2, NA-NAV-3: the attack menu marks Égypte ⛵ (a landing across the three Mediterranean zones) and a naval invasion is a from → to pick then an amount', async () => {
    const t = await advancedPosition({
      phase: 'attack',
      board: { andalousie: [0, 8], egypte: [1, 2] },
      ships: [
        ['mediterranee_occidentale', 0, 3],
        ['mer_adriatique', 0, 1],
        ['mediterranee_orientale', 0, 1],
        ['atlantique_ouest', 1, 1],
      ],
    });
    let c = t.table.controlsFor('alice');
    const attack = c.selects.find((s) => s.placeholder.startsWith('Attack'))!;
    const egypt = attack.options.find((o) => o.value.endsWith('egypte'))!;
    expect(egypt.label).toMatch(/⛵ 🟥 Egypt \(2\)$/);
    // A neighbour by land is not marked.
    expect(attack.options.find((o) => o.value === 'andalousie~castille')!.label).not.toContain('⛵');
    const sail = c.selects.find((s) => s.placeholder === 'Naval invasion… (from → to)')!;
    expect(sail.options.map((o) => o.value)).toContain('mediterranee_occidentale~atlantique_ouest');
    await t.run('alice pick mediterranee_occidentale~atlantique_ouest');
    c = t.table.controlsFor('alice');
    expect(c.buttons.map((b) => b.label)).toEqual(['1', 'All (2)', '← Back', 'My secrets']);
    const o = await t.run('alice click All (2)');
    expect(o.map((x) => x.text).join('\n')).toContain('in Western European Atlantic: 🎲');
    const s = await t.state();
    expect(s.board.units!.ships.slice(4 * 3, 4 * 3 + 3)[0]).toBe(1); // one ship stayed behind (NA-NAV-3)
    // The landing itself, by taps: the borders menu, then the dice.
    await t.run(`alice pick ${egypt.value}`);
    expect(t.table.controlsFor('alice').buttons.map((b) => b.label)).toContain('🎲 ×3');
    const rolled = await t.run('alice click 🎲 ×3');
    expect(rolled.map((x) => x.text).join('\n')).toContain('Egypt');
  });

  it('NA-MAN-2 (example 997): the land manoeuvre moves 4 from Île de France to Aquitaine; then the general there may take at most 2', async () => {
    const t = await advancedPosition({
      phase: 'attack',
      board: { ile_de_france: [0, 5], aquitaine: [0, 2] },
      generals: [['aquitaine', 0, 1]],
    });
    await t.run('alice click End attack');
    let c = t.table.controlsFor('alice');
    const menu = c.selects.find((s) => s.placeholder === 'Manoeuvre… (what, from where)')!;
    expect(menu.options.map((o) => o.value)).toEqual(expect.arrayContaining(['l~ile_de_france', 'g~aquitaine']));
    await t.run('alice pick l~ile_de_france');
    await t.run('alice pick aquitaine');
    await t.run('alice click All (4)');
    expect(armiesOn(await t.state(), 'aquitaine')).toBe(6);
    await t.run('alice pick g~aquitaine');
    await t.run('alice pick ile_de_france');
    c = t.table.controlsFor('alice');
    // At most the 2 that stood with the general at the start of the phase, with or without it.
    expect(c.buttons.map((b) => b.label)).toEqual([
      '1',
      'All (2)',
      'Leaders only (1)',
      'All (2) + 1 leader',
      'All (2) + 1 leader, end turn',
      '← Back',
      'My secrets',
    ]);
    const o = await t.run('alice click All (2) + 1 leader');
    expect(o.map((x) => x.text).join('\n')).toContain(
      '🟨 alice 🎖️ General manoeuvre: 2 + 1 leader Aquitaine → Île-de-France.',
    );
  });

  it('typed commands: /build, /sail, /manoeuvre with names in any language; a refusal says why and what is legal now; autocomplete offers the legal places first', async () => {
    const t = await advancedPosition({
      phase: 'reinforce',
      reserve: 5,
      board: { andalousie: [0, 4], portugal: [0, 3], castille: [0, 3] },
      ships: [['atlantique_ouest', 1, 2]],
    });
    // A fortification in a sea zone: refused with the engine's reason and the legal conversions.
    const refused = await t.table.run('alice /build unit:fort at:mer_du_nord');
    const text = refused.find((x) => x.kind === 'ephemeral')!.text;
    expect(text).toContain('Legal now:');
    expect(text).toContain('⛵ Ship: Western European Atlantic (5), Western Mediterranean (5)');
    expect((await t.state()).players[0].reserve).toBe(5); // nothing changed
    // French zone name, no accents: two ships.
    const built = await t.run('alice /build unit:ship "at:Mediterranee Occidentale" count:2');
    expect(built.map((x) => x.text).join('\n')).toContain('built 2× ⛵ Ship in Western Mediterranean');
    // Autocomplete: the coastal zones first for a ship.
    const ctx = commandCtx(t.table, 'alice', 'en');
    const choices = await commandTable.get('build')!.autocomplete!(ctx, { unit: 'ship', at: '' }, 'at');
    expect(choices.map((c) => c.value)).toEqual(['atlantique_ouest', 'mediterranee_occidentale']);
    expect(choices.map((c) => c.name)).toEqual(['Western European Atlantic', 'Western Mediterranean']);
    // Out of phase: /sail now is refused and says when it is possible.
    const early = await t.table.run('alice /sail from:mediterranee_occidentale to:mer_adriatique');
    expect(early.find((x) => x.kind === 'ephemeral')!.text).toContain('No naval invasion is possible now');
    await t.run('alice /place andalousie 3');
    // The attack phase: sail 1 of the 2 ships (one stays behind).
    const sailed = await t.run('alice /sail "from:Western Mediterranean" "to:Adriatic Sea"');
    expect(sailed.map((x) => x.text).join('\n')).toContain('sailed 1 ship Western Mediterranean → Adriatic Sea');
    const none = await t.table.run('alice /seabattle zone:mer_adriatique');
    expect(none.find((x) => x.kind === 'ephemeral')!.text).toContain('You have no forced naval combat to fight now.');
    await t.run('alice /end');
    const moved = await t.run('alice /manoeuvre kind:land from:Andalousie to:Castille count:2');
    expect(moved.map((x) => x.text).join('\n')).toContain('🚶 Land manoeuvre: 2 Andalusia → Castile');
  });

  it('a typical turn by taps: a ship, the armies, one roll, a land manoeuvre that ends the turn — 10 taps (12 before issue 26) and one new channel message', async () => {
    const t = await advancedPosition({
      phase: 'reinforce',
      reserve: 7,
      board: { andalousie: [0, 3], portugal: [0, 2], castille: [0, 2] },
    });
    const taps = [
      'alice pick s', // Convert armies into… ⛵ Ship
      'alice pick mediterranee_occidentale',
      'alice click +1',
      'alice pick andalousie', // Place on…
      'alice click All (6)',
      'alice pick andalousie~catalogne_aragon', // Attack… (from → to)
      'alice click 🎲 ×3',
      'alice pick l~portugal', // Manoeuvre… (ends the attack): 🚶 Land
      'alice pick castille',
      'alice click 1, end turn',
    ];
    const start = (await t.state()).turn.number;
    let channel = 0;
    for (const line of taps) channel += (await t.run(line)).filter((o) => o.kind === 'channel').length;
    expect(taps).toHaveLength(10);
    const s = await t.state();
    // The turn passed (ended by the last tap).
    expect(s.turn.number).toBeGreaterThan(start);
    // The turn's one new message: the ping of alice's next turn (everything else was an edit).
    expect(channel).toBe(1);
  });

  it('NA-CRD-1, NA-EFF: a card played for its effect from the panel’s menu, with what it acts on; the log names it', async () => {
    const scotland = deckOf(getMap('europe-1811')).findIndex((c) => c.territory === 'scotland'); // CHARGE (A)
    const t = await advancedPosition({
      phase: 'attack',
      board: { andalousie: [0, 8], castille: [1, 2] },
      hands: { 0: [scotland] },
    });
    await t.table.run('alice click 🃏 Your cards…');
    const menu = t.table.controlsFor('alice').selects.find((x) => x.placeholder === '🃏 Play a card for its effect…')!;
    const charge = menu.options.find((o) => o.label === 'Charge (Scotland) → Castile')!;
    const o = await t.run(`alice pick ${charge.value}`);
    expect(o.map((x) => x.text).join('\n')).toContain('🃏 🟨 alice played Charge (Scotland) on Castile.');
    expect((await t.state()).players[0].hand).toEqual([]);
  });

  it('NA-CRD-5: a defence card armed from the panel is announced face down; only its owner’s My secrets names it', async () => {
    const ireland = deckOf(getMap('europe-1811')).findIndex((c) => c.territory === 'ireland'); // DÉFENSE HÉROÏQUE (D)
    const t = await advancedPosition(
      {
        phase: 'reinforce',
        reserve: 3,
        board: { andalousie: [0, 8], portugal: [0, 2] },
        hands: { 0: [ireland] },
      },
      true,
    );
    await t.table.run('alice click 🃏 Your cards…');
    const menu = t.table.controlsFor('alice').selects.find((x) => x.placeholder === '🛡️ Arm a defence card…')!;
    const any = menu.options.find((o) => o.label === 'Heroic defence (Ireland) → any of your territories')!;
    const o = await t.run(`alice pick ${any.value}`);
    const text = o.map((x) => x.text).join('\n');
    expect(text).toContain('🛡️ 🟨 alice armed a defence card, face down.');
    expect(text).not.toContain('Heroic defence');
    const mine = await t.table.run('alice click My secrets');
    expect(mine.find((x) => x.kind === 'ephemeral' && x.to === 'alice')!.text).toContain(
      '🛡️ Armed: Heroic defence (Ireland), for any of your territories.',
    );
  });

  it('a crafted control id names only the board’s territories and sea zones', async () => {
    const s = advanced({ board: { andalousie: [0, 3] }, phase: 'reinforce', reserve: 3 });
    expect(advancedNamesOnlyPlaces(s, 'bd', ['s', 'mer_du_nord', '1'], [])).toBe(true);
    expect(advancedNamesOnlyPlaces(s, 'bd', ['s', '__proto__', '1'], [])).toBe(false);
    expect(advancedNamesOnlyPlaces(s, 'vsl', [], ['mer_du_nord~constructor'])).toBe(false);
    expect(advancedNamesOnlyPlaces(s, 'vmf', [], ['l~andalousie'])).toBe(true);
    expect(advancedNamesOnlyPlaces(s, 'mn', ['l', 'andalousie', 'toString', '1', '0'], [])).toBe(false);
  });
});
