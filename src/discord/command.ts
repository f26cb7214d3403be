// What a file in commands/ exports, and the helpers command handlers share.
import type { RESTPostAPIChatInputApplicationCommandsJSONBody, SlashCommandStringOption } from 'discord.js';
import { presenterOf } from './games/registry.js';
import { isMapRecord, type MapRecord } from './games/map/record.js';
import {
  armiesOn,
  attacksFrom,
  fortifyTargets,
  hasTerritory,
  legalActions,
  type TerritoryId,
} from '../engine/index.js';
import { cat } from '../i18n/catalogue.js';
import { reliability } from '../i18n/reliability.js';
import {
  labelLocale,
  mapIdFor,
  matchTerritories,
  resolveTerritory,
  safeText,
  territoryName,
  type Locale,
} from '../i18n/names.js';
import type { AppError } from '../app/service.js';
import { namer, refusalText } from './present.js';
import type { Choice, CommandContext, OptionValues } from './surface.js';
import type { Localized } from '../i18n/localized.js';

export interface Command {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(ctx: CommandContext, opts: OptionValues): Promise<void>;
  autocomplete?(ctx: CommandContext, opts: OptionValues, focused: string): Promise<Choice[]>;
}

export { L, localized, type Localized } from '../i18n/localized.js';

type StringOptionBuilder = SlashCommandStringOption;

/** A required, autocompleted territory option in every language. */
export function territoryOption(name: string, names: Localized, desc: string, descs: Localized) {
  return (o: StringOptionBuilder) =>
    o
      .setName(name)
      .setNameLocalizations(names)
      .setDescription(desc)
      .setDescriptionLocalizations(descs)
      .setRequired(true)
      .setAutocomplete(true);
}

/** The running game and the two territories of a from/to command, or null after a refusal. */
export async function fromTo(
  ctx: CommandContext,
  opts: OptionValues,
): Promise<{ r: MapRecord; from: TerritoryId; to: TerritoryId } | null> {
  const r = await runningGame(ctx);
  if (!r) return null;
  const from = await territoryArg(ctx, r, opts.from);
  if (!from) return null;
  const to = await territoryArg(ctx, r, opts.to);
  if (!to) return null;
  return { r, from, to };
}

/** A territory option → id, or an ephemeral refusal that suggests names (returns null). */
export async function territoryArg(ctx: CommandContext, r: MapRecord, value: unknown): Promise<TerritoryId | null> {
  const typed = String(value ?? '');
  const res = resolveTerritory(mapIdFor(r.ruleset), typed);
  if (res.id !== null) return res.id;
  const n = namer(r, ctx.user.locale);
  await ctx.reply(
    { text: cat(ctx.user.locale).ui.unknownTerritory(safeText(typed, 40), res.suggestions.map(n.t).join(', ')) },
    { ephemeral: true },
  );
  return null;
}

/**
 * Why there is no game to show: none at all, or one set aside as unreadable — said with its
 * error id every time, not only at start-up.
 */
export async function noGameText(ctx: CommandContext): Promise<string> {
  const errorId = await ctx.bot.service.setAside(ctx.channelId);
  return errorId ? reliability(ctx.user.locale).unreadable(errorId) : cat(ctx.user.locale).ui.noGame;
}

/** The channel's running game, or an ephemeral "no game" (or "set aside") and null. */
export async function runningGame(ctx: CommandContext): Promise<MapRecord | null> {
  const r = await ctx.bot.service.get(ctx.channelId);
  if (!r) {
    await ctx.reply({ text: await noGameText(ctx) }, { ephemeral: true });
    return null;
  }
  if (!r.state) {
    await ctx.reply({ text: cat(ctx.user.locale).ui.notStarted }, { ephemeral: true });
    return null;
  }
  // The map commands (/place, /attack, …) have nothing to do in another game family: its presenter says why.
  if (!isMapRecord(r)) {
    const why = presenterOf(r).refuses('mapCommands', ctx.user.locale) ?? cat(ctx.user.locale).ui.noGame;
    await ctx.reply({ text: why }, { ephemeral: true });
    return null;
  }
  return r;
}

/** An app refusal as a private reply, worded for the reader against the channel's game as it is now. */
export async function refuse(ctx: CommandContext, error: AppError): Promise<void> {
  const rec = await ctx.bot.service.get(ctx.channelId);
  await ctx.reply({ text: refusalText(error, rec, ctx.user.id, ctx.user.locale) }, { ephemeral: true });
}

/**
 * The reader's seat in the channel's running map game, for their secrets (My secrets,
 * /risk cards), or a private refusal and null. Risk Express deals no secrets.
 */
export async function mySeat(ctx: CommandContext): Promise<{ r: MapRecord; me: number } | null> {
  const rec = await ctx.bot.service.get(ctx.channelId);
  const refused = rec ? presenterOf(rec).refuses('secrets', ctx.user.locale) : null;
  if (refused !== null) {
    await ctx.reply({ text: refused }, { ephemeral: true });
    return null;
  }
  const r = await runningGame(ctx);
  if (!r) return null;
  const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
  if (me < 0) {
    await ctx.reply({ text: cat(ctx.user.locale).ui.notSeatedHere }, { ephemeral: true });
    return null;
  }
  return { r, me };
}

export { intArg } from './int-arg.js';

/**
 * Territory autocomplete: the legal choices for this command and option first (your
 * territories that can attack, then their enemy neighbours, …), matched on what was typed in
 * any language, tolerant of accents, case, prefixes and typos.
 */
export async function territoryChoices(
  ctx: CommandContext,
  command: string,
  opts: OptionValues,
  focused: string,
): Promise<Choice[]> {
  const rec = await ctx.bot.service.get(ctx.channelId);
  // Another family's game: no territory to offer.
  if (rec && !isMapRecord(rec)) return [];
  const r = rec ?? undefined;
  const ruleset = r?.ruleset ?? 'classic';
  const mapId = mapIdFor(ruleset);
  const locale: Locale = labelLocale(ruleset, ctx.user.locale);
  const typed = String(opts[focused] ?? '');
  let legal: TerritoryId[] = [];
  const s = r?.state;
  const me = r ? r.seats.findIndex((x) => x.userId === ctx.user.id) : -1;
  if (s && me >= 0) {
    const acts = legalActions(s, me);
    const fromId = opts.from !== undefined ? resolveTerritory(mapId, String(opts.from)).id : null;
    if (command === 'place')
      legal = acts.flatMap((a) =>
        a.type === 'place' || a.type === 'placeNeutral' || a.type === 'claim' ? [a.territory] : [],
      );
    else if (command === 'claim') legal = acts.flatMap((a) => (a.type === 'claim' ? [a.territory] : []));
    else if (command === 'hq') legal = acts.flatMap((a) => (a.type === 'chooseHQ' ? [a.territory] : []));
    else if (command === 'attack' || command === 'blitz') {
      legal =
        focused === 'from'
          ? acts.flatMap((a) => (a.type === 'attack' ? [a.from] : []))
          : fromId
            ? attacksFrom(s, me, fromId)
            : acts.flatMap((a) => (a.type === 'attack' ? [a.to] : []));
    } else if (command === 'fortify') {
      legal =
        focused === 'from'
          ? acts.flatMap((a) => (a.type === 'fortify' ? [a.from] : []))
          : fromId
            ? fortifyTargets(s, me, fromId).map((x) => x.to)
            : acts.flatMap((a) => (a.type === 'fortify' ? [a.to] : []));
    }
    legal = [...new Set(legal)];
  }
  const first = matchTerritories(mapId, typed, legal.length ? legal : undefined);
  const rest = legal.length && typed ? matchTerritories(mapId, typed).filter((t) => !first.includes(t)) : [];
  return [...first, ...rest].slice(0, 25).map((id) => {
    const armies = s && hasTerritory(s, id) ? armiesOn(s, id) : undefined;
    return {
      name: `${territoryName(mapId, id, locale)}${armies !== undefined ? ` (${armies})` : ''}`.slice(0, 100),
      value: id,
    };
  });
}
