// A bot on a service for the store tests that count what the bot sends (posts, edits, DMs): kept
// apart from helpers.ts because it loads the command table, which a worker process need not.
import type { BoardImages } from '../../src/app/images.ts';
import { commandTable } from '../../commands/index.ts';
import type { GameService } from '../../src/app/service.ts';
import type { Bot, CommandContext, OutMessage } from '../../src/discord/surface.ts';
import { user } from './helpers.ts';

/** Pictures that cost nothing (the store tests count messages and trips, not bytes). */
export const freeImages: BoardImages = {
  extension: 'png',
  board: async () => Buffer.from('board'),
  battle: async () => null,
  goal: async () => Buffer.from('goal'),
  express: async () => Buffer.from('table'),
};

/** A bot on the service whose transport keeps what it is sent: posts, edits and DMs (each delivered), free pictures. */
export function recordingBot(svc: GameService): {
  bot: Bot;
  posts: OutMessage[];
  edits: OutMessage[];
  dms: { userId: string; msg: OutMessage }[];
} {
  const posts: OutMessage[] = [];
  const edits: OutMessage[] = [];
  const dms: { userId: string; msg: OutMessage }[] = [];
  const bot: Bot = {
    service: svc,
    images: freeImages,
    mention: (id) => `<@${id}>`,
    dmFailed: new Set(),
    commands: commandTable,
    transport: {
      post: async (_ch, msg) => {
        posts.push(msg);
        return `m${posts.length}`;
      },
      dm: async (userId, msg) => {
        dms.push({ userId, msg });
        return true;
      },
      edit: async (_ch, _id, msg) => {
        edits.push(msg);
        return true;
      },
    },
  };
  return { bot, posts, edits, dms };
}

/** A command's context in channel c1 for `who` (nothing acknowledged, replies dropped unless overridden). */
export function channelCtx(
  bot: Bot,
  who: string,
  interactionId: string,
  more: Partial<CommandContext> = {},
): CommandContext {
  return {
    user: user(who, interactionId),
    channelId: 'c1',
    channelName: 'c1',
    guildId: 'G',
    guildLocale: 'en',
    canManage: false,
    bot,
    defer: async () => undefined,
    reply: async () => undefined,
    ...more,
  };
}
