// The button and select dispatcher. (The commands themselves live in commands/ and reach the
// router through Bot.commands, handed over by the composition root.)
// Every path that dispatches a player's input comes through here (the router, the local table):
// this is where the product's presenters are registered.
import './games/built-in.js';
import { confirmedAbandon, confirmedCancel, chooseSetup, lobbyAction, rematch, showSecrets } from './lobby.js';
import { handleTap } from './panel/taps.js';
import type { CommandContext } from './surface.js';
import { leaderboardTap } from './records/leaderboard.js';
import { tournamentTap } from './tournament/actions.js';

/** A button or select: the custom id carries game id + revision; a stale or foreign one is refused politely. */
export function handleButton(ctx: CommandContext, customId: string): Promise<void> {
  if (customId.startsWith('t:')) return tournamentTap(ctx, customId);
  if (customId.startsWith('lb:')) return leaderboardTap(ctx, customId);
  return handleTap(ctx, customId, {
    lobby: lobbyAction,
    setup: chooseSetup,
    secrets: showSecrets,
    abandon: confirmedAbandon,
    cancel: confirmedCancel,
    rematch,
  });
}
