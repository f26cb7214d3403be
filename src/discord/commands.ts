// Every command the bot offers (one file each in commands/), and the button dispatcher.
import { attack } from '../../commands/attack.js';
import { blitz } from '../../commands/blitz.js';
import { claim } from '../../commands/claim.js';
import { end } from '../../commands/end.js';
import { fortify } from '../../commands/fortify.js';
import { hq } from '../../commands/hq.js';
import { move } from '../../commands/move.js';
import { place } from '../../commands/place.js';
import { confirmedAbandon, confirmedCancel, lobbyAction, risk, showSecrets } from '../../commands/risk.js';
import { trade } from '../../commands/trade.js';
import type { Command } from './command.js';
import { handleTap } from './panel/taps.js';
import type { CommandContext } from './surface.js';

export const commands: Command[] = [risk, place, attack, blitz, move, fortify, trade, end, hq, claim];
export const commandByName = new Map(commands.map((c) => [c.data.name, c]));
export const commandDefinitions = () => commands.map((c) => c.data.toJSON());

/** A button or select: the custom id carries game id + revision; a stale or foreign one is refused politely. */
export function handleButton(ctx: CommandContext, customId: string): Promise<void> {
  return handleTap(ctx, customId, { lobby: lobbyAction, secrets: showSecrets, abandon: confirmedAbandon, cancel: confirmedCancel });
}
