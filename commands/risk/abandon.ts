// /risk abandon: asks first; Yes plays the abandon (R-ABN-1: the armies stay, passive).
import { play } from '../../src/discord/flow.js';
import type { CommandContext } from '../../src/discord/surface.js';
import { panelCat } from '../../src/i18n/panel.js';
import { confirm } from './confirm.js';

export const abandon = (ctx: CommandContext): Promise<void> => confirm(ctx, panelCat(ctx.user.locale).confirmAbandon, 'cab');

export const confirmedAbandon = (ctx: CommandContext): Promise<void> => play(ctx, { type: 'abandon' });

