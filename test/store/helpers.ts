// Shared by the service-level store tests: a service on a store, games set up in a few calls,
// and a human who plays whatever the baseline AI would. Nothing here imports the commands or
// the renderer: the multi-process tests' workers load it (bot-harness.ts holds the bot side).
import { asMap } from '../../src/discord/games/map/record.ts';
import { getPolicy } from '../../src/ai/registry.ts';
import type { GameRecord } from '../../src/app/record.ts';
import { GameService, type UserRef } from '../../src/app/service.ts';
import { aiPending } from '../../src/app/timers.ts';
import { waitingFor, type RulesetId } from '../../src/engine/index.ts';
import { seedRng } from '../../src/engine/rng.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { seatState } from '../../src/ai/seat-state.js';

export const user = (id: string, interactionId?: string): UserRef => ({ id, name: id, locale: 'en', interactionId });

export function service(store: GameRepository, clock = { now: 1_700_000_000_000 }, seed = 1): GameService {
  let s = seed;
  return new GameService({ store, now: () => clock.now, seed: () => s++ });
}

/** A started game in `channel`: `humans` then `ais` AI seats; `autopilot` hands the humans to the AI too. */
export async function startGame(
  svc: GameService,
  channel: string,
  opts: {
    humans?: string[];
    ais?: number;
    ruleset?: RulesetId;
    guild?: string;
    autopilot?: boolean;
    deadlineMinutes?: number;
  } = {},
): Promise<GameRecord> {
  const humans = opts.humans ?? ['alice'];
  const host = user(humans[0]);
  const made = await svc.create(
    channel,
    channel,
    opts.guild ?? 'guild-1',
    host,
    opts.ruleset ?? 'classic',
    {},
    'en',
    opts.deadlineMinutes ? { deadlineMinutes: opts.deadlineMinutes } : {},
  );
  if (!made.ok) throw new Error(`create: ${made.error.code}`);
  for (const h of humans.slice(1)) await svc.join(channel, user(h));
  for (let i = 0; i < (opts.ais ?? 1); i++) await svc.addAi(channel, host, true);
  if (opts.autopilot) for (const h of humans) await svc.settings(channel, user(h), true, { autopilot: true });
  const started = await svc.start(channel, host, true);
  if (!started.ok) throw new Error(`start: ${started.error.code}`);
  return started.value.record;
}

const rng = seedRng(99);

/** The human whose move it is plays what the baseline AI would; returns false when no human is waited for. */
export async function humanMove(svc: GameService, channel: string, interactionId?: string): Promise<boolean> {
  const r = asMap((await svc.get(channel))!);
  if (!r.state || r.status !== 'playing') return false;
  const p = waitingFor(r.state).find((q) => r.seats[q].kind === 'human' && !r.seats[q].autopilot);
  if (p === undefined) return false;
  const action = getPolicy('baseline')(seatState(r.state, p), p, rng);
  const res = await svc.act(channel, user(r.seats[p].userId!, interactionId), action);
  if (!res.ok) throw new Error(`act: ${res.error.code}`);
  return true;
}

/** Human moves (AI turns played in between) until a move leaves the AI to play, which is left pending. */
export async function playUntilAiPending(svc: GameService, channel: string): Promise<GameRecord> {
  for (let i = 0; i < 500; i++) {
    await svc.runAi(channel);
    if (!(await humanMove(svc, channel))) break;
    const r = asMap((await svc.get(channel))!);
    if (aiPending(r)) return r;
  }
  throw new Error('the AI never got the turn');
}
