// Playing from My map in a real headless Chromium, against the loopback Discord: a classic
// human turn (place 4 on two territories, three rolls on one border, the attack ended by one
// fortify) in taps counted here, each one sent through the bot's own write path, so the
// channel's panel shows the same moves; a refused action changes nothing; a kicked player's,
// a public, a forged and an expired link cannot act, nor can a request without the page's
// header or from another origin.
import { afterAll, beforeAll, describe, expect, it, onTestFailed, onTestFinished } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { ok } from '../../src/app/errors.js';
import { asMap } from '../../src/discord/games/map/record.js';
import { addArmies, controller } from '../../src/engine/board.js';
import { getMap, viewFor, waitingFor } from '../../src/engine/index.js';
import { LinkSigner } from '../../src/web/links.js';
import { components, type Standin } from '../../tools/discord-standin/index.ts';
import { closeTables, openTable, type Table } from '../bot/table.ts';
import { haveChromium, launchChromium, noChromiumReason } from '../../tools/chromium.ts';
import { load, shows, snap } from './page-waits.ts';
import { freePort } from '../net.ts';
import { viewImages } from '../view-images.ts';
import { untilReinforcement } from './helpers.ts';
import { settled, until } from '../../tools/fair-time.ts';
import { movesFor } from '../../src/web/moves.js';
import { rulesetIds } from '../../src/rules/registry.js';
import { fullSize } from '../sizes.ts';
import { linkButtons, Taps, trace } from './play-helpers.ts';
import { canTrade, playTurn, prepareTurn } from './play-turn.ts';

const SECRET = 'play-map-test-secret';

declare const location: { pathname: string };

describe.skipIf(!haveChromium)(`playing from My map${haveChromium ? '' : ` (skipped: ${noChromiumReason})`}`, () => {
  let browser: BrowserContext;
  let table: Table;
  let d: Standin;
  let base: string;
  let nextSeed = 5200;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    browser = await launchChromium();
    table = await openTable(
      5200,
      { channels: ['general', ...rulesetIds] },
      {
        // Game seeds (openTable's count, settable: the every-ruleset turns below pin theirs).
        seed: () => nextSeed++,
        // The tests read the pages, the records and the channel's text, not the panel's pictures.
        images: viewImages,
        web: {
          port,
          publicUrl: base,
          secret: SECRET,
          host: '127.0.0.1',
          trustProxy: false,
          // Twelve games' pages from one loopback address within minutes: past a player's 120
          // requests a minute (that cap is test/web/server.test.ts's).
          limits: { perMinute: 100_000 },
        },
      },
    );
    d = table.d;
  });
  afterAll(async () => {
    await browser?.close();
    await closeTables();
  });

  it('classic: a whole human turn in ≤ 8 taps, the panel shows it; refusals change nothing; bad links cannot act', async () => {
    const ch = d.channel.id;
    const svc = table.bot.service;
    const alice = d.makeUser('alice', 'en-US');
    const bob = d.makeUser('bob', 'en-US');
    const lobby = (await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' })).posts[0];
    const tapLobby = (user: typeof alice, label: RegExp) => {
      const b = components(d.message(lobby.id)!).find((c) => c.type === 2 && c.label && label.test(c.label))!;
      return d.click(user, lobby.id, b.custom_id!);
    };
    await tapLobby(bob, /^Join$/);
    await tapLobby(alice, /^Add AI$/);
    await tapLobby(alice, /^Start$/);
    const rec = async () => asMap((await svc.get(ch))!);
    // Play (through Discord) until it is alice's reinforcement.
    const { seat: me } = await untilReinforcement(d, svc, ch, alice, [bob]);
    expect(asMap((await svc.get(ch))!).state!.phase.kind).toBe('reinforce');
    // The turn's board: 4 to place; a border B (20 armies) facing X (30: three rolls cannot take it) and an own Y behind.
    let A = '';
    let B = '';
    let X = '';
    let Y = '';
    await svc.games.mutate(ch, (cur) => {
      const st = asMap(cur!).state!;
      const adj = getMap(st.map).adjacency;
      const own = getMap(st.map).territoryIds.filter((t) => controller(st, t) === me);
      B = own.find((t) => adj[t].some((n) => controller(st, n) !== me) && adj[t].some((n) => own.includes(n)))!;
      X = adj[B].find((n) => controller(st, n) !== me)!;
      Y = adj[B].find((n) => own.includes(n))!;
      A = own.find((t) => t !== B && t !== Y)!;
      addArmies(st, B, 20);
      addArmies(st, X, 30);
      st.players[me].reserve = 4;
      return ok({ record: cur!, value: null });
    });
    const r = await rec();
    const aliceMap = linkButtons((await d.slash(alice, 'risk map')).reply!)[1].url;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await load(page, aliceMap);
    await shows(page, 'body[data-ready="1"]');
    await shows(page, 'body[data-play-seq]');
    const t = new Taps(page);
    const before = viewFor(r.state!, null);

    await t.territory(A);
    await snap(page, 'play-375-place.png');
    await t.act(/^Place 2$/);
    await t.territory(B);
    await t.act(/^Place 2$/);
    // The attack phase: B's attacks are offered at once (B is still selected).
    for (let i = 0; i < 3; i++) await t.act(/· 3 dice$/);
    await snap(page, 'play-375-attack.png');
    // The fortify ends the attack (the engine's legal fortify from the attack phase) and the turn.
    await t.act(/^Fortify .* with 1$/);
    expect(t.n).toBeLessThanOrEqual(8);
    console.log(`classic turn: ${t.n} taps on My map`);

    const after = asMap((await svc.get(ch))!);
    const v = viewFor(after.state!, null);
    expect(v.currentPlayer).not.toBe(me);
    expect(v.units[A][me]).toBe(before.units[A][me] + 2);
    // B: +2 placed, three rolls' losses, 1 moved to Y; X lost what the rolls took.
    const log = await table.store.log(after.gameId, r.logSeq ?? 0);
    const mine = log.filter((e) => e.actor === me && e.kind === 'act').map((e) => (e.action as { type: string }).type);
    expect(mine).toEqual(['place', 'place', 'attack', 'attack', 'attack', 'fortify']);
    expect(v.units[Y][me]).toBe(before.units[Y][me] + 1);
    // The channel shows the moves as if played from Discord.
    const posts = () =>
      d
        .channelMessages(ch)
        .map((m) => m.content)
        .join('\n');
    // The panel catches up on the idle-machine clock (expect.poll's limit would be wall time).
    const told = await settled(posts, (text) => /alice moved 1 army from/.test(text), 30_000);
    expect(told).toMatch(/alice moved 1 army from/);
    expect(told.match(/alice placed 2 armies on/g)).toHaveLength(2);
    expect(told.match(/alice attacks .* from .*: 🎲/g)).toHaveLength(3);

    // A refused action changes nothing, and says why in the viewer's language.
    const bobMap = linkButtons((await d.slash(bob, 'risk map')).reply!)[1].url;
    const bobPage = await browser.newPage();
    await load(bobPage, bobMap);
    await shows(bobPage, 'body[data-ready="1"]');
    const revBefore = (await svc.get(ch))!.rev;
    const refused = await bobPage.evaluate(async () => {
      const token = location.pathname.split('/').pop();
      const res = await fetch(`/api/${token}/act`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-risk-act': '1' },
        body: JSON.stringify({ action: { type: 'place', territory: 'nowhere', count: 99 } }),
      });
      return { status: res.status, body: (await res.json()) as { ok: boolean; text: string } };
    });
    expect(refused.status).toBe(409);
    expect(refused.body.ok).toBe(false);
    expect(refused.body.text.length).toBeGreaterThan(5);
    expect((await svc.get(ch))!.rev).toBe(revBefore);

    // Links and requests that cannot act: 403, nothing written.
    const post = (token: string, headers: Record<string, string> = { origin: base, 'x-risk-act': '1' }) =>
      fetch(`${base}/api/${token}/act`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ action: { type: 'endTurn' } }),
      }).then((x) => x.status);
    const signer = new LinkSigner(SECRET, base);
    const aliceToken = aliceMap.split('/m/')[1];
    const bobToken = bobMap.split('/m/')[1];
    const publicToken = linkButtons((await d.slash(alice, 'risk map')).reply!)[0].url.split('/m/')[1];
    const expired = signer.token({
      gameId: after.gameId,
      scope: { kind: 'seat', seat: me, userId: alice.id },
      expires: Date.now() - 1000,
    });
    const forged = aliceToken.slice(0, -2) + (aliceToken.endsWith('AA') ? 'BB' : 'AA');
    expect(await post(publicToken)).toBe(403);
    expect(await post(forged)).toBe(403);
    expect(await post(expired)).toBe(403);
    expect(await post(bobToken, { 'x-risk-act': '1' })).toBe(403); // no Origin
    expect(await post(bobToken, { origin: 'https://evil.example', 'x-risk-act': '1' })).toBe(403);
    expect(await post(bobToken, { origin: base })).toBe(403); // no header
    const host = { id: alice.id, name: 'alice', locale: 'en' as const };
    expect((await svc.kick(ch, host, true, bob.id)).ok).toBe(true);
    const revKicked = (await svc.get(ch))!.rev;
    expect(await post(bobToken)).toBe(403);
    expect((await svc.get(ch))!.rev).toBe(revKicked);
    await Promise.all([page.close(), bobPage.close()]);
  });

  // Seats per ruleset (the others: the human and two AI seats).
  const SEATS: Partial<Record<string, number>> = { 'napoleon-teams': 4, 'napoleon-duel': 2 };
  const turns: Record<string, string> = {};
  /** What a ruleset's typical turn plays besides placing and attacking (each: one of these). */
  const OWN: Partial<Record<string, string[][]>> = {
    // N2-A: an independent influenced, or the ally's reinforcements (either ends the other's chance).
    'napoleon-duel': [['influence', 'reinforceAlly']],
    // NA-CRD-5: a card armed (the turn is dealt one it may arm); the sea battle its deal owes.
    'napoleon-advanced': [['armCard'], ['build'], ['manoeuvre'], ['seaBattle']],
    // An annexation and the ally's manoeuvre come when the deal gives an ally (played when offered).
    'napoleon-campaign': [['reinforceAlly', 'influence'], ['build'], ['seaBattle']],
  };
  afterAll(() => console.log(`turns played on My map:\n${Object.values(turns).join('\n')}`));
  /**
   * The rulesets whose turn is played on the page. `npm test`: one per distinct page behaviour —
   * capitals (the headquarters tapped first, K-1, then a set traded on the world map: the turn
   * classic, missions and risiko play too, on their boards; the first test plays classic's),
   * napoleon-teams (four seats in two teams on the 1811 board: the turn of napoleon and
   * napoleon-missions), napoleon-duel (N2-A: an ally reinforced or an independent influenced,
   * armies placed on a neutral), napoleon-advanced (a card armed, a build, a forced sea battle, a
   * land manoeuvre, and the typical advanced turn's taps), napoleon-campaign (influence, a build,
   * a forced sea battle): every ruleset's own actions (OWN) and a set trade. `npm run
   * test:full`: all ten.
   */
  const turnRulesets = fullSize
    ? rulesetIds
    : rulesetIds.filter((id) =>
        ['capitals', 'napoleon-teams', 'napoleon-duel', 'napoleon-advanced', 'napoleon-campaign'].includes(id),
      );

  it.each(turnRulesets)(
    '%s: a whole human turn played on My map, a set traded where the ruleset has one, the channel shows the moves',
    async (ruleset) => {
      onTestFailed(({ task }) => trace(`${ruleset} failed: ${task.result?.errors?.map((e) => e.message).join('; ')}`));
      const ch = d.channels.find((c) => c.name === ruleset)!.id;
      const svc = table.bot.service;
      const user = d.makeUser(`p${rulesetIds.indexOf(ruleset)}`, 'en-US');
      // The campaign has its own set-up (its year's map); the duel is played with active independents (N2-A).
      const options: Record<string, string> =
        ruleset === 'napoleon-campaign'
          ? {}
          : ruleset === 'napoleon-duel'
            ? { setup: 'auto', independents: 'active' }
            : { setup: 'auto' };
      // Each ruleset's game has its own seed, the same whichever rulesets are played (npm test or
      // test:full): the same deal, so the same turn (the advanced game's and the campaign's owe a
      // sea battle).
      nextSeed = 5202 + rulesetIds.indexOf(ruleset);
      trace(`${ruleset}: lobby`);
      const lobby = (await d.slash(user, 'risk new', { ruleset, ...options }, { channelId: ch })).posts.find(
        (m) => m.channel_id === ch,
      )!; // (another game's channel may post meanwhile)
      // The lobby's buttons come with the bot's edit after each tap: waited for, on the idle-machine clock.
      const tapLobby = async (label: RegExp) => {
        const b = await until(
          () => components(d.message(lobby.id)!).find((c) => c.type === 2 && c.label && label.test(c.label)),
          {
            what: `the lobby's ${String(label)} (it shows ${components(d.message(lobby.id)!)
              .map((c) => c.label)
              .join(', ')})`,
            needMs: 30_000,
          },
        );
        await d.click(user, lobby.id, b.custom_id!, { channelId: ch });
      };
      for (let i = 1; i < (SEATS[ruleset] ?? 3); i++) await tapLobby(/^Add AI$/);
      await tapLobby(/^Start$/);
      const rec = async () => asMap((await svc.get(ch))!);
      const me = (await rec()).seats.findIndex((x) => x.userId === user.id);
      const myMap = linkButtons((await d.slash(user, 'risk map', {}, { channelId: ch })).reply!)[1].url;
      const page = await browser.newPage();
      // Closed even when the turn fails, so the next ruleset's page opens on a browser with none left over.
      onTestFinished(() => page.close());
      await page.setViewportSize({ width: 375, height: 812 });
      /** My map loaded (again, once the turn is prepared behind the page's back). */
      const openMyMap = async () => {
        trace(`${ruleset}: page`);
        await load(page, myMap);
        await shows(page, 'body[data-ready="1"]');
        await shows(page, 'body[data-play-seq]');
        trace(`${ruleset}: ready`);
      };
      const setupTaps = new Taps(page);
      // Capitals: the headquarters are chosen first (K-1), on the map too.
      while ((await rec()).state!.phase.kind === 'chooseHQ') {
        if (!setupTaps.n) await openMyMap();
        const m = Object.entries(movesFor(await rec(), me, 'en')!.byPlace).find(([, os]) =>
          os.some((o) => o.action.type === 'chooseHQ'),
        )!;
        await setupTaps.place(m[0]);
        await setupTaps.act('Choose as headquarters');
      }
      const r = await rec();
      expect(waitingFor(r.state!)).toEqual([me]);
      trace(`${ruleset}: prepare`);
      const prepared = await prepareTurn(svc, ch, me);
      const traded = canTrade((await rec()).state!, me);
      // The turn is played on the page as loaded after it was prepared (one load where no headquarters came first).
      await openMyMap();
      const t = new Taps(page);
      let manoeuvreShot = false;
      // The dense boards, looked at while playing: at 375 and 1280 px, the bar open on a placement and an attack.
      const shoot = ['napoleon-advanced', 'napoleon-campaign'].includes(ruleset)
        ? async (step: number) => {
            const what = (await rec()).state!.phase.kind;
            // And the advanced game's bar once the attack is ended, offering the manoeuvre.
            if (ruleset === 'napoleon-advanced' && what === 'fortify' && !manoeuvreShot) {
              manoeuvreShot = true;
              await snap(page, 'play-advanced-375-manoeuvre.png');
            }
            if (step > 0 && what !== 'attack') return;
            for (const width of [375, 1280]) {
              await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
              await snap(page, `play-${ruleset}-${width}-${what}.png`);
            }
            await page.setViewportSize({ width: 375, height: 812 });
          }
        : undefined;
      trace(`${ruleset}: play`);
      const played = await playTurn(page, t, svc, ch, me, prepared, 1, shoot);
      const types = played.sent.map((a) => a.type);
      turns[ruleset] =
        `${ruleset}: ${t.n} taps (${types.join(', ')})` +
        (setupTaps.n ? `; headquarters ${setupTaps.n} taps` : '') +
        `; offered ${[...played.offered].join(', ')}`;

      // Every tap's action is in the game's log, in order, from this seat (the app's write path).
      trace(`${ruleset}: log`);
      const after = await rec();
      const log = await table.store.log(after.gameId, r.logSeq ?? 0);
      const mine = log.filter((e) => e.actor === me && e.kind === 'act').map((e) => e.action);
      expect(mine.slice(0, played.sent.length)).toEqual(played.sent);
      // The turn is over: the game waits for another seat or for this one's next turn.
      expect(after.state!.turn.number).not.toBe(r.state!.turn.number);
      expect(types).toContain('place');
      expect(types).toContain('attack');
      if (ruleset === 'capitals') expect(setupTaps.n).toBe(2);
      // A set is traded wherever the ruleset deals territory cards.
      expect(types.includes('trade')).toBe(traded);
      // Each ruleset's own actions, where its typical turn has them.
      for (const own of OWN[ruleset] ?? []) expect([own, types.some((x) => own.includes(x))]).toEqual([own, true]);
      expect(t.n).toBeLessThanOrEqual(2 * played.sent.length);
      if (ruleset === 'napoleon-advanced') {
        // A typical advanced turn — armies on two territories, one roll from the prepared border, the
        // attack ended, a land manoeuvre behind it (one does not end an advanced turn), the turn
        // ended — in at most 10 taps, counted over those actions of the turn played here.
        const typical = ['place', 'attack', 'endPhase', 'manoeuvre', 'endTurn'];
        const { A, B, X, Y } = prepared;
        expect(played.sent.filter((a) => typical.includes(a.type))).toMatchObject([
          { type: 'place', territory: A },
          { type: 'place', territory: B },
          { type: 'attack', from: B, to: X, dice: 3 },
          { type: 'endPhase' },
          { type: 'manoeuvre', by: 'land', from: B, to: Y, count: 1 },
          { type: 'endTurn' },
        ]);
        const taps = played.sent.reduce((n, a, i) => n + (typical.includes(a.type) ? played.taps[i] : 0), 0);
        expect(taps).toBeLessThanOrEqual(10);
      }

      // The channel shows the moves as if played from Discord.
      const posts = () =>
        d
          .channelMessages(ch)
          .map((m) => m.content)
          .join('\n');
      const places = types.filter((x) => x === 'place').length;
      trace(`${ruleset}: posts`);
      const shown = await settled(
        posts,
        (text) => (text.match(new RegExp(`${user.username} placed`, 'g')) ?? []).length >= places,
        30_000,
      );
      expect((shown.match(new RegExp(`${user.username} placed`, 'g')) ?? []).length).toBeGreaterThanOrEqual(places);
      expect(shown).toMatch(new RegExp(`${user.username} attacks`));
    },
  );
});
