// Slash command names as each Discord client shows them (fr clients see /placer, it clients
// /piazza, /risiko nuova). Hints and help name commands through this table; a test checks it
// against the registered definitions (commands/*), so the two cannot drift.
import type { Locale } from './names.js';

const TOP = {
  risk: { en: 'risk', fr: 'risk', it: 'risiko', de: 'risiko', 'es-ES': 'risk' },
  place: { en: 'place', fr: 'placer', it: 'piazza', de: 'setzen', 'es-ES': 'colocar' },
  attack: { en: 'attack', fr: 'attaquer', it: 'attacca', de: 'angreifen', 'es-ES': 'atacar' },
  blitz: { en: 'blitz', fr: 'blitz', it: 'blitz', de: 'blitz', 'es-ES': 'blitz' },
  move: { en: 'move', fr: 'deplacer', it: 'sposta', de: 'nachruecken', 'es-ES': 'mover' },
  fortify: { en: 'fortify', fr: 'renforcer', it: 'fortifica', de: 'truppen_verlegen', 'es-ES': 'fortificar' },
  trade: { en: 'trade', fr: 'echanger', it: 'scambia', de: 'tauschen', 'es-ES': 'canjear' },
  end: { en: 'end', fr: 'fin', it: 'fine', de: 'ende', 'es-ES': 'fin' },
  hq: { en: 'hq', fr: 'qg', it: 'qg', de: 'hq', 'es-ES': 'cg' },
  claim: { en: 'claim', fr: 'revendiquer', it: 'rivendica', de: 'beanspruchen', 'es-ES': 'reclamar' },
  ally: { en: 'ally', fr: 'allie', it: 'alleato', de: 'verbuendeter', 'es-ES': 'aliado' }, // napoleon-duel (N2-A)
} as const satisfies Record<string, Record<Locale, string>>;

const RISK_SUB = {
  new: { en: 'new', fr: 'nouvelle', it: 'nuova', de: 'neu', 'es-ES': 'nueva' },
  join: { en: 'join', fr: 'rejoindre', it: 'unisciti', de: 'beitreten', 'es-ES': 'unirse' },
  leave: { en: 'leave', fr: 'quitter', it: 'esci', de: 'verlassen', 'es-ES': 'salir' },
  start: { en: 'start', fr: 'commencer', it: 'inizia', de: 'starten', 'es-ES': 'empezar' },
  status: { en: 'status', fr: 'etat', it: 'stato', de: 'status', 'es-ES': 'estado' },
  board: { en: 'board', fr: 'carte', it: 'mappa', de: 'karte', 'es-ES': 'mapa' },
  mission: { en: 'mission', fr: 'mission', it: 'missione', de: 'mission', 'es-ES': 'mision' },
  cards: { en: 'cards', fr: 'cartes', it: 'carte', de: 'karten', 'es-ES': 'cartas' },
  rules: { en: 'rules', fr: 'regles', it: 'regole', de: 'regeln', 'es-ES': 'reglas' },
  odds: { en: 'odds', fr: 'chances', it: 'probabilita', de: 'chancen', 'es-ES': 'probabilidades' },
  settings: { en: 'settings', fr: 'reglages', it: 'impostazioni', de: 'einstellungen', 'es-ES': 'ajustes' },
  abandon: { en: 'abandon', fr: 'abandonner', it: 'abbandona', de: 'aufgeben', 'es-ES': 'abandonar' },
  cancel: { en: 'cancel', fr: 'annuler', it: 'annulla', de: 'abbrechen', 'es-ES': 'cancelar' },
  kick: { en: 'kick', fr: 'retirer', it: 'rimuovi', de: 'entfernen', 'es-ES': 'expulsar' },
  help: { en: 'help', fr: 'aide', it: 'aiuto', de: 'hilfe', 'es-ES': 'ayuda' },
} as const satisfies Record<string, Record<Locale, string>>;

export type TopCommand = keyof typeof TOP;
export type RiskSubcommand = keyof typeof RISK_SUB;
export type CommandKey = Exclude<TopCommand, 'risk'> | `risk ${RiskSubcommand}`;

/** "/placer", "/risiko nuova": the command as a client in `locale` shows it. */
export function slash(locale: Locale, key: CommandKey): string {
  if (key.startsWith('risk ')) return `/${TOP.risk[locale]} ${RISK_SUB[key.slice(5) as RiskSubcommand][locale]}`;
  return `/${TOP[key as TopCommand][locale]}`;
}

/** Every name in the table, for the test that compares it with the registered commands. */
export const COMMAND_NAME_TABLE = { top: TOP, risk: RISK_SUB };

/** The /risk new option of each rule option, as each client shows it (refusals name them so). */
const OPTION_NAMES = {
  setup: { en: 'setup', fr: 'installation', it: 'preparazione', de: 'aufbau', 'es-ES': 'preparacion' },
  twoPlayer: {
    en: 'two_player',
    fr: 'deux_joueurs',
    it: 'due_giocatori',
    de: 'zwei_spieler',
    'es-ES': 'dos_jugadores',
  },
  cardValues: {
    en: 'card_values',
    fr: 'valeur_cartes',
    it: 'valore_carte',
    de: 'kartenwerte',
    'es-ES': 'valor_cartas',
  },
  fortify: { en: 'fortify', fr: 'deplacement', it: 'spostamento', de: 'verlegen', 'es-ES': 'fortificacion' },
  territoryCap: { en: 'territory_cap', fr: 'plafond', it: 'limite', de: 'obergrenze', 'es-ES': 'limite' },
  cardReroll: { en: 'card_reroll', fr: 'relance', it: 'rilancio', de: 'neuwurf', 'es-ES': 'relanzar' },
  commanders: { en: 'commanders', fr: 'commandants', it: 'comandanti', de: 'kommandanten', 'es-ES': 'comandantes' },
  timeLimitMinutes: {
    en: 'time_limit',
    fr: 'limite_temps',
    it: 'limite_tempo',
    de: 'zeitlimit',
    'es-ES': 'limite_tiempo',
  },
  capitals: { en: 'capitals', fr: 'capitales', it: 'capitali', de: 'hauptstaedte', 'es-ES': 'capitales' },
  missionGoal: {
    en: 'mission_goal',
    fr: 'but_mission',
    it: 'scopo_missione',
    de: 'missionsziel',
    'es-ES': 'objetivo_mision',
  },
  cards: { en: 'cards', fr: 'cartes', it: 'carte', de: 'karten', 'es-ES': 'cartas' },
  independents: {
    en: 'independents',
    fr: 'independants',
    it: 'indipendenti',
    de: 'unabhaengige',
    'es-ES': 'independientes',
  }, // N2-P / N2-A
  empireCapitals: {
    en: 'empire_capitals',
    fr: 'capitales_empires',
    it: 'capitali_imperi',
    de: 'reichshauptstaedte',
    'es-ES': 'capitales_imperios',
  }, // NA-CAP
  campaignSide: { en: 'side', fr: 'camp', it: 'schieramento', de: 'seite', 'es-ES': 'bando' }, // NC-0
  fog: { en: 'fog', fr: 'brouillard', it: 'nebbia', de: 'nebel', 'es-ES': 'niebla' }, // FOG-1
  continueFailed: {
    en: 'continue_failed',
    fr: 'continuer_echec',
    it: 'continua_fallito',
    de: 'fehlschlag_fortsetzen',
    'es-ES': 'continuar_fallido',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** The /risk new option name of a rule option (`capitals` → fr `capitales`); unknown keys as given. */
export function optionName(key: string, locale: Locale): string {
  return Object.prototype.hasOwnProperty.call(OPTION_NAMES, key)
    ? OPTION_NAMES[key as keyof typeof OPTION_NAMES][locale]
    : key;
}
