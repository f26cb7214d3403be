// /risk abandon: asks first; Yes plays the abandon (R-ABN-1: the armies stay, passive).
import { confirm } from '../../src/discord/lobby.js';
import type { CommandContext } from '../../src/discord/surface.js';
import { panelCat } from '../../src/i18n/panel.js';

export const abandon = (ctx: CommandContext): Promise<void> => confirm(ctx, panelCat(ctx.user.locale).confirmAbandon, 'cab');
