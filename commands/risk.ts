// /risk new|join|leave|start|status|board|mission|cards|rules|odds|settings|abandon|cancel|kick|help
import { SlashCommandBuilder, type ApplicationCommandOptionBase } from 'discord.js';
import type { GameSettings } from '../src/app/record.js';
import type { RuleOptions, RulesetId } from '../src/engine/index.js';
import { cat } from '../src/i18n/catalogue.js';
import { LANGUAGE_NAMES } from '../src/i18n/names.js';
import { duration, settingsLines } from '../src/i18n/rules.js';
import { boardOdds, countOdds, isRulesetId, offeredValues, rulesetIds } from '../src/discord/queries.js';
import { L, fromTo, intArg, runningGame, territoryChoices, type Command } from '../src/discord/command.js';
import { boardImage, play, publish, sendSecrets } from '../src/discord/flow.js';
import { lobbyAction, showLobby, showSecrets } from '../src/discord/lobby.js';
import { lobbyText, refusalText, rulesText, secretsText, setsText, statusText } from '../src/discord/present.js';
import type { OptionValues } from '../src/discord/surface.js';

/** Names and descriptions of an option in the three languages. */
const str = <T extends ApplicationCommandOptionBase>(o: T, name: string, fr: string, it: string, desc: string, dfr: string, dit: string): T =>
  o.setName(name).setNameLocalizations(L(fr, it)).setDescription(desc).setDescriptionLocalizations(L(dfr, dit));

const data = new SlashCommandBuilder().setName('risk').setNameLocalizations(L('risk', 'risiko'))
  .setDescription('Play Risk in this channel').setDescriptionLocalizations(L('Jouer à Risk dans ce salon', 'Gioca a Risiko in questo canale'))
  .addSubcommand((s) => s.setName('new').setNameLocalizations(L('nouvelle', 'nuova')).setDescription('Open a new game in this channel').setDescriptionLocalizations(L('Ouvrir une nouvelle partie dans ce salon', 'Apri una nuova partita in questo canale'))
    .addStringOption((o) => str(o, 'ruleset', 'variante', 'variante', 'Ruleset', 'Variante', 'Variante').setRequired(true).addChoices(...rulesetIds.map((id) => ({ name: id, value: id }))))
    .addStringOption((o) => str(o, 'setup', 'installation', 'preparazione', 'Setup mode (C-SET-3/4/5/7)', 'Mise en place (C-SET-3/4/5/7)', 'Preparazione (C-SET-3/4/5/7)').addChoices({ name: 'auto', value: 'auto' }, { name: 'deal', value: 'deal' }, { name: 'claim', value: 'claim' }, { name: 'simultaneous', value: 'simultaneous' }))
    .addStringOption((o) => str(o, 'two_player', 'deux_joueurs', 'due_giocatori', 'Two-player form (C-2P / M-2P-1)', 'Forme à deux (C-2P / M-2P-1)', 'Forma a due (C-2P / M-2P-1)').addChoices({ name: '1992', value: '1992' }, { name: '2000', value: '2000' }))
    .addStringOption((o) => str(o, 'card_values', 'valeur_cartes', 'valore_carte', 'Card set values', 'Valeur des combinaisons', 'Valore dei tris').addChoices(...offeredValues('cardValues').map((v) => ({ name: v, value: v }))))
    .addStringOption((o) => str(o, 'fortify', 'deplacement', 'spostamento', 'Fortify rule (C-FOR-1 / C-OPT-2)', 'Règle de déplacement', 'Regola di spostamento').addChoices({ name: 'adjacent', value: 'adjacent' }, { name: 'connected', value: 'connected' }))
    .addBooleanOption((o) => str(o, 'territory_cap', 'plafond', 'limite', 'At most 12 armies per territory (C-OPT-3)', 'Au plus 12 armées par territoire (C-OPT-3)', 'Al massimo 12 armate per territorio (C-OPT-3)'))
    .addBooleanOption((o) => str(o, 'card_reroll', 'relance', 'rilancio', 'Card re-roll (C-OPT-4)', 'Relance par carte (C-OPT-4)', 'Rilancio con carta (C-OPT-4)'))
    .addBooleanOption((o) => str(o, 'commanders', 'commandants', 'comandanti', 'Commanders (C-OPT-5)', 'Commandants (C-OPT-5)', 'Comandanti (C-OPT-5)'))
    .addIntegerOption((o) => str(o, 'time_limit', 'limite_temps', 'limite_tempo', 'Game time limit in minutes (C-TOUR-1 / R-END-1)', 'Limite de temps en minutes', 'Limite di tempo in minuti').addChoices(...[60, 90, 120, 210, 1440, 4320, 10080].map((v) => ({ name: duration(v, 'en'), name_localizations: L(duration(v, 'fr'), duration(v, 'it')), value: v }))))
    .addStringOption((o) => str(o, 'capitals', 'capitales', 'capitali', 'Capitals form (K-2 1992 / K-3 2000)', 'Forme des capitales', 'Forma delle capitali').addChoices({ name: 'none', value: 'none' }, { name: '1992', value: '1992' }, { name: '2000', value: '2000' }))
    .addStringOption((o) => str(o, 'mission_goal', 'but_mission', 'scopo_missione', 'Missions variant (M-VAR-1)', 'Variante des missions (M-VAR-1)', 'Variante missioni (M-VAR-1)').addChoices({ name: 'missions', value: 'missions' }, { name: 'conquest', value: 'conquest' }))
    .addStringOption((o) => str(o, 'deadline', 'delai', 'scadenza', 'Turn deadline, e.g. 24h', 'Délai par tour, ex. 24h', 'Scadenza del turno, es. 24h'))
    .addStringOption((o) => str(o, 'cards', 'cartes', 'carte', 'Territory cards, or none (C-OPT-6)', 'Cartes territoire, ou aucune (C-OPT-6)', 'Carte territorio, o nessuna (C-OPT-6)').addChoices({ name: 'territory', value: 'territory' }, { name: 'none', value: 'none' }))
    .addStringOption((o) => str(o, 'language', 'langue', 'lingua', 'Language of the game’s public messages and images (default: yours)', 'Langue des messages publics et des images (défaut : la vôtre)', 'Lingua dei messaggi pubblici e delle immagini (predefinita: la tua)')
      .addChoices(...(['en', 'fr', 'it'] as const).map((l) => ({ name: LANGUAGE_NAMES[l], value: l })))))
  .addSubcommand((s) => s.setName('join').setNameLocalizations(L('rejoindre', 'unisciti')).setDescription('Join the lobby').setDescriptionLocalizations(L('Rejoindre la partie', 'Unisciti alla partita')))
  .addSubcommand((s) => s.setName('leave').setNameLocalizations(L('quitter', 'esci')).setDescription('Leave the lobby').setDescriptionLocalizations(L('Quitter la partie', 'Esci dalla partita')))
  .addSubcommand((s) => s.setName('start').setNameLocalizations(L('commencer', 'inizia')).setDescription('Start the game').setDescriptionLocalizations(L('Commencer la partie', 'Inizia la partita')))
  .addSubcommand((s) => s.setName('status').setNameLocalizations(L('etat', 'stato')).setDescription('Who is playing, who holds what').setDescriptionLocalizations(L('Qui joue, qui tient quoi', 'Chi gioca, chi ha cosa')))
  .addSubcommand((s) => s.setName('board').setNameLocalizations(L('carte', 'mappa')).setDescription('Show the board').setDescriptionLocalizations(L('Afficher le plateau', 'Mostra il tabellone'))
    .addBooleanOption((o) => str(o, 'names', 'noms', 'nomi', 'Territory names on the map', 'Noms des territoires sur la carte', 'Nomi dei territori sulla mappa')))
  .addSubcommand((s) => s.setName('mission').setNameLocalizations(L('mission', 'missione')).setDescription('Your secrets (only you see them)').setDescriptionLocalizations(L('Vos secrets (vous seul les voyez)', 'I tuoi segreti (li vedi solo tu)')))
  .addSubcommand((s) => s.setName('cards').setNameLocalizations(L('cartes', 'carte')).setDescription('Your cards and sets (only you see them)').setDescriptionLocalizations(L('Vos cartes et combinaisons', 'Le tue carte e i tris')))
  .addSubcommand((s) => s.setName('rules').setNameLocalizations(L('regles', 'regole')).setDescription('The ruleset and options of this game').setDescriptionLocalizations(L('La variante et les options de la partie', 'La variante e le opzioni della partita'))
    .addStringOption((o) => str(o, 'ruleset', 'variante', 'variante', 'A ruleset (default: this game)', 'Une variante (défaut : cette partie)', 'Una variante (predefinito: questa partita)').addChoices(...rulesetIds.map((id) => ({ name: id, value: id })))))
  .addSubcommand((s) => s.setName('odds').setNameLocalizations(L('chances', 'probabilita')).setDescription('Chance to conquer').setDescriptionLocalizations(L('Chances de conquête', 'Probabilità di conquista'))
    .addIntegerOption((o) => str(o, 'attackers', 'attaquants', 'attaccanti', 'Attacking armies (or give from and to)', 'Armées attaquantes (ou depuis et vers)', 'Armate in attacco (o da e verso)').setMinValue(2).setMaxValue(500))
    .addIntegerOption((o) => str(o, 'defenders', 'defenseurs', 'difensori', 'Defending armies', 'Armées en défense', 'Armate in difesa').setMinValue(1).setMaxValue(500))
    .addStringOption((o) => str(o, 'from', 'depuis', 'da', 'Attack from this territory (armies as on the board)', 'Attaquer depuis ce territoire (armées du plateau)', 'Attacca da questo territorio (armate sul tabellone)').setAutocomplete(true))
    .addStringOption((o) => str(o, 'to', 'vers', 'verso', 'The territory attacked', 'Le territoire attaqué', 'Il territorio attaccato').setAutocomplete(true)))
  .addSubcommand((s) => s.setName('settings').setNameLocalizations(L('reglages', 'impostazioni')).setDescription('Turn deadline, AFK rule, autopilot, defence').setDescriptionLocalizations(L('Délai, absence, pilote automatique, défense', 'Scadenza, assenza, pilota automatico, difesa'))
    .addStringOption((o) => str(o, 'deadline', 'delai', 'scadenza', 'Turn deadline, e.g. 24h, 30m, off', 'Délai par tour, ex. 24h, 30m, off', 'Scadenza del turno, es. 24h, 30m, off'))
    .addStringOption((o) => str(o, 'afk', 'absence', 'assenza', 'When time runs out', 'Quand le temps expire', 'Quando il tempo scade').addChoices({ name: 'end the turn', value: 'end' }, { name: 'AI plays the turn', value: 'ai' }))
    .addIntegerOption((o) => str(o, 'missed_turns', 'tours_manques', 'turni_saltati', 'Missed turns before takeover', 'Tours manqués avant remplacement', 'Turni saltati prima della sostituzione').setMinValue(1).setMaxValue(20))
    .addStringOption((o) => str(o, 'takeover', 'remplacement', 'sostituzione', 'Who takes the seat', 'Qui prend la place', 'Chi prende il posto').addChoices({ name: 'AI', value: 'ai' }, { name: 'passive army (R-ABN-1)', value: 'passive' }))
    .addBooleanOption((o) => str(o, 'autopilot', 'pilote_auto', 'pilota_auto', 'Let the AI play your turns', 'Laisser l’IA jouer vos tours', 'Lascia giocare l’IA per te'))
    .addBooleanOption((o) => str(o, 'defend_with_one', 'defense_un_de', 'difesa_un_dado', 'Defend with one die (C-ATK-3)', 'Défendre avec un dé (C-ATK-3)', 'Difendi con un dado (C-ATK-3)')))
  .addSubcommand((s) => s.setName('abandon').setNameLocalizations(L('abandonner', 'abbandona')).setDescription('Leave the game (your armies stay, passive)').setDescriptionLocalizations(L('Abandonner (vos armées restent, passives)', 'Abbandona (le tue armate restano, passive)')))
  .addSubcommand((s) => s.setName('cancel').setNameLocalizations(L('annuler', 'annulla')).setDescription('Cancel this channel’s game (host or Manage Server)').setDescriptionLocalizations(L('Annuler la partie (hôte ou Gérer le serveur)', 'Annulla la partita (ospite o Gestire il server)')))
  .addSubcommand((s) => s.setName('kick').setNameLocalizations(L('retirer', 'rimuovi')).setDescription('Remove a player (host or Manage Server)').setDescriptionLocalizations(L('Retirer un joueur (hôte ou Gérer le serveur)', 'Rimuovi un giocatore (ospite o Gestire il server)'))
    .addUserOption((o) => str(o, 'player', 'joueur', 'giocatore', 'The player', 'Le joueur', 'Il giocatore').setRequired(true)))
  .addSubcommand((s) => s.setName('help').setNameLocalizations(L('aide', 'aiuto')).setDescription('How to play').setDescriptionLocalizations(L('Comment jouer', 'Come si gioca')));

/** "24h", "90m", "2d", "45" (minutes), "off" → minutes or null; undefined when unreadable. */
export function parseDuration(v: string): number | null | undefined {
  const t = v.trim().toLowerCase();
  if (['off', 'none', 'no', '0', 'aucun', 'nessuna'].includes(t)) return null;
  const m = /^(\d+(?:\.\d+)?)\s*(m|min|h|d|j|g)?$/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = m[2] ?? 'm';
  const minutes = unit === 'h' ? n * 60 : unit === 'd' || unit === 'j' || unit === 'g' ? n * 1440 : n;
  return minutes >= 1 ? Math.round(minutes) : undefined;
}

/** A boolean option as typed (Discord sends true/false; the local table may send words). */
const bool = (v: unknown): boolean | undefined => (v === undefined ? undefined : v === true || v === 'true' || v === 'on' || v === 'yes');

function newOptions(opts: OptionValues): Partial<RuleOptions> {
  const o: Partial<RuleOptions> = {};
  if (opts.setup) o.setup = opts.setup as RuleOptions['setup'];
  if (opts.two_player) o.twoPlayer = opts.two_player as RuleOptions['twoPlayer'];
  if (opts.card_values) o.cardValues = opts.card_values as RuleOptions['cardValues'];
  if (opts.fortify) o.fortify = opts.fortify as RuleOptions['fortify'];
  if (opts.territory_cap !== undefined) o.territoryCap = opts.territory_cap === true || opts.territory_cap === 'true' ? 12 : null;
  if (opts.card_reroll !== undefined) o.cardReroll = opts.card_reroll === true || opts.card_reroll === 'true';
  if (opts.commanders !== undefined) o.commanders = opts.commanders === true || opts.commanders === 'true';
  if (opts.time_limit !== undefined) o.timeLimitMinutes = intArg(opts.time_limit) ?? null;
  if (opts.capitals) o.capitals = opts.capitals === 'none' ? null : (opts.capitals as '1992' | '2000');
  if (opts.mission_goal) o.missionGoal = opts.mission_goal as RuleOptions['missionGoal'];
  if (opts.cards) o.cards = opts.cards as RuleOptions['cards'];
  return o;
}

export const risk: Command = {
  data,
  async execute(ctx, opts) {
    const svc = ctx.bot.service;
    const uc = cat(ctx.user.locale).ui;
    const sub = String(opts.subcommand ?? 'help');
    switch (sub) {
      case 'new': {
        const ruleset = String(opts.ruleset ?? 'classic');
        if (!isRulesetId(ruleset)) { await ctx.reply({ text: uc.badOption('ruleset', rulesetIds.join(', ')) }, { ephemeral: true }); return; }
        const settings: Partial<GameSettings> = {};
        if (opts.deadline !== undefined) {
          const d = parseDuration(String(opts.deadline));
          if (d === undefined) { await ctx.reply({ text: uc.badOption('deadline', '30m, 24h, 2d, off') }, { ephemeral: true }); return; }
          settings.deadlineMinutes = d;
        }
        // The game's language: chosen, else the creator's own (the guild locale is only settable on Community servers).
        const language = opts.language === 'en' || opts.language === 'fr' || opts.language === 'it' ? opts.language : ctx.user.locale;
        const res = await svc.create(ctx.channelId, ctx.channelName, ctx.guildId, ctx.user, ruleset as RulesetId, newOptions(opts), language, settings);
        if (!res.ok) { await ctx.reply({ text: refusalText(res.error, await svc.get(ctx.channelId), ctx.user.id, ctx.user.locale) }, { ephemeral: true }); return; }
        await showLobby(ctx, res.value);
        return;
      }
      case 'join': case 'leave': case 'start':
        return lobbyAction(ctx, sub);
      case 'status': {
        const r = await svc.get(ctx.channelId);
        if (!r) { await ctx.reply({ text: uc.noGame }, { ephemeral: true }); return; }
        if (!r.state) { await ctx.reply({ text: lobbyText(r, ctx.user.locale, ctx.bot.mention) }, { ephemeral: true }); return; }
        await ctx.reply({ text: statusText(r, ctx.user.locale) }, { ephemeral: true });
        return;
      }
      case 'board': {
        const r = await runningGame(ctx);
        if (!r) return;
        await ctx.defer({ ephemeral: true });
        await ctx.reply({ text: statusText(r, ctx.user.locale), images: await boardImage(ctx.bot, r, false, { names: bool(opts.names) === true, locale: ctx.user.locale }) }, { ephemeral: true });
        return;
      }
      case 'mission':
        return showSecrets(ctx);
      case 'cards': {
        const r = await runningGame(ctx);
        if (!r) return;
        const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
        if (me < 0) { await ctx.reply({ text: uc.notSeatedHere }, { ephemeral: true }); return; }
        const sets = setsText(r, me, ctx.user.locale);
        await ctx.reply({ text: `${secretsText(r, me, ctx.user.locale)}\n${sets.length ? uc.suggestSets(sets.join(' | ')) : uc.noSets}` }, { ephemeral: true });
        return;
      }
      case 'rules': {
        const r = await svc.get(ctx.channelId);
        const ruleset = opts.ruleset && isRulesetId(String(opts.ruleset)) ? (String(opts.ruleset) as RulesetId) : r?.ruleset ?? 'classic';
        const options = r && r.ruleset === ruleset ? r.options : {};
        await ctx.reply({ text: rulesText(ruleset, options, ctx.user.locale, r && r.ruleset === ruleset ? r.settings : undefined) }, { ephemeral: true });
        return;
      }
      case 'odds': {
        const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
        if (opts.from !== undefined || opts.to !== undefined) {
          // From the board: the armies there and the defender's own dice preference.
          const args = opts.from !== undefined && opts.to !== undefined ? await fromTo(ctx, opts) : null;
          if (!args) { if (opts.from === undefined || opts.to === undefined) await ctx.reply({ text: uc.oddsUsage }, { ephemeral: true }); return; }
          const { r, from, to } = args;
          const s = r.state!;
          const res = boardOdds(s, from, to);
          if (!res) {
            await ctx.reply({ text: uc.oddsNotAnAttack }, { ephemeral: true });
            return;
          }
          await ctx.reply({ text: uc.oddsLine(res.attackers, res.defenders, pct(res.odds.win)) }, { ephemeral: true });
          return;
        }
        const a = intArg(opts.attackers), d = intArg(opts.defenders);
        if (a === undefined || d === undefined) { await ctx.reply({ text: uc.oddsUsage }, { ephemeral: true }); return; }
        const r = await svc.get(ctx.channelId);
        const res = countOdds(r?.ruleset ?? 'classic', a, d);
        await ctx.reply({ text: uc.oddsLine(a, d, pct(res.win)) }, { ephemeral: true });
        return;
      }
      case 'settings': {
        const game: Partial<GameSettings> = {};
        if (opts.deadline !== undefined) {
          const d = parseDuration(String(opts.deadline));
          if (d === undefined) { await ctx.reply({ text: uc.badOption('deadline', '30m, 24h, 2d, off') }, { ephemeral: true }); return; }
          game.deadlineMinutes = d;
        }
        if (opts.afk !== undefined) game.afk = opts.afk === 'ai' ? 'ai' : 'end';
        if (opts.missed_turns !== undefined) game.maxMissed = Math.max(1, intArg(opts.missed_turns) ?? 3);
        if (opts.takeover !== undefined) game.takeover = opts.takeover === 'passive' ? 'passive' : 'ai';
        const res = await svc.settings(ctx.channelId, ctx.user, ctx.canManage, { game, autopilot: bool(opts.autopilot), defendWithOne: bool(opts.defend_with_one) });
        if (!res.ok) { await ctx.reply({ text: refusalText(res.error, await svc.get(ctx.channelId), ctx.user.id, ctx.user.locale) }, { ephemeral: true }); return; }
        const r = res.value.record;
        const s = r.settings;
        const me = r.seats.find((x) => x.userId === ctx.user.id);
        // In words: the reader's language for the private answer, the game's for the public one.
        const summary = (l: typeof r.locale) => settingsLines(s, l, me?.autopilot).join(' ');
        const changed = Object.keys(game).length > 0 || opts.autopilot !== undefined || opts.defend_with_one !== undefined;
        if (!changed) { await ctx.reply({ text: uc.settingsNow(summary(ctx.user.locale)) }, { ephemeral: true }); return; }
        if (opts.autopilot !== undefined && r.status === 'playing') {
          await ctx.defer();
          const pc = cat(r.locale).ui;
          await publish(ctx.bot, r, res.value.steps, ctx, null, [pc.settingsSaved(summary(r.locale)), me?.autopilot ? pc.autopilotOn(ctx.bot.mention(ctx.user.id)) : pc.autopilotOff(ctx.bot.mention(ctx.user.id))]);
          return;
        }
        await ctx.reply({ text: cat(r.locale).ui.settingsSaved(summary(r.locale)) });
        return;
      }
      case 'abandon':
        return play(ctx, { type: 'abandon' });
      case 'cancel': {
        const res = await svc.cancel(ctx.channelId, ctx.user, ctx.canManage);
        if (!res.ok) { await ctx.reply({ text: refusalText(res.error, await svc.get(ctx.channelId), ctx.user.id, ctx.user.locale) }, { ephemeral: true }); return; }
        await ctx.reply({ text: cat(res.value.locale).ui.cancelled(ctx.bot.mention(ctx.user.id)) });
        return;
      }
      case 'kick': {
        const target = String(opts.player ?? '');
        const res = await svc.kick(ctx.channelId, ctx.user, ctx.canManage, target);
        if (!res.ok) { await ctx.reply({ text: refusalText(res.error, await svc.get(ctx.channelId), ctx.user.id, ctx.user.locale) }, { ephemeral: true }); return; }
        await ctx.defer();
        await publish(ctx.bot, res.value.record, res.value.steps, ctx, null, [cat(res.value.record.locale).ui.removed(ctx.bot.mention(target))]);
        return;
      }
      default:
        await ctx.reply({ text: cat(ctx.user.locale).ui.help }, { ephemeral: true });
    }
  },
  // Only /risk odds has territory options; they complete like /attack's.
  autocomplete: async (ctx, opts, focused) => (opts.subcommand === 'odds' ? territoryChoices(ctx, 'attack', opts, focused) : []),
};
export default risk;
void sendSecrets;
