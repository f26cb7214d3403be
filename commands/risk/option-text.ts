// An option's names and descriptions in English, French and Italian, set in one call (the /risk
// builders).
import type { ApplicationCommandOptionBase } from 'discord.js';
import { L } from '../../src/discord/command.js';

/** Names and descriptions of an option in the three languages. */
export const str = <T extends ApplicationCommandOptionBase>(
  o: T,
  name: string,
  fr: string,
  it: string,
  desc: string,
  dfr: string,
  dit: string,
): T => o.setName(name).setNameLocalizations(L(fr, it)).setDescription(desc).setDescriptionLocalizations(L(dfr, dit));
