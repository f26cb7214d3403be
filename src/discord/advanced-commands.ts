// What the advanced game's typed commands (/build, /sail, /seabattle, /occupy, /manoeuvre, /follow) share:
// places (a territory or a sea zone) typed in any language, their autocomplete with the legal
// choices first, and a refusal that says what is legal now, checked before the move is played.
import { getMap, legalActions, type Action } from '../engine/index.js';
import { advancedPanel, type AdvancedPanel } from '../i18n/panel-advanced.js';
import { labelLocale, mapIdFor, matchTerritories, normalise, resolveTerritory, safeText } from '../i18n/names.js';
import { cat } from '../i18n/catalogue.js';
import { runningGame } from './command.js';
import { isMapRecord, type MapRecord } from './games/map/record.js';
import { play } from './flow.js';
import { placeNamer } from './panel/controls/places.js';
import { seatOf } from './queries.js';
import type { Choice, CommandContext, OptionValues } from './surface.js';

export type AdvancedCommand = 'build' | 'sail' | 'seabattle' | 'occupy' | 'manoeuvre' | 'follow';

const zonesOf = (r: MapRecord) => getMap(mapIdFor(r.ruleset)).seas.zones;

/** The sea zones whose name (in any language) or id matches `typed`, best first. */
function matchZones(r: MapRecord, typed: string): string[] {
  const q = normalise(typed);
  const zones = zonesOf(r).map((z) => ({ id: z.id, keys: [z.id, ...Object.values(z.name)].map(normalise) }));
  if (!q) return zones.map((z) => z.id);
  const exact = zones.filter((z) => z.keys.includes(q));
  const prefix = zones.filter((z) => z.keys.some((k) => k.startsWith(q)));
  const inside = zones.filter((z) => z.keys.some((k) => k.includes(q)));
  return [...new Set([...exact, ...prefix, ...inside].map((z) => z.id))];
}

/** A typed place → a territory or sea zone id, or null (no unique match). */
export function resolvePlace(r: MapRecord, typed: string): string | null {
  if (typed.length > 100) return null;
  const zones = matchZones(r, typed);
  const q = normalise(typed);
  const exactZone = zonesOf(r).find((z) => z.id === typed || Object.values(z.name).some((n) => normalise(n) === q));
  if (exactZone) return exactZone.id;
  const land = resolveTerritory(mapIdFor(r.ruleset), typed);
  if (land.id !== null) return land.id;
  return zones.length === 1 && q.length > 0 ? zones[0] : null;
}

/** The places a command's option may name now, for `me` (legal actions, in order). */
function legalPlaces(acts: Action[], command: AdvancedCommand, option: string, opts: OptionValues): string[] {
  const from = typeof opts.from === 'string' ? opts.from : undefined;
  const out: string[] = [];
  for (const a of acts) {
    if (command === 'build' && a.type === 'build' && (!opts.unit || opts.unit === a.unit)) out.push(a.at);
    else if (command === 'seabattle' && a.type === 'seaBattle') out.push(a.zone);
    else if (
      (command === 'sail' && a.type === 'sail') ||
      (command === 'occupy' && a.type === 'occupy') ||
      (command === 'manoeuvre' && a.type === 'manoeuvre' && (!opts.kind || opts.kind === a.by))
    ) {
      if (option === 'from') out.push(a.from);
      else if (!from || a.from === from) out.push(a.to);
    }
  }
  return [...new Set(out)];
}

/** Autocomplete of a place option: the legal places first, then any other that matches. */
export async function placeChoices(
  ctx: CommandContext,
  command: AdvancedCommand,
  opts: OptionValues,
  focused: string,
): Promise<Choice[]> {
  const rec = await ctx.bot.service.get(ctx.channelId);
  if (!rec || !isMapRecord(rec)) return [];
  const r = rec;
  const s = r.state;
  const typed = String(opts[focused] ?? '');
  const me = seatOf(r, ctx.user.id);
  const legal = s && me >= 0 ? legalPlaces(legalActions(s, me), command, focused, resolved(r, opts)) : [];
  const mapId = mapIdFor(r.ruleset);
  const matches = [...matchZones(r, typed), ...matchTerritories(mapId, typed)];
  const first = legal.filter((p) => !typed || matches.includes(p));
  const rest = typed ? matches.filter((p) => !first.includes(p)) : [];
  const name = s ? placeNamer(r, labelLocale(r.ruleset, ctx.user.locale)) : (id: string) => id;
  return [...first, ...rest].slice(0, 25).map((id) => ({ name: name(id).slice(0, 100), value: id }));
}

/** Options with their places resolved (what was typed may be a name). */
function resolved(r: MapRecord, opts: OptionValues): OptionValues {
  const from = typeof opts.from === 'string' ? (resolvePlace(r, opts.from) ?? opts.from) : opts.from;
  return { ...opts, from };
}

/** A place option → id, or a private "no such place" with suggestions (then null). */
export async function placeArg(ctx: CommandContext, r: MapRecord, value: unknown): Promise<string | null> {
  const typed = String(value ?? '');
  const id = resolvePlace(r, typed);
  if (id !== null) return id;
  const name = placeNamer(r, ctx.user.locale);
  const suggestions = [...matchZones(r, typed), ...matchTerritories(mapIdFor(r.ruleset), typed)].slice(0, 5);
  await ctx.reply(
    { text: cat(ctx.user.locale).ui.unknownTerritory(safeText(typed, 40), suggestions.map(name).join(', ')) },
    { ephemeral: true },
  );
  return null;
}

/** The running game and the two places of a from/to command, or null after a refusal. */
export async function fromToPlaces(
  ctx: CommandContext,
  opts: OptionValues,
): Promise<{ r: MapRecord; from: string; to: string } | null> {
  const r = await runningGame(ctx);
  if (!r) return null;
  const from = await placeArg(ctx, r, opts.from);
  if (!from) return null;
  const to = await placeArg(ctx, r, opts.to);
  return to ? { r, from, to } : null;
}

/** "what is legal now" for a command, in the reader's language, grouped ("⛵ Ship: North Sea (5), Baltic Sea (5)"). */
export function legalNow(
  r: MapRecord,
  me: number,
  command: AdvancedCommand,
  ap: AdvancedPanel,
  name: (id: string) => string,
): string {
  const acts = r.state ? legalActions(r.state, me) : [];
  const groups = new Map<string, Map<string, number>>();
  const add = (group: string, place: string, n: number) => {
    const g = groups.get(group) ?? new Map<string, number>();
    g.set(place, Math.max(g.get(place) ?? 0, n));
    groups.set(group, g);
  };
  for (const a of acts) {
    if (command === 'build' && a.type === 'build') add(ap.unit[a.unit], name(a.at), a.count);
    else if (command === 'seabattle' && a.type === 'seaBattle') add('⚔️', name(a.zone), 0);
    else if (command === 'sail' && a.type === 'sail') add(`${name(a.from)} →`, name(a.to), a.ships);
    else if (command === 'occupy' && a.type === 'occupy') add(`${name(a.from)} →`, name(a.to), a.count);
    else if (command === 'manoeuvre' && a.type === 'manoeuvre')
      add(`${ap.by[a.by]} ${name(a.from)} →`, name(a.to), a.count);
    else if (command === 'follow' && a.type === 'follow') {
      // NA-GEN-2: the last conquest's places (a legal follow means there is one), with how many may go
      const f = r.state?.ext.advanced?.turn.followable;
      if (f) add(`${ap.by[f.unit]} ${name(f.from)} →`, name(f.to), a.leaders);
    }
  }
  if (!groups.size) return ap.legal.none[command];
  const parts = [...groups].map(([group, places]) => {
    const list = [...places].map(([p, n]) => (n > 1 ? `${p} (${n})` : p));
    const shown = list.slice(0, 8).join(', ');
    return `${group}${group.endsWith('→') ? ' ' : ': '}${shown}${list.length > 8 ? ` … (+${list.length - 8})` : ''}`;
  });
  const shown = parts.slice(0, 8);
  return ap.legal.list(shown.join(' · '), parts.length - shown.length);
}

/**
 * Hands `action` to the app for the reader (the engine runs once, there, on the stored game): a
 * refusal by the rules says why (the engine's words) and what this command may do now in the
 * game as stored.
 */
export async function playAdvanced(ctx: CommandContext, command: AdvancedCommand, action: Action): Promise<void> {
  const locale = ctx.user.locale;
  await play(ctx, action, undefined, undefined, {
    legalNow: (stored) => {
      if (!isMapRecord(stored)) return null;
      const me = seatOf(stored, ctx.user.id);
      if (me < 0) return null;
      return legalNow(
        stored,
        me,
        command,
        advancedPanel(locale),
        placeNamer(stored, labelLocale(stored.ruleset, locale)),
      );
    },
  });
}

/** The most a legal action of the reader allows for these places (the command's default), or 1. */
export function mostLegal(r: MapRecord, userId: string, pick: (a: Action) => number | null): number {
  const me = seatOf(r, userId);
  if (!r.state || me < 0) return 1;
  let most = 0;
  for (const a of legalActions(r.state, me)) most = Math.max(most, pick(a) ?? 0);
  return Math.max(1, most);
}
