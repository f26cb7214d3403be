// The words of the notices beyond "your turn": "you're next", a game muted, following a game,
// in English, French and Italian. One shape; a missing key is a compile error.
import type { Locale } from './names.js';
import { de } from './locales/de/notify.js';
import { es } from './locales/es-ES/notify.js';

export interface NotifyCatalogue {
  next: (before: string, where: string) => string;
  out: (name: string, where: string) => string;
  following: string;
  unfollowed: string;
  nothingToFollow: string;
  notSeated: string;
  headsUp: (on: boolean) => string;
  muted: (on: boolean) => string;
  help: string;
}

const en: NotifyCatalogue = {
  next: (before, where) => `⏭️ You're next in ${where}: ${before} has started their turn.`,
  out: (name, where) => `☠️ ${name} is out of the game in ${where}.`,
  following:
    '👀 You follow this game: a DM tells you of each player out and of the result. `/risk follow` again stops it.',
  unfollowed: 'You no longer follow this game.',
  nothingToFollow: 'There is no game in progress here to follow.',
  notSeated: 'You have no seat in a game in progress here.',
  headsUp: (on) =>
    on
      ? "⏭️ In this game you get a DM when the player before you starts (you're next)."
      : '⏭️ No more "you\'re next" in this game.',
  muted: (on) =>
    on ? '🔕 This game no longer pings you (no mention, DM or reminder).' : '🔔 This game pings you again.',
  help: '• In a game: `/risk settings heads_up:true` (a DM when the player before you starts), `mute:true` (this game pings you not at all); `/risk follow` (anyone: a DM at each player out and the result).',
};

const fr: NotifyCatalogue = {
  next: (before, where) => `⏭️ Vous êtes le prochain dans ${where} : ${before} a commencé son tour.`,
  out: (name, where) => `☠️ ${name} est éliminé de la partie dans ${where}.`,
  following:
    '👀 Vous suivez cette partie : un MP vous dit chaque joueur éliminé et le résultat. `/risk follow` à nouveau l’arrête.',
  unfollowed: 'Vous ne suivez plus cette partie.',
  nothingToFollow: 'Il n’y a pas de partie en cours à suivre ici.',
  notSeated: 'Vous n’avez pas de place dans une partie en cours ici.',
  headsUp: (on) =>
    on
      ? '⏭️ Dans cette partie, un MP vous prévient quand le joueur avant vous commence.'
      : '⏭️ Plus d’avis « vous êtes le prochain » dans cette partie.',
  muted: (on) =>
    on
      ? '🔕 Cette partie ne vous prévient plus (ni mention, ni MP, ni rappel).'
      : '🔔 Cette partie vous prévient de nouveau.',
  help: '• Dans une partie : `/risk settings heads_up:true` (un MP quand le joueur avant vous commence), `mute:true` (cette partie ne vous prévient plus) ; `/risk follow` (tout le monde : un MP à chaque élimination et au résultat).',
};

const it: NotifyCatalogue = {
  next: (before, where) => `⏭️ Tocca a te dopo in ${where}: ${before} ha iniziato il suo turno.`,
  out: (name, where) => `☠️ ${name} è fuori dalla partita in ${where}.`,
  following:
    '👀 Segui questa partita: un DM ti dice ogni giocatore eliminato e il risultato. `/risk follow` di nuovo smette.',
  unfollowed: 'Non segui più questa partita.',
  nothingToFollow: 'Qui non c’è una partita in corso da seguire.',
  notSeated: 'Non hai un posto in una partita in corso qui.',
  headsUp: (on) =>
    on
      ? '⏭️ In questa partita un DM ti avvisa quando inizia il giocatore prima di te.'
      : '⏭️ Niente più «tocca a te dopo» in questa partita.',
  muted: (on) =>
    on
      ? '🔕 Questa partita non ti avvisa più (né menzione, né DM, né promemoria).'
      : '🔔 Questa partita ti avvisa di nuovo.',
  help: '• In una partita: `/risk settings heads_up:true` (un DM quando inizia il giocatore prima di te), `mute:true` (questa partita non ti avvisa più); `/risk follow` (chiunque: un DM a ogni eliminazione e al risultato).',
};

const CATALOGUES: Record<Locale, NotifyCatalogue> = { en, fr, it, de, 'es-ES': es };

export function notifyCat(locale: string): NotifyCatalogue {
  return CATALOGUES[locale as Locale] ?? en;
}
