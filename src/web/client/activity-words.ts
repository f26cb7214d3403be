// The Discord Activity's own words in every language: the launch button, what the page says while it
// connects, who you are in it, and each refusal of the session endpoint by its code. Beside the
// page, which shows them too (the server and the panel read them from here). A missing key in
// one language is a compile error.
import type { Locale } from '../../i18n/names.js';
import type { ActivityErrorCode } from '../activity.js';

export interface ActivityWords {
  /** The panel's button that opens the map inside Discord. */
  launch: string;
  connecting: string;
  playing: (name: string) => string;
  watching: (name: string) => string;
  /** A seat the user held but no longer plays (kicked, abandoned): the board only. */
  seatLost: string;
  errors: Record<ActivityErrorCode, string>;
}

const en: ActivityWords = {
  launch: '🎲 Play in Discord',
  connecting: 'Connecting to Discord…',
  playing: (n) => `Playing as ${n}`,
  watching: (n) => `${n} watching`,
  seatLost: 'You no longer play a seat in this game: the board only.',
  errors: {
    'bad-request': 'That request was not understood. Close the activity and open it again.',
    'auth-failed': 'Discord did not confirm who you are. Close the activity and open it again.',
    'not-in-activity': 'You are not in this activity. Join it from the channel, then open it again.',
    'no-game': 'There is no game in this channel. Start one with /risk new.',
    unavailable: 'Discord could not be reached just now. Try again in a moment.',
    'not-configured': 'This bot has no Discord Activity set up (its admin sets DISCORD_ACTIVITY, see the README).',
    'not-in-discord': 'Open this page from Discord: the panel’s button or /risk map.',
  },
};

const fr: ActivityWords = {
  launch: '🎲 Jouer dans Discord',
  connecting: 'Connexion à Discord…',
  playing: (n) => `Vous jouez : ${n}`,
  watching: (n) => `${n} regarde`,
  seatLost: 'Vous ne tenez plus de place dans cette partie : la carte seulement.',
  errors: {
    'bad-request': 'Demande incomprise. Fermez l’activité et ouvrez-la de nouveau.',
    'auth-failed': 'Discord n’a pas confirmé votre identité. Fermez l’activité et ouvrez-la de nouveau.',
    'not-in-activity': 'Vous n’êtes pas dans cette activité. Rejoignez-la depuis le salon, puis rouvrez-la.',
    'no-game': 'Aucune partie dans ce salon. Lancez-en une avec /risk new.',
    unavailable: 'Discord est injoignable pour le moment. Réessayez dans un instant.',
    'not-configured':
      'Ce bot n’a pas d’activité Discord configurée (son administrateur règle DISCORD_ACTIVITY, voir le README).',
    'not-in-discord': 'Ouvrez cette page depuis Discord : le bouton du panneau ou /risk map.',
  },
};

const it: ActivityWords = {
  launch: '🎲 Gioca in Discord',
  connecting: 'Connessione a Discord…',
  playing: (n) => `Giochi come ${n}`,
  watching: (n) => `${n} guarda`,
  seatLost: 'Non hai più un posto in questa partita: solo la mappa.',
  errors: {
    'bad-request': 'Richiesta non compresa. Chiudi l’attività e riaprila.',
    'auth-failed': 'Discord non ha confermato chi sei. Chiudi l’attività e riaprila.',
    'not-in-activity': 'Non sei in questa attività. Unisciti dal canale, poi riaprila.',
    'no-game': 'Nessuna partita in questo canale. Iniziane una con /risk new.',
    unavailable: 'Discord non è raggiungibile ora. Riprova tra un momento.',
    'not-configured':
      'Questo bot non ha un’attività Discord configurata (l’amministratore imposta DISCORD_ACTIVITY, vedi il README).',
    'not-in-discord': 'Apri questa pagina da Discord: il pulsante del pannello o /risk map.',
  },
};

const de: ActivityWords = {
  launch: '🎲 In Discord spielen',
  connecting: 'Verbinde mit Discord…',
  playing: (n) => `Du spielst als ${n}`,
  watching: (n) => `${n} schaut zu`,
  seatLost: 'Du spielst in dieser Partie keinen Platz mehr: nur das Brett.',
  errors: {
    'bad-request': 'Diese Anfrage wurde nicht verstanden. Schließe die Aktivität und öffne sie erneut.',
    'auth-failed': 'Discord hat nicht bestätigt, wer du bist. Schließe die Aktivität und öffne sie erneut.',
    'not-in-activity': 'Du bist nicht in dieser Aktivität. Tritt ihr im Kanal bei und öffne sie erneut.',
    'no-game': 'In diesem Kanal läuft keine Partie. Eröffne eine mit /risiko neu.',
    unavailable: 'Discord war gerade nicht erreichbar. Versuch es gleich noch einmal.',
    'not-configured':
      'Dieser Bot hat keine Discord-Aktivität eingerichtet (sein Admin setzt DISCORD_ACTIVITY, siehe README).',
    'not-in-discord': 'Öffne diese Seite aus Discord: über den Knopf des Panels oder /risiko karte.',
  },
};

const es: ActivityWords = {
  launch: '🎲 Jugar en Discord',
  connecting: 'Conectando con Discord…',
  playing: (n) => `Juegas como ${n}`,
  watching: (n) => `${n} mirando`,
  seatLost: 'Ya no juegas ningún puesto en esta partida: solo el tablero.',
  errors: {
    'bad-request': 'No se ha entendido esa petición. Cierra la actividad y vuelve a abrirla.',
    'auth-failed': 'Discord no ha confirmado quién eres. Cierra la actividad y vuelve a abrirla.',
    'not-in-activity': 'No estás en esta actividad. Únete desde el canal y vuelve a abrirla.',
    'no-game': 'No hay ninguna partida en este canal. Empieza una con /risk nueva.',
    unavailable: 'No se ha podido contactar con Discord. Inténtalo de nuevo en un momento.',
    'not-configured':
      'Este bot no tiene configurada una Actividad de Discord (su administrador fija DISCORD_ACTIVITY, ver el README).',
    'not-in-discord': 'Abre esta página desde Discord: con el botón del panel o /risk mapa.',
  },
};

const ALL: Record<Locale, ActivityWords> = { en, fr, it, de, 'es-ES': es };

export function activityWords(locale: Locale): ActivityWords {
  return ALL[locale] ?? en;
}
