// Risk Express through the local table with taps only: /risk new ruleset:express, AI seats, then
// every move of the human seat by a button or a menu pick — roll, the line to fill (the first
// filling roll choosing the card), the die to set aside — to the end: scores and Rematch.
import { afterEach, describe, expect, it } from 'vitest';
import { asExpress } from '../../src/discord/games/express/record.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { closeTables, rng, tapTable } from './tap-table.ts';

afterEach(closeTables);

const NOT_MOVES = /^(Expected values|Auto-fill)/;

describe('Risk Express at the local table (taps only)', () => {
  it('a whole game: one human and two AI seats, every human move a tap; one new channel message per human turn', async () => {
    const { table, service } = await tapTable(5);
    const out: LocalOutput[] = [];
    const run = async (line: string) => {
      const o = await table.run(line);
      out.push(...o);
      expect(
        o.filter((x) => x.kind === 'error'),
        line,
      ).toEqual([]);
      return o;
    };
    await run('alice /risk new ruleset:express');
    await run('alice click Add AI');
    await run('alice click Add AI');
    await run('alice click Start');
    const rand = rng(11);
    const postedPerTurn = new Map<number, number>();
    let taps = 0;
    let evAsked = false;
    for (; taps < 2000; taps++) {
      const r = asExpress((await service.get('local'))!);
      if (r.status === 'over') break;
      const s = r.state!;
      expect(s.current, 'the game waits for the human only').toBe(0);
      const { buttons, selects } = table.controlsFor('alice');
      if (!evAsked && s.phase.kind === 'rolling') {
        const ev = await run('alice click Expected values');
        expect(ev[0].kind).toBe('ephemeral');
        expect(ev[0].text).toMatch(/^Expected points of each choice/);
        expect(ev[0].text).toMatch(/expected \d+\.\d\d pts/);
        evAsked = true;
      }
      const moves = buttons.filter((b) => !NOT_MOVES.test(b.label));
      let line: string;
      if (selects.length) {
        const options = selects.flatMap((x) => x.options);
        line = `alice pick ${options[Math.floor(rand() * options.length)].value}`;
      } else {
        expect(moves.length, `controls at turn ${s.turnIndex}`).toBeGreaterThan(0);
        line = `alice click ${moves[Math.floor(rand() * moves.length)].label}`;
      }
      const o = await run(line);
      const turn = s.turnIndex;
      postedPerTurn.set(turn, (postedPerTurn.get(turn) ?? 0) + o.filter((x) => x.kind === 'channel').length);
    }
    const r = asExpress((await service.get('local'))!);
    expect(r.status).toBe('over');
    expect(Object.values(r.state!.owners).every((o) => o !== null)).toBe(true);
    expect(taps).toBeGreaterThan(5);
    // Each of the human's turns posted one message at most (the next turn's ping, or the result); every roll was an edit.
    for (const [turn, n] of postedPerTurn) expect(n, `turn ${turn}`).toBeLessThanOrEqual(1);
    // Every roll was answered with its dice in words and a new picture of the table.
    expect(
      out.some(
        (o) =>
          o.kind === 'edit' &&
          /alice rolls (General|Cavalry|Cannon|\d Soldiers?)/.test(o.text) &&
          o.images.length === 1,
      ),
    ).toBe(true);
    // The end: scores with the continents closed, the winner, Rematch.
    const end = out.filter((o) => o.kind === 'channel').at(-1)!;
    expect(end.text).toMatch(/Game over — the scores/);
    expect(end.text).toMatch(/🏆 Winner: /);
    expect(end.buttons).toContain('Rematch');
    expect(end.images).toHaveLength(1);
    // The --json view keeps the documented fields and adds the Risk Express ones.
    const view = (await table.view()) as Record<string, unknown>;
    expect(view).toMatchObject({ status: 'over', ruleset: 'express', phase: 'over', currentPlayer: null });
    expect(Object.keys(view)).toEqual(expect.arrayContaining(['players', 'owners', 'closed', 'attempt', 'rev']));
    const scores = (view.players as { score: number }[]).map((p) => p.score);
    expect(end.text).toContain(`**${Math.max(...scores)}**`);
    // Rematch opens a new Risk Express lobby with the same seats.
    await run('alice click Rematch');
    const again = (await service.get('local'))!;
    expect(again.status).toBe('lobby');
    expect(again.ruleset).toBe('express');
    expect(again.seats).toHaveLength(3);
  });

  it('auto-fill plays a roll with only one choice; switched off, the player taps it', async () => {
    const { table, service } = await tapTable(8);
    await table.run('alice /risk new ruleset:express');
    await table.run('bob /risk join');
    await table.run('alice click Start');
    const rand = rng(3);
    let autoFilled = 0;
    let singleTapped = 0;
    for (let taps = 0; taps < 1500; taps++) {
      const r = asExpress((await service.get('local'))!);
      if (r.status === 'over') break;
      const who = r.seats[r.state!.current].name;
      // Alice switches auto-fill off on her first turn; bob keeps it on.
      if (who === 'alice' && r.seats[0].autoFill !== false) {
        const o = await table.run('alice click Auto-fill: on');
        expect(o.some((x) => /Auto-fill is off/.test(x.text))).toBe(true);
        continue;
      }
      const { buttons, selects } = table.controlsFor(who);
      const moves = buttons.filter((b) => !NOT_MOVES.test(b.label));
      if (
        who === 'alice' &&
        r.state!.phase.kind === 'rolling' &&
        moves.length + selects.length === 1 &&
        !selects.length
      )
        singleTapped++;
      const line = selects.length
        ? `${who} pick ${selects[0].options[0].value}`
        : `${who} click ${moves[Math.floor(rand() * moves.length)].label}`;
      const o = await table.run(line);
      expect(
        o.filter((x) => x.kind === 'error'),
        line,
      ).toEqual([]);
      autoFilled += o.filter((x) => /only one choice: filled for 🟥 bob/.test(x.text)).length > 0 ? 1 : 0;
    }
    expect((await service.get('local'))!.status).toBe('over');
    expect(autoFilled).toBeGreaterThan(0);
    expect(singleTapped).toBeGreaterThan(0);
  });

  it('only the player at the controls may use them; an old button is out of date; map commands and secrets do not apply', async () => {
    const { table, service } = await tapTable(12);
    await table.run('alice /risk new ruleset:express deadline:24h');
    await table.run('bob /risk join');
    const start = await table.run('alice click Start');
    // The panel says when the turn runs out (Discord shows the time in each reader's zone).
    expect(start.some((o) => o.kind === 'channel' && /⏰ turn deadline <t:\d+:R>/.test(o.text))).toBe(true);
    const r = asExpress((await service.get('local'))!);
    const [me, other] = r.state!.current === 0 ? ['alice', 'bob'] : ['bob', 'alice'];
    const roll = table.controlsFor(me).buttons.find((b) => /^Roll the 7 dice$/.test(b.label))!;
    // The other player taps the Roll button on the shared panel: refused privately, nothing changes.
    const foreign = await table.run(`${other} click Roll the 7 dice`);
    expect(foreign).toEqual([
      expect.objectContaining({
        kind: 'ephemeral',
        text: expect.stringMatching(/^These controls are for 🟨|^These controls are for 🟥/),
      }),
    ]);
    expect((await service.get('local'))!.rev).toBe(r.rev);
    await table.run(`${me} click Roll the 7 dice`);
    // The same button again (an old copy of the panel, a double tap): out of date, nothing changes.
    const rev = (await service.get('local'))!.rev;
    const { handleButton } = await import('../../src/discord/commands.ts');
    const replies: string[] = [];
    await handleButton(
      {
        user: { id: `u-${me}`, name: me, locale: 'en' },
        channelId: 'local',
        channelName: 'local',
        guildId: 'local',
        guildLocale: 'en',
        canManage: false,
        bot: table.bot,
        reply: async (m) => {
          replies.push(m.text);
        },
        defer: async () => undefined,
      },
      roll.id,
    );
    expect(replies).toEqual([expect.stringMatching(/out of date/)]);
    expect((await service.get('local'))!.rev).toBe(rev);
    // Map commands, cards and history say this is a Risk Express game; the rules list the designed cards.
    for (const line of [`${me} /attack alaska kamchatka 3`, `${me} /risk cards`, `${me} /risk history`]) {
      const o = await table.run(line);
      expect(
        o.map((x) => x.kind),
        line,
      ).toEqual(['ephemeral']);
      expect(o[0].text, line).toMatch(/Risk Express/);
    }
    const rules = await table.run(`${me} /risk rules`);
    expect(rules[0].text).toMatch(/X-OPT-1/);
    expect(rules[0].text).toMatch(/— designed/);
    const status = await table.run(`${other} /risk status`);
    expect(status[0].text).toMatch(/^🎲 \*\*Risk Express\*\* · round 1/);
  });
});
