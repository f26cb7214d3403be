// /risk: one handler per subcommand (files beside this one); this file only routes.
import type { Command } from '../../src/discord/command.js';
import { lobbyAction, showSecrets } from '../../src/discord/lobby.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';
import { presenterOf } from '../../src/discord/queries.js';
import { abandon } from './abandon.js';
import { board } from './board.js';
import { data } from './builder.js';
import { history } from './history.js';
import { cancel } from './cancel.js';
import { cards } from './cards.js';
import { kick } from './kick.js';
import { map } from './map.js';
import { riskNew } from './new.js';
import { odds } from './odds.js';
import { rules } from './rules.js';
import { settings } from './settings.js';
import { server } from './server.js';
import { serverCat } from '../../src/i18n/server.js';
import { weeksCat } from '../../src/i18n/weeks.js';
import { notifyCat } from '../../src/i18n/notify.js';
import { scheduleCat } from '../../src/i18n/schedule.js';
import { follow } from '../../src/discord/records/notices.js';
import { status } from './status.js';
import { tournament } from './tournament.js';
import { leaderboard } from '../../src/discord/records/leaderboard.js';
import { stats } from '../../src/discord/records/stats.js';
import { myGames } from '../../src/discord/records/my-games.js';
import { riskChoices } from './choices.js';
import { vacation } from './vacation.js';
import { fogWords } from '../../src/i18n/fog.js';

type Handler = (ctx: CommandContext, opts: OptionValues) => Promise<void>;

const help: Handler = async (ctx) => {
  // In a Risk Express channel, its own how-to; then what the server offers (its settings,
  // threads, seasons), and each player's time and notices (two messages: each within 2,000 characters).
  const l = ctx.user.locale;
  const game = await ctx.bot.service.get(ctx.channelId);
  const play = game ? presenterOf(game).help(l) : cat(l).ui.help;
  await ctx.reply({ text: [play, serverCat(l).help].join('\n') }, { ephemeral: true });
  await ctx.reply(
    { text: [weeksCat(l).help, notifyCat(l).help, scheduleCat(l).help, fogWords[l].help /* FOG-1 */].join('\n') },
    { ephemeral: true },
  );
};

const SUBCOMMANDS: Record<string, Handler> = {
  new: riskNew,
  join: (ctx) => lobbyAction(ctx, 'join'),
  leave: (ctx) => lobbyAction(ctx, 'leave'),
  start: (ctx) => lobbyAction(ctx, 'start'),
  status,
  board,
  history,
  map,
  mission: showSecrets,
  cards,
  rules,
  odds,
  settings,
  abandon,
  cancel,
  kick,
  leaderboard,
  stats,
  games: myGames,
  vacation,
  server,
  follow,
  help,
};

export const risk: Command = {
  data,
  execute: (ctx, opts) =>
    opts.group === 'tournament'
      ? tournament(ctx, opts)
      : (SUBCOMMANDS[String(opts.subcommand ?? 'help')] ?? help)(ctx, opts),
  autocomplete: riskChoices,
};
