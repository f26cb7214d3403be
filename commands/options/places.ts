// The options the advanced game's commands share (napoleon-advanced): a place (a territory or a
// sea zone, autocompleted with the legal ones first) and a count, in English, French and Italian.
import type { SlashCommandIntegerOption } from 'discord.js';
import { territoryOption, type Localized } from '../../src/discord/command.js';

export const fromPlace = territoryOption(
  'from',
  { fr: 'depuis', it: 'da', de: 'von', 'es-ES': 'desde' },
  'From (territory or sea zone)',
  {
    fr: 'Depuis (territoire ou zone maritime)',
    it: 'Da (territorio o zona di mare)',
    de: 'Von (Gebiet oder Seezone)',
    'es-ES': 'Desde (territorio o zona marítima)',
  },
);
export const toPlace = territoryOption(
  'to',
  { fr: 'vers', it: 'verso', de: 'nach', 'es-ES': 'hacia' },
  'To (territory or sea zone)',
  {
    fr: 'Vers (territoire ou zone maritime)',
    it: 'Verso (territorio o zona di mare)',
    de: 'Nach (Gebiet oder Seezone)',
    'es-ES': 'Hacia (territorio o zona marítima)',
  },
);

/** An optional count with its default said in the description. */
export function countOption(name: string, names: Localized, desc: string, descs: Localized, min = 1) {
  return (o: SlashCommandIntegerOption) =>
    o
      .setName(name)
      .setNameLocalizations(names)
      .setDescription(desc)
      .setDescriptionLocalizations(descs)
      .setMinValue(min);
}
