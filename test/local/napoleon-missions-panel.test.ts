// napoleon-missions through the local table (the same command layer as Discord): the four
// ranked missions reach their owner by DM and in My secrets, a human claims by the panel's
// button, claims are announced with the claimed text only, the fourth is shown after three,
// and no message another person can see ever holds a mission that is still secret.
import { afterEach, describe, expect, it } from 'vitest';
import type { MapRecord } from '../../src/discord/games/map/record.ts';
import { describeEvents } from '../../src/discord/present.ts';
import { claimableMissions } from '../../src/engine/ranked/ranked.ts';
import { publicMissions } from '../../src/engine/ext.ts';
import { viewFor, type GameState } from '../../src/engine/index.ts';

import { napoleonMissionById } from '../../src/engine/napoleon-missions.ts';
import type { LocalOutput, LocalTable } from '../../src/local/table.ts';
import { chooseTap, closeTables, rng, tapTable } from './tap-table.ts';
import { asMap } from '../../src/discord/games/map/record.ts';

/** A player's four missions and their claims, read through the views (not the state's layout). */
const ownOf = (s: GameState, p: number) => viewFor(s, p).secrets!.rankedMissions!;
const claimedOf = (s: GameState, p: number) => viewFor(s, null).players[p].missions!.claimed;

afterEach(closeTables);

const LOCALES = ['en', 'fr', 'it'] as const;
const texts = (id: number) => LOCALES.map((l) => napoleonMissionById(id).text[l]);

/** Each player's missions nobody else may know yet: not claimed, not the revealed fourth (the closing message reveals all). */
function secretMissions(r: MapRecord): Map<number, number[]> {
  const out = new Map<number, number[]>();
  if (r.state!.phase.kind === 'over') return out;
  for (const p of r.state!.players.filter((x) => x.kind !== 'neutral').map((x) => x.id)) {
    const shown = publicMissions(r.state!, p)!;
    out.set(
      p,
      ownOf(r.state!, p).filter((id) => !shown.claimed.includes(id) && shown.revealed !== id),
    );
  }
  return out;
}

/** Who (by local user name) may read an output: null = everyone in the channel. */
const readerOf = (o: LocalOutput) => (o.kind === 'channel' || (o.kind === 'edit' && o.to === null) ? null : o.to);

/** No output readable by someone other than the mission's owner names a secret mission. */
function expectNoLeak(r: MapRecord, outs: LocalOutput[], line: string): void {
  const owner = (p: number) => r.seats[p]?.userId?.replace(/^u-/, '') ?? null;
  for (const [p, ids] of secretMissions(r)) {
    for (const o of outs) {
      const reader = readerOf(o);
      if (reader !== null && reader === owner(p)) continue;
      for (const id of ids)
        for (const t of texts(id))
          expect(
            o.text.includes(t),
            `${line}: ${o.kind} to ${reader ?? 'channel'} shows player ${p}'s secret mission ${id}`,
          ).toBe(false);
    }
  }
}

/** Claims by button when the panel offers it, else a phone player's tap. */
function nextLine(table: LocalTable, who: string, attacks: number, rand: () => number): string {
  const { buttons } = table.controlsFor(who);
  const pick = buttons.find((b) => /^Claim (Caporal|Capitaine|Général|Empereur)$/.test(b.label));
  if (pick) return `${who} click ${pick.label}`;
  if (buttons.some((b) => b.label === 'Claim mission')) return `${who} click Claim mission`;
  return chooseTap(table, who, attacks, rand);
}

describe('napoleon-missions in the command layer (local table)', () => {
  it('NM-1/NM-3: missions by DM and My secrets to their owner only; claims by button and /claim, announced without the unclaimed ones; all four revealed at the end', async () => {
    const { table, service } = await tapTable(5);
    const all: LocalOutput[] = [];
    const run = async (line: string) => {
      const o = await table.run(line);
      expect(
        o.filter((x) => x.kind === 'error'),
        line,
      ).toEqual([]);
      all.push(...o);
      const r = await service.get('local');
      if (r?.state) expectNoLeak(asMap(r), o, line);
      return o;
    };
    await run('alice /risk new ruleset:napoleon-missions setup:auto');
    await run('bob /risk join');
    await run('alice click Add AI');
    const started = await run('alice click Start');
    const r0 = asMap((await service.get('local'))!);
    const own = (p: number) => ownOf(r0.state!, p);
    // NM-1: one DM each, with the four missions of its reader and none of the others'.
    for (const [p, name] of [
      [0, 'alice'],
      [1, 'bob'],
    ] as const) {
      const dm = started.filter((o) => o.kind === 'dm' && o.to === name);
      expect(dm.length).toBeGreaterThan(0);
      const text = dm.map((o) => o.text).join('\n');
      for (const id of own(p)) expect(text).toContain(napoleonMissionById(id).text.en);
      for (const q of [0, 1, 2].filter((x) => x !== p))
        for (const id of own(q)) expect(text).not.toContain(napoleonMissionById(id).text.en);
      // ... with the four drawn on the private board image.
      expect(dm.some((o) => o.images.some((f) => /goal/.test(f)))).toBe(true);
    }
    expect(started.some((o) => o.kind === 'dm' && o.to !== 'alice' && o.to !== 'bob')).toBe(false);
    // My secrets: each asker sees their own four, privately.
    for (const [p, name] of [
      [0, 'alice'],
      [1, 'bob'],
    ] as const) {
      const sec = await run(`${name} click My secrets`);
      expect(sec.map((o) => [o.kind, o.to])).toEqual([['ephemeral', name]]);
      for (const id of own(p)) expect(sec[0].text).toContain(napoleonMissionById(id).text.en);
      expect(sec[0].images.length).toBe(1);
    }
    // /claim: by rank, refused privately while it does not hold (or it is not your turn); without a rank, the private picker.
    const refused = await run('alice /claim rank:empereur');
    expect(refused.map((o) => [o.kind, o.to])).toEqual([['ephemeral', 'alice']]);
    expect(refused[0].text).toMatch(/not achieved yet|not your turn|It is .* turn/i);
    const picker = await run('bob /claim');
    expect(picker.map((o) => [o.kind, o.to])).toEqual([['ephemeral', 'bob']]);
    // It lists exactly what the engine lets bob claim now, each with a button.
    const ready = claimableMissions(asMap((await service.get('local'))!).state!, 1);
    if (ready.length === 0) expect(picker[0].text).toMatch(/None of your missions can be claimed now/);
    for (const id of ready) expect(picker[0].text).toContain(napoleonMissionById(id).text.en);
    expect(picker[0].buttons).toHaveLength(ready.length);
    await run('bob /risk settings autopilot:true');

    // alice plays by taps; she claims whenever the panel offers it.
    const rand = rng(3);
    let attacks = 0,
      lastTurn = '',
      claimsByButton = 0;
    for (let taps = 0; taps < 6000; taps++) {
      const r = asMap((await service.get('local'))!);
      if (r.status === 'over' || r.state!.players[0].status !== 'active') break;
      const turnKey = `${r.state!.turn.number}`;
      if (turnKey !== lastTurn) {
        attacks = 0;
        lastTurn = turnKey;
      }
      const line = nextLine(table, 'alice', attacks, rand);
      const o = await run(line);
      if (/click (🎲|Blitz|Attack again)/.test(line)) attacks++;
      if (line === 'alice click Claim mission') {
        // The picker is private, and lists only alice's own missions.
        expect(o.map((x) => [x.kind, x.to])).toEqual([['ephemeral', 'alice']]);
        expect(o[0].buttons.every((b) => /^Claim /.test(b))).toBe(true);
      }
      if (/^alice click Claim (Caporal|Capitaine|Général|Empereur)$/.test(line)) {
        claimsByButton++;
        const after = asMap((await service.get('local'))!);
        const claimed = claimedOf(after.state!, 0);
        const id = claimed[claimed.length - 1];
        // NM-3: the channel (the panel's log) names the claimed mission, with its rank.
        const pub = o
          .filter((x) => readerOf(x) === null)
          .map((x) => x.text)
          .join('\n');
        expect(pub).toContain(napoleonMissionById(id).text.en);
        expect(line).toContain(
          { caporal: 'Caporal', capitaine: 'Capitaine', general: 'Général', empereur: 'Empereur' }[
            napoleonMissionById(id).rank
          ],
        );
      }
    }
    const end = asMap((await service.get('local'))!);
    expect(claimsByButton).toBeGreaterThan(0);
    expect(claimedOf(end.state!, 0).length).toBe(claimsByButton);
    // Every claim (alice's by button, the others' by the AI) was announced in the channel with its text.
    const channel = all
      .filter((o) => readerOf(o) === null)
      .map((o) => o.text)
      .join('\n');
    for (const p of [0, 1, 2])
      for (const id of claimedOf(end.state!, p)) expect(channel).toContain(napoleonMissionById(id).text.en);
    // The closing message reveals every player's four.
    const closing = all.filter((o) => readerOf(o) === null && /Final standing/.test(o.text)).pop()!;
    for (const p of [0, 1, 2])
      for (const id of ownOf(end.state!, p)) expect(closing.text).toContain(napoleonMissionById(id).text.en);
  });

  it('NM-3: the reveal of the fourth names only that mission, for everyone', () => {
    const r = { ruleset: 'napoleon-missions', seats: [], state: null } as unknown as MapRecord;
    const [claimedId, fourth] = [1, 22];
    const lines = describeEvents(
      r,
      [
        { type: 'missionClaimed', player: 0, mission: claimedId, rank: 'caporal', claimed: 3 },
        { type: 'missionRevealed', player: 0, mission: fourth, rank: 'empereur' },
      ],
      'fr',
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(napoleonMissionById(claimedId).text.fr);
    expect(lines[0]).toContain('(3/4)');
    expect(lines[1]).toContain(napoleonMissionById(fourth).text.fr);
    expect(lines[1]).not.toContain(napoleonMissionById(claimedId).text.fr);
  });
});
