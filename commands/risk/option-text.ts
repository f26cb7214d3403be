// An option's names and descriptions in English and every other language, set in one call (the
// /risk builders).
import type { ApplicationCommandOptionBase } from 'discord.js';
import type { Localized } from '../../src/discord/command.js';

/** Names and descriptions of an option in every language. */
export const str = <T extends ApplicationCommandOptionBase>(
  o: T,
  name: string,
  names: Localized,
  desc: string,
  descs: Localized,
): T => o.setName(name).setNameLocalizations(names).setDescription(desc).setDescriptionLocalizations(descs);
