// Checks that must hold after every action; the simulator and property tests run them.
import { sharesGround } from './relations.js';
import { deckFor, featuresOf, hooksOf, mapOf, rulesOf } from './state.js';
import { unitBreaks } from './board-units.js';
import type { GameEvent } from './events.js';
import type { GameState } from './types.js';
import { armiesOn, controller, NOBODY, stacksOn, totalArmies } from './board.js';
import { advCardsOf, hqCardsOf } from './ext.js';
import { advMissionBreaks } from './advanced/missions.js';

const PHASES = new Set([
  'setupClaim',
  'setupPlace',
  'setupSimultaneous',
  'chooseHQ',
  'reinforce',
  'neutralReinforce',
  'attack',
  'fortify',
  'over',
]);

export { totalArmies };

/**
 * Returns the broken invariants (empty when all hold). `before` and `events` let it check
 * that armies change only by placements and battle losses.
 */
export function checkInvariants(s: GameState, before?: GameState, events?: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const map = mapOf(s);
  if (!PHASES.has(s.phase.kind)) out.push(`unknown phase ${s.phase.kind}`);
  const setupClaim = s.phase.kind === 'setupClaim';
  const conquest = s.phase.kind === 'attack' ? s.phase.conquest : null;
  const team = sharesGround(s);
  const cap = featuresOf(s).territoryCap;
  for (const t of map.territoryIds) {
    const owner = controller(s, t),
      armies = armiesOn(s, t);
    if (team) {
      // NT-1: only team-mates share a territory; a tie of their stacks leaves it to nobody.
      const stacks = stacksOn(s, t);
      if (new Set(stacks.map((p) => s.teams[p])).size > 1) out.push(`territory ${t} holds two teams`);
      if (owner === NOBODY && stacks.length > 1) continue;
    }
    if (owner === NOBODY) {
      // NA-LAND-3: a territory an epidemic emptied is nobody's until armies move in
      const emptied = s.board.units?.emptiedIsNobodys === true && armies === 0;
      if (!setupClaim && !emptied) out.push(`territory ${t} unowned`);
      continue;
    }
    if (!s.players[owner]) out.push(`territory ${t} owned by unknown ${owner}`);
    const min = conquest && conquest.to === t ? 0 : 1;
    if (armies < min || !Number.isInteger(armies)) out.push(`territory ${t} has ${armies} armies`);
    if (cap !== null && armies > cap) out.push(`territory ${t} over the cap`);
  }
  for (const p of s.players) {
    if (p.reserve < 0) out.push(`player ${p.id} reserve ${p.reserve}`);
    if (p.status === 'eliminated' && map.territoryIds.some((t) => controller(s, t) === p.id))
      out.push(`eliminated player ${p.id} still owns territory`);
    if (
      team &&
      p.status === 'active' &&
      s.phase.kind !== 'setupClaim' &&
      !map.territoryIds.some((t) => stacksOn(s, t).includes(p.id))
    )
      out.push(`active player ${p.id} has no army`);
  }
  // Cards: every card is in exactly one place.
  const deck = deckFor(s);
  const cardless = !featuresOf(s).playsCards; // C-OPT-6: no card anywhere
  const deckSize = cardless ? 0 : deck.length;
  // K-2: laid HQ cards are territory ids; a card-less game keeps them as a record only.
  const hqCards = cardless
    ? []
    : s.players.flatMap((p) => hqCardsOf(s, p.id)).map((t) => deck.findIndex((c) => c.territory === t));
  const armed = Object.values(advCardsOf(s).armed).map((a) => a.card); // NA-CRD-5: face down, out of the hand
  const all = [
    ...s.deck,
    ...s.discard,
    ...s.turn.cardsFaceUp,
    ...s.players.flatMap((p) => p.hand),
    ...hqCards,
    ...armed,
  ];
  if (all.length !== deckSize || new Set(all).size !== deckSize)
    out.push(`cards not conserved: ${all.length}/${deckSize}`);
  out.push(...advMissionBreaks(s)); // NA-SET-1, NA-MIS-2/3
  out.push(...hooksOf(s).invariantBreaks(s)); // N2-*
  out.push(...unitBreaks(s, rulesOf(s).units)); // NA-MAT, NA-BRD-4, NA-GEN-2, NA-LAND-3
  if (s.phase.kind === 'over') {
    if (!Array.isArray(s.phase.winners)) out.push('game over without winners');
  } else if (!setupClaim && s.phase.kind !== 'chooseHQ') {
    const cur = s.players[s.turn.player];
    if (!cur || cur.status !== 'active' || cur.kind === 'neutral')
      out.push(`turn belongs to ${s.turn.player}, not an active player`);
  }
  if (before && events) {
    let delta = 0;
    let exact = true;
    for (const e of events) {
      if (e.type === 'armiesPlaced') delta += e.count;
      else if (e.type === 'territoryClaimed') delta += 1;
      else if (e.type === 'placementsRevealed')
        for (const plan of Object.values(e.placements)) for (const n of Object.values(plan)) delta += n;
      else if (e.type === 'cardsTraded') delta += e.territoryBonus.reduce((a, b) => a + b.armies, 0);
      else if (e.type === 'battleResolved') delta -= e.attackerLost + e.defenderLost;
      // NA-CRD-2 (+2 on the card's territory), LEVÉE LOCALE (an Empire bonus of armies is an `armiesPlaced`)
      else if (e.type === 'cardEffectPlayed' || e.type === 'cardFired') delta += e.armies;
      // NC-ALLY-3: the ally bought with a card gets its armies on its capital
      else if (e.type === 'campaignAllyBought') delta += e.armies;
      else if (e.type === 'armiesRemoved')
        delta -= e.count; // NA-EPI-1, NA-LAND-4
      else if (e.type === 'hqCaptured' && featuresOf(s).capitals === '2000')
        exact = false; // K-3 replaces armies
      else if (e.type === 'territoriesDealt') exact = false;
    }
    const expected = totalArmies(before) + delta;
    if (exact && totalArmies(s) !== expected)
      out.push(`armies not conserved: ${totalArmies(s)} on the board, expected ${expected}`);
  }
  return out;
}
