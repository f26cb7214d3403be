// /risk help tells what a server gets beyond one game — threads, quiet hours, notices ("you're
// next", mute, follow, digest), the results channel, server settings, seasons, scheduling — in
// English, French and Italian, with and without a game in the channel, each message within
// Discord's 2,000 characters.
import { afterEach, describe, expect, it } from 'vitest';
import { closeTables, openTable } from './table.ts';

afterEach(closeTables);

/** What the help names in every language: the options and commands, typed as on Discord. */
const COMMON = [
  /quiet:23-08/,
  /heads_up/,
  /mute/,
  /\/risk follow/,
  /notify:digest/,
  /\/risk server/,
  /start_at/,
  /start_when/,
];
/** Per language: the words for threads, the results channel and seasons. */
const PARTS: Record<string, RegExp[]> = {
  'en-US': [...COMMON, /thread/, /results channel/, /season/],
  fr: [...COMMON, /fil/, /salon des résultats/, /saison/],
  it: [...COMMON, /thread/, /canale dei risultati/, /stagione/],
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
