// Risk Napoléon — Mission (ruleset `napoleon-missions`): one test per NM-* rule id, the
// mission data, and the secrecy of unclaimed missions.
import { describe, expect, it } from 'vitest';
import missionsJson from '../../data/napoleon-missions.json' with { type: 'json' };
import { occupy } from '../../src/engine/board.js';
import { deckOf } from '../../src/engine/cards.js';
import { eventsFor } from '../../src/engine/events.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { seatState } from '../../src/ai/seat-state.js';
import { legalActions } from '../../src/engine/legal.js';
import { getMap } from '../../src/engine/maps.js';
import { NAPOLEON_BOARD } from '../../src/engine/napoleon-board.js';
import {
  conditionHolds,
  NAPOLEON_MISSIONS,
  napoleonMissionById,
  parseNapoleonMissions,
  RANKS,
  type MissionCondition,
} from '../../src/engine/napoleon-missions.js';
import { viewFor } from '../../src/engine/view.js';
import type { CardSymbol, GameState, PlayerId } from '../../src/engine/types.js';
import { getRuleset } from '../../src/rules/registry.js';
import {
  missionEventText,
  missionsSecretText,
  napoleonMessages,
  napoleonMissionText,
} from '../../src/i18n/napoleon.js';
import { EGYPT_TO_WURTEMBERG, act, expectInvariants, game, ofType, refuse, scenario, withDice } from './helpers.js';

const EUROPE = getMap('europe-1811');
const deck = deckOf(EUROPE);
const cardsOf = (symbol: CardSymbol, n: number): number[] =>
  deck
    .filter((c) => c.symbol === symbol)
    .slice(0, n)
    .map((c) => c.id);
const DEEDS = new Set(['eliminations', 'conquestsInTurn']);

/** One mission per rank that asks only for holdings (no deeds). */
function holdingMissions(): number[] {
  return RANKS.map(
    (rank) => NAPOLEON_MISSIONS.find((m) => m.rank === rank && m.conditions.every((c) => !DEEDS.has(c.kind)))!.id,
  );
}

/** Player 0 holds all but two territories with 30 armies each: every holding mission is met. */
function dominant(missions = holdingMissions()): GameState {
  const s = scenario({ ruleset: 'napoleon-missions', fill: [0, 30], board: { maroc_fes: [1, 1], portugal: [2, 1] } });
  s.ext.ranked![0].missions = missions;
  return s;
}

const claim = (s: GameState, player: PlayerId, mission: number) => act(s, player, { type: 'claimMission', mission });
/** The same position on a later turn of the same player (claims are one a turn). */
function nextTurn(s: GameState): GameState {
  const c = structuredClone(s);
  c.turn.number += 3;
  c.turn.round += 1;
  return c;
}

describe('napoleon-missions', () => {
  it('NM-1: one mission of each rank, Caporal to Empereur, dealt secretly to each player', () => {
    const { state: s, events } = game('napoleon-missions', 6, { setup: 'auto' });
    const seen = new Set<number>();
    for (const p of s.players) {
      const r = s.ext.ranked![p.id];
      expect(r.missions.map((m) => napoleonMissionById(m).rank)).toEqual([...RANKS]);
      for (const m of r.missions) {
        expect(seen.has(m)).toBe(false);
        seen.add(m);
      }
      expect(r.claimed).toEqual([]);
      expect(p.mission).toBeNull();
    }
    // the public view and the public events name no mission; each player sees only their own four
    const pub = viewFor(s, null);
    expect(pub.secrets).toBeNull();
    for (const p of pub.players) expect(p.missions).toEqual({ claimed: [], revealed: null });
    expect(JSON.stringify(pub)).not.toMatch(/ranked/);
    for (const e of eventsFor(events, null)) expect(JSON.stringify(e)).not.toMatch(/mission/i);
    const mine = viewFor(s, 2);
    expect(mine.secrets!.rankedMissions).toEqual(s.ext.ranked![2].missions);
    for (const other of [0, 1, 3, 4, 5]) expect(mine.players[other].missions).toEqual({ claimed: [], revealed: null });
    // the AI of seat 2 plays on a state where the others' missions are unknown
    const seat = seatState(s, 2);
    expect(seat.ext.ranked![2].missions).toEqual(s.ext.ranked![2].missions);
    for (const other of [0, 1, 3, 4, 5]) expect(seat.ext.ranked![other].missions).toEqual([-1, -1, -1, -1]);
    // the deal is part of the seeded game: another seed, another deal
    const again = game('napoleon-missions', 6, { setup: 'auto' }, 2).state;
    expect(again.ext.ranked).not.toEqual(s.ext.ranked);
  });

  it('NM-1: no Golden Cavalier — the set values are fixed; claim setup and 3–6 players as in the basic game', () => {
    const r = getRuleset('napoleon-missions');
    expect(r.defaults.cardValues).toBe('fixed');
    expect(r.choices.cardValues).toBeUndefined(); // fixed values are the rule, not an option (NM-2)
    // priced by its own setValue plugin, not the Golden Cavalier's; the missions are their plugin's
    expect(r.plugins?.map((x) => x.name)).toEqual(['fixed-sets', 'ranked-missions']);
    expect(r.defaults.setup).toBe('claim');
    expect([r.minPlayers, r.maxPlayers]).toEqual([3, 6]);
    expect(viewFor(game('napoleon-missions', 3).state, null).nextTradeValue).toBeNull();
  });

  it('NM-2: 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10, a wild stands for any; values never rise', () => {
    const wild = deck.find((c) => c.symbol === 'wild')!.id;
    const [i, c, a] = [cardsOf('infantry', 3), cardsOf('cavalry', 3), cardsOf('artillery', 3)];
    const cases: [number[], number][] = [
      [i, 4],
      [c, 6],
      [a, 8],
      [[i[0], c[0], a[0]], 10],
      [[a[0], a[1], wild], 8],
      [[i[0], c[0], wild], 10],
    ];
    for (const [cards, armies] of cases) {
      const s = scenario({
        ruleset: 'napoleon-missions',
        fill: [1, 1],
        board: { castille: [0, 3] },
        hands: { 0: cards },
        phase: 'reinforce',
        reserve: 3,
      });
      s.trades = 7;
      const r = act(s, 0, { type: 'trade', cards: cards as [number, number, number] });
      expect(ofType(r.events, 'cardsTraded')[0].armies).toBe(armies);
    }
  });

  it('NM-3: a mission is claimed only when it holds, one a turn, announced to all; the others stay secret', () => {
    const [cap, capt, gen, emp] = holdingMissions();
    const s = dominant();
    expect(legalActions(s, 0)).toEqual(
      expect.arrayContaining([
        { type: 'claimMission', mission: cap },
        { type: 'claimMission', mission: emp },
      ]),
    );
    const r = claim(s, 0, gen);
    expect(ofType(r.events, 'missionClaimed')).toEqual([
      { type: 'missionClaimed', player: 0, mission: gen, rank: 'general', claimed: 1 },
    ]);
    expect(viewFor(r.state, null).players[0].missions).toEqual({ claimed: [gen], revealed: null });
    expectInvariants(r.state, s, r.events);
    // one a turn
    expect(refuse(r.state, 0, { type: 'claimMission', mission: cap })).toEqual({
      code: 'mission',
      reason: 'onePerTurn',
      mission: cap,
    });
    expect(legalActions(r.state, 0).some((a) => a.type === 'claimMission')).toBe(false);
    // not twice, not someone else's, not out of turn, not when unmet
    const later = nextTurn(r.state);
    expect(refuse(later, 0, { type: 'claimMission', mission: gen })).toEqual({
      code: 'mission',
      reason: 'alreadyClaimed',
      mission: gen,
    });
    const theirs = later.ext.ranked![1].missions[0];
    expect(refuse(later, 0, { type: 'claimMission', mission: theirs })).toEqual({
      code: 'mission',
      reason: 'notYours',
      mission: theirs,
    });
    expect(refuse(later, 1, { type: 'claimMission', mission: theirs }).code).toBe('notYourTurn');
    const weak = structuredClone(later);
    for (const t of EUROPE.continents.find((e) => e.id === 'french_empire')!.territories) occupy(weak, t, 1, 1);
    weak.ext.ranked![0].missions[3] = NAPOLEON_MISSIONS.find(
      (m) => m.rank === 'empereur' && m.conditions.some((c) => c.kind === 'empire' && c.empire === 'french_empire'),
    )!.id;
    expect(refuse(weak, 0, { type: 'claimMission', mission: weak.ext.ranked![0].missions[3] })).toEqual({
      code: 'mission',
      reason: 'notMet',
      mission: weak.ext.ranked![0].missions[3],
    });
    // not in the middle of a conquest move
    const mid = structuredClone(later);
    mid.phase = {
      kind: 'attack',
      conquest: { from: 'castille', to: 'portugal', min: 1, max: 2 },
      pendingRoll: null,
      elimTrade: false,
    };
    expect(refuse(mid, 0, { type: 'claimMission', mission: cap })).toEqual({
      code: 'pendingConquest',
      from: 'castille',
      to: 'portugal',
      min: 1,
      max: 2,
    });
    // the other three stay secret after the claim, from everyone else
    expect(viewFor(r.state, 1).players[0].missions).toEqual({ claimed: [gen], revealed: null });
    expect(viewFor(r.state, 1).secrets!.rankedMissions).toEqual(r.state.ext.ranked![1].missions);
    expect(r.state.ext.ranked![0].missions).toContain(capt);
  });

  it('NM-3: once claimed a mission stays achieved; after three the fourth is revealed; the fourth wins', () => {
    const [cap, capt, gen, emp] = holdingMissions();
    let s = claim(dominant(), 0, cap).state;
    s = claim(nextTurn(s), 0, capt).state;
    // the board changes: the Caporal and Capitaine missions may no longer hold, they stay claimed
    const r3 = claim(nextTurn(s), 0, gen);
    expect(ofType(r3.events, 'missionRevealed')).toEqual([
      { type: 'missionRevealed', player: 0, mission: emp, rank: 'empereur' },
    ]);
    expect(viewFor(r3.state, null).players[0].missions).toEqual({ claimed: [cap, capt, gen], revealed: emp });
    expect(viewFor(r3.state, 1).players[0].missions!.revealed).toBe(emp);
    expect(seatState(r3.state, 1).ext.ranked![0].missions).toEqual([cap, capt, gen, emp]);
    expect(seatState(claim(dominant(), 0, gen).state, 1).ext.ranked![0].missions).toEqual([-1, -1, gen, -1]);
    const r4 = claim(nextTurn(r3.state), 0, emp);
    expect(r4.state.phase).toMatchObject({ kind: 'over', winners: [0], reason: 'mission' });
    expectInvariants(r4.state);
    // the invariants catch a claim that is not the player's, or a mission win short of four
    const bad = structuredClone(r3.state);
    bad.ext.ranked![0].claimed.push(bad.ext.ranked![1].missions[0]);
    expect(checkInvariants(bad).join()).toMatch(/player 0 claimed/);
    const early = structuredClone(r3.state);
    early.phase = { kind: 'over', winners: [0], reason: 'mission' };
    expect(checkInvariants(early).join()).toMatch(/player 0 won without four missions/);
    // three claimed, the fourth unmet: no win
    const unmet = nextTurn(r3.state);
    for (const t of EUROPE.territoryIds.slice(0, 40)) occupy(unmet, t, 1, 1);
    expect(refuse(unmet, 0, { type: 'claimMission', mission: emp }).code).toBe('mission');
    expect(unmet.ext.ranked![0].claimed).toEqual([cap, capt, gen]);
  });

  it('NM-4: eliminating a player gives their territory cards, not their missions, which stay secret', () => {
    const theirs = cardsOf('cavalry', 2);
    const s = withDice(dominant(), [6, 6, 6, 1]);
    s.players[2].hand = [];
    s.deck = s.deck.filter((c) => !theirs.includes(c));
    s.players[2].hand.push(...theirs);
    const before = structuredClone(s.ext.ranked!);
    const r = act(s, 0, { type: 'attack', from: 'andalousie', to: 'portugal', dice: 3 });
    expect(ofType(r.events, 'playerEliminated')[0]).toMatchObject({ player: 2, by: 0, cardsTaken: 2 });
    expect(r.state.players[0].hand).toEqual(theirs);
    expect(r.state.ext.ranked![0]).toEqual({ ...before[0], bestTurnConquests: 1 });
    expect(r.state.ext.ranked![2].missions).toEqual(before[2].missions);
    expect(viewFor(r.state, 0).players[2].missions).toEqual({ claimed: [], revealed: null });
    expect(viewFor(r.state, 0).secrets!.rankedMissions).toEqual(before[0].missions);
    expectInvariants(r.state, s, r.events);
  });

  it('NM-1: deeds count once done — conquests in one turn and eliminations are recorded as they happen', () => {
    const conquer = NAPOLEON_MISSIONS.find(
      (m) => m.conditions.length === 1 && m.conditions[0].kind === 'conquestsInTurn',
    )!;
    const n = (conquer.conditions[0] as Extract<MissionCondition, { kind: 'conquestsInTurn' }>).count;
    let s = scenario({
      ruleset: 'napoleon-missions',
      fill: [1, 1],
      board: Object.fromEntries(PATH_OWN.map((t) => [t, [0, 40]])),
    });
    s.ext.ranked![0].missions[RANKS.indexOf(conquer.rank)] = conquer.id;
    expect(refuse(s, 0, { type: 'claimMission', mission: conquer.id }).code).toBe('mission');
    const frontier = PATH_OWN.flatMap((t) => EUROPE.adjacency[t])
      .filter((t, i, a) => !PATH_OWN.includes(t) && a.indexOf(t) === i)
      .slice(0, n);
    expect(frontier.length).toBe(n);
    for (const to of frontier) {
      const from = PATH_OWN.find((t) => EUROPE.adjacency[t].includes(to))!;
      s = withDice(s, [6, 6, 6, 1]);
      s = act(s, 0, { type: 'attack', from, to, dice: 3 }).state;
      if (s.phase.kind === 'attack' && s.phase.conquest)
        s = act(s, 0, { type: 'move', count: s.phase.conquest.min }).state;
    }
    expect(s.ext.ranked![0].bestTurnConquests).toBe(n);
    // the deed stays done on a later turn, with nothing conquered then
    const later = nextTurn(s);
    later.turn.conquered = 0;
    expect(conditionHolds(later, 0, conquer.conditions[0])).toBe(true);
    claim(later, 0, conquer.id);
    // eliminations: by this player only
    const elim: MissionCondition = { kind: 'eliminations', count: 1 };
    const e = structuredClone(later);
    e.players[2].status = 'eliminated';
    e.players[2].eliminatedBy = 1;
    expect(conditionHolds(e, 0, elim)).toBe(false);
    e.players[2].eliminatedBy = 0;
    expect(conditionHolds(e, 0, elim)).toBe(true);
  });

  it('NM-1: every condition is a check on the board (territories, empires, capitals, sea lines, armies)', () => {
    const s = scenario({
      ruleset: 'napoleon-missions',
      fill: [1, 1],
      board: {
        england: [0, 12],
        scotland: [0, 2],
        ireland: [0, 2],
        nord_picardie: [0, 2],
        castille: [0, 3],
      },
    });
    const holds = (c: MissionCondition) => conditionHolds(s, 0, c);
    expect(holds({ kind: 'territories', count: 5 })).toBe(true);
    expect(holds({ kind: 'territories', count: 6 })).toBe(false);
    expect(holds({ kind: 'territories', count: 4, minArmies: 2 })).toBe(true);
    expect(holds({ kind: 'territories', count: 2, minArmies: 3 })).toBe(true);
    expect(holds({ kind: 'territories', count: 3, minArmies: 3 })).toBe(false);
    expect(holds({ kind: 'empire', empire: 'united_kingdom' })).toBe(true);
    expect(holds({ kind: 'empire', empire: 'iberia' })).toBe(false);
    expect(holds({ kind: 'empires', count: 1 })).toBe(true);
    expect(holds({ kind: 'empires', count: 2 })).toBe(false);
    expect(holds({ kind: 'inEmpire', empire: 'french_empire', count: 1 })).toBe(true);
    expect(holds({ kind: 'inEmpire', empire: 'french_empire', count: 2 })).toBe(false);
    expect(holds({ kind: 'capitals', count: 2 })).toBe(true); // England and Castille
    expect(holds({ kind: 'capitals', count: 3 })).toBe(false);
    expect(holds({ kind: 'presence', count: 3 })).toBe(true);
    expect(holds({ kind: 'presence', count: 4 })).toBe(false);
    // sea lines held at both ends: England–Ireland, Scotland–Ireland, England–Nord & Picardie
    expect(holds({ kind: 'seaLines', count: 3 })).toBe(true);
    expect(holds({ kind: 'seaLines', count: 4 })).toBe(false);
    expect(holds({ kind: 'stack', armies: 12 })).toBe(true);
    expect(holds({ kind: 'stack', armies: 13 })).toBe(false);
    expect(holds({ kind: 'armies', count: 21 })).toBe(true);
    expect(holds({ kind: 'armies', count: 22 })).toBe(false);
    expect(NAPOLEON_BOARD.capitalTerritories).toHaveLength(11);
    expect(NAPOLEON_BOARD.seaLines.length).toBeGreaterThanOrEqual(13);
  });

  it('NM-1: 28 project-designed missions, 7 a rank, validated at load, with the same figures in fr, en and it', () => {
    expect(NAPOLEON_MISSIONS).toHaveLength(28);
    for (const rank of RANKS) expect(NAPOLEON_MISSIONS.filter((m) => m.rank === rank)).toHaveLength(7);
    expect((missionsJson as { about: string }).about).toMatch(/DESIGNED BY THIS PROJECT/);
    for (const m of NAPOLEON_MISSIONS) {
      const figures = m.conditions.flatMap((c) =>
        Object.entries(c)
          .filter(([k, v]) => typeof v === 'number' && !(k === 'count' && v === 1))
          .map(([, v]) => String(v)),
      );
      for (const locale of ['en', 'fr', 'it'] as const) {
        for (const f of figures) expect(m.text[locale], `mission ${m.id} ${locale}`).toMatch(new RegExp(`\\b${f}\\b`));
        expect(napoleonMissionText(m.id, locale).rank).toBe(napoleonMessages[locale].rank[m.rank]);
      }
    }
    const broken = structuredClone(missionsJson) as { missions: { conditions: { kind: string; empire?: string }[] }[] };
    const at = broken.missions.findIndex((m) => m.conditions[0].kind === 'empire');
    broken.missions[at].conditions[0].empire = 'atlantis';
    expect(() => parseNapoleonMissions(broken, EUROPE, NAPOLEON_BOARD, 'm.json')).toThrowError(
      new RegExp(`m\\.json: invalid field "missions\\.${at}\\.conditions\\.0": unknown empire "atlantis"`),
    );
    const short = structuredClone(missionsJson) as { missions: unknown[] };
    short.missions.pop();
    expect(() => parseNapoleonMissions(short, EUROPE, NAPOLEON_BOARD, 'm.json')).toThrowError(
      /6 missions of rank empereur/,
    );
    const tooMany = structuredClone(missionsJson) as { missions: { conditions: { kind: string; count?: number }[] }[] };
    tooMany.missions[0].conditions = [{ kind: 'capitals', count: 12 }];
    expect(() => parseNapoleonMissions(tooMany, EUROPE, NAPOLEON_BOARD, 'm.json')).toThrowError(
      /missions\.0\.conditions\.0": capitals 12 is more than the board allows \(11\)/,
    );
  });
});

// Own territories with room to attack from: the rulebook's Égypte–Wurtemberg line.
const PATH_OWN = EGYPT_TO_WURTEMBERG;

describe('napoleon-missions texts', () => {
  it("NM-3: claims and reveals are announced with the mission text in the reader's language; secrets tick what is claimed", () => {
    const [cap, , , emp] = holdingMissions();
    expect(missionEventText({ type: 'missionClaimed', mission: cap, claimed: 1 }, 'Ada', 'fr')).toBe(
      `Ada annonce sa mission Caporal (1/4) : ${napoleonMissionById(cap).text.fr}`,
    );
    expect(missionEventText({ type: 'missionRevealed', mission: emp }, 'Ada', 'it')).toContain(
      `(Imperatore) ora è pubblica: ${napoleonMissionById(emp).text.it}`,
    );
    const secret = missionsSecretText([cap, emp], [cap], 'en').split('\n');
    expect(secret).toEqual([
      '**Your missions**',
      `✅ Caporal: ${napoleonMissionById(cap).text.en}`,
      `▫️ Empereur: ${napoleonMissionById(emp).text.en}`,
    ]);
    for (const locale of ['en', 'fr', 'it'] as const) {
      for (const reason of ['noMissions', 'notYours', 'alreadyClaimed', 'onePerTurn', 'notMet'] as const) {
        expect(napoleonMessages[locale].missionError({ code: 'mission', reason, mission: cap }).length).toBeGreaterThan(
          10,
        );
      }
    }
  });
});
