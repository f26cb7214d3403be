// A command's context for the records' tests that call a handler or an autocomplete directly:
// the reader, the server, the bot (a local table's, or one holding only a store).
import type { Bot, CommandContext } from '../../src/discord/surface.ts';

export function readerContext(bot: Bot, userId: string, guildId: string, locale = 'en'): CommandContext {
  return {
    user: { id: userId, name: userId, locale: locale as 'en' },
    channelId: 'local',
    channelName: 'local',
    guildId,
    guildLocale: 'en',
    canManage: false,
    bot,
    reply: async () => undefined,
    defer: async () => undefined,
  };
}
