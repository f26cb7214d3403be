// The tournament standings picture: its headers and cells never run into each other (they did:
// "PlaceTerritories"), in every language, with the longest cells the text gives (an eliminated
// player's "out, round 31"); and the eliminated are told apart from the winner (not all 0).
import { describe, expect, it } from 'vitest';
import { tournamentCat } from '../../src/i18n/tournament.ts';
import { renderStandings, standingsColumns, type StandingsImage } from '../../src/render/tournament.ts';

function picture(locale: 'en' | 'fr' | 'it'): StandingsImage {
  const c = tournamentCat(locale);
  const row = (rank: number, name: string, final: boolean, place: number, score: string) => ({
    rank,
    name,
    round: final ? c.image.final : c.image.roundN(1),
    place: c.ordinal(place),
    score,
    tag: '',
    champion: rank === 1,
  });
  return {
    title: c.image.title,
    subtitle: 'Classic Risk',
    headers: {
      rank: c.image.rank,
      player: c.image.player,
      round: c.image.round,
      place: c.image.place,
      score: c.image.territories,
    },
    rows: [
      row(1, 'dave', true, 1, '42'),
      row(2, 'alice', true, 2, c.image.outIn(31)),
      row(3, 'a very long player name indeed', false, 2, c.image.outIn(9)),
    ],
  };
}

describe('tournament standings picture', () => {
  for (const locale of ['en', 'fr', 'it'] as const)
    it(`${locale}: the columns do not overlap and the player's keeps room`, () => {
      const cols = standingsColumns(picture(locale));
      const order = [cols.player, cols.round, cols.place, cols.score];
      for (let i = 1; i < order.length; i++) expect(order[i][0]).toBeGreaterThanOrEqual(order[i - 1][1] + 20);
      expect(cols.player[1] - cols.player[0]).toBeGreaterThanOrEqual(150);
      expect(cols.score[1]).toBeLessThanOrEqual(720 - 20);
      const png = renderStandings(picture(locale));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    });
});
