// The stored map state of the current schema (after migrate.ts), checked on load: a record
// whose state is damaged (no board, players that are not a list, a board that does not fit its
// map) is refused here, so the app quarantines it with the channel told, instead of loading it
// and failing on every command. It checks what the engine relies on; fields a newer part of
// the engine adds are let through untouched (the parsed object is never used in place of the
// stored one).
import { z } from 'zod';
import { getMap } from './maps.js';
import { rulesetFor } from './ruleset-source.js';
import type { Phase, RulesetId } from './types.js';

const int = z.number().int();
const count = int.min(0);
const id = int.min(-1);
const territory = z.string();

const player = z.looseObject({
  id: count,
  name: z.string(),
  colour: z.enum(['yellow', 'red', 'blue', 'black', 'violet', 'green', 'neutral']),
  kind: z.enum(['human', 'ai', 'neutral']),
  ai: z.string().optional(),
  status: z.enum(['active', 'eliminated', 'passive']),
  reserve: count,
  hand: z.array(count),
  mission: count.nullable(),
  objective: count.nullable(),
  defendWithOne: z.boolean(),
  eliminatedBy: count.nullable(),
});

const phase = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('setupClaim') }),
  z.looseObject({ kind: z.literal('setupPlace'), perTurn: count, placed: count }),
  z.looseObject({ kind: z.literal('chooseHQ') }),
  z.looseObject({
    kind: z.literal('setupSimultaneous'),
    placements: z.record(z.string(), z.record(territory, count)),
    confirmed: z.array(count),
  }),
  z.looseObject({ kind: z.literal('reinforce'), mustTrade: z.boolean() }),
  z.looseObject({ kind: z.literal('neutralReinforce'), placer: count, armies: count }),
  z.looseObject({
    kind: z.literal('attack'),
    conquest: z.looseObject({ from: territory, to: territory, min: count, max: count }).nullable(),
    pendingRoll: z
      .looseObject({
        from: territory,
        to: territory,
        attack: z.array(int),
        defence: z.array(int),
        rerolled: z.boolean(),
      })
      .nullable(),
    elimTrade: z.boolean(),
  }),
  z.looseObject({ kind: z.literal('fortify'), moves: count }),
  z.looseObject({ kind: z.literal('over'), winners: z.array(count), reason: z.string() }),
]);

const stateShape = z.looseObject({
  schemaVersion: z.literal(3),
  version: count,
  ruleset: z.string(),
  options: z.looseObject({ setup: z.string(), cardValues: z.string(), cards: z.string().optional() }),
  map: z.string(),
  seed: z.number(),
  rng: z.tuple([int, int, int, int]),
  players: z.array(player).min(1),
  order: z.array(count),
  board: z.looseObject({ armies: z.array(count), control: z.array(id) }),
  deck: z.array(count),
  discard: z.array(count),
  trades: count,
  turn: z.looseObject({
    player: count,
    round: count,
    number: count,
    conquered: count,
    cardBonusPlaced: count,
    received: count,
    commanderUsed: z.boolean(),
    cardsFaceUp: z.array(count),
    faceUpFor: z.looseObject({ from: territory, to: territory }).nullable(),
  }),
  phase,
  clock: z.looseObject({ startedAt: z.number().nullable(), endsAt: z.number().nullable() }),
  lastMove: z.looseObject({ kind: z.string(), player: id, to: territory }).nullable(),
  teams: z.array(int),
  ext: z.looseObject({
    // NA-MIS (napoleon-advanced): the rank piles and each seat's missions
    advMissions: z
      .looseObject({
        piles: z.array(z.array(count)),
        players: z.record(
          z.string(),
          z.looseObject({
            held: z.array(id),
            claimed: z.array(z.looseObject({ mission: count, turn: int })),
            permanent: z.array(count),
            bestTurnConquests: count,
          }),
        ),
      })
      .optional(),
    // NA-CRD-5, NA-EFF: armed cards and the effects in force
    advCards: z
      .looseObject({
        armed: z.record(z.string(), z.looseObject({ card: count, target: territory.nullable() })),
        active: z.array(
          z.looseObject({
            kind: z.string(),
            player: count,
            target: z.string().nullable(),
            side: z.enum(['attack', 'defence']),
            spent: z.boolean(),
          }),
        ),
      })
      .optional(),
  }),
});

type Shape = z.infer<typeof stateShape>;

// A phase kind the engine gains must be listed above, or stored games in it would not load:
// this line stops compiling until it is.
export const everyPhaseKnown: Phase['kind'] extends z.infer<typeof phase>['kind'] ? true : false = true;

/** What the shape cannot say: the board fits the map and the seats, ids point at real players. */
function consistency(s: Shape): string | null {
  try {
    rulesetFor(s.ruleset as RulesetId);
  } catch {
    return `unknown ruleset ${JSON.stringify(s.ruleset)}`;
  }
  let territories: number;
  try {
    territories = getMap(s.map).territoryIds.length;
  } catch {
    return `unknown map ${JSON.stringify(s.map)}`;
  }
  const n = s.players.length;
  if (s.players.some((p, i) => p.id !== i)) return 'players: ids are not their seats';
  if (s.board.armies.length !== territories * n)
    return `board.armies: ${s.board.armies.length} entries for ${territories} territories × ${n} players`;
  if (s.board.control.length !== territories)
    return `board.control: ${s.board.control.length} entries for ${territories} territories`;
  if (s.board.control.some((c) => c >= n)) return 'board.control: a controller that is not seated';
  if (s.order.some((p) => p >= n)) return 'order: a player that is not seated';
  if (s.turn.player >= n) return 'turn.player: not seated';
  if (s.teams.length !== n) return `teams: ${s.teams.length} entries for ${n} players`;
  return null;
}

/** Whether `raw` is a usable current-schema map state; the reason when not (path: message). */
export function checkState(raw: unknown): string | null {
  const parsed = stateShape.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue.path.join('.') || 'state'}: ${issue.message}`;
  }
  return consistency(parsed.data);
}
