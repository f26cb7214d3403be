// The tournament state machine on its own: a RisiKo! tournament decided by scores and their
// tie-breaks, sign-up rules, withdrawals, and a result recorded twice.
import { describe, expect, it } from 'vitest';
import { occupy } from '../../src/engine/board.js';
import { getMap, objectiveByNumber } from '../../src/engine/index.js';
import {
  addAi,
  claimTable,
  createTournament,
  join,
  leave,
  standings,
  start,
  tableOpened,
  tableOver,
  type Tournament,
} from '../../src/tournament/machine.js';
import { rankTable } from '../../src/tournament/table-ranking.js';
import { scenario } from '../engine/helpers.js';

function fresh(format: 'classic' | 'risiko', extra = 0): Tournament {
  let t = createTournament({
    id: 't1',
    guildId: 'g',
    channelId: 'c',
    host: { id: 'h', name: 'host', locale: 'en' },
    locale: 'en',
    ruleset: format === 'risiko' ? 'risiko' : 'classic',
    format,
    tableSize: 4,
    timeLimitMinutes: 120,
    finalTimeLimitMinutes: 210,
    fillWithAi: false,
    seed: 5,
    now: 0,
  });
  for (let i = 1; i <= extra; i++) t = expectOk(join(t, { id: `u${i}`, name: `p${i}`, locale: 'en' }));
  return t;
}

function expectOk(o: ReturnType<typeof join>): Tournament {
  if (!o.ok) throw new Error(o.error);
  return o.value;
}

/** Opens every table of the current round with a game id of its own. */
function openAll(t: Tournament): Tournament {
  const round = t.rounds.at(-1)!;
  for (const x of round.tables) {
    t = expectOk(claimTable(t, x.index, 'p', 0));
    t = expectOk(tableOpened(t, x.index, `th-${round.number}-${x.index}`, `g-${round.number}-${x.index}`));
  }
  return t;
}

/**
 * A finished RisiKo! table: seat i scores `scores[i]` (R-SCO-1); `outside[i]` territories outside
 * their objective are theirs, the rest of the board the first seat's.
 */
function risikoTable(seats: string[], scores: number[], outside: number[], seed: number) {
  const s = scenario({ ruleset: 'risiko', players: seats.length, fill: [0, 1] });
  const ids = getMap(s.map).territoryIds;
  const taken = new Set<string>();
  outside.forEach((n, p) => {
    const obj = new Set(objectiveByNumber(s.players[p].objective!).territories);
    ids
      .filter((t) => !obj.has(t) && !taken.has(t))
      .slice(0, n)
      .forEach((t) => {
        taken.add(t);
        occupy(s, t, p, 1);
      });
  });
  const best = scores.indexOf(Math.max(...scores));
  s.phase = {
    kind: 'over',
    winners: [best],
    reason: 'sdadata',
    scores: Object.fromEntries(scores.map((v, i) => [i, v])),
  };
  return rankTable(
    s,
    seats.map((entrant) => ({ entrant, forfeited: false })),
    seed,
    1,
  );
}

describe('tournament state machine', () => {
  it('R-TOUR-1: a RisiKo! tournament of 12: the top 2 of each table by score go through, ties split by R-SCO-1, then a final', () => {
    let t = expectOk(start(fresh('risiko', 11), true, 0));
    expect(t.rounds[0].tables.map((x) => x.seats.length)).toEqual([4, 4, 4]);
    t = openAll(t);
    // Table 1: a clear order. Table 2: 2nd and 3rd tie on score; the one holding more outside
    // their objective goes through. Table 3: the winner and a tie for 2nd.
    const [t1, t2, t3] = t.rounds[0].tables.map((x) => x.seats);
    const r1 = risikoTable(t1, [50, 40, 30, 20], [0, 1, 1, 1], 1);
    const r2 = risikoTable(t2, [60, 35, 35, 10], [0, 1, 6, 1], 2);
    const r3 = risikoTable(t3, [70, 20, 20, 20], [0, 2, 5, 1], 3);
    expect(r2.ranking.slice(0, 3)).toEqual([t2[0], t2[2], t2[1]]);
    expect(r3.ranking.slice(0, 2)).toEqual([t3[0], t3[2]]);
    t = expectOk(tableOver(t, 'g-1-0', r1));
    // Recording the same game again changes nothing.
    expect(expectOk(tableOver(t, 'g-1-0', r1))).toEqual(t);
    t = expectOk(tableOver(t, 'g-1-1', r2));
    expect(t.rounds).toHaveLength(1);
    t = expectOk(tableOver(t, 'g-1-2', r3));
    // 6 qualifiers do not seat at tables of 4–5: the two best third places (35 and 30 points)
    // join them → 2 tables of 4; the third with 20 points stays out.
    const round2 = t.rounds[1];
    const field = round2.tables.flatMap((x) => x.seats);
    expect(field).toEqual(expect.arrayContaining([t1[0], t1[1], t2[0], t2[2], t3[0], t3[2], t2[1], t1[2]]));
    expect(field).toHaveLength(8);
    expect(field).not.toContain(t3[1]);
    expect(round2.final).toBe(false);
    t = openAll(t);
    const [a, b] = round2.tables.map((x) => x.seats);
    t = expectOk(tableOver(t, 'g-2-0', risikoTable(a, [30, 50, 10, 5], [1, 0, 1, 1], 4)));
    t = expectOk(tableOver(t, 'g-2-1', risikoTable(b, [100, 20, 10, 5], [0, 1, 1, 1], 5)));
    // Round 2 qualifies the top 1 of each table; round 3 is the final (2 + the 2 best seconds).
    const final = t.rounds[2];
    expect(final.final).toBe(true);
    expect(final.tables).toHaveLength(1);
    expect(final.tables[0].seats.slice(0, 2)).toEqual([a[1], b[0]]);
    expect(final.tables[0].seats).toHaveLength(4);
    t = openAll(t);
    const f = final.tables[0].seats;
    t = expectOk(tableOver(t, 'g-3-0', risikoTable(f, [20, 80, 40, 10], [1, 0, 1, 1], 6)));
    expect(t.status).toBe('over');
    expect(t.champion).toBe(f[1]);
    const st = standings(t);
    expect(st[0]).toMatchObject({ id: f[1], rank: 1, round: 3, place: 1 });
    expect(st[1]).toMatchObject({ id: f[2], rank: 2, round: 3, place: 2 });
  });

  it('C-TOUR-2: sign-up refusals; a withdrawn table winner is replaced by the next at the table', () => {
    let t = fresh('classic');
    expect(join(t, { id: 'h', name: 'host', locale: 'en' })).toMatchObject({ ok: false, error: 'alreadyEntered' });
    expect(addAi(t, false)).toMatchObject({ ok: false, error: 'onlyHost' });
    expect(start(t, true, 0)).toMatchObject({ ok: false, error: 'tooFew', need: 3 });
    for (let i = 0; i < 5; i++) t = expectOk(addAi(t, true));
    expect(start(t, false, 0)).toMatchObject({ ok: false, error: 'onlyHost' });
    t = expectOk(start(t, true, 0));
    expect(join(t, { id: 'late', name: 'late', locale: 'en' })).toMatchObject({ ok: false, error: 'signupOnly' });
    t = openAll(t);
    const [x, y] = t.rounds[0].tables.map((tb) => tb.seats);
    const outcome = (seats: string[]) => ({ ranking: seats, strength: {}, forfeited: [], endedAt: 1 });
    // The host withdraws while their table plays; they win it, but the runner-up goes through.
    const hostTable = x.includes('h') ? x : y;
    const other = hostTable === x ? y : x;
    t = expectOk(leave(t, 'h'));
    const ranked = ['h', ...hostTable.filter((s) => s !== 'h')];
    t = expectOk(tableOver(t, hostTable === x ? 'g-1-0' : 'g-1-1', outcome(ranked)));
    t = expectOk(tableOver(t, hostTable === x ? 'g-1-1' : 'g-1-0', outcome(other)));
    expect(t.rounds[1].tables[0].seats).not.toContain('h');
    expect(t.rounds[1].tables[0].seats.slice(0, 2).sort()).toEqual([ranked[1], other[0]].sort());
    expect(standings(t).find((s) => s.id === 'h')).toMatchObject({ withdrawn: true });
  });

  it('fills the tables with AI entrants when asked, and never opens one table twice', () => {
    let t = { ...fresh('classic', 4), fillWithAi: true };
    t = expectOk(start(t, true, 0));
    expect(t.entrants).toHaveLength(8);
    expect(t.rounds[0].tables.map((x) => x.seats.length)).toEqual([4, 4]);
    const claimed = expectOk(claimTable(t, 0, 'p1', 1000));
    expect(claimTable(claimed, 0, 'p2', 1000)).toMatchObject({ ok: false, error: 'claimed' });
    // An abandoned claim (its process died) can be taken over once it expires.
    expect(claimTable(claimed, 0, 'p2', 1000 + 3 * 60_000).ok).toBe(true);
  });
});
