// The words of a player's weeks of play: time zone and quiet hours, in English, French and
// Italian. One shape; a missing key is a compile error.
import type { Locale } from './names.js';
import { de } from './locales/de/weeks.js';
import { es } from './locales/es-ES/weeks.js';

export interface WeeksCatalogue {
  noStore: string;
  badZone: (typed: string) => string;
  badQuiet: (typed: string) => string;
  zone: (tz: string) => string;
  quietHours: (from: number, to: number, tz: string) => string;
  noQuiet: string;
  quietPing: string;
  /** digest_hour: refused (not a whole hour 0–23), and answered (`on`: the digest is the player's way of being told). */
  badDigestHour: (typed: string) => string;
  digestHour: (hour: number, tz: string, on: boolean) => string;
  inGames: (n: number) => string;
  help: string;
}

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

const en: WeeksCatalogue = {
  noStore: 'This bot’s store keeps no personal settings.',
  badZone: (typed) =>
    `“${typed}” is not a time zone I know. Use a name like Europe/Paris or America/New_York (the list offers them as you type).`,
  badQuiet: (typed) => `“${typed}” is not quiet hours: write them as from-to in whole hours, e.g. 23-08, or off.`,
  zone: (tz) => `🌍 Your time zone: ${tz}.`,
  quietHours: (from, to, tz) =>
    `🌙 Quiet hours ${hh(from)}–${hh(to)} (${tz}): no deadline of yours expires in them (it moves to their end), and your turn’s ping waits for their end.`,
  noQuiet: '🌙 No quiet hours.',
  quietPing: '🔔 You are pinged even in your quiet hours.',
  badDigestHour: (typed) => `“${typed}” is not an hour: give a whole hour from 0 to 23, e.g. 20.`,
  digestHour: (h, tz, on) =>
    `📬 Your daily digest comes at ${hh(h)} (${tz})${on ? '.' : ' once you choose it (`notify:digest`).'}`,
  inGames: (n) => `Applied to ${n} game${n === 1 ? '' : 's'} in progress, and to the games you join next.`,
  help: '• `/risk settings timezone:Europe/Paris quiet:23-08`: no deadline of yours expires in your quiet hours, and your ping waits for their end (`quiet_ping:true` pings anyway).',
};

const fr: WeeksCatalogue = {
  noStore: 'Le stockage de ce bot ne garde pas de réglages personnels.',
  badZone: (typed) =>
    `« ${typed} » n’est pas un fuseau horaire connu. Utilisez un nom comme Europe/Paris ou America/New_York (la liste les propose pendant la saisie).`,
  badQuiet: (typed) =>
    `« ${typed} » ne sont pas des heures calmes : écrivez début-fin en heures entières, ex. 23-08, ou off.`,
  zone: (tz) => `🌍 Votre fuseau horaire : ${tz}.`,
  quietHours: (from, to, tz) =>
    `🌙 Heures calmes ${hh(from)}–${hh(to)} (${tz}) : aucun de vos délais n’y expire (il est reporté à leur fin), et l’annonce de votre tour attend leur fin.`,
  noQuiet: '🌙 Pas d’heures calmes.',
  quietPing: '🔔 Vous êtes prévenu même pendant vos heures calmes.',
  badDigestHour: (typed) => `« ${typed} » n’est pas une heure : donnez une heure entière de 0 à 23, ex. 20.`,
  digestHour: (h, tz, on) =>
    `📬 Votre résumé quotidien arrive à ${hh(h)} (${tz})${on ? '.' : ' dès que vous le choisissez (`notify:digest`).'}`,
  inGames: (n) => `Appliqué à ${n} partie${n > 1 ? 's' : ''} en cours, et aux parties que vous rejoindrez.`,
  help: '• `/risk settings timezone:Europe/Paris quiet:23-08` : aucun de vos délais n’expire pendant vos heures calmes, et votre annonce attend leur fin (`quiet_ping:true` prévient quand même).',
};

const it: WeeksCatalogue = {
  noStore: 'L’archivio di questo bot non conserva impostazioni personali.',
  badZone: (typed) =>
    `«${typed}» non è un fuso orario che conosco. Usa un nome come Europe/Rome o America/New_York (l’elenco li propone mentre scrivi).`,
  badQuiet: (typed) => `«${typed}» non sono ore di quiete: scrivi inizio-fine in ore intere, es. 23-08, oppure off.`,
  zone: (tz) => `🌍 Il tuo fuso orario: ${tz}.`,
  quietHours: (from, to, tz) =>
    `🌙 Ore di quiete ${hh(from)}–${hh(to)} (${tz}): nessuna tua scadenza vi cade (è spostata alla loro fine), e l’avviso del tuo turno aspetta la loro fine.`,
  noQuiet: '🌙 Nessuna ora di quiete.',
  quietPing: '🔔 Sei avvisato anche nelle ore di quiete.',
  badDigestHour: (typed) => `«${typed}» non è un’ora: indica un’ora intera da 0 a 23, es. 20.`,
  digestHour: (h, tz, on) =>
    `📬 Il tuo riepilogo quotidiano arriva alle ${hh(h)} (${tz})${on ? '.' : ' quando lo scegli (`notify:digest`).'}`,
  inGames: (n) => `Applicato a ${n} partit${n === 1 ? 'a' : 'e'} in corso, e alle partite a cui ti unirai.`,
  help: '• `/risk settings timezone:Europe/Rome quiet:23-08`: nessuna tua scadenza cade nelle ore di quiete, e il tuo avviso aspetta la loro fine (`quiet_ping:true` avvisa comunque).',
};

const CATALOGUES: Record<Locale, WeeksCatalogue> = { en, fr, it, de, 'es-ES': es };

export function weeksCat(locale: string): WeeksCatalogue {
  return CATALOGUES[locale as Locale] ?? en;
}
