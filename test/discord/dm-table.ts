// A map game's record and a bot that keeps its DMs and channel posts, for the tests of the
// secrets sent by DM (src/discord/dms.ts).
import type { MapRecord, MapStep } from '../../src/discord/games/map/record.ts';
import type { Bot, OutMessage } from '../../src/discord/surface.ts';
import type { GameState } from '../../src/engine/types.js';

const locales = ['en', 'fr', 'it'] as const;
export function table(state: GameState, humans = state.players.length) {
  const dms: { to: string; msg: OutMessage }[] = [];
  const posts: OutMessage[] = [];
  const record = {
    gameId: 'g1',
    channelId: 'c1',
    channelName: 'table',
    ruleset: state.ruleset,
    locale: 'en',
    seats: state.players.map((p, i) =>
      i < humans
        ? { kind: 'human', userId: `u${i}`, name: p.name, locale: locales[i % locales.length] }
        : { kind: 'ai', userId: null, name: p.name },
    ),
    state,
  } as unknown as MapRecord;
  const bot = {
    images: { extension: 'png', goal: async () => Buffer.from('goal') },
    transport: {
      dm: async (to: string, msg: OutMessage) => {
        dms.push({ to, msg });
        return true;
      },
      post: async (_c: string, msg: OutMessage) => {
        posts.push(msg);
        return 'm';
      },
    },
    mention: (id: string) => `<@${id}>`,
    dmFailed: new Set<string>(),
  } as unknown as Bot;
  return { record, bot, dms, posts };
}

/** One step of the game, by a human, with these events. */
export const step = (actor: number, r: { events: MapStep['events'] }): MapStep =>
  ({ actor, action: null, events: r.events, by: 'human' }) as MapStep;
