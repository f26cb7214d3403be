// Messages about the bot's own failures and safeguards (not the game's rules), en/fr/it.
// Kept apart from the main catalogue so the store work merges without touching it.
import type { Locale } from './names.js';
import { de } from './locales/de/reliability.js';
import { es } from './locales/es-ES/reliability.js';

export interface ReliabilityMessages {
  /** A re-delivered interaction: it was applied the first time. */
  duplicate: string;
  /** The move is stored; showing it failed and will be retried. */
  recordedNotPosted: string;
  /** Discord or the store was busy and nothing was saved. */
  transient: string;
  /** A bug: logged under this id. */
  bug: (errorId: string) => string;
  /** The channel's game could not be read and was set aside. */
  unreadable: (errorId: string) => string;
  /** An option longer than Discord's own limit. */
  tooLong: (option: string, max: number) => string;
}

const en: ReliabilityMessages = {
  duplicate: 'That was already done (Discord sent it twice); nothing more was changed.',
  recordedNotPosted: 'Your move was recorded; the board could not be posted. I will post it again shortly.',
  transient: 'Discord or the game store is busy right now; nothing was changed. Please try again.',
  bug: (id) =>
    `Something went wrong on my side (error ${id}); it has been logged. Nothing else was changed by this request.`,
  unreadable: (id) =>
    `This channel's game could not be loaded (error ${id}); it has been set aside. Other games are not affected; /risk new starts a new one here.`,
  tooLong: (o, max) => `The option "${o}" is too long: at most ${max} characters.`,
};

const fr: ReliabilityMessages = {
  duplicate: 'C’était déjà fait (Discord l’a envoyé deux fois) ; rien d’autre n’a changé.',
  recordedNotPosted: 'Votre coup est enregistré ; le plateau n’a pas pu être publié. Je le republierai sous peu.',
  transient: 'Discord ou le stockage des parties est occupé ; rien n’a changé. Réessayez.',
  bug: (id) =>
    `Une erreur s’est produite de mon côté (erreur ${id}) ; elle est consignée. Cette demande n’a rien changé d’autre.`,
  unreadable: (id) =>
    `La partie de ce salon n’a pas pu être chargée (erreur ${id}) ; elle est mise de côté. Les autres parties continuent ; /risk new en commence une nouvelle ici.`,
  tooLong: (o, max) => `L’option « ${o} » est trop longue : ${max} caractères au plus.`,
};

const it: ReliabilityMessages = {
  duplicate: 'Era già fatto (Discord l’ha inviato due volte); non è cambiato nient’altro.',
  recordedNotPosted: 'La tua mossa è registrata; non è stato possibile pubblicare la mappa. La ripubblicherò a breve.',
  transient: 'Discord o l’archivio delle partite è occupato; non è cambiato nulla. Riprova.',
  bug: (id) =>
    `Qualcosa è andato storto da parte mia (errore ${id}); è stato registrato. Questa richiesta non ha cambiato nient’altro.`,
  unreadable: (id) =>
    `La partita di questo canale non è stata caricata (errore ${id}); è stata messa da parte. Le altre partite continuano; /risk new ne inizia una nuova qui.`,
  tooLong: (o, max) => `L’opzione «${o}» è troppo lunga: al massimo ${max} caratteri.`,
};

const all: Record<Locale, ReliabilityMessages> = { en, fr, it, de, 'es-ES': es };

export function reliability(locale: Locale): ReliabilityMessages {
  return all[locale] ?? en;
}
