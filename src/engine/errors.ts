// Every refusal is a value with a code and the context a message needs to say what is legal.
import type { PlayerId, TerritoryId } from './types.js';

export type RuleError =
  | { code: 'gameOver' }
  | { code: 'notYourTurn'; current: PlayerId }
  | { code: 'notSeated' }
  | { code: 'wrongPhase'; phase: string; allowed: string[] }
  | { code: 'unknownTerritory'; territory: string }
  | { code: 'notOwner'; territory: TerritoryId }
  | { code: 'alreadyClaimed'; territory: TerritoryId }
  | { code: 'ownTerritory'; territory: TerritoryId }
  | { code: 'notAdjacent'; from: TerritoryId; to: TerritoryId; targets: TerritoryId[] }
  | { code: 'notConnected'; from: TerritoryId; to: TerritoryId }
  | { code: 'notEnoughArmies'; territory: TerritoryId; armies: number; needed: number }
  | { code: 'badCount'; min: number; max: number }
  | { code: 'badDice'; min: number; max: number }
  | { code: 'notEnoughReserve'; reserve: number }
  | { code: 'mustPlaceAll'; reserve: number }
  | { code: 'mustTrade'; hand: number }
  | { code: 'notASet' }
  | { code: 'cardNotInHand'; card: number }
  | { code: 'cannotTradeNow' }
  | { code: 'pendingConquest'; from: TerritoryId; to: TerritoryId; min: number; max: number }
  | { code: 'pendingRoll' }
  | { code: 'noPendingRoll' }
  | { code: 'noConquest' }
  | { code: 'alreadyFortified' }
  | { code: 'garrison'; territory: TerritoryId; min: number }
  | { code: 'territoryCap'; territory: TerritoryId; cap: number }
  | { code: 'eliminationTooEarly'; round: number; territory: TerritoryId }
  | { code: 'commanderUsed' }
  | { code: 'noRerollCard' }
  | { code: 'badDie'; max: number }
  | { code: 'hqAlreadyChosen' }
  | { code: 'notNeutral'; territory: TerritoryId }
  | { code: 'defencePreferenceLocked' }
  /** C-OPT-6: this game plays without territory cards. */
  | { code: 'noCardsInGame' }
  /** C-SET-7: the plan is confirmed and can no longer change. */
  | { code: 'placementConfirmed' }
  /** C-SET-7: nothing planned to take back. */
  | { code: 'nothingPlanned' }
  /** A new game needs between min and max seats. */
  | { code: 'playerCount'; min: number; max: number; given: number }
  /** An option value the ruleset does not offer ('none' stands for no value). */
  | { code: 'optionNotOffered'; option: string; allowed: string[] }
  /** The timer's tick found nothing due. */
  | { code: 'nothingToDo' }
  /** The seat no longer plays (eliminated or abandoned). */
  | { code: 'notPlaying' }
  /** Neutral armies only exist in two-player games. */
  | { code: 'noNeutral' }
  /** NM-3 claims (napoleon-missions). */
  | { code: 'mission'; reason: 'noMissions' | 'notYours' | 'alreadyClaimed' | 'onePerTurn' | 'notMet'; mission: number }
  /** NT-3 (napoleon-teams): no attack on a team-mate; strategic moves only into and through friendly territories. */
  | { code: 'team'; reason: 'teamMate' | 'notFriendly'; territory: TerritoryId }
  /** NA-CRD, NA-EFF (napoleon-advanced): a card played for its effect or armed; `symbol` says when it may be played. */
  | { code: 'cardEffect'; reason: CardRefusal; card: number; symbol?: string }
  /** N2-* (napoleon-duel): independents and allies. `independent` names the army concerned. */
  | { code: 'duel'; reason: DuelRefusal; independent: PlayerId | null }
  /** NA-* (napoleon-advanced): units, sea zones, landings, manoeuvres. `at` names the territory or zone concerned, `max` a limit. */
  | { code: 'advanced'; reason: AdvancedRefusal; at: string | null; max: number | null }
  /**
   * NC-* (napoleon-campaign): annexations, allies, England's home defence. `at` the territory
   * concerned, `independent` the army, `max` a limit, `legal` what may be chosen instead.
   */
  | {
      code: 'campaign';
      reason: CampaignRefusal;
      at: string | null;
      independent: PlayerId | null;
      max: number | null;
      legal: string[];
    };

export type CampaignRefusal =
  /** annexations come at the end of the turn: in the manoeuvre phase */
  | 'annexPhase'
  /** that annexation (an ally's, or the neutral's with a card) was already made this turn */
  | 'annexUsed'
  /** not a territory of an ally (card null) or of the yellow neutral (with a card) that may be annexed; `legal` lists them */
  | 'annexTarget'
  /** a capital cannot be annexed */
  | 'annexCapital'
  /** an ally's annexation takes no card; the neutral's needs one */
  | 'annexCard'
  /** the capital offer: no independent's capital was just invaded by you */
  | 'noOffer'
  /** the invader's armies leave the capital for an adjacent territory of theirs; `legal` lists them */
  | 'retreatTo'
  /** the yellow neutral is passive: it never allies and takes no card */
  | 'passiveNeutral'
  /** NC-DEF-1: England keeps 5 armies on each United Kingdom territory; `max` what may leave or roll */
  | 'homeDefence'
  /** an ally's manoeuvre: once per ally per turn, in the manoeuvre phase */
  | 'allyManoeuvre';

export type AdvancedRefusal =
  /** no such sea zone */
  | 'unknownZone'
  /** not a unit reinforcements convert into */
  | 'unknownUnit'
  /** the player's limit of that unit (26 ships, 3 generals, 2 admirals) is reached; `max` what is left */
  | 'unitLimit'
  /** the fortification pool is empty */
  | 'noFortLeft'
  /** a ship goes into a zone bordering a territory the player controls */
  | 'notCoastal'
  /** an admiral goes where the player has ships */
  | 'noShips'
  /** a fortification is built on an own territory with none already */
  | 'alreadyFortified'
  /** no fortification where an epidemic is */
  | 'epidemic'
  /** buy-backs only when none of that kind is on the board and one is held by a captor */
  | 'nothingToBuyBack'
  /** forced naval combats first */
  | 'forcedCombat'
  /** no forced combat in that zone */
  | 'noForcedCombat'
  /** naval combat comes before any land offensive */
  | 'landBegun'
  /** a zone the player does not control */
  | 'zoneNotControlled'
  /** the zones are not adjacent */
  | 'zonesNotAdjacent'
  /** the zone is the player's own */
  | 'ownZone'
  /** at least one ship stays behind */
  | 'keepOneShip'
  /** the territory is not empty (occupy) or is empty (attack) */
  | 'notEmpty'
  | 'empty'
  /** the target cannot be reached, even by landing */
  | 'unreachable'
  /** an epidemic's cost: the source needs `max` armies to declare this invasion */
  | 'epidemicCost'
  /** that manoeuvre was already made this turn (or no leader has one left there) */
  | 'manoeuvreUsed'
  /** the units that stood there at the start of the phase: at most `max` */
  | 'notFromStart'
  /** the places are not connected through the player's own */
  | 'notConnected'
  /** no leader of that kind there */
  | 'noLeader'
  /** the starting units are placed first */
  | 'startingUnits';

export type CardRefusal =
  /** a wild has no effect: it only completes sets (NA-CRD-3) */
  | 'wild'
  /** not the phase its symbol names (NA-CRD-4) */
  | 'phase'
  /** a defence card (D) is armed on your turn, not played (NA-CRD-5) */
  | 'armOnly'
  /** only a D or AD card can be armed */
  | 'notArmable'
  /** one armed card at a time (NA-CRD-5) */
  | 'armedAlready'
  /** the effect needs a place (or a player) it was not given, or one that does not exist */
  | 'noTarget'
  /** an attack card names a territory (sea zone) of another player */
  | 'ownTarget'
  /** an armed card names one of your own territories */
  | 'notYourTerritory'
  /** sappers name a fortified territory */
  | 'noFort'
  /** fire ships name a sea zone where your ships are, or next to one */
  | 'noFleet'
  /** the same effect is already in force there this turn */
  | 'alreadyInForce'
  /** contagion moves an epidemic from a territory that has one */
  | 'noEpidemic'
  /** contagion moves it next door, onto armies; transport needs a chain of 1–3 zones you control */
  | 'notAdjacent'
  | 'noArmies'
  | 'noChain'
  /** transport: between 1 and all armies but one */
  | 'badCount'
  /** spy: another player with missions to see */
  | 'noMissions';

export type DuelRefusal =
  /** influence or allies in a game with passive independents (N2-P) */
  | 'passive'
  /** not one of the four independents, or already eliminated */
  | 'notIndependent'
  /** influence only at the start of the turn, before anything else */
  | 'notStartOfTurn'
  /** it already holds 3 cards: no more influence */
  | 'full'
  /** it is already the player's ally */
  | 'alreadyAlly'
  /** it is not the player's ally */
  | 'notAlly'
  /** that ally was already reinforced this turn */
  | 'alreadyReinforced'
  /** ally reinforcements come before the first attack */
  | 'tooLate'
  /** the ally's rolled armies must be placed first */
  | 'allyToPlace'
  /** an attack on one's own side (own territory or an ally's) */
  | 'ownSide'
  /** that army already made its strategic move this turn */
  | 'alreadyMoved';

export type RuleErrorCode = RuleError['code'];

export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = <T = never>(error: RuleError): Result<T> => ({ ok: false, error });
