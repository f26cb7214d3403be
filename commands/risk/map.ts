// /risk map: the map inside Discord (the Activity) where the bot offers it, else the live map's
// links, privately (src/discord/live-map.ts).
import { openLiveMap } from '../../src/discord/live-map.js';
import type { CommandContext } from '../../src/discord/surface.js';

export function map(ctx: CommandContext): Promise<void> {
  return openLiveMap(ctx);
}
