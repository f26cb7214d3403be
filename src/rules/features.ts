// A game's options read through its ruleset: the typed capabilities the rules, the AI and the
// presenters ask ("does this game play capitals, and which form?", "is there a cap?"), named for
// what they change rather than for the option that sets them. Everything outside src/rules
// reads options here: a game's through `featuresOf(state)` (src/engine/state.ts; the registry
// installs `cachedFeatures` as it installs the ruleset lookup), a lobby's requests through
// `lobbyFeatures`; test/build/ruleset-seams.test.ts keeps it so.
//
// An option absent from a stored state keeps the value older games played with (cards dealt,
// no fog, passive independents…), exactly as the engine read it before this module existed:
// a game's stored options are never re-filled from today's defaults, so old games replay alike.
import type { CampaignSide } from '../engine/campaign-types.js';
import type { RuleOptions, SetupMode } from '../engine/types.js';
import type { Goal, Ruleset } from './ruleset.js';

export interface GameFeatures {
  /** The options as stored, for whoever shows or copies them whole (the public view, the rules text). */
  readonly options: Readonly<RuleOptions>;
  /** C-SET-*: how the territories are set out. */
  readonly setup: SetupMode;
  /** C-2P-1 (1992) or M-2P-1 (2000): the neutral army's rules in a two-player game. */
  readonly neutralArmy: RuleOptions['twoPlayer'];
  /** C-CRD-2, C-OPT-1, M-3, R-CRD-2, N-CRD-1: how traded sets are priced (the classic hook's scheme). */
  readonly cardValues: RuleOptions['cardValues'];
  /** C-OPT-6: the game plays with territory cards (older games lack the option: they do). */
  readonly playsCards: boolean;
  /** C-OPT-2: fortify moves go along connected territories (else C-FOR-1's one neighbour). */
  readonly connectedFortify: boolean;
  /** C-OPT-3: the most armies a territory may hold; null = no cap. */
  readonly territoryCap: number | null;
  /** C-OPT-4: a card laid face up re-rolls a die. */
  readonly cardReroll: boolean;
  /** C-OPT-5: one commander re-roll per turn. */
  readonly commanders: boolean;
  /** C-TOUR-1 / R-END-1: the game's length in minutes; null = untimed. */
  readonly timeLimitMinutes: number | null;
  /** K-*: the capitals form played, null = no capitals. */
  readonly capitals: RuleOptions['capitals'];
  /** N2-P / N2-A: the independents stay passive or may ally (passive when the option is absent). */
  readonly independents: 'passive' | 'active';
  /** NA-CAP: the advanced game's capitals. */
  readonly empireCapitals: boolean;
  /** NC-0: the side the first seat plays, or a draw from the seed. */
  readonly campaignSide: 'random' | CampaignSide;
  /** FOG-1: fog of war (presentation only: src/engine/fog.ts). */
  readonly fog: boolean;
  /** M-VAR-1: the missions ruleset's goal option. */
  readonly missionGoal: RuleOptions['missionGoal'];
  /** The game's goal with this many seated players (C-WIN-1, K-*, M-*, R-*, NM-*). */
  goal(players: number): Goal;
}

/** The features of options `o` under ruleset `r` (stored options as they are: see the header). */
export function featuresFor(r: Ruleset, o: RuleOptions): GameFeatures {
  return {
    options: o,
    setup: o.setup,
    neutralArmy: o.twoPlayer,
    cardValues: o.cardValues,
    playsCards: o.cards !== 'none',
    connectedFortify: o.fortify === 'connected',
    territoryCap: o.territoryCap,
    cardReroll: o.cardReroll,
    commanders: o.commanders,
    timeLimitMinutes: o.timeLimitMinutes,
    capitals: o.capitals,
    independents: o.independents ?? 'passive',
    empireCapitals: o.empireCapitals === true,
    campaignSide: o.campaignSide ?? 'random',
    fog: o.fog === true,
    missionGoal: o.missionGoal,
    goal: (players) => r.goal(o, players),
  };
}

// The engine asks for the same game's features many times per action (and a simulation plays
// millions): the answer is kept per options object (cloneState shares it between a game's states).
const cache = new WeakMap<object, { r: Ruleset; f: GameFeatures }>();
let last: { o: RuleOptions; r: Ruleset; f: GameFeatures } | null = null;

/** `featuresFor`, remembered per options object and ruleset (the engine's reader, installed by the registry). */
export function cachedFeatures(r: Ruleset, o: RuleOptions): GameFeatures {
  if (last !== null && last.o === o && last.r === r) return last.f;
  let hit = cache.get(o);
  if (hit === undefined || hit.r !== r) {
    hit = { r, f: featuresFor(r, o) };
    cache.set(o, hit);
  }
  last = { o, r, f: hit.f };
  return hit.f;
}

/**
 * The features a lobby's requested options will play with: the ruleset's defaults under the
 * requests (what `newGame` will resolve), for the lobby's lines before the game exists.
 */
export const lobbyFeatures = (r: Ruleset, requested: Partial<RuleOptions>): GameFeatures =>
  featuresFor(r, { ...r.defaults, ...requested });
