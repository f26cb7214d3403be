// NA-CRD-1/2, NA-EFF: a card played from the hand for its effect in its own turn's phase: each
// effect's check (a refusal with a code, the state untouched) and its application on the draft,
// then the card is discarded and, on its own territory, 2 armies appear there (NA-CRD-2).
import { addArmies, armiesOn, controlledCount, controller, mapOf, moveArmies, NOBODY, removeArmies } from '../board.js';
import { addEpidemics, epidemicsOn, fortified, seaController, shipsIn } from '../board-units.js';
import { emit, type Draft } from '../draft.js';
import { advCardsOf, advMissionsFor, editAdvCards } from '../ext.js';
import { err, ok, type CardRefusal, type Result, type RuleError } from '../errors.js';
import type { GameEvent } from '../events.js';
import type { EffectKind, GameState, PlayerId, TerritoryId } from '../types.js';
import { cardTerritory, effectOfCard, playableIn, type AdvPhase, type EffectDef } from './card-effects.js';
import { moveEpidemic, eliminateByEpidemic } from './epidemics.js';
import { drawSpiedMission } from './missions.js';
import { freeBuildRefusal, placeFree, type BuildKind } from './unit-builds.js';

/** A card played for its effect, with what the effect needs. */
export interface CardPlay {
  card: number;
  /** CHARGE, SAPEURS, ÉCLAIREURS: the territory invaded; BRÛLOTS: the sea zone; ARSENAL: where to build; CONTAGION: where the epidemic goes; TRANSPORT: the destination. */
  at?: string;
  /** CONTAGION: the epidemic's territory; TRANSPORT: where the armies leave from. */
  from?: TerritoryId;
  /** TRANSPORT: how many armies. */
  count?: number;
  /** ARSENAL: the free unit. */
  build?: BuildKind;
  /** ESPION: whose missions. */
  player?: PlayerId;
}

const BUILDS: readonly BuildKind[] = ['ship', 'general', 'admiral', 'fort'];

type Detail = Partial<Pick<Extract<GameEvent, { type: 'cardEffectPlayed' }>, 'epidemic' | 'moved' | 'built'>>;

/** NA-EFF: the sea zones `player` reaches from `from` through 1–3 consecutive zones they control. */
export function controlledChain(s: GameState, player: PlayerId, from: TerritoryId): Set<string> {
  const seas = mapOf(s).seas;
  const mine = (z: string) => seaController(s, z) === player;
  let frontier = seas.zones.filter((z) => z.coasts.includes(from) && mine(z.id)).map((z) => z.id);
  const reached = new Set(frontier);
  for (let depth = 1; depth < 3; depth++) {
    frontier = frontier.flatMap((z) => (seas.adjacency[z] ?? []).filter((n) => mine(n) && !reached.has(n)));
    for (const z of frontier) reached.add(z);
  }
  return reached;
}

const isZone = (s: GameState, at: string | undefined): at is string =>
  typeof at === 'string' && mapOf(s).seas.zones.some((z) => z.id === at);
// own keys only: user text such as "__proto__" or "toString" is no territory
const isLand = (s: GameState, at: string | undefined): at is TerritoryId =>
  typeof at === 'string' && Object.hasOwn(mapOf(s).byId, at);

const inForce = (s: GameState, player: PlayerId, kind: EffectKind, target: string): boolean =>
  advCardsOf(s).active.some((e) => e.player === player && e.kind === kind && e.target === target);

/** Why the effect cannot be applied as asked (the card and phase are already checked), or null. */
function effectRefusal(s: GameState, actor: PlayerId, def: EffectDef, play: CardPlay): CardRefusal | RuleError | null {
  const { at, from } = play;
  switch (def.kind) {
    case 'renfort':
    case 'marche_forcee':
      return null;
    case 'arsenal': {
      const build = play.build;
      if (build === undefined || !BUILDS.includes(build) || typeof at !== 'string') return 'noTarget';
      return freeBuildRefusal(s, actor, build, at);
    }
    case 'contagion':
      if (!isLand(s, from) || !isLand(s, at)) return 'noTarget';
      if (epidemicsOn(s, from) === 0) return 'noEpidemic';
      if (!mapOf(s).adjacency[from].includes(at)) return 'notAdjacent';
      return armiesOn(s, at) === 0 ? 'noArmies' : null;
    case 'charge':
    case 'sapeurs':
    case 'eclaireurs': {
      if (!isLand(s, at)) return 'noTarget';
      const holder = controller(s, at);
      if (holder === actor || holder === NOBODY) return 'ownTarget';
      if (def.kind === 'sapeurs' && !fortified(s, at)) return 'noFort';
      return inForce(s, actor, def.kind, at) ? 'alreadyInForce' : null;
    }
    case 'brulots': {
      if (!isZone(s, at)) return 'noTarget';
      const seas = mapOf(s).seas;
      const near = [at, ...(seas.adjacency[at] ?? [])].some((z) => shipsIn(s, z, actor) > 0);
      if (!near) return 'noFleet';
      return inForce(s, actor, def.kind, at) ? 'alreadyInForce' : null;
    }
    case 'transport': {
      if (!isLand(s, from) || !isLand(s, at)) return 'noTarget';
      if (controller(s, from) !== actor || controller(s, at) !== actor || from === at) return 'noTarget';
      const chain = controlledChain(s, actor, from);
      const coast = mapOf(s).seas.zones.some((z) => chain.has(z.id) && z.coasts.includes(at));
      if (!coast) return 'noChain';
      const count = play.count ?? 0;
      return Number.isInteger(count) && count >= 1 && count <= armiesOn(s, from) - 1 ? null : 'badCount';
    }
    case 'espion': {
      const target = play.player;
      if (target === undefined || !Number.isInteger(target) || target === actor || !s.players[target])
        return 'noTarget';
      if (!s.ext.advMissions) return null; // NC-0-1: a game without missions shows the hand instead
      return (advMissionsFor(s, target)?.held ?? []).some((m) => m >= 0) ? null : 'noMissions';
    }
    case 'defense_heroique':
    case 'levee_locale':
      return 'armOnly';
  }
}

/** Applies the effect (checked) and answers what the event tells of it. */
function apply(d: Draft, actor: PlayerId, def: EffectDef, play: CardPlay): Detail {
  const s = d.s;
  const at = play.at!;
  switch (def.kind) {
    case 'renfort':
      s.players[actor].reserve += 3;
      return {};
    case 'arsenal':
      placeFree(d, actor, play.build!, at);
      return { built: { unit: play.build!, at } };
    case 'contagion': {
      const from = play.from!;
      const victim = controller(s, at);
      addEpidemics(s, from, -1);
      addEpidemics(s, at, 1);
      removeArmies(s, at, 1);
      emit(d, { type: 'armiesRemoved', player: victim, territory: at, count: 1, cause: 'epidemic' });
      // NA-EPI-5: on the last army the epidemic moves on at random and makes no new victim
      if (armiesOn(s, at) > 0) return { epidemic: { from, to: at, jumpedTo: null } };
      const before = epidemicsOn(s, at);
      moveEpidemic(d, at, victim);
      const moved = d.events.findLast((e) => e.type === 'epidemicMoved');
      const jumpedTo = epidemicsOn(s, at) < before && moved?.type === 'epidemicMoved' ? moved.to : null;
      // NA-LAND-5: a player an epidemic leaves without territory is out
      if (controlledCount(s, victim) === 0 && s.players[victim].status === 'active') eliminateByEpidemic(d, victim);
      return { epidemic: { from, to: at, jumpedTo } };
    }
    case 'charge':
    case 'sapeurs':
    case 'eclaireurs':
    case 'brulots':
      editAdvCards(s).active.push({ kind: def.kind, player: actor, target: at, side: 'attack', spent: false });
      return {};
    case 'marche_forcee':
      editAdvCards(s).active.push({ kind: def.kind, player: actor, target: null, side: 'attack', spent: false });
      return {};
    case 'transport':
      moveArmies(s, play.from!, at, play.count!, actor);
      return { moved: { from: play.from!, count: play.count! } };
    case 'espion': {
      if (!s.ext.advMissions) {
        // NC-0-1 (the campaign, no missions): the spy sees the opponent's hand
        emit(d, { type: 'handSpied', player: actor, target: play.player!, cards: [...s.players[play.player!].hand] });
        return {};
      }
      const mission = drawSpiedMission(s, play.player!);
      emit(d, { type: 'missionSpied', player: actor, target: play.player!, mission });
      return {};
    }
    case 'defense_heroique':
    case 'levee_locale':
      return {};
  }
}

/** Discards a card from `player`'s hand and, when they hold its territory, puts 2 armies there (NA-CRD-2). */
export function discardForEffect(s: GameState, player: PlayerId, card: number): number {
  const p = s.players[player];
  p.hand = p.hand.filter((c) => c !== card);
  s.discard = [...s.discard, card];
  const t = cardTerritory(s, card);
  if (t === null || controller(s, t) !== player) return 0;
  addArmies(s, t, 2, player);
  return 2;
}

/** Why `play` cannot be made now in `phase` (the card, its phase, its effect's needs), or null. */
export function checkCardPlay(s: GameState, actor: PlayerId, play: CardPlay, phase: AdvPhase): RuleError | null {
  const card = play.card;
  if (!s.players[actor].hand.includes(card)) return { code: 'cardNotInHand', card };
  const def = effectOfCard(s, card);
  if (!def) return { code: 'cardEffect', reason: 'wild', card };
  if (def.symbol === 'D') return { code: 'cardEffect', reason: 'armOnly', card, symbol: def.symbol };
  if (!playableIn(def.symbol, phase, s.turn.player === actor))
    return { code: 'cardEffect', reason: 'phase', card, symbol: def.symbol };
  const why = effectRefusal(s, actor, def, play);
  if (why === null) return null;
  return typeof why === 'string' ? { code: 'cardEffect', reason: why, card, symbol: def.symbol } : why;
}

/** NA-CRD-1: plays `play.card` from the actor's hand for its effect in `phase` of the turn. */
export function playCardEffect(d: Draft, actor: PlayerId, play: CardPlay, phase: AdvPhase): Result<void> {
  const s = d.s;
  const e = checkCardPlay(s, actor, play, phase);
  if (e) return err(e);
  const card = play.card;
  const def = effectOfCard(s, card)!;
  const detail = apply(d, actor, def, play);
  const armies = discardForEffect(s, actor, card);
  const target = def.kind === 'espion' ? String(play.player) : (play.at ?? null);
  emit(d, { type: 'cardEffectPlayed', player: actor, card, kind: def.kind, target, armies, ...detail });
  return ok(undefined);
}
