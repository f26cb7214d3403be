// napoleon-advanced's secrets through the local table (the same command layer as Discord): two
// humans play a whole game by taps, arming defence cards and playing others; after every line,
// no message another person can read holds a player's unclaimed mission (in any language), the
// card they armed, or their hand — while their own DM and My secrets do.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap, type MapRecord } from '../../src/discord/games/map/record.ts';
import { effectCardLabel } from '../../src/discord/present/advanced-content.ts';
import { cardLabel } from '../../src/discord/present/secrets.ts';
import { advancedMissionById } from '../../src/engine/advanced/mission-cards.ts';
import { viewFor } from '../../src/engine/index.ts';
import { cat } from '../../src/i18n/catalogue.ts';
import { advancedPanel } from '../../src/i18n/panel-advanced.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { advancedTap, newMemo } from './advanced-taps.ts';
import { closeTables, rng, tapTable } from './tap-table.ts';

afterEach(closeTables);

const LOCALES = ['en', 'fr', 'it'] as const;

/** Each seat's secrets as they would be written: unclaimed missions, the armed card, the hand. */
function secretsOf(r: MapRecord): Map<number, string[]> {
  const s = r.state!;
  const out = new Map<number, string[]>();
  if (s.phase.kind === 'over') return out; // everything is revealed at the end
  for (const p of s.players) {
    const v = viewFor(s, p.id).secrets!;
    const texts: string[] = [];
    for (const id of v.advMissions ?? [])
      if (id >= 0) for (const l of LOCALES) texts.push(advancedMissionById(id).text[l]);
    for (const l of LOCALES) {
      if (v.armedCard)
        texts.push(
          advancedPanel(l)
            .card.armed(effectCardLabel(r, v.armedCard.card.id, l), '')
            .split(', ')[0],
        );
      if (v.hand.length) texts.push(cat(l).ui.secretsHand(v.hand.map((k) => cardLabel(r, k.id, l)).join(', ')));
    }
    out.set(p.id, texts);
  }
  return out;
}

/** Who may read an output (a local user name); null = everyone in the channel. */
const readerOf = (o: LocalOutput) => (o.kind === 'channel' || (o.kind === 'edit' && o.to === null) ? null : o.to);

describe('napoleon-advanced secrets', () => {
  it('NA-MIS, NA-CRD-5: missions, armed cards and hands reach only their owner (panel, log, DMs, private replies)', async () => {
    const { table, service } = await tapTable(52);
    const humans = ['alice', 'bob@fr'];
    for (const line of [
      'alice /risk new ruleset:napoleon-advanced',
      'bob@fr /risk join',
      'alice click Add AI',
      'alice click Start',
    ])
      expect((await table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
    const rand = rng(9);
    const memo = newMemo();
    let armed = 0;
    let checked = 0;
    let looked = 0;
    // The record read after a step is the next step's, unless a look at My secrets came between.
    let next: MapRecord | null = null;
    for (let taps = 0; taps < 3000; taps++) {
      const r = next ?? asMap((await service.get('local'))!);
      if (r.status === 'over') break;
      const p = r.state!.turn.player;
      const who = r.seats[p].userId!.replace(/^u-/, '');
      if (!humans.some((h) => h.startsWith(who))) throw new Error(`waiting for ${who}`);
      if (`${r.state!.turn.number}` !== memo.turn) Object.assign(memo, newMemo(), { turn: `${r.state!.turn.number}` });
      const line = advancedTap(table, who, 0, rand, memo);
      const out = await table.run(line);
      expect(
        out.filter((o) => o.kind === 'error').map((o) => o.text),
        line,
      ).toEqual([]);
      const after = asMap((await service.get('local'))!);
      // Every output against every secret (10 000 looks a game), one assertion a step naming each leak.
      const leaks: string[] = [];
      for (const [seat, texts] of secretsOf(after)) {
        const owner = after.seats[seat].userId?.replace(/^u-/, '') ?? null;
        if (after.state!.ext.advCards?.armed[seat]) armed++;
        for (const o of out) {
          const reader = readerOf(o);
          if (reader !== null && reader === owner) continue;
          for (const t of texts) {
            checked++;
            if (o.text.includes(t))
              leaks.push(`${o.kind} to ${reader ?? 'channel'} shows seat ${seat}'s secret "${t}"`);
          }
        }
      }
      expect(leaks, line).toEqual([]);
      next = after;
      // Now and then each human looks at My secrets: their own missions are there.
      if (rand() < 0.05) {
        next = null;
        for (const h of ['alice', 'bob']) {
          const mine = await table.run(`${h} click My secrets`);
          const seat = after.seats.findIndex((x) => x.userId === `u-${h}`);
          const own = secretsOf(after).get(seat) ?? [];
          const reply = mine.find((o) => o.kind === 'ephemeral' && o.to === h)?.text ?? '';
          if (after.status !== 'over' && own.length) {
            expect(
              own.some((t) => reply.includes(t)),
              `${h}'s secrets`,
            ).toBe(true);
            looked++;
          }
          for (const [other, texts] of secretsOf(after))
            if (other !== seat)
              for (const t of texts) expect(reply.includes(t), `${h} sees seat ${other}'s "${t}"`).toBe(false);
        }
      }
    }
    expect(asMap((await service.get('local'))!).status).toBe('over');
    // The test saw secrets to keep: cards were armed, and checks were made against real texts.
    expect(armed).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(1000);
    expect(looked).toBeGreaterThan(0); // and their owners saw them in My secrets
  });
});
