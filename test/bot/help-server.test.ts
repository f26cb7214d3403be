// /risk help tells what a server gets beyond one game — threads, quiet hours, notices ("you're
// next", mute, follow, digest), the results channel, server settings, seasons, scheduling — in
// English, French and Italian, with and without a game in the channel, each message within
// Discord's 2,000 characters.
import { afterEach, describe, expect, it } from 'vitest';
import { closeTables, openTable } from './table.ts';

afterEach(closeTables);

/** Per language: what the help must name for each part of a server's weeks of play. */
const PARTS: Record<string, RegExp[]> = {
  'en-US': [
    /thread/,
    /quiet:23-08/,
    /heads_up/,
    /mute/,
    /\/risk follow/,
    /notify:digest/,
    /results channel/,
    /\/risk server/,
    /season/,
    /start_at/,
    /start_when/,
  ],
  fr: [
    /fil/,
    /quiet:23-08/,
    /heads_up/,
    /mute/,
    /\/risk follow/,
    /notify:digest/,
    /salon des résultats/,
    /\/risk server/,
    /saison/,
    /start_at/,
    /start_when/,
  ],
  it: [
    /thread/,
    /quiet:23-08/,
    /heads_up/,
    /mute/,
    /\/risk follow/,
    /notify:digest/,
    /canale dei risultati/,
    /\/risk server/,
    /stagione/,
    /start_at/,
    /start_when/,
  ],
};

describe('/risk help', () => {
  it('names every part of a server’s weeks of play, in en/fr/it, with or without a game here', async () => {
    const { d } = await openTable(7400);
    const users = Object.keys(PARTS).map((l) => d.makeUser(`u-${l}`, l));
    for (const withGame of [false, true]) {
      if (withGame) await d.slash(users[0], 'risk new', { ruleset: 'classic' });
      for (const u of users) {
        const out = await d.slash(u, 'risk help');
        const messages = [out.reply!, ...out.followUps];
        for (const m of messages) expect(m.content.length).toBeLessThanOrEqual(2000);
        const text = messages.map((m) => m.content).join('\n');
        for (const part of PARTS[u.locale]) expect(text).toMatch(part);
        expect(out.ephemeral).toBe(true);
      }
    }
  });
});
