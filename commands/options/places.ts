// The options the advanced game's commands share (napoleon-advanced): a place (a territory or a
// sea zone, autocompleted with the legal ones first) and a count, in English, French and Italian.
import type { SlashCommandIntegerOption } from 'discord.js';
import { L, territoryOption } from '../../src/discord/command.js';

export const fromPlace = territoryOption(
  'from',
  'depuis',
  'da',
  'From (territory or sea zone)',
  'Depuis (territoire ou zone maritime)',
  'Da (territorio o zona di mare)',
);
export const toPlace = territoryOption(
  'to',
  'vers',
  'verso',
  'To (territory or sea zone)',
  'Vers (territoire ou zone maritime)',
  'Verso (territorio o zona di mare)',
);

/** An optional count with its default said in the description. */
export function countOption(
  name: string,
  fr: string,
  it: string,
  desc: string,
  descFr: string,
  descIt: string,
  min = 1,
) {
  return (o: SlashCommandIntegerOption) =>
    o
      .setName(name)
      .setNameLocalizations(L(fr, it))
      .setDescription(desc)
      .setDescriptionLocalizations(L(descFr, descIt))
      .setMinValue(min);
}
