// The options the advanced game's commands share (napoleon-advanced): a place (a territory or a
// sea zone, autocompleted with the legal ones first) and a count, in English, French and Italian.
import type { SlashCommandIntegerOption, SlashCommandStringOption } from 'discord.js';
import { L } from '../../src/discord/command.js';

/** A required, autocompleted place option (territory or sea zone). */
export function placeOption(name: string, fr: string, it: string, desc: string, descFr: string, descIt: string) {
  return (o: SlashCommandStringOption) =>
    o
      .setName(name)
      .setNameLocalizations(L(fr, it))
      .setDescription(desc)
      .setDescriptionLocalizations(L(descFr, descIt))
      .setRequired(true)
      .setAutocomplete(true);
}

export const fromPlace = placeOption(
  'from',
  'depuis',
  'da',
  'From (territory or sea zone)',
  'Depuis (territoire ou zone maritime)',
  'Da (territorio o zona di mare)',
);
export const toPlace = placeOption(
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
