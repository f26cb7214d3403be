// "Since your last turn": what the ping tells a player, from the board as it was when they
// were last pinged (owners, statuses, the trade log) compared with the board now. Built from
// public facts only (owners, eliminations, traded armies), never from secrets.
import type { SeenBoard } from '../../app/record.js';
import type { MapRecord } from '../games/map/record.js';
import { controller, getMap, type GameEvent, type PlayerId } from '../../engine/index.js';
import { continentName, labelLocale, mapIdFor, territoryName, type Locale } from '../../i18n/names.js';
import { panelCat } from '../../i18n/panel.js';
import { playerLabel } from '../present.js';

/** The board as a player saw it: kept in the record when they are pinged. */
export function snapshot(r: MapRecord): SeenBoard {
  const s = r.state!;
  const map = getMap(s.map);
  return {
    owners: map.territoryIds.map((t) => controller(s, t)),
    statuses: s.players.map((p) => p.status),
    trades: r.tradeLog?.length ?? 0,
  };
}

/** Appends public trades to the record's trade log (for later digests). */
export function noteTrades(r: MapRecord, events: GameEvent[]): void {
  for (const e of events) {
    if (e.type !== 'cardsTraded') continue;
    (r.tradeLog ??= []).push({
      player: e.player,
      armies: e.armies + e.territoryBonus.reduce((a, b) => a + b.armies, 0),
    });
  }
}

/** The player holding every one of `ids`, or null (free territories during a claim are held by nobody). */
function holder(owners: number[], ids: number[]): number | null {
  const first = owners[ids[0]];
  return first >= 0 && ids.every((i) => owners[i] === first) ? first : null;
}

/** Two or three lines for `p`'s ping; empty on their first turn. */
export function sinceLastTurn(r: MapRecord, p: PlayerId, locale: Locale): string[] {
  const seen = r.seen?.[p];
  const s = r.state;
  if (!seen || !s) return [];
  const pc = panelCat(locale).since;
  const map = getMap(s.map);
  const mapId = mapIdFor(r.ruleset);
  const tl = labelLocale(r.ruleset, locale);
  const now = snapshot(r);
  const lostTo = new Map<number, string[]>();
  map.territoryIds.forEach((t, i) => {
    if (seen.owners[i] === p && now.owners[i] !== p) {
      const list = lostTo.get(now.owners[i]) ?? [];
      list.push(territoryName(mapId, t, tl));
      lostTo.set(now.owners[i], list);
    }
  });
  const parts: string[] = [];
  const few = (ts: string[]) => (ts.length > 4 ? `${ts.slice(0, 4).join(', ')} +${ts.length - 4}` : ts.join(', '));
  // an owner of -1 is nobody: the territory was emptied (an epidemic), not taken
  for (const [by, ts] of lostTo) parts.push(by < 0 ? pc.emptied(few(ts)) : pc.lost(playerLabel(r, by), few(ts)));
  const out: string[] = [];
  if (parts.length) out.push(`${pc.header} ${parts.join(' · ')}`);
  const other: string[] = [];
  s.players.forEach((pl, i) => {
    if (seen.statuses[i] === 'active' && pl.status !== 'active' && i !== p)
      other.push(pc.eliminated(playerLabel(r, i)));
  });
  for (const t of (r.tradeLog ?? []).slice(seen.trades))
    if (t.player !== p) other.push(pc.traded(playerLabel(r, t.player), t.armies));
  const index = new Map(map.territoryIds.map((t, i) => [t, i]));
  for (const c of map.continents) {
    const ids = c.territories.map((t) => index.get(t)!);
    const before = holder(seen.owners, ids);
    const after = holder(now.owners, ids);
    if (before === after) continue;
    const name = continentName(mapId, c.id, tl);
    other.push(
      after !== null && s.players[after]?.kind !== 'neutral'
        ? pc.continentTaken(playerLabel(r, after), name)
        : pc.continentBroken(name),
    );
  }
  if (other.length) out.push(other.slice(0, 6).join(' · ') + (other.length > 6 ? ' …' : ''));
  if (!out.length) out.push(pc.quiet);
  return out;
}
