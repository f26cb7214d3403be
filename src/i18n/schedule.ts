// The words of a lobby's scheduled start and of the daily digest, in English, French and
// Italian. One shape; a missing key is a compile error. Times are Discord timestamps
// (<t:…:F>): each reader sees them on their own clock.
import type { Locale } from './names.js';
import { de } from './locales/de/schedule.js';
import { es } from './locales/es-ES/schedule.js';

export interface ScheduleCatalogue {
  badTime: (typed: string, tz: string) => string;
  inPast: string;
  tooFar: (days: number) => string;
  badSeats: (min: number, max: number) => string;
  /** The lobby's line: when it starts by itself. */
  lobbyLine: (at: number | undefined, seats: number | undefined) => string;
  /** The host's answer after setting it. */
  set: (line: string) => string;
  cleared: string;
  /** The panel's line when the schedule started the game. */
  started: string;
  /** The time came with too few players: the lobby stays open. */
  dropped: (min: number) => string;
  /** The daily DM: the games waiting for the reader. */
  digest: (games: string[]) => string;
  digestGame: (ruleset: string, where: string, deadline: number | null) => string;
  /** /risk settings notify:digest, answered. */
  digestOn: (hour: number, tz: string, games: number) => string;
  help: string;
}

const ts = (ms: number, style: 'F' | 'R') => `<t:${Math.floor(ms / 1000)}:${style}>`;
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

const en: ScheduleCatalogue = {
  badTime: (typed, tz) =>
    `“${typed}” is not a start time. Write 20:00 (your clock: ${tz}, set with /risk settings timezone), 2026-12-24 20:00, a Discord timestamp like <t:1798142400>, or off.`,
  inPast: 'That time has already passed: give a time to come.',
  tooFar: (days) => `That is more than ${days} days ahead: give a nearer time.`,
  badSeats: (min, max) => `start_when takes a number of seats from ${min} to ${max} for this game.`,
  lobbyLine: (at, seats) =>
    at !== undefined && seats !== undefined
      ? `⏰ Starts by itself at ${ts(at, 'F')} (${ts(at, 'R')}) once ${seats} seats are filled.`
      : at !== undefined
        ? `⏰ Starts by itself at ${ts(at, 'F')} (${ts(at, 'R')}).`
        : `⏰ Starts by itself once ${seats} seats are filled.`,
  set: (line) => `Scheduled. ${line}`,
  cleared: '⏰ No scheduled start: the host starts the game.',
  started: '⏰ The scheduled start: the game begins.',
  dropped: (min) =>
    `⏰ The start time came with too few players (at least ${min}): the lobby stays open for the host to start it or set a new time.`,
  digest: (games) =>
    [`📬 Your turn in ${games.length} game${games.length === 1 ? '' : 's'}:`, ...games.map((g) => `• ${g}`)].join('\n'),
  digestGame: (ruleset, where, deadline) =>
    `**${ruleset}** in ${where}${deadline === null ? '' : ` — time runs out ${ts(deadline, 'R')}`}`,
  digestOn: (hour, tz, games) =>
    `📬 Digest: one DM a day at ${hh(hour)} (${tz}) listing the games where it is your turn, instead of a ping each turn. Applied to ${games} game${games === 1 ? '' : 's'} in progress and to the games you join next; \`notify:mention\` (or dm, both) in a game ends it.`,
  help: '• The host: `/risk new start_at:20:00 start_when:5` (or `/risk settings` in the lobby) starts the game by itself at that time (your time zone, or a Discord timestamp) and/or once that many seats are filled. `/risk settings notify:digest`: one DM a day with the games where it is your turn (`digest_hour:20` chooses its hour on your clock).',
};

const fr: ScheduleCatalogue = {
  badTime: (typed, tz) =>
    `« ${typed} » n’est pas une heure de début. Écrivez 20:00 (votre heure : ${tz}, réglée par /risk settings timezone), 2026-12-24 20:00, un horodatage Discord comme <t:1798142400>, ou off.`,
  inPast: 'Cette heure est déjà passée : donnez une heure à venir.',
  tooFar: (days) => `C’est à plus de ${days} jours : donnez une heure plus proche.`,
  badSeats: (min, max) => `start_when prend un nombre de places de ${min} à ${max} pour cette partie.`,
  lobbyLine: (at, seats) =>
    at !== undefined && seats !== undefined
      ? `⏰ Commence d’elle-même le ${ts(at, 'F')} (${ts(at, 'R')}) dès que ${seats} places sont prises.`
      : at !== undefined
        ? `⏰ Commence d’elle-même le ${ts(at, 'F')} (${ts(at, 'R')}).`
        : `⏰ Commence d’elle-même dès que ${seats} places sont prises.`,
  set: (line) => `Programmé. ${line}`,
  cleared: '⏰ Pas de début programmé : l’hôte lance la partie.',
  started: '⏰ Le début programmé : la partie commence.',
  dropped: (min) =>
    `⏰ L’heure de début est venue avec trop peu de joueurs (au moins ${min}) : la partie reste ouverte, à l’hôte de la lancer ou de fixer une nouvelle heure.`,
  digest: (games) =>
    [
      `📬 C’est votre tour dans ${games.length} partie${games.length === 1 ? '' : 's'} :`,
      ...games.map((g) => `• ${g}`),
    ].join('\n'),
  digestGame: (ruleset, where, deadline) =>
    `**${ruleset}** dans ${where}${deadline === null ? '' : ` — le temps expire ${ts(deadline, 'R')}`}`,
  digestOn: (hour, tz, games) =>
    `📬 Résumé : un MP par jour à ${hh(hour)} (${tz}) avec les parties où c’est votre tour, au lieu d’un avis à chaque tour. Appliqué à ${games} partie${games > 1 ? 's' : ''} en cours et aux parties que vous rejoindrez ; \`notify:mention\` (ou dm, both) dans une partie l’arrête.`,
  help: '• L’hôte : `/risk new start_at:20:00 start_when:5` (ou `/risk settings` dans la salle d’attente) lance la partie d’elle-même à cette heure (votre fuseau, ou un horodatage Discord) et/ou dès que ce nombre de places est pris. `/risk settings notify:digest` : un MP par jour avec les parties où c’est votre tour (`digest_hour:20` en choisit l’heure, à votre horloge).',
};

const it: ScheduleCatalogue = {
  badTime: (typed, tz) =>
    `«${typed}» non è un orario di inizio. Scrivi 20:00 (il tuo orario: ${tz}, impostato con /risk settings timezone), 2026-12-24 20:00, un timestamp Discord come <t:1798142400>, oppure off.`,
  inPast: 'Quell’orario è già passato: indica un orario futuro.',
  tooFar: (days) => `È oltre ${days} giorni da ora: indica un orario più vicino.`,
  badSeats: (min, max) => `start_when accetta un numero di posti da ${min} a ${max} per questa partita.`,
  lobbyLine: (at, seats) =>
    at !== undefined && seats !== undefined
      ? `⏰ Inizia da sola il ${ts(at, 'F')} (${ts(at, 'R')}) appena ${seats} posti sono occupati.`
      : at !== undefined
        ? `⏰ Inizia da sola il ${ts(at, 'F')} (${ts(at, 'R')}).`
        : `⏰ Inizia da sola appena ${seats} posti sono occupati.`,
  set: (line) => `Programmato. ${line}`,
  cleared: '⏰ Nessun inizio programmato: la partita la avvia l’host.',
  started: '⏰ L’inizio programmato: la partita comincia.',
  dropped: (min) =>
    `⏰ L’orario di inizio è arrivato con troppo pochi giocatori (almeno ${min}): la partita resta aperta, l’host può avviarla o fissare un nuovo orario.`,
  digest: (games) =>
    [`📬 Tocca a te in ${games.length} partit${games.length === 1 ? 'a' : 'e'}:`, ...games.map((g) => `• ${g}`)].join(
      '\n',
    ),
  digestGame: (ruleset, where, deadline) =>
    `**${ruleset}** in ${where}${deadline === null ? '' : ` — il tempo scade ${ts(deadline, 'R')}`}`,
  digestOn: (hour, tz, games) =>
    `📬 Riepilogo: un DM al giorno alle ${hh(hour)} (${tz}) con le partite in cui tocca a te, invece di un avviso a ogni turno. Applicato a ${games} partit${games === 1 ? 'a' : 'e'} in corso e a quelle a cui ti unirai; \`notify:mention\` (o dm, both) in una partita lo ferma.`,
  help: '• L’host: `/risk new start_at:20:00 start_when:5` (o `/risk settings` nella sala d’attesa) avvia la partita da sola a quell’ora (il tuo fuso orario, o un timestamp Discord) e/o appena quel numero di posti è occupato. `/risk settings notify:digest`: un DM al giorno con le partite in cui tocca a te (`digest_hour:20` ne sceglie l’ora, sul tuo orologio).',
};

const CATALOGUES: Record<Locale, ScheduleCatalogue> = { en, fr, it, de, 'es-ES': es };

export function scheduleCat(locale: string): ScheduleCatalogue {
  return CATALOGUES[locale as Locale] ?? en;
}
