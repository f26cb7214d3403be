// What an operator sees and does, against the real bot process (`npm start`, compiled) and the
// loopback Discord: /healthz, /readyz and /metrics on METRICS_PORT (the metrics read by a
// Prometheus text-format parser, with the figures the docs tell to watch), then a SIGTERM in
// the middle of a burst of moves in three games: the process drains (gateway closed, moves in
// flight finished) and exits 0 within its bound; every move it acknowledged as made is in the
// store once; restarted, it resumes the games, which play on (a rolling restart of one host).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { commandDefinitions } from '../../commands/index.ts';
import { GameService } from '../../src/app/service.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { openRepository } from '../../src/store/open.ts';
import { startStandin, type Standin } from '../../tools/discord-standin/index.ts';
import { freePort } from '../net.ts';
import * as sharding from './shard-checks.ts';

interface Sample {
  labels: Record<string, string>;
  value?: string;
  count?: string;
}
interface Family {
  name: string;
  type: string;
  metrics: Sample[];
}

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, text: await res.text() };
};

/** One move by whoever is to play in the channel (a human): its interaction id when the bot said it is made. */
async function oneMove(d: Standin, svc: GameService, channelId: string): Promise<string | null> {
  const r = asMap((await svc.get(channelId))!);
  const user = r.status === 'playing' ? d.users.find((u) => u.id === r.seats[r.state!.turn.player]?.userId) : undefined;
  return user ? sharding.humanMove(d, r, user, channelId) : null;
}

describe('operations: health, metrics and a clean drain (npm start, SQLite)', () => {
  it('serves /healthz, /readyz and /metrics; a SIGTERM mid-burst loses no acknowledged move and the restart plays on', async () => {
    const cleanup: (() => Promise<void>)[] = [];
    try {
      const d = await startStandin({
        channels: ['one', 'two', 'three'],
        users: [{ name: 'alice' }, { name: 'bob' }],
        timeoutMs: 30_000,
      });
      cleanup.push(() => d.stop());
      await new REST({ api: d.apiUrl })
        .setToken(d.token)
        .put(Routes.applicationCommands(d.appId), { body: commandDefinitions() });
      const storeUrl = `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-ops-')), 'g.sqlite')}`;
      const port = await freePort();
      const env = {
        DISCORD_TOKEN: d.token,
        DISCORD_API_URL: d.apiUrl,
        STORE_URL: storeUrl,
        LOG_LEVEL: 'info',
        METRICS_PORT: String(port),
        DRAIN_MS: '60000',
      };
      let bot = sharding.startNpm('start', env);
      cleanup.push(() => bot.stop());
      await bot.waitFor(/Logged in as/);
      await bot.waitFor(/metrics and health serving/);
      const base = `http://127.0.0.1:${port}`;

      expect(await get(`${base}/healthz`)).toEqual({ status: 200, text: 'ok\n' });
      const ready = await get(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.text).toMatch(/^gateway: ok$/m);
      expect(ready.text).toMatch(/^store: ok$/m);

      const store = await openRepository(storeUrl);
      cleanup.push(() => store.close());
      const svc = new GameService({ store });
      const channels = d.channels.map((c) => c.id);
      for (const ch of channels) await sharding.openGame(d, ch, '30m');
      for (const ch of channels) expect(await oneMove(d, svc, ch)).not.toBeNull();
      // Until an AI seat has played (who starts is drawn): its decisions are counted too.
      const aiPlayed = async () => {
        for (const ch of channels) {
          const r = (await svc.get(ch))!;
          if ((await svc.store.log(r.gameId)).some((e) => e.kind === 'ai')) return true;
        }
        return false;
      };
      const scrape = async () => {
        const scraped = await get(`${base}/metrics`);
        expect(scraped.status).toBe(200);
        return new Map((parsePrometheusTextFormat(scraped.text) as Family[]).map((f) => [f.name, f] as const));
      };
      // Until an AI thread has loaded its modules the bot decides on its loop (a move never waits
      // for a thread to boot: src/app/ai-pool.ts), and a compiled bot reused from the last build
      // can reach the AI's first turn before that: play on until a thread has decided too.
      const threadDecisions = async () =>
        Number(
          (await scrape()).get('risk_ai_decisions_total')!.metrics.find((m) => m.labels.where === 'thread')?.value ?? 0,
        );
      for (let k = 0; k < 60 && !((await aiPlayed()) && (await threadDecisions()) > 0); k++)
        await oneMove(d, svc, channels[k % 3]!);
      expect(await aiPlayed()).toBe(true);

      // A handler is counted when it ends, after its answer (the panel's edit and picture come
      // first): scraped once no interaction is in flight any more.
      let families = await scrape();
      const inFlight = () =>
        Number(families.get('risk_queue_depth')!.metrics.find((m) => m.labels.queue === 'interactions')!.value);
      while (inFlight() > 0) {
        await new Promise((res) => setTimeout(res, 100));
        families = await scrape();
      }
      const handled = families.get('risk_interactions_total')!;
      expect(handled.type).toBe('COUNTER');
      const total = (kind: string) =>
        handled.metrics.filter((m) => m.labels.kind === kind).reduce((n, m) => n + Number(m.value), 0);
      // Three games opened (new, join, start each) and three moves made, each counted by command.
      expect(total('command:risk')).toBeGreaterThanOrEqual(9);
      expect(total('command:place') + total('command:move') + total('command:end')).toBeGreaterThanOrEqual(3);
      const latency = families.get('risk_interaction_seconds')!;
      expect(latency.type).toBe('HISTOGRAM');
      expect(latency.metrics.reduce((n, m) => n + Number(m.count), 0)).toBeGreaterThanOrEqual(12);
      const queues = families.get('risk_queue_depth')!.metrics.map((m) => m.labels.queue);
      expect(queues.sort()).toEqual(['ai', 'drawing', 'interactions', 'panel']);
      expect(families.get('risk_shard_up')!.metrics).toEqual([{ labels: { shard: '0' }, value: '1' }]);
      expect(Number(families.get('risk_live_games')!.metrics[0]!.value)).toBe(3);
      expect(families.has('risk_acks_missed_total')).toBe(true);
      const trips = families.get('risk_store_trips_total')!.metrics;
      expect(Number(trips.find((m) => m.labels.op === 'commit')!.value)).toBeGreaterThanOrEqual(12);
      expect(families.get('risk_store_conflicts_total')!.metrics[0]!.value).toBe('0');
      // The games' AI seats played in the AI threads, whose time is counted.
      const decisions = families.get('risk_ai_decisions_total')!.metrics;
      expect(Number(decisions.find((m) => m.labels.where === 'thread')!.value)).toBeGreaterThan(0);
      expect(Number(families.get('risk_ai_thread_seconds_total')!.metrics[0]!.value)).toBeGreaterThan(0);
      expect(families.has('risk_process_cpu_seconds_total')).toBe(true);

      // The burst: each game's players move as fast as they are answered; SIGTERM lands once
      // a few moves are in. Moves sent after the gateway closed are not answered (Discord
      // would say the interaction failed); none may be lost once acknowledged as made.
      const acknowledged: string[] = [];
      let stopping = false;
      const burst = channels.map(async (ch) => {
        for (let k = 0; k < 40 && !stopping; k++) {
          const id = await oneMove(d, svc, ch).catch(() => null);
          if (id) acknowledged.push(id);
        }
      });
      while (acknowledged.length < 4) await new Promise((res) => setTimeout(res, 20));
      const exited = new Promise<number | null>((res) => bot.child.once('exit', (code) => res(code)));
      bot.child.kill('SIGTERM');
      stopping = true;
      expect(await exited).toBe(0);
      await Promise.all(burst);
      expect(bot.output()).toMatch(/drained and stopped/);
      expect(bot.output()).not.toMatch(/drain did not finish/);

      const logged = async () => {
        const ids: string[] = [];
        for (const ch of channels) {
          const r = (await svc.get(ch))!;
          for (const e of await svc.store.log(r.gameId))
            if (e.kind === 'act' && e.interactionId) ids.push(e.interactionId);
        }
        return ids;
      };
      const afterDrain = await logged();
      expect(new Set(afterDrain).size).toBe(afterDrain.length);
      for (const id of acknowledged) expect(afterDrain).toContain(id);

      // Back up: the games resume and take moves again, still none doubled.
      bot = sharding.startNpm('start', env);
      await bot.waitFor(/Logged in as/);
      for (const ch of channels) expect(await oneMove(d, svc, ch)).not.toBeNull();
      const afterRestart = await logged();
      expect(new Set(afterRestart).size).toBe(afterRestart.length);
      expect(afterRestart.length).toBe(afterDrain.length + 3);
      expect(bot.output()).not.toMatch(/"level":(50|60)/);
    } finally {
      for (const c of cleanup.reverse()) await c();
    }
  });
});
