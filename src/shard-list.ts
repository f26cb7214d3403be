// Which shards this host runs: SHARD_LIST (e.g. "0,1,2,3" or "0-3,8") out of SHARD_COUNT.
// Several hosts share one total and one store (PostgreSQL or Redis), each with a disjoint list;
// Discord routes each guild to shard (guild_id >> 22) % SHARD_COUNT, so each host drives the
// games of the guilds its shards are given.

export type ShardListError =
  | { code: 'count-needed' }
  | { code: 'not-a-list'; text: string }
  | { code: 'out-of-range'; shard: number; count: number };

export type ShardListResult = { ok: true; list: number[] | null } | { ok: false; error: ShardListError };

/** Parses SHARD_LIST against the total; `list: null` when no list is set (every shard). */
export function parseShardList(text: string | undefined, count: number | null): ShardListResult {
  const raw = text?.trim();
  if (!raw) return { ok: true, list: null };
  if (count === null) return { ok: false, error: { code: 'count-needed' } };
  const ids = new Set<number>();
  for (const part of raw.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) return { ok: false, error: { code: 'not-a-list', text: raw } };
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from) return { ok: false, error: { code: 'not-a-list', text: raw } };
    for (let id = from; id <= to; id++) {
      if (id >= count) return { ok: false, error: { code: 'out-of-range', shard: id, count } };
      ids.add(id);
    }
  }
  return { ok: true, list: [...ids].sort((a, b) => a - b) };
}

/** The sentence an operator reads when SHARD_LIST cannot be used. */
export function describeShardListError(e: ShardListError): string {
  switch (e.code) {
    case 'count-needed':
      return 'SHARD_LIST needs SHARD_COUNT (the total over every host), e.g. SHARD_COUNT=8 SHARD_LIST=0-3.';
    case 'not-a-list':
      return `SHARD_LIST must be shard numbers and ranges such as "0,1,2,3" or "0-3,8", not "${e.text}".`;
    case 'out-of-range':
      return `SHARD_LIST names shard ${e.shard}, but SHARD_COUNT=${e.count} has shards 0 to ${e.count - 1}.`;
  }
}

/** SHARD_COUNT when it is a whole number above 0. */
export function fixedShardCount(env: NodeJS.ProcessEnv): number | null {
  const n = Number(env.SHARD_COUNT?.trim());
  return env.SHARD_COUNT?.trim() && Number.isInteger(n) && n > 0 ? n : null;
}
