// /risk cancel (host or Manage Server): asks first; Yes deletes the channel's game.
import { confirm } from '../../src/discord/lobby.js';
import type { CommandContext } from '../../src/discord/surface.js';
import { panelCat } from '../../src/i18n/panel.js';

export const cancel = (ctx: CommandContext): Promise<void> =>
  confirm(ctx, panelCat(ctx.user.locale).confirmCancel, 'ccx');
