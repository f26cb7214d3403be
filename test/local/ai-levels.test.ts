// The AI levels through the local table (issue 27): /risk new ai_level sets the game's level,
// the Add AI button adds it, the lobby's select adds another level in one pick, a family with
// one AI (Risk Express) and an unknown level are refused saying what is legal, and a player
// the AI stands in for is played at the game's level.
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalOutput } from '../../src/local/table.ts';
import { closeTables, openedTable, tapTable } from './tap-table.ts';

afterEach(closeTables);

const texts = (out: LocalOutput[]) => out.map((o) => o.text).join('\n');

describe('AI levels in the lobby', () => {
  it('/risk new ai_level:hard: the lobby names it, Add AI adds a hard seat, the select adds an easy one', async () => {
    const { table, service } = await openedTable(3, ['alice /risk new ruleset:classic ai_level:hard']);
    const lobby = texts(await table.run('alice click Add AI'));
    expect(lobby).toMatch(/AI level: \*\*Hard\*\*/);
    let r = (await service.get('local'))!;
    expect(r.settings.aiLevel).toBe('hard');
    expect(r.seats.map((s) => s.ai)).toEqual(['baseline', 'hard']);
    expect(r.seats[1].kind).toBe('ai');
    const picked = texts(await table.run('alice pick Add AI: Easy'));
    expect(picked).toMatch(/\(Easy\) joined/);
    r = (await service.get('local'))!;
    expect(r.seats.slice(1).map((s) => s.ai)).toEqual(['hard', 'easy']);
    // the easy seat is marked in the seat list; the hard one (the game's level) is not
    expect(picked).toMatch(/3\. \S+ 🤖 \S+ \(Easy\)/);
    expect(picked).not.toMatch(/\(Hard\)/);
    // the game starts with those seats: the engine's players carry their level
    await table.run('alice click Start');
    r = (await service.get('local'))!;
    expect(r.status).toBe('playing');
  });

  it('by default the game is normal: Add AI adds a normal seat (the former baseline)', async () => {
    const { table, service } = await openedTable(4, ['alice /risk new ruleset:classic', 'alice click Add AI']);
    const r = (await service.get('local'))!;
    expect(r.settings.aiLevel).toBeUndefined();
    expect(r.seats[1].ai).toBe('normal');
    // A second game (in its own thread, the channel's being on) says its level in the creator's language.
    const fr = texts(await table.run('alice@fr /risk new ruleset:classic'));
    expect(fr).toMatch(/Niveau de l’IA : \*\*Normal\*\*/);
  });

  it('a level the family does not offer is refused with the legal ones; nothing is created', async () => {
    const t = await tapTable(5);
    // (the command's choices already refuse it, as Discord's client would)
    const bad = texts(await t.table.run('alice /risk new ruleset:classic ai_level:medium'));
    expect(bad).toMatch(/"ai_level" takes one of easy, normal, hard/);
    expect(await t.service.get('local')).toBeUndefined();
    const express = texts(await t.table.run('alice /risk new ruleset:express ai_level:hard'));
    expect(express).toMatch(/ai_level\. Allowed: —\./);
    expect(await t.service.get('local')).toBeUndefined();
    // Risk Express keeps its one AI: no level select in its lobby
    await t.table.run('alice /risk new ruleset:express');
    const controls = t.table.controlsFor('alice');
    expect(controls.selects.some((s) => /level/.test(s.placeholder))).toBe(false);
  });
});

describe('the AI standing in for a player plays at the game level', () => {
  it('autopilot in an easy game places a few armies at a time (easy), not the whole reserve at once (normal)', async () => {
    for (const level of ['easy', 'normal'] as const) {
      const { table, service, store } = await openedTable(6, [
        `alice /risk new ruleset:classic setup:auto ai_level:${level}`,
        'bob /risk join',
        'alice click Start',
      ]);
      const r0 = (await service.get('local'))!;
      const bob = r0.seats.findIndex((s) => s.name === 'bob');
      // bob moves first with this seed: his turns are the AI's, and alice's turn then waits
      expect((r0.state as { turn: { player: number } }).turn.player).toBe(bob);
      await table.run('bob /risk settings autopilot:true');
      const r = (await service.get('local'))!;
      expect((r.state as { turn: { player: number } }).turn.player).not.toBe(bob);
      const log = await store.log(r.gameId);
      const places = log
        .filter((e) => e.actor === bob && (e.action as { type?: string } | null)?.type === 'place')
        .map((e) => (e.action as { count: number }).count);
      expect(places.length).toBeGreaterThan(0);
      if (level === 'easy') expect(Math.max(...places)).toBeLessThanOrEqual(3);
      else expect(Math.max(...places)).toBeGreaterThan(3);
    }
  });
});
