// What the /ally command (napoleon-duel, N2-A) asks of a game: the independent of a colour and
// the card of a territory. -1 when there is none: the engine then refuses with what is legal.
import type { MapRecord } from './games/map/record.js';
import { deckOf, getMap, type PlayerId, type TerritoryId } from '../engine/index.js';

export function independentOfColour(r: MapRecord, colour: unknown): PlayerId {
  return r.state?.players.find((p) => p.kind === 'neutral' && p.colour === colour)?.id ?? -1;
}

export function cardOfTerritory(r: MapRecord, territory: TerritoryId): number {
  return r.state ? (deckOf(getMap(r.state.map)).find((c) => c.territory === territory)?.id ?? -1) : -1;
}
