// The local table's `--json` public view of a Risk Express game.
import { expressGame, scores } from '../../../express/index.js';
import { EXPRESS_COLOURS } from './names.js';
import type { ExpressRecord } from './record.js';

export function expressJsonView(r: ExpressRecord): unknown {
  // Risk Express: no territories; the cards' owners, the closed continents and the turn in progress.
  const v = expressGame.publicView(r.state!);
  const sc = scores(v);
  return {
    status: r.status,
    ruleset: r.ruleset,
    phase: v.phase.kind,
    round: v.round,
    currentPlayer: v.phase.kind === 'over' ? null : v.current,
    players: v.seats.map((s, i) => ({
      id: i,
      name: s.name,
      colour: EXPRESS_COLOURS[i],
      kind: s.kind,
      score: sc[i],
      cards: Object.keys(v.owners).filter((c) => v.owners[c] === i),
    })),
    owners: v.owners,
    closed: v.closed,
    order: v.order,
    turn: v.turnIndex + 1,
    attempt: v.attempt,
    failed: v.failed,
    rev: r.rev,
  };
}
