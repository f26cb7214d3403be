// benchBot(): `/attack` through the real discord.js client and the loopback stand-in, from the
// interaction sent to the reply received (board image included). The lead merges it into
// scripts/bench.ts as bot.commandToReply.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { legalActions, type Action } from '../src/engine/index.js';
import { openRecordStore, startBot } from '../src/discord/client.js';
import { commandDefinitions, commandTable } from '../commands/index.js';
import { startStandin } from '../tools/discord-standin/index.js';

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

export async function benchBot(samples = 40): Promise<{ commandToReply: { p50Ms: number; p95Ms: number } }> {
  const d = await startStandin({ guildLocale: 'en-US' });
  const store = await openRecordStore(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-bench-')), 'g.sqlite')}`);
  const running = await startBot({ token: d.token, apiUrl: d.apiUrl, store, commands: commandTable });
  try {
    await running.client.application!.commands.set(commandDefinitions());
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob');
    const users = new Map([[alice.id, alice], [bob.id, bob]]);
    await d.slash(alice, 'risk new', { ruleset: 'classic' });
    await d.slash(bob, 'risk join');
    await d.slash(alice, 'risk start');
    const times: number[] = [];
    for (let guard = 0; times.length < samples && guard < samples * 20; guard++) {
      const r = (await running.service.get(d.channel.id))!;
      if (r.status !== 'playing') break;
      const p = r.state!.turn.player;
      const user = users.get(r.seats[p]?.userId ?? '')!;
      const legal = legalActions(r.state!, p);
      const attack = legal.find((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack' && a.dice === 1);
      if (r.state!.phase.kind === 'attack' && attack) {
        const t0 = performance.now();
        const o = await d.slash(user, 'attack', { from: attack.from, to: attack.to, dice: 1 }, { settleMs: 0 });
        const ms = performance.now() - t0;
        if (!o.ephemeral && o.reply?.attachments.length) times.push(ms);
        continue;
      }
      const place = legal.find((a) => a.type === 'place');
      const move = legal.find((a) => a.type === 'move');
      if (move && move.type === 'move') await d.slash(user, 'move', { count: move.count }, { settleMs: 0 });
      else if (place && place.type === 'place') await d.slash(user, 'place', { territory: place.territory }, { settleMs: 0 });
      else await d.slash(user, 'end', {}, { settleMs: 0 });
    }
    return { commandToReply: { p50Ms: Math.round(percentile(times, 50) * 10) / 10, p95Ms: Math.round(percentile(times, 95) * 10) / 10 } };
  } finally {
    await running.stop();
    await store.close();
    await d.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchBot().then((r) => console.log(JSON.stringify({ bot: r })), (e) => { console.error(e); process.exit(1); });
}
