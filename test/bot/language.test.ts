// Any language on any server: a French game (/risk new language:fr) on a server whose guild
// locale is en-US. Public messages and buttons are French; each user's ephemeral replies are
// in their own client's language, naming commands as their client shows them.
import { closeTables, openTable } from './table.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { boardSummary } from '../../src/engine/board-summary.ts';
import { buttons, type StandinMessage } from '../../tools/discord-standin/index.ts';

afterEach(closeTables);

// The guild is en-US (the harness's default): the game's language comes from elsewhere.
const world = () => openTable(4242, { guildLocale: 'en-US' });

const findButton = (m: StandinMessage, label: RegExp) => buttons(m).find((b) => b.label && label.test(b.label));

describe('a French game on an en-US server', () => {
  it('public text and buttons in French; an en-US player’s private replies in English', async () => {
    const { d, bot } = await world();
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'en-US');
    const bob = d.makeUser('bob', 'it');

    const created = await d.slash(alice, 'risk new', { ruleset: 'classic', language: 'fr' });
    // The lobby is the game's first panel, posted in the game's language; alice's own answer is English.
    expect(created.ephemeral).toBe(true);
    expect(created.reply!.content).toMatch(/Done/);
    const lobby = created.posts[0];
    expect(lobby.content).toMatch(/Nouvelle partie : Risk classique/);
    expect(lobby.content).toMatch(/Langue : Français/);
    expect(buttons(lobby).map((b) => b.label)).toEqual(['Rejoindre', 'Quitter', 'Ajouter une IA', 'Commencer']);
    expect(asMap((await bot.service.get(ch))!).locale).toBe('fr');

    // Alice's own refusal in the lobby: English (her client), not the game's French.
    const again = await d.slash(alice, 'risk join');
    expect(again.ephemeral).toBe(true);
    expect(again.reply!.content).toMatch(/already seated/);

    await d.click(alice, lobby.id, findButton(d.message(lobby.id)!, /^Ajouter une IA$/)!.customId!);
    await d.click(alice, lobby.id, findButton(d.message(lobby.id)!, /^Commencer$/)!.customId!);
    // The panel pings alice in French (she sits first; the AI seat has not played).
    const panel = await d.waitForMessage(
      (m) => m.channel_id === ch && /à vous de jouer\./.test(m.content) && /· renforts/.test(m.content),
    );
    const r = asMap((await bot.service.get(ch))!);
    expect(r.state!.turn.player).toBe(0);
    expect(buttons(panel).some((b) => b.label && /Fin|Annuler|Tout|Mes secrets/.test(b.label))).toBe(true);

    // A wrong command: English for alice, naming the commands as her client shows them.
    const wrong = await d.slash(alice, 'fortify', { from: 'alaska', to: 'kamchatka', count: 1 });
    expect(wrong.ephemeral).toBe(true);
    expect(wrong.reply!.content).toMatch(/Now you can: [^\n]*\/place/);
    expect(wrong.reply!.content.match(/Now you can/g)).toHaveLength(1); // said once
    // An Italian onlooker is told off in Italian.
    const onlooker = await d.slash(bob, 'end');
    expect(onlooker.ephemeral).toBe(true);
    expect(onlooker.reply!.content).toMatch(/Non partecipi/);
    // /risk rules for alice: English.
    const rules = await d.slash(alice, 'risk rules');
    expect(rules.ephemeral).toBe(true);
    expect(rules.reply!.content).toMatch(/Classic Risk/);
    expect(rules.reply!.content).not.toMatch(/Variante/);

    // Alice places one army: the panel (public) tells it in French; her own answer is English.
    const own = Object.entries(boardSummary(r.state!)).find(([, t]) => t.owner === 0)![0];
    const placed = await d.slash(alice, 'place', { territory: own, count: 1 });
    expect(placed.ephemeral).toBe(true);
    expect(placed.reply!.content).toMatch(/Done/);
    // The panel's edit may land after the command's own answer: wait for it (no sleep, no race).
    await d.waitForMessage((m) => m.id === panel.id && /alice place 1 armée sur/.test(m.content));
    // Nothing public in English.
    const publicText = d
      .channelMessages(ch)
      .map((m) => m.content)
      .join('\n');
    expect(publicText).not.toMatch(/\b(placed|your turn|Waiting for|The game starts|New game)\b/);
  });

  it('without language: the creator’s own client language, not the server’s', async () => {
    const { d } = await world();
    const carla = d.makeUser('carla', 'it');
    const created = await d.slash(carla, 'risk new', { ruleset: 'risiko' });
    expect(created.posts[0].content).toMatch(/Nuova partita: RisiKo! \(regolamento da torneo\)/);
    expect(created.posts[0].content).toMatch(/Lingua: Italiano/);
  });
});
