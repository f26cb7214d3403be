// The live map's own words in en/fr/it: the page's labels (sent with each payload, in the game's
// language, or the viewer's for their private part), the legal-action lines, the link button
// and the /risk map answers. A missing key in one language is a compile error.
import type { Locale } from '../i18n/names.js';

export interface WebWords {
  button: string;
  myMap: string;
  mapPublic: (url: string) => string;
  mapPrivate: (url: string) => string;
  mapOff: string;
  noGame: string;
  round: string;
  turn: string;
  phase: string;
  log: string;
  history: string;
  now: string;
  plots: string;
  territories: string;
  armies: string;
  cards: string;
  reserve: string;
  units: string;
  continent: string;
  owner: string;
  nobody: string;
  mine: string;
  legal: string;
  noLegal: string;
  live: string;
  offline: string;
  team: string;
  ally: string;
  neutral: string;
  score: string;
  open: string;
  closed: string;
  zoom: string;
  fit: string;
  attack: (to: string, dice: number) => string;
  blitz: (to: string) => string;
  fortify: (to: string, max: number) => string;
  place: (max: number) => string;
  claim: string;
  hq: string;
  historyTurn: (turn: number, turns: number, round: number) => string;
}

const en: WebWords = {
  button: '🗺 Live map',
  myMap: '🗺 My map',
  mapPublic: (url) => `Live map of this game (anyone with the link, valid 14 days): ${url}`,
  mapPrivate: (url) => `Your own map, with your secrets (only for you, valid 24 hours; do not share it): ${url}`,
  mapOff: 'The live map is not switched on for this bot (its admin sets WEB_PORT, see the README).',
  noGame: 'There is no game in this channel.',
  round: 'Round',
  turn: 'Turn',
  phase: 'Phase',
  log: 'This turn',
  history: 'History',
  now: 'Now',
  plots: 'Over the rounds',
  territories: 'Territories',
  armies: 'Armies',
  cards: 'Cards',
  reserve: 'To place',
  units: 'Units',
  continent: 'Region',
  owner: 'Held by',
  nobody: 'nobody',
  mine: 'Only you see this',
  legal: 'What you can do from here',
  noLegal: 'Nothing to do from here now.',
  live: 'live',
  offline: 'reconnecting…',
  team: 'Team',
  ally: 'ally of',
  neutral: 'neutral',
  score: 'Score',
  open: 'open',
  closed: 'closed',
  zoom: 'Zoom',
  fit: 'Whole board',
  attack: (to, dice) => `Attack ${to} (up to ${dice} dice)`,
  blitz: (to) => `Blitz ${to}`,
  fortify: (to, max) => `Move to ${to} (up to ${max})`,
  place: (max) => `Place armies here (${max} to place)`,
  claim: 'Claim this territory',
  hq: 'Headquarters',
  historyTurn: (turn, turns, round) => `Turn ${turn} of ${turns} · round ${round}`,
};

const fr: WebWords = {
  button: '🗺 Carte en direct',
  myMap: '🗺 Ma carte',
  mapPublic: (url) => `Carte en direct de cette partie (pour qui a le lien, valable 14 jours) : ${url}`,
  mapPrivate: (url) =>
    `Votre carte, avec vos secrets (pour vous seul, valable 24 heures ; ne la partagez pas) : ${url}`,
  mapOff: "La carte en direct n'est pas activée sur ce bot (son administrateur règle WEB_PORT, voir le README).",
  noGame: "Il n'y a pas de partie dans ce salon.",
  round: 'Tour de table',
  turn: 'Tour',
  phase: 'Phase',
  log: 'Ce tour',
  history: 'Historique',
  now: 'Maintenant',
  plots: 'Au fil des tours',
  territories: 'Territoires',
  armies: 'Armées',
  cards: 'Cartes',
  reserve: 'À placer',
  units: 'Unités',
  continent: 'Région',
  owner: 'Tenu par',
  nobody: 'personne',
  mine: 'Vous seul voyez ceci',
  legal: "Ce que vous pouvez faire d'ici",
  noLegal: "Rien à faire d'ici pour l'instant.",
  live: 'en direct',
  offline: 'reconnexion…',
  team: 'Équipe',
  ally: 'allié de',
  neutral: 'neutre',
  score: 'Score',
  open: 'ouverte',
  closed: 'fermée',
  zoom: 'Zoom',
  fit: 'Tout le plateau',
  attack: (to, dice) => `Attaquer ${to} (jusqu'à ${dice} dés)`,
  blitz: (to) => `Blitz sur ${to}`,
  fortify: (to, max) => `Déplacer vers ${to} (jusqu'à ${max})`,
  place: (max) => `Placer des armées ici (${max} à placer)`,
  claim: 'Prendre ce territoire',
  hq: 'Quartier général',
  historyTurn: (turn, turns, round) => `Tour ${turn} sur ${turns} · tour de table ${round}`,
};

const it: WebWords = {
  button: '🗺 Mappa dal vivo',
  myMap: '🗺 La mia mappa',
  mapPublic: (url) => `Mappa dal vivo di questa partita (per chi ha il link, valido 14 giorni): ${url}`,
  mapPrivate: (url) => `La tua mappa, con i tuoi segreti (solo per te, valida 24 ore; non condividerla): ${url}`,
  mapOff: "La mappa dal vivo non è attiva su questo bot (l'amministratore imposta WEB_PORT, vedi il README).",
  noGame: "Non c'è nessuna partita in questo canale.",
  round: 'Giro',
  turn: 'Turno',
  phase: 'Fase',
  log: 'Questo turno',
  history: 'Cronologia',
  now: 'Adesso',
  plots: 'Nel corso dei giri',
  territories: 'Territori',
  armies: 'Armate',
  cards: 'Carte',
  reserve: 'Da piazzare',
  units: 'Unità',
  continent: 'Regione',
  owner: 'Di',
  nobody: 'nessuno',
  mine: 'Lo vedi solo tu',
  legal: 'Cosa puoi fare da qui',
  noLegal: 'Niente da fare da qui adesso.',
  live: 'dal vivo',
  offline: 'riconnessione…',
  team: 'Squadra',
  ally: 'alleato di',
  neutral: 'neutrale',
  score: 'Punti',
  open: 'aperta',
  closed: 'chiusa',
  zoom: 'Zoom',
  fit: 'Tutto il tabellone',
  attack: (to, dice) => `Attacca ${to} (fino a ${dice} dadi)`,
  blitz: (to) => `Blitz su ${to}`,
  fortify: (to, max) => `Sposta verso ${to} (fino a ${max})`,
  place: (max) => `Piazza armate qui (${max} da piazzare)`,
  claim: 'Prendi questo territorio',
  hq: 'Quartier generale',
  historyTurn: (turn, turns, round) => `Turno ${turn} di ${turns} · giro ${round}`,
};

const de: WebWords = {
  button: '🗺 Live-Karte',
  myMap: '🗺 Meine Karte',
  mapPublic: (url) => `Live-Karte dieser Partie (für alle mit dem Link, 14 Tage gültig): ${url}`,
  mapPrivate: (url) =>
    `Deine eigene Karte, mit deinen Geheimnissen (nur für dich, 24 Stunden gültig; nicht teilen): ${url}`,
  mapOff: 'Die Live-Karte ist für diesen Bot nicht eingeschaltet (sein Admin setzt WEB_PORT, siehe README).',
  noGame: 'In diesem Kanal läuft keine Partie.',
  round: 'Runde',
  turn: 'Zug',
  phase: 'Phase',
  log: 'Dieser Zug',
  history: 'Verlauf',
  now: 'Jetzt',
  plots: 'Über die Runden',
  territories: 'Gebiete',
  armies: 'Armeen',
  cards: 'Karten',
  reserve: 'Zu setzen',
  units: 'Einheiten',
  continent: 'Region',
  owner: 'Gehalten von',
  nobody: 'niemandem',
  mine: 'Nur du siehst das',
  legal: 'Was du von hier aus tun kannst',
  noLegal: 'Von hier aus gibt es jetzt nichts zu tun.',
  live: 'live',
  offline: 'verbinde neu…',
  team: 'Team',
  ally: 'verbündet mit',
  neutral: 'neutral',
  score: 'Punkte',
  open: 'offen',
  closed: 'geschlossen',
  zoom: 'Zoom',
  fit: 'Ganzes Brett',
  attack: (to, dice) => `${to} angreifen (bis zu ${dice} Würfel)`,
  blitz: (to) => `Blitz auf ${to}`,
  fortify: (to, max) => `Nach ${to} verlegen (bis zu ${max})`,
  place: (max) => `Hier Armeen setzen (${max} zu setzen)`,
  claim: 'Dieses Gebiet nehmen',
  hq: 'Hauptquartier',
  historyTurn: (turn, turns, round) => `Zug ${turn} von ${turns} · Runde ${round}`,
};

const es: WebWords = {
  button: '🗺 Mapa en vivo',
  myMap: '🗺 Mi mapa',
  mapPublic: (url) => `Mapa en vivo de esta partida (cualquiera con el enlace, válido 14 días): ${url}`,
  mapPrivate: (url) => `Tu propio mapa, con tus secretos (solo para ti, válido 24 horas; no lo compartas): ${url}`,
  mapOff: 'El mapa en vivo no está activado en este bot (su administrador fija WEB_PORT, ver el README).',
  noGame: 'No hay ninguna partida en este canal.',
  round: 'Ronda',
  turn: 'Turno',
  phase: 'Fase',
  log: 'Este turno',
  history: 'Historial',
  now: 'Ahora',
  plots: 'A lo largo de las rondas',
  territories: 'Territorios',
  armies: 'Ejércitos',
  cards: 'Cartas',
  reserve: 'Por colocar',
  units: 'Unidades',
  continent: 'Región',
  owner: 'De',
  nobody: 'nadie',
  mine: 'Solo tú ves esto',
  legal: 'Lo que puedes hacer desde aquí',
  noLegal: 'Ahora no hay nada que hacer desde aquí.',
  live: 'en vivo',
  offline: 'reconectando…',
  team: 'Equipo',
  ally: 'aliado de',
  neutral: 'neutral',
  score: 'Puntuación',
  open: 'abierto',
  closed: 'cerrado',
  zoom: 'Zoom',
  fit: 'Tablero entero',
  attack: (to, dice) => `Atacar ${to} (hasta ${dice} dados)`,
  blitz: (to) => `Blitz sobre ${to}`,
  fortify: (to, max) => `Mover a ${to} (hasta ${max})`,
  place: (max) => `Colocar ejércitos aquí (${max} por colocar)`,
  claim: 'Ocupar este territorio',
  hq: 'Cuartel general',
  historyTurn: (turn, turns, round) => `Turno ${turn} de ${turns} · ronda ${round}`,
};

const WORDS: Record<Locale, WebWords> = { en, fr, it, de, 'es-ES': es };

export function webWords(locale: Locale): WebWords {
  return WORDS[locale] ?? en;
}

/** The labels the page shows (plain strings only: the functions stay on the server). */
export type PageLabels = { [K in keyof WebWords as WebWords[K] extends string ? K : never]: string };

export function pageLabels(locale: Locale): PageLabels {
  const w = webWords(locale);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(w)) if (typeof v === 'string') out[k] = v;
  return out as PageLabels;
}
