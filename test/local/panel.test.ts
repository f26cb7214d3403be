// The live panel through the local table: the C-OPT-5 pending roll settled by taps (the old
// wedge), undo within a turn and never across a roll, the ping's "since your last turn", AI
// turns in plain words with the right round, the AFK pause, and the per-player notify setting.
import { asMap, type MapRecord as GameRecord } from '../../src/discord/games/map/record.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameService } from '../../src/app/service.ts';
import { summariseTurns } from '../../src/discord/panel/summary.ts';
import { armiesOn, controller, getMap, territoriesControlledBy, type GameState } from '../../src/engine/index.ts';
import { occupy } from '../../src/engine/board.ts';
import type { LocalOutput, LocalTable } from '../../src/local/table.ts';
import { closeTables, tapTable } from './tap-table.ts';

afterEach(closeTables);

const names = ['alice', 'bob', 'carol'];

async function rec(service: GameService): Promise<GameRecord> {
  return asMap((await service.get('local'))!);
}

/**
 * Rewrites the stored game state (a test fixture: a sure attack). The revision is kept, as the
 * panel's controls already on screen must stay usable.
 */
async function patch(service: GameService, fn: (s: GameState) => void): Promise<void> {
  await service.games.mutate('local', (r) => {
    fn(asMap(r!).state!);
    return { ok: true, value: { record: r!, value: undefined, keepRev: true } };
  });
}

/** The current player's name and a (from, to) attack they can make. */
function frontline(s: GameState): { who: string; from: string; to: string } {
  const me = s.turn.player;
  const map = getMap(s.map);
  const enemy = (n: string) => controller(s, n) !== me && s.players[controller(s, n)].kind !== 'neutral';
  const from = map.territoryIds.find((t) => controller(s, t) === me && map.adjacency[t].some(enemy))!;
  const to = map.adjacency[from].find(enemy)!;
  return { who: names[me], from, to };
}

/** Places the current player's whole reserve by taps (pick a territory, then All). */
async function placeAll(table: LocalTable, service: GameService, where: string): Promise<LocalOutput[]> {
  const r = await rec(service);
  const who = names[r.state!.turn.player];
  return [...(await table.run(`${who} pick ${where}`)), ...(await table.run(`${who} click All`))];
}

describe('the panel: a turn by taps', () => {
  it('C-OPT-5: after an attack with commanders on, the panel offers Keep / commander and settles the roll (no wedge)', async () => {
    const { table, service } = await tapTable(31);
    for (const l of [
      'alice /risk new ruleset:classic setup:auto commanders:true',
      'bob /risk join',
      'alice click Start',
    ])
      await table.run(l);
    let r = await rec(service);
    const f = frontline(r.state!);
    await placeAll(table, service, f.from);
    // /risk history replays the log through the undo: the turn in progress, as the board is now.
    const hist = await table.run(`${f.who} /risk history`);
    expect(hist.find((o) => o.kind === 'ephemeral')?.text).toMatch(/Turn 1 of 1/);
    await patch(service, (s) => {
      occupy(s, f.from, controller(s, f.from), 10);
    });
    // Typed /attack: the roll waits for the commander decision.
    const typed = await table.run(`${f.who} /attack ${f.from} ${f.to} 3`);
    expect(typed.find((o) => o.kind === 'ephemeral')?.text).toMatch(/Done/);
    r = await rec(service);
    expect(r.state!.phase.kind === 'attack' && r.state!.phase.pendingRoll).toBeTruthy();
    const { buttons } = table.controlsFor(f.who);
    expect(buttons.map((b) => b.label)).toContain('Keep the roll');
    expect(buttons.some((b) => /^🎖️ die 1/.test(b.label))).toBe(true);
    const settled = await table.run(`${f.who} click 🎖️ die 1`);
    expect(settled.some((o) => o.kind === 'edit' && /🎖️/.test(o.text))).toBe(true);
    r = await rec(service);
    expect(r.state!.phase.kind === 'attack' && r.state!.phase.pendingRoll).toBeFalsy();
    // A second roll: the commander is used up this turn, Keep settles it.
    if (
      r.state!.phase.kind === 'attack' &&
      !r.state!.phase.conquest &&
      armiesOn(r.state!, f.from) > 1 &&
      controller(r.state!, f.to) !== r.state!.turn.player
    ) {
      await table.run(`${f.who} /attack ${f.from} ${f.to} 1`);
      expect(table.controlsFor(f.who).buttons.some((b) => /^🎖️/.test(b.label))).toBe(false);
      await table.run(`${f.who} click Keep the roll`);
      r = await rec(service);
      expect(r.state!.phase.kind === 'attack' && r.state!.phase.pendingRoll).toBeFalsy();
    }
  });

  it('undo takes back placements of this turn, and is refused once a roll happened', async () => {
    const { table, service } = await tapTable(32);
    for (const l of ['alice /risk new ruleset:classic setup:auto', 'bob /risk join', 'alice click Start'])
      await table.run(l);
    const r0 = await rec(service);
    const f = frontline(r0.state!);
    const reserve = r0.state!.players[r0.state!.turn.player].reserve;
    expect(reserve).toBeGreaterThan(1);
    await table.run(`${f.who} pick ${f.from}`);
    await table.run(`${f.who} click +1`);
    expect(armiesOn((await rec(service)).state!, f.from)).toBe(armiesOn(r0.state!, f.from) + 1);
    const undone = await table.run(`${f.who} click ↶ Undo`);
    expect(undone.some((o) => o.kind === 'edit' && /took back/.test(o.text))).toBe(true);
    let r = await rec(service);
    expect(armiesOn(r.state!, f.from)).toBe(armiesOn(r0.state!, f.from));
    expect(r.state!.players[r.state!.turn.player].reserve).toBe(reserve);
    // Nothing left to undo: the typed refusal says what undo covers.
    const me = r.state!.turn.player;
    expect((await service.undo('local', { id: `u-${f.who}`, name: f.who, locale: 'en' })).ok).toBe(false);
    await placeAll(table, service, f.from);
    // /risk history replays the log through the undo: the turn in progress, as the board is now.
    const hist = await table.run(`${f.who} /risk history`);
    expect(hist.find((o) => o.kind === 'ephemeral')?.text).toMatch(/Turn 1 of 1/);
    await patch(service, (s) => {
      occupy(s, f.from, controller(s, f.from), 10);
    });
    await table.run(`${f.who} /attack ${f.from} ${f.to} 1`);
    r = await rec(service);
    expect(r.state!.turn.player).toBe(me);
    const res = await service.undo('local', { id: `u-${f.who}`, name: f.who, locale: 'en' });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('nothingToUndo');
    expect(table.controlsFor(f.who).buttons.map((b) => b.label)).not.toContain('↶ Undo');
  });

  it('the ping names the player, says what they lost and to whom, and carries their controls', async () => {
    const { table, service } = await tapTable(33);
    for (const l of ['alice /risk new ruleset:classic setup:auto', 'bob /risk join', 'alice click Start'])
      await table.run(l);
    // Play turns with End taps until the first player is on their second turn (both have been pinged).
    let r = await rec(service);
    const first = r.state!.turn.player;
    for (let i = 0; i < 2; i++) {
      r = await rec(service);
      const who = names[r.state!.turn.player];
      const own = territoriesControlledBy(r.state!, r.state!.turn.player)[0];
      await placeAll(table, service, own);
      await table.run(`${who} click End attack`);
      await table.run(`${who} click End turn`);
    }
    r = await rec(service);
    expect(r.state!.turn.player).toBe(first);
    const f = frontline(r.state!);
    const victim = names[controller(r.state!, f.to)];
    await placeAll(table, service, f.from);
    await patch(service, (s) => {
      occupy(s, f.from, controller(s, f.from), 60);
      occupy(s, f.to, controller(s, f.to), 1);
    });
    // One menu of borders, paged by odds (issue 26): the pair is one pick.
    await table.run(`${f.who} pick ${f.from}~${f.to}`);
    await table.run(`${f.who} click Blitz`);
    await table.run(`${f.who} click Move 3`);
    await table.run(`${f.who} click End attack`);
    const out = await table.run(`${f.who} click End turn`);
    const ping = out.filter((o) => o.kind === 'channel');
    expect(ping).toHaveLength(1);
    const name = getMap('world').byId[f.to].name.en;
    expect(ping[0].text).toMatch(new RegExp(`^@${victim}, your turn`));
    expect(ping[0].text).toMatch(new RegExp(`Since your last turn: .*${f.who} took ${name} from you`));
    expect(ping[0].images).toHaveLength(1);
    expect(ping[0].selects?.[0].placeholder).toMatch(/Place on/);
    // The old panel lost its controls.
    const closed = out.find((o) => o.kind === 'edit');
    expect(closed?.buttons).toEqual([]);
    // Only the victim may use them.
    const after = await rec(service);
    const foreign = await table.run(
      `${f.who} pick ${territoriesControlledBy(after.state!, after.state!.turn.player)[0]}`,
    );
    expect(foreign.find((o) => o.kind === 'ephemeral')?.text).toMatch(/These controls are for/);
  });

  it('NA-EPI: a territory of yours emptied since your last turn is told as emptied, not as taken by "#-1"', async () => {
    const { table, service } = await tapTable(33);
    for (const l of ['alice /risk new ruleset:classic setup:auto', 'bob /risk join', 'alice click Start'])
      await table.run(l);
    for (let i = 0; i < 2; i++) {
      const r = await rec(service);
      await placeAll(table, service, territoriesControlledBy(r.state!, r.state!.turn.player)[0]);
      await table.run(`${names[r.state!.turn.player]} click End attack`);
      await table.run(`${names[r.state!.turn.player]} click End turn`);
    }
    const r = await rec(service);
    const me = r.state!.turn.player;
    const victim = 1 - me;
    const gone = territoriesControlledBy(r.state!, victim)[0];
    // an epidemic's work in the advanced game: nobody holds the territory any more
    await patch(service, (s) => occupy(s, gone, -1, 0));
    await placeAll(table, service, territoriesControlledBy(r.state!, me)[0]);
    await table.run(`${names[me]} click End attack`);
    const ping = (await table.run(`${names[me]} click End turn`)).filter((o) => o.kind === 'channel');
    expect(ping).toHaveLength(1);
    expect(ping[0].text).toMatch(new RegExp(`^@${names[victim]}, your turn`));
    expect(ping[0].text).toContain(`emptied by an epidemic: ${getMap('world').byId[gone].name.en}`);
    expect(ping[0].text).not.toContain('#-1');
  });

  it('AI turns are told in plain words with the round they were played in and the victims named', async () => {
    const { table, service } = await tapTable(34);
    for (const l of [
      'alice /risk new ruleset:classic setup:auto',
      'alice click Add AI',
      'alice click Add AI',
      'alice click Start',
    ])
      await table.run(l);
    await table.run('alice /risk settings autopilot:true');
    const r = await rec(service);
    // Replay from the log of events: each summary line's round is the round its turn began in.
    const lines = (r.panel?.log ?? []).filter((l) => /, round \d+:/.test(l));
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatch(/^(🟨|🟥|🟦) .+, round \d+: (placed|attacked|took|moved|passed)/);
    expect((r.panel?.log ?? []).join('\n')).not.toMatch(/⚔️×|🚩/);
    // A turn already under way when the steps begin keeps the round it started in.
    const steps = [
      {
        actor: 1,
        action: { type: 'endTurn' as const },
        events: [{ type: 'armiesPlaced' as const, player: 1, territory: 'alaska', count: 2 }],
        by: 'ai' as const,
      },
    ];
    expect(summariseTurns(r, steps, 'en', { player: 1, round: 3 })[0]).toMatch(/, round 3: placed 2\.$/);
    const conquest = [
      {
        actor: 1,
        action: { type: 'endTurn' as const },
        events: [
          {
            type: 'territoryConquered' as const,
            player: 1,
            from: 'alaska',
            to: 'kamchatka',
            previousOwner: 0,
            min: 1,
            max: 3,
          },
        ],
        by: 'ai' as const,
      },
    ];
    expect(summariseTurns(r, conquest, 'en', { player: 1, round: 2 })[0]).toMatch(/took Kamchatka \(from 🟨 alice\)/);
  });

  it('AFK: when every human is away the game pauses (no AI marathon) and says how to take the seat back', async () => {
    const { table, service } = await tapTable(35);
    for (const l of [
      'alice /risk new ruleset:classic setup:auto deadline:1h',
      'bob /risk join',
      'alice click Add AI',
      'alice click Start',
      'alice /risk settings missed_turns:1',
    ])
      await table.run(l);
    const out: LocalOutput[] = [];
    for (let i = 0; i < 6; i++) out.push(...(await table.run('wait 2h')));
    let r = await rec(service);
    expect(r.paused).toBe(true);
    expect(r.status).toBe('playing');
    expect(out.map((o) => o.text).join('\n')).toMatch(/Take my seat back/);
    const round = r.state!.turn.round;
    expect(round).toBeLessThanOrEqual(3);
    // Nothing moves while paused.
    await table.run('wait 10d');
    expect((await rec(service)).state!.turn.round).toBe(round);
    const back = await table.run('alice click Take my seat back');
    expect(back.some((o) => /alice is back/.test(o.text))).toBe(true);
    r = await rec(service);
    expect(r.paused).toBe(false);
    expect(r.seats[0].autopilot).toBe(false);
  });

  it('C-SET-7: each plans in a private picker; another player confirming does not make it out of date; the plan stays secret', async () => {
    const { table, service } = await tapTable(38);
    for (const l of [
      'alice /risk new ruleset:classic setup:simultaneous',
      'bob /risk join',
      'carol /risk join',
      'alice click Start',
    ])
      await table.run(l);
    const r = await rec(service);
    expect(r.state!.phase.kind).toBe('setupSimultaneous');
    const opened = await table.run('alice click Place my armies');
    expect(opened[0].kind).toBe('ephemeral');
    expect(opened[0].text).toMatch(/Your plan \(secret/);
    const own = territoriesControlledBy(r.state!, 0)[0];
    const name = getMap('world').byId[own].name.en;
    const picked = await table.run(`alice pick ${own}`);
    expect(picked.find((o) => o.to === 'alice')?.buttons).toContain('+1');
    // Meanwhile bob plans at random and confirms: the revision moves on under alice's picker.
    await table.run('bob click Place my armies');
    await table.run('bob click Place the rest at random');
    expect((await rec(service)).rev).toBeGreaterThan(r.rev);
    const placed = await table.run('alice click +1');
    expect(placed.some((o) => /out of date/.test(o.text))).toBe(false);
    expect(placed.find((o) => o.to === 'alice')?.text).toMatch(new RegExp(`${name} \\+1`));
    // Nobody else sees alice's plan.
    expect(placed.filter((o) => o.to !== 'alice').some((o) => o.text.includes(`${name} +1`))).toBe(false);
  });

  it('a deadline reminder does not make the panel out of date', async () => {
    const { table, service } = await tapTable(37);
    for (const l of ['alice /risk new ruleset:classic setup:auto deadline:24h', 'bob /risk join', 'alice click Start'])
      await table.run(l);
    const r = await rec(service);
    const who = names[r.state!.turn.player];
    const reminded = await table.run('wait 19h');
    expect(reminded.some((o) => /expires/.test(o.text))).toBe(true);
    const own = territoriesControlledBy(r.state!, r.state!.turn.player)[0];
    const tap = await table.run(`${who} pick ${own}`);
    expect(tap.some((o) => /out of date/.test(o.text))).toBe(false);
    expect(tap.find((o) => o.kind === 'edit')?.text).toMatch(/How many on/);
  });

  it('notify: dm sends the turn ping by DM instead of a mention; none says nothing', async () => {
    const { table, service } = await tapTable(36);
    for (const l of [
      'alice /risk new ruleset:classic setup:auto',
      'bob /risk join',
      'alice click Start',
      'alice /risk settings notify:dm',
      'bob /risk settings notify:none',
    ])
      await table.run(l);
    let r: GameRecord;
    const out: LocalOutput[] = [];
    for (let i = 0; i < 2; i++) {
      r = await rec(service);
      const who = names[r.state!.turn.player];
      const own = territoriesControlledBy(r.state!, r.state!.turn.player)[0];
      out.push(...(await placeAll(table, service, own)));
      out.push(...(await table.run(`${who} click End attack`)));
      out.push(...(await table.run(`${who} click End turn`)));
    }
    const pings = out.filter((o) => o.kind === 'channel');
    expect(pings.every((o) => !/@alice|@bob/.test(o.text))).toBe(true);
    expect(out.some((o) => o.kind === 'dm' && o.to === 'alice' && /Your turn in #local/.test(o.text))).toBe(true);
    expect(out.some((o) => o.kind === 'dm' && o.to === 'bob' && /Your turn/.test(o.text))).toBe(false);
  });
});
