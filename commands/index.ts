// Every command the bot offers, one file each. The composition roots (src/main.ts, the local
// table, scripts, tests) hand this table to the bot; src/discord never imports commands/.
import type { Command } from '../src/discord/command.js';
import { attack } from './attack.js';
import { blitz } from './blitz.js';
import { claim } from './claim.js';
import { end } from './end.js';
import { fortify } from './fortify.js';
import { hq } from './hq.js';
import { move } from './move.js';
import { place } from './place.js';
import { risk } from './risk.js';
import { trade } from './trade.js';
import { ally } from './ally.js'; // napoleon-duel (N2-A)
// napoleon-advanced (NA-CONV, NA-NAV, NA-LAND-3, NA-MAN, NA-GEN-2)
import { build } from './build.js';
import { follow } from './follow.js';
import { manoeuvre } from './manoeuvre.js';
import { occupy } from './occupy.js';
import { sail } from './sail.js';
import { seabattle } from './seabattle.js';

export const commands: Command[] = [
  risk,
  place,
  attack,
  blitz,
  move,
  fortify,
  trade,
  end,
  hq,
  claim,
  ally,
  build,
  sail,
  seabattle,
  occupy,
  manoeuvre,
  follow,
];
export const commandTable: ReadonlyMap<string, Command> = new Map(commands.map((c) => [c.data.name, c]));
export const commandDefinitions = () => commands.map((c) => c.data.toJSON());
