// The local table's `--json` public view of a map game (its fields are public: extend, never break).
import { followLimits, viewFor } from '../../../engine/index.js';
import { getRuleset } from '../../../rules/registry.js';
import type { MapRecord } from './record.js';

export function mapJsonView(r: MapRecord): unknown {
  const s = r.state!;
  const v = viewFor(s, null);
  // NA-GEN-2: the leaders that may follow the last conquest (invasion) now, and where
  const follow = v.advanced ? followLimits(s, s.turn.player) : null;
  const roundLimit = getRuleset(v.ruleset).roundLimit;
  return {
    status: r.status,
    ruleset: v.ruleset,
    phase: v.phase.kind,
    phaseDetail: v.phase,
    round: v.round,
    currentPlayer: v.currentPlayer,
    players: v.players.map((p) => ({
      id: p.id,
      name: p.name,
      colour: p.colour,
      kind: p.kind,
      status: p.status,
      territories: p.territories,
      armies: p.armies,
      cards: p.cards,
      reserve: p.reserve,
      ...(p.missions ? { missions: p.missions } : {}),
      ...(p.points !== undefined ? { points: p.points } : {}), // NA-WIN: victory points
    })),
    territories: v.territories,
    units: v.units,
    version: v.version,
    rev: r.rev,
    ...(v.duel ? { duel: v.duel } : {}),
    // NA-* (napoleon-advanced): ships, leaders, forts, epidemics, the turn's steps and the round limit
    ...(v.forces ? { forces: v.forces } : {}),
    ...(v.advanced ? { advanced: v.advanced } : {}),
    ...(v.advanced ? { follow: follow && !('code' in follow) ? follow : null } : {}),
    // NC-* (napoleon-campaign): year, sides, independents' statuses, VP by source, objectives, annexations left
    ...(v.campaign ? { campaign: v.campaign } : {}),
    ...(roundLimit !== undefined ? { roundLimit } : {}),
  };
}
