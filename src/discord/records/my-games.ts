// /risk games: every game in progress the reader sits in, across channels and servers — its
// ruleset, whose turn it is, the deadline and a link to its panel. Read from a per-player
// index (src/store/player-games.ts) kept by the store's hook when a lobby changes or a game
// starts; rows of games that are over, or that the player left, are dropped as they are read.
import { gameName } from '../../i18n/rules.js';
import type { GameRecord } from '../../app/record.js';
import { waitingHumans } from '../../app/service.js';
import { UnreadableGame } from '../../app/games.js';
import { recordsCat } from '../../i18n/records.js';
import type { GameRepository } from '../../store/repository.js';
import { playerLabel } from '../present.js';
import type { Bot, CommandContext } from '../surface.js';
import { plain } from '../tournament/text.js';

/** The hook: a lobby changed or a game started — its human seats are indexed. */
export async function indexSeats(repo: GameRepository, r: GameRecord): Promise<void> {
  const ids = r.seats.flatMap((s) => (s.kind === 'human' && s.userId ? [s.userId] : []));
  await repo.playerGames?.().add(r.gameId, ids);
}

/** Start-up: live games from before the index existed are indexed once. */
export async function indexLiveGames(bot: Bot): Promise<void> {
  if (!bot.service.store.playerGames) return;
  for (const meta of await bot.service.store.liveGames()) {
    const loaded = await bot.service.games.loadGame(meta.gameId).catch((e: unknown) => {
      if (e instanceof UnreadableGame) return undefined;
      throw e;
    });
    if (loaded) await indexSeats(bot.service.store, loaded.record);
  }
}

export async function myGames(ctx: CommandContext): Promise<void> {
  const c = recordsCat(ctx.user.locale);
  const svc = ctx.bot.service;
  const index = svc.store.playerGames?.();
  const ids = index ? await index.gamesOf(ctx.user.id) : [];
  const lines: string[] = [];
  const stale: string[] = [];
  let away = 0;
  for (const id of ids) {
    const meta = (await svc.store.load(id))?.meta;
    const r = meta?.live
      ? await svc.games.loadGame(id).then(
          (x) => x?.record,
          () => undefined,
        )
      : undefined;
    const seat = r?.seats.findIndex((s) => s.userId === ctx.user.id) ?? -1;
    if (!r || seat < 0) {
      stale.push(id);
      continue;
    }
    away = Math.max(away, r.seats[seat].vacationUntil ?? 0);
    const waiting = waitingHumans(r);
    const turn =
      r.status === 'lobby'
        ? c.inLobby
        : waiting.includes(seat)
          ? c.yourTurn
          : c.waitingFor(waiting.map((p) => plain(playerLabel(r, p))).join(', ') || '🤖');
    const deadline = r.timer ? c.deadline(`<t:${Math.floor(r.timer.expiresAt / 1000)}:R>`) : c.noDeadline;
    const where =
      r.guildId && r.panel
        ? `https://discord.com/channels/${r.guildId}/${r.channelId}/${r.panel.messageId}`
        : `<#${r.channelId}>`;
    lines.push(c.gameLine(gameName(r.ruleset, ctx.user.locale), where, turn, deadline));
  }
  if (stale.length && index) await index.remove(ctx.user.id, stale);
  // The player's own vacation (it also holds games that start later), else the one their seats carry.
  away = Math.max(away, (await index?.vacations([ctx.user.id], svc.now()))?.get(ctx.user.id) ?? 0);
  const games = lines.length;
  if (away > svc.now()) lines.unshift(c.onVacation(`<t:${Math.floor(away / 1000)}:f>`));
  const text = games ? [c.gamesTitle(games), ...lines].join('\n') : [c.gamesNone, ...lines].join('\n');
  await ctx.reply({ text: text.slice(0, 2000) }, { ephemeral: true });
}
