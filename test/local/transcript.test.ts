// Transcript tests over the local table: a scripted game to the end for each world ruleset
// (the --json machine interface of `npm run local` is test/local/readme-example.test.ts's).
import { asMap } from '../../src/discord/games/map/record.ts';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPublic, makeTable, runAll } from './service-table.ts';
import { getMap } from '../../src/engine/index.ts';
import { missionText, objectiveText } from '../../src/i18n/names.ts';
import { armiesOn, controller } from '../../src/engine/board.js';
import { boardSummary } from '../../src/engine/board-summary.js';

describe('local table: a whole game of each world ruleset', () => {
  for (const [ruleset, ais] of [
    ['classic', 2],
    ['capitals', 2],
    ['missions', 2],
    ['risiko', 3],
  ] as const) {
    it(`${ruleset}: one human + AI seats, played to the end with autopilot`, async () => {
      const { table, service } = await makeTable(11);
      const lines = [
        `alice /risk new ruleset:${ruleset}`,
        ...Array.from({ length: ais }, () => 'alice click Add AI'),
        'alice click Start',
        'alice /risk status',
        'bob /end',
        'alice /risk mission',
      ];
      const out = await runAll(table, lines);
      expect(out.find((o) => o.kind === 'ephemeral' && o.to === 'bob')?.text).toMatch(/not seated/);
      const r0 = asMap((await service.get('local'))!);
      expect(r0.status).toBe('playing');
      // The human plays at least one real command when it is their turn (HQ choice in capitals).
      if (ruleset === 'capitals') {
        const own = Object.entries(boardSummary(r0.state!)).find(([, t]) => t.owner === 0)![0];
        const hq = await table.run(`alice /hq ${own}`);
        expect(hq.some((o) => isPublic(o) && /headquarters/.test(o.text))).toBe(true);
        expect(hq.some((o) => isPublic(o) && o.text.includes(own))).toBe(false);
      }
      const end = await table.run('alice /risk settings autopilot:true');
      out.push(...end);
      const r = asMap((await service.get('local'))!);
      expect(r.state!.phase.kind).toBe('over');
      expect(r.status).toBe('over');
      expect(out.some((o) => isPublic(o) && /Game over/.test(o.text))).toBe(true);
      expect(out.some((o) => o.images.length > 0)).toBe(true);
      // Secrets: by DM to their owner, never in a channel message.
      const me = r.state!.players[0];
      const secret =
        me.mission !== null
          ? missionText(me.mission, 'en')
          : me.objective !== null
            ? objectiveText(me.objective, 'en')
            : null;
      if (secret) {
        expect(out.some((o) => o.kind === 'dm' && o.to === 'alice' && o.text.includes(secret))).toBe(true);
        // Never public while the game runs (a panel edit included); the closing result reveals every secret.
        const over = out.findIndex((o) => isPublic(o) && /Game over/.test(o.text));
        expect(out.slice(0, over).some((o) => isPublic(o) && o.text.includes(secret))).toBe(false);
        expect(
          out.slice(over).some((o) => isPublic(o) && /Final standing/.test(o.text) && o.text.includes(secret)),
        ).toBe(true);
      }
      const view = (await table.view()) as { phase: string; players: { name: string }[] };
      expect(view.phase).toBe('over');
    });
  }

  it('/risk history shows a past turn privately: its events and the board it left; a turn that never was is refused', async () => {
    const { table } = await makeTable(13);
    await runAll(table, [
      'alice /risk new ruleset:classic',
      'alice click Add AI',
      'alice click Add AI',
      'alice click Start',
      'alice /risk settings autopilot:true',
    ]);
    const first = await table.run('alice /risk history turn:1');
    const reply = first.find((o) => o.kind === 'ephemeral' && o.to === 'alice')!;
    expect(reply.text).toMatch(/Turn 1 of \d+ — round 1/);
    expect(reply.images).toHaveLength(1);
    expect(first.some((o) => isPublic(o))).toBe(false);
    const none = await table.run('alice /risk history turn:99999');
    expect(none.find((o) => o.kind === 'ephemeral')?.text).toMatch(/There is no such turn/);
  });

  it('refusals say why and what is legal, in the user’s language', async () => {
    const { table, service } = await makeTable(5);
    await runAll(table, ['alice /risk new ruleset:classic', 'bob@fr /risk join', 'alice click Start']);
    const r = asMap((await service.get('local'))!);
    const s = r.state!;
    const current = s.turn.player === 0 ? 'alice' : 'bob@fr';
    const other = s.turn.player === 0 ? 'bob@fr' : 'alice';
    const notMine = await table.run(`${other} /end`);
    expect(notMine[0].kind).toBe('ephemeral');
    expect(notMine[0].text).toMatch(other === 'alice' ? /not your turn/ : /pas votre tour/);
    const attack = await table.run(`${current} /attack alaska brazil 3`);
    expect(attack[0].kind).toBe('ephemeral');
    expect(attack[0].text).toMatch(/\/place/);
    const typo = await table.run(`${current} /place kamchatkaa 1`);
    expect(typo.length).toBeGreaterThan(0);
    expect(r.rev).toBe(asMap((await service.get('local'))!).rev + (isPublic(typo[0]) ? -1 : 0));
  });
});

describe('local table: images of an attack', () => {
  it('an attack edits the panel (its log; the board comes when the attacks end); the battle close-up on request', async () => {
    const { table, service } = await makeTable(5);
    await runAll(table, [
      'alice /risk new ruleset:classic setup:auto',
      'bob /risk join',
      'carol /risk join',
      'alice click Start',
    ]);
    let r = asMap((await service.get('local'))!);
    const who = (p: number) => ['alice', 'bob', 'carol'][p];
    // Place everything on a territory that can attack, then attack from it.
    const me = r.state!.turn.player;
    const front = getMap(r.state!.map).territoryIds.find(
      (t) =>
        controller(r.state!, t) === me &&
        Object.entries(boardSummary(r.state!)).some(([n, x]) => x.owner !== me && n !== t && adjacent(t, n)),
    )!;
    const placed = await table.run(`${who(me)} /place ${front} ${r.state!.players[me].reserve}`);
    // Placing the last army moves to the attack phase: the log says so, the picture stays (issue 26).
    expect(placed.find((o) => o.kind === 'edit')?.images).toEqual([]);
    r = asMap((await service.get('local'))!);
    const target = getMap(r.state!.map).territoryIds.find((n) => controller(r.state!, n) !== me && adjacent(front, n))!;
    // C-ATK-2: more dice than the ruleset allows from there is refused, saying the range; nothing moves
    expect(armiesOn(r.state!, front)).toBeGreaterThanOrEqual(4);
    const tooMany = await table.run(`${who(me)} /attack ${front} ${target} 4`);
    expect(tooMany.map((o) => o.kind)).toEqual(['ephemeral']);
    expect(tooMany[0].text.split('\n')[0]).toBe('You may roll between 1 and 3 dice.');
    expect(asMap((await service.get('local'))!).rev).toBe(r.rev);
    const out = await table.run(`${who(me)} /attack ${front} ${target} 1`);
    const post = out.find((o) => o.kind === 'edit')!;
    expect(post.text).toMatch(/attacks/);
    expect(out.filter((o) => o.kind === 'channel')).toEqual([]);
    const close = await table.run(`${who(me)} /risk board battle:true`);
    expect(close[0].kind).toBe('ephemeral');
    expect(close[0].images.map((p) => p.split('-').pop())).toEqual(['board.png', 'battle.png']);
    for (const p of close[0].images) expect(existsSync(p)).toBe(true);
  });
});

function adjacent(a: string, b: string): boolean {
  return getMap('world').adjacency[a].includes(b);
}

describe('local table: /risk odds', () => {
  it('answers from army counts or from the board, and says what it needs otherwise', async () => {
    const { table, service } = await makeTable(9);
    await runAll(table, [
      'alice /risk new ruleset:classic setup:auto',
      'bob /risk join',
      'carol /risk join',
      'alice click Start',
    ]);
    const byNumbers = await table.run('alice /risk odds 10 6');
    expect(byNumbers[0].kind).toBe('ephemeral');
    expect(byNumbers[0].text).toMatch(
      /^10 attacking armies vs 6 defending: the attacker takes the territory \d+\.\d% of the time\.$/,
    );
    const s = asMap((await service.get('local'))!).state!;
    const map = getMap('world');
    const [from, to] = map.territoryIds
      .flatMap((a) => map.adjacency[a].map((b) => [a, b] as const))
      .find(([a, b]) => controller(s, a) !== controller(s, b) && armiesOn(s, a) >= 2)!;
    const board = await table.run(`bob /risk odds from:${from} to:${to}`);
    expect(board[0].text).toContain(`${armiesOn(s, from)} attacking armies vs ${armiesOn(s, to)} defending`);
    expect((await table.run('bob /risk odds'))[0].text).toMatch(/Give `attackers` and `defenders`/);
    const own = map.territoryIds.find((t) => controller(s, t) === 0)!;
    const same = map.adjacency[own].find((n) => controller(s, n) === 0) ?? own;
    expect((await table.run(`bob /risk odds from:${own} to:${same}`))[0].text).toMatch(/not an attack you could make/);
  });
});

/** Public text: a new channel message or an edit of one (the live panel). */
