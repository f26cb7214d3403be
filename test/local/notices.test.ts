// Notices beyond "your turn", on the local table with the test clock: "you're next" arrives by DM
// when the player before you starts; a muted game pings and reminds no one; a follower (not
// seated) is told of each player out and of the result, once.
import { describe, expect, it } from 'vitest';
import { pingSilenced } from '../../src/app/service.ts';
import { hookedTable } from './hooked-table.ts';
import { nextInOrder } from '../../src/discord/records/notices.ts';
import type { LocalOutput } from '../../src/local/table.ts';

describe('notices', () => {
  it("you're next, mute, and a follower told of players out and of the result", async () => {
    const { store, service, t, clock } = await hookedTable(51, 1_700_000_000_000);
    const all: LocalOutput[] = [];
    const run = async (line: string) => {
      const out = await t.run(line);
      all.push(...out);
      return out;
    };
    await run('alice /risk new ruleset:classic setup:auto deadline:1h');
    await run('bob /risk join');
    await run('carol@fr /risk join');
    // Not seated: refused, nothing set.
    expect((await run('dave /risk settings heads_up:true'))[0].text).toMatch(/no seat in a game in progress/);
    for (const u of ['alice', 'bob', 'carol']) await run(`${u} /risk settings heads_up:true`);
    expect((await run('carol /risk settings mute:true'))[0].text).toMatch(/ne vous prévient plus/);
    expect((await run('dave /risk follow'))[0].text).toMatch(/You follow this game/);
    await run('alice click Start');

    let r = (await service.get('local'))!;
    const first = (r.state as { turn: { player: number } }).turn.player;
    const next = nextInOrder(r, first);
    const names = r.seats.map((s) => s.name);
    // The player after the first in turn order is told; no one else.
    const nextDms = all.filter((o) => o.kind === 'dm' && /You're next|Vous êtes le prochain/.test(o.text));
    expect(nextDms.map((o) => o.to)).toEqual([names[next]]);
    expect(nextDms[0].text).toMatch(
      new RegExp(`^⏭️ You're next in <#local>: .*${names[first]} has started their turn\\.$`),
    );
    // A muted seat is never pinged; the others are (no quiet hours here).
    const carol = names.indexOf('carol');
    expect(pingSilenced(r, carol, clock.now)).toBe(true);
    expect(pingSilenced(r, names.indexOf('alice'), clock.now)).toBe(false);

    // To the end by the AI: each seat hands over.
    for (const u of ['alice', 'bob', 'carol']) await run(`${u} /risk settings autopilot:true`);
    r = (await service.get('local'))!;
    expect(r.status).toBe('over');
    const daves = all.filter((o) => o.kind === 'dm' && o.to === 'dave').map((o) => o.text);
    const outs = daves.filter((x) => /is out of the game in <#local>/.test(x));
    const eliminated = (r.state as { players: { status: string }[] }).players.flatMap((p, i) =>
      p.status === 'active' || i >= names.length ? [] : [names[i]],
    );
    expect(eliminated.length).toBeGreaterThanOrEqual(1);
    // Each player out told once.
    expect(outs).toEqual(eliminated.map((n) => `☠️ ${n} is out of the game in <#local>.`));
    const results = daves.filter((x) => x.startsWith('🏁 A game of Classic Risk is over in <#local>.'));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatch(/🏆 /);
    // Nothing more on a later write (the panel's marks): told once.
    await run('alice /risk status');
    expect(all.filter((o) => o.kind === 'dm' && o.to === 'dave' && o.text.startsWith('🏁'))).toHaveLength(1);
    await store.close();
  }, 60_000);
});
