// The channel's tournament as the local table's --json view line gives it: players by name
// (the ids are the table's own), each round's tables with their thread, seats and ranking, and
// the standings as `/risk tournament standings` orders them.
import { standings, type Tournament } from '../tournament/machine.js';

export function tournamentJson(t: Tournament): unknown {
  const name = (id: string) => t.entrants.find((e) => e.id === id)?.name ?? id;
  return {
    id: t.id,
    status: t.status,
    ruleset: t.ruleset,
    format: t.format,
    tableSize: t.tableSize,
    timeLimitMinutes: t.timeLimitMinutes,
    finalTimeLimitMinutes: t.finalTimeLimitMinutes,
    entrants: t.entrants.map((e) => ({ name: e.name, kind: e.kind, withdrawn: !!e.withdrawn })),
    rounds: t.rounds.map((r) => ({
      number: r.number,
      final: r.final,
      tables: r.tables.map((x) => ({
        thread: x.threadId,
        seats: x.seats.map(name),
        ranking: x.result ? x.result.ranking.map(name) : null,
        forfeited: x.result ? x.result.forfeited.map(name) : [],
      })),
    })),
    champion: t.champion ? name(t.champion) : null,
    standings: standings(t).map((s) => ({ rank: s.rank, name: s.name, round: s.round, place: s.place })),
  };
}
