// The live map's payloads carry no secret: over whole AI games of every ruleset with secrets,
// after every action, the public payload is the same when every secret is replaced by other
// values (hands, missions, objectives, ranked missions, hidden HQs, deck, C-SET-7 plans, seed,
// PRNG), and a seat's own payload is the same when the other seats' secrets are. The history
// the slider replays (each whole game's log) holds only numbers per territory and player.
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record.js';
import { eventsFor, type GameEvent, type GameState, type RuleOptions, type RulesetId } from '../../src/engine/index.js';
import { mapRisk } from '../../src/game/map-risk.js';
import { seedRng } from '../../src/engine/rng.js';
import { historyPayload } from '../../src/web/history.js';
import { publicPayload, seatPayload } from '../../src/web/payload.js';
import type { LogEntry } from '../../src/store/repository.js';
import { lcg, scramble, type Changed } from '../game/scramble.js';
import { sized } from '../sizes.ts';

const games: { ruleset: RulesetId; players: number; options: Partial<RuleOptions>; secrets: Changed[] }[] = [
  { ruleset: 'missions', players: 4, options: {}, secrets: ['hands', 'mission', 'pool'] },
  { ruleset: 'capitals', players: 3, options: { capitals: '2000' }, secrets: ['hands', 'hiddenHq'] },
  { ruleset: 'risiko', players: 4, options: {}, secrets: ['hands', 'objective'] },
  { ruleset: 'napoleon-missions', players: 4, options: {}, secrets: ['hands', 'ranked'] },
  { ruleset: 'napoleon-teams', players: 4, options: {}, secrets: ['hands'] },
  // N2-A with active independents: the cards given to them lie under their markers.
  { ruleset: 'napoleon-duel', players: 2, options: { independents: 'active' }, secrets: ['hands', 'markers'] },
  // NA-MIS, NA-CRD-5: hands, armed cards, unclaimed (Empire) missions and their piles.
  { ruleset: 'napoleon-advanced', players: 3, options: {}, secrets: ['hands', 'advMissions', 'armed'] },
  // NC-*: the seats' hands and the cards under the powers' markers (their hands).
  { ruleset: 'napoleon-campaign', players: 2, options: {}, secrets: ['hands', 'markers'] },
  { ruleset: 'classic', players: 4, options: { setup: 'simultaneous' }, secrets: ['hands', 'plans'] },
];

// npm test compares the public payloads after every fifth action of each whole game, and a seat's
// own after every thirteenth (a secret that leaks stays in the payload for many actions: a hand, a
// mission, a plan; both strides are prime, so the seats compared in turn are every seat, whatever
// the seat count); test:full compares the public payloads after every action, a seat's after every
// seventh.
const STRIDE = sized(5, 1);
const SEAT_STRIDE = sized(13, 7);

const rulesetTeams = (r: RulesetId) => r === 'napoleon-teams';

const record = (ruleset: RulesetId, state: GameState, seq: number): GameRecord =>
  ({
    gameId: 'g1',
    channelId: 'c1',
    locale: 'en',
    status: 'playing',
    ruleset,
    logSeq: seq,
    state,
    seats: state.players
      .filter((p) => p.kind !== 'neutral')
      .map((p, i) => ({
        userId: `u${i}`,
        name: p.name,
        kind: 'human',
        ai: 'baseline',
        locale: 'fr',
        autopilot: false,
        missed: 0,
      })),
  }) as unknown as GameRecord;

const entry = (seq: number, at: number, kind: string, actor: number | null, action: unknown): LogEntry => ({
  seq,
  at,
  kind,
  actor,
  userId: null,
  interactionId: null,
  action,
  events: [],
});

describe('live map payloads hold no secret', () => {
  it.each(games.map((g) => [g.ruleset, g] as const))(
    '%s: every payload of a whole game is the same with the secrets scrambled',
    (_id, g) => {
      const seats = Array.from({ length: g.players }, (_, i) => ({
        name: `ai${i}`,
        kind: 'ai' as const,
        ai: 'baseline',
      }));
      const salt = seedRng(7);
      const changed = new Set<Changed>();
      let compared = 0;
      let finished = 0;
      for (let seed = 11; finished < 1; seed++) {
        const input = { ruleset: g.ruleset, options: g.options, seats, seed };
        const created = mapRisk.setup(input, { now: 0 });
        if (!created.ok) throw new Error(created.error.code);
        // The game's log as the store keeps it, for the history slider's replay.
        const log: LogEntry[] = [entry(0, 0, 'start', null, { input })];
        let s = created.value.state;
        // A set-up that starts the first turn itself (the campaign's scenario) logs its turnStarted at start.
        const setupEvents = created.value.events as GameEvent[];
        const first = setupEvents.findIndex((e) => e.type === 'turnStarted');
        let turn: GameEvent[] = first >= 0 ? setupEvents.slice(first) : [];
        let started = first >= 0;
        // Each finished turn as the public payload showed it when it ended: its log and layers.
        const ended: { log: string[]; layers: unknown }[] = [];
        const play = lcg(seed);
        for (let i = 0; i < 6000 && mapRisk.outcome(s) === null; i++) {
          const seat = mapRisk.waitingFor(s)[0];
          const action = mapRisk.ai.baseline(mapRisk.privateView(s, seat), mapRisk.legal(s, seat), play);
          const r = mapRisk.apply(s, seat, action, { now: (i + 1) * 60_000 });
          if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}`);
          log.push(entry(log.length, (i + 1) * 60_000, 'ai', seat, action));
          s = r.value.state;
          // The events the store logs are the raw ones; the payload redacts them itself.
          const evs = r.value.events as GameEvent[];
          const at = evs.findIndex((e) => e.type === 'turnStarted');
          if (at >= 0) {
            if (started) {
              const then = publicPayload(record(g.ruleset, s, i), [...turn, ...evs.slice(0, at)]);
              if (then?.kind !== 'map') throw new Error('map payload expected');
              const { legend: _legend, ...layers } = then.layers!;
              ended.push({ log: then.log, layers });
            }
            started = true;
          }
          turn = evs.some((e) => e.type === 'turnStarted')
            ? evs.slice(evs.findIndex((e) => e.type === 'turnStarted'))
            : [...turn, ...evs];
          if (i % STRIDE === 0) {
            const mine = JSON.stringify(publicPayload(record(g.ruleset, s, i), turn));
            const other = scramble(s, -1, salt, changed);
            expect(JSON.stringify(publicPayload(record(g.ruleset, other, i), turn))).toBe(mine);
            // No private event text: the public log is built from the redacted events only.
            expect(JSON.stringify(publicPayload(record(g.ruleset, s, i), eventsFor(turn, null)))).toBe(mine);
            compared++;
          }
          if (i % SEAT_STRIDE === 0) {
            const p = i % g.players;
            const own = JSON.stringify(seatPayload(record(g.ruleset, s, i), turn, p));
            const theirs = scramble(s, p, salt, new Set());
            // NT-4: a team-mate's hand is the team's, which the seat may see.
            for (const q of theirs.players)
              if (s.teams[q.id] === s.teams[p] && rulesetTeams(g.ruleset)) q.hand = s.players[q.id].hand;
            expect(JSON.stringify(seatPayload(record(g.ruleset, theirs, i), turn, p))).toBe(own);
          }
        }
        if (mapRisk.outcome(s) !== null) finished++;
        // The history holds numbers per territory and per player, and each turn's log and layers
        // exactly as the public payload (proven secret-free above) showed them when that turn ended.
        const h = historyPayload(log, log.length, record(g.ruleset, s, log.length))!;
        expect(Object.keys(h).sort()).toEqual(['kind', 'order', 'seq', 'turns']);
        expect(h.turns.length).toBeGreaterThan(1);
        for (const t of h.turns) {
          const known = ['a', 'k', 'l', 'log', 'n', 'o', 'p', 'r', 't', 'u', 'vb'];
          expect(Object.keys(t).filter((k) => !known.includes(k))).toEqual([]);
          expect([t.o, t.n, t.t, t.a, t.k ?? []].flat().every((x) => Number.isInteger(x))).toBe(true);
          for (const u of Object.values(t.u ?? {}))
            expect(Object.values(u).every((x) => Number.isInteger(x))).toBe(true);
        }
        expect(h.turns.slice(0, ended.length).map((t) => ({ log: t.log, layers: t.l }))).toEqual(ended);
        expect(ended.length).toBe(h.turns.length - 1);
      }
      expect(compared).toBeGreaterThan(100 / STRIDE);
      // The scramble did touch the secrets this ruleset has.
      for (const c of g.secrets) expect([c, changed.has(c)]).toEqual([c, true]);
    },
  );

  it("a seat's payload shows its own secrets: mission, hand and legal moves", () => {
    const seats = Array.from({ length: 3 }, (_, i) => ({ name: `p${i}`, kind: 'ai' as const, ai: 'baseline' }));
    const created = mapRisk.setup({ ruleset: 'missions', options: { setup: 'auto' }, seats, seed: 3 }, { now: 0 });
    if (!created.ok) throw new Error(created.error.code);
    const s = created.value.state;
    const p = mapRisk.waitingFor(s)[0];
    const mine = seatPayload(record('missions', s, 1), [], p);
    if (mine?.kind !== 'map') throw new Error('map payload expected');
    expect(mine.me!.lines.join('\n')).toMatch(/Mission/);
    expect(Object.keys(mine.me!.legal).length).toBeGreaterThan(0);
    const pub = publicPayload(record('missions', s, 1), [])!;
    expect('me' in pub).toBe(false);
    expect(JSON.stringify(pub)).not.toMatch(/Mission|"hand"|"mission"|"secrets"/);
  });
});
