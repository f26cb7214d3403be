// Tournament records in the store: read, and the read-modify-write every change goes through
// (the pure transition runs on the stored record; the write is a compare-and-set on its
// version; on a conflict — another process wrote first — the transition runs again on the newer
// record). A transition that changes nothing writes nothing.
import { randomBytes } from 'node:crypto';
import type { GameRepository } from '../../store/repository.js';
import type { TournamentStore } from '../../store/tournaments.js';
import type { Outcome, Tournament, TournamentError } from '../../tournament/machine.js';
import { TOURNAMENT_SCHEMA_VERSION } from '../../tournament/machine.js';

const MAX_ATTEMPTS = 50;

export type Changed =
  | { ok: true; before: Tournament; after: Tournament; changed: boolean }
  | { ok: false; error: TournamentError | 'none' | 'exists'; need?: number };

export function tournamentsOf(repo: GameRepository): TournamentStore | null {
  return repo.tournaments ? repo.tournaments() : null;
}

export function newTournamentId(now: number): string {
  return `t${now.toString(36)}${randomBytes(3).toString('hex')}`;
}

function decode(data: string): Tournament {
  const t = JSON.parse(data) as Tournament;
  if (t.schemaVersion !== TOURNAMENT_SCHEMA_VERSION)
    throw new Error(`tournament ${t.id}: unknown schema ${t.schemaVersion}`);
  return t;
}

const meta = (t: Tournament) => ({
  id: t.id,
  guildId: t.guildId,
  channelId: t.channelId,
  status: t.status,
  live: t.status === 'signup' || t.status === 'running',
});

const gameIds = (t: Tournament) => t.rounds.flatMap((r) => r.tables.flatMap((x) => (x.gameId ? [x.gameId] : [])));

export class TournamentRecords {
  constructor(readonly store: TournamentStore) {}

  async get(id: string): Promise<{ t: Tournament; ver: number } | undefined> {
    const s = await this.store.loadTournament(id);
    return s ? { t: decode(s.data), ver: s.ver } : undefined;
  }

  async inChannel(channelId: string): Promise<Tournament | undefined> {
    const id = await this.store.tournamentInChannel(channelId);
    return id ? (await this.get(id))?.t : undefined;
  }

  /** The channel's live tournament, else the last one it had (its standings stay readable). */
  async lastInChannel(channelId: string): Promise<Tournament | undefined> {
    const id = await this.store.lastTournamentInChannel(channelId);
    return id ? (await this.get(id))?.t : undefined;
  }

  async create(t: Tournament): Promise<Changed> {
    const out = await this.store.commitTournament({
      meta: meta(t),
      expectedVer: 0,
      data: JSON.stringify(t),
      gameIds: [],
    });
    if (!out.ok) return { ok: false, error: 'exists' };
    return { ok: true, before: t, after: t, changed: true };
  }

  /** Runs `step` on the stored record and writes its result with a compare-and-set. */
  async mutate(id: string, step: (t: Tournament) => Outcome): Promise<Changed> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const cur = await this.get(id);
      if (!cur) return { ok: false, error: 'none' };
      const res = step(cur.t);
      if (!res.ok) return { ok: false, error: res.error, need: res.need };
      if (res.value === cur.t || JSON.stringify(res.value) === JSON.stringify(cur.t))
        return { ok: true, before: cur.t, after: cur.t, changed: false };
      const next = { ...res.value, rev: cur.t.rev + 1 };
      const out = await this.store.commitTournament({
        meta: meta(next),
        expectedVer: cur.ver,
        data: JSON.stringify(next),
        gameIds: gameIds(next),
      });
      if (out.ok) return { ok: true, before: cur.t, after: next, changed: true };
      if (attempt > 2) await new Promise((r) => setTimeout(r, Math.min(50, attempt * 5) * Math.random()));
    }
    throw new Error(`tournament ${id} kept changing under ${MAX_ATTEMPTS} attempts`);
  }
}
