// A German game and a Spanish game through the loopback Discord, whole: the creator's client
// language (de, es-ES) picks the game's language; lobby, buttons, panel, refusals, the secret
// mission by DM and the final standing are in that language; then the autopilot plays to the end.
import { closeTables, openTable } from './table.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { boardSummary } from '../../src/engine/board-summary.ts';
import { missionText } from '../../src/i18n/names.ts';
import type { Locale } from '../../src/engine/locales.ts';
import { buttons, type StandinMessage } from '../../tools/discord-standin/index.ts';

afterEach(closeTables);

const findButton = (m: StandinMessage, label: RegExp) => buttons(m).find((b) => b.label && label.test(b.label));

interface Expect {
  locale: Locale;
  title: RegExp;
  language: RegExp;
  lobbyButtons: string[];
  addAi: RegExp;
  start: RegExp;
  ping: RegExp;
  /** The set-up is simultaneous (the ruleset's default): a placement is a private plan. */
  planned: RegExp;
  notSeated: RegExp;
  over: RegExp;
  standing: RegExp;
  /** English a public message of this game must never carry. */
  english: RegExp;
}

const CASES: Expect[] = [
  {
    locale: 'de',
    title: /Neue Partie: Risiko mit geheimen Missionen/,
    language: /Sprache: Deutsch/,
    lobbyButtons: ['Beitreten', 'Verlassen', 'KI hinzufügen', 'Starten'],
    addAi: /^KI hinzufügen$/,
    start: /^Starten$/,
    ping: /du bist am Zug\./,
    planned: /Geplant: 1 auf .+ \(nur du siehst es\)/,
    notSeated: /spielst in dieser Partie nicht mit/,
    over: /Partie vorbei/,
    standing: /Endstand/,
    english: /\b(placed|your turn|Waiting for|The game starts|New game|Game over|Final standing)\b/,
  },
  {
    locale: 'es-ES',
    title: /Partida nueva: Risk con misiones secretas/,
    language: /Idioma: Español/,
    lobbyButtons: ['Unirse', 'Salir', 'Añadir IA', 'Empezar'],
    addAi: /^Añadir IA$/,
    start: /^Empezar$/,
    ping: /es tu turno\./,
    planned: /Previsto: 1 en .+ \(solo tú lo ves\)/,
    notSeated: /No juegas en esta partida/,
    over: /Fin de la partida/,
    standing: /Clasificación final/,
    english: /\b(placed|your turn|Waiting for|The game starts|New game|Game over|Final standing)\b/,
  },
];

describe('a German and a Spanish game through Discord', () => {
  for (const c of CASES)
    it(`${c.locale}: the client's language picks the game's; played whole, secrets by DM, in ${c.locale}`, async () => {
      const { d, bot } = await openTable(c.locale === 'de' ? 4711 : 4712, { guildLocale: 'en-US' });
      const ch = d.channel.id;
      const host = d.makeUser(c.locale === 'de' ? 'hanna' : 'lucia', c.locale);
      const onlooker = d.makeUser('bo', c.locale);

      // No language option: the creator's Discord locale is the game's language.
      const created = await d.slash(host, 'risk new', { ruleset: 'missions' });
      const lobby = created.posts[0];
      expect(lobby.content).toMatch(c.title);
      expect(lobby.content).toMatch(c.language);
      expect(buttons(lobby).map((b) => b.label)).toEqual(c.lobbyButtons);
      expect(asMap((await bot.service.get(ch))!).locale).toBe(c.locale);

      for (let i = 0; i < 2; i++) await d.click(host, lobby.id, findButton(d.message(lobby.id)!, c.addAi)!.customId!);
      await d.click(host, lobby.id, findButton(d.message(lobby.id)!, c.start)!.customId!);

      // The secret mission comes by DM, in the game's language, and nowhere public.
      const r0 = asMap((await bot.service.get(ch))!);
      const mission = missionText(r0.state!.players[0].mission!, c.locale);
      await d.waitForMessage((m) => m.channel_id !== ch && m.content.includes(mission));

      // The host plays a real move: the panel pings in the game's language, the plan is private.
      await d.waitForMessage((m) => m.channel_id === ch && c.ping.test(m.content));
      const r = asMap((await bot.service.get(ch))!);
      const own = Object.entries(boardSummary(r.state!)).find(([, t]) => t.owner === 0)![0];
      const placed = await d.slash(host, 'place', { territory: own, count: 1 });
      expect(placed.ephemeral).toBe(true);
      expect(placed.reply!.content).toMatch(c.planned);

      // Someone not seated is refused in their own language.
      const refused = await d.slash(onlooker, 'end');
      expect(refused.ephemeral).toBe(true);
      expect(refused.reply!.content).toMatch(c.notSeated);

      // The autopilot plays the host's seat to the end: the result and the revealed secrets.
      await d.slash(host, 'risk settings', { autopilot: true });
      const closing = await d.waitForMessage((m) => m.channel_id === ch && c.standing.test(m.content), {
        timeoutMs: 240_000,
      });
      const final = asMap((await bot.service.get(ch))!);
      expect(final.status).toBe('over');
      const publicText = d
        .channelMessages(ch)
        .map((m) => m.content)
        .join('\n');
      expect(publicText).toMatch(c.over);
      expect(closing.content).toContain(mission);
      // Before the end nothing public showed the mission; nothing public is in English.
      const before = d.channelMessages(ch).filter((m) => m.id !== closing.id && !c.standing.test(m.content));
      expect(before.some((m) => m.content.includes(mission))).toBe(false);
      expect(publicText).not.toMatch(c.english);
      expect(d.errors.filter((e) => e.code !== 50007)).toEqual([]);
    });
});
