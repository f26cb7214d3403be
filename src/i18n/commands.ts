// Slash command names as each Discord client shows them (fr clients see /placer, it clients
// /piazza, /risiko nuova). Hints and help name commands through this table; a test checks it
// against the registered definitions (commands/*), so the two cannot drift.
import type { Locale } from './names.js';

const TOP = {
  risk: { en: 'risk', fr: 'risk', it: 'risiko' },
  place: { en: 'place', fr: 'placer', it: 'piazza' },
  attack: { en: 'attack', fr: 'attaquer', it: 'attacca' },
  blitz: { en: 'blitz', fr: 'blitz', it: 'blitz' },
  move: { en: 'move', fr: 'deplacer', it: 'sposta' },
  fortify: { en: 'fortify', fr: 'renforcer', it: 'fortifica' },
  trade: { en: 'trade', fr: 'echanger', it: 'scambia' },
  end: { en: 'end', fr: 'fin', it: 'fine' },
  hq: { en: 'hq', fr: 'qg', it: 'qg' },
  claim: { en: 'claim', fr: 'revendiquer', it: 'rivendica' },
  ally: { en: 'ally', fr: 'allie', it: 'alleato' }, // napoleon-duel (N2-A)
} as const satisfies Record<string, Record<Locale, string>>;

const RISK_SUB = {
  new: { en: 'new', fr: 'nouvelle', it: 'nuova' },
  join: { en: 'join', fr: 'rejoindre', it: 'unisciti' },
  leave: { en: 'leave', fr: 'quitter', it: 'esci' },
  start: { en: 'start', fr: 'commencer', it: 'inizia' },
  status: { en: 'status', fr: 'etat', it: 'stato' },
  board: { en: 'board', fr: 'carte', it: 'mappa' },
  mission: { en: 'mission', fr: 'mission', it: 'missione' },
  cards: { en: 'cards', fr: 'cartes', it: 'carte' },
  rules: { en: 'rules', fr: 'regles', it: 'regole' },
  odds: { en: 'odds', fr: 'chances', it: 'probabilita' },
  settings: { en: 'settings', fr: 'reglages', it: 'impostazioni' },
  abandon: { en: 'abandon', fr: 'abandonner', it: 'abbandona' },
  cancel: { en: 'cancel', fr: 'annuler', it: 'annulla' },
  kick: { en: 'kick', fr: 'retirer', it: 'rimuovi' },
  help: { en: 'help', fr: 'aide', it: 'aiuto' },
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
  setup: { en: 'setup', fr: 'installation', it: 'preparazione' },
  twoPlayer: { en: 'two_player', fr: 'deux_joueurs', it: 'due_giocatori' },
  cardValues: { en: 'card_values', fr: 'valeur_cartes', it: 'valore_carte' },
  fortify: { en: 'fortify', fr: 'deplacement', it: 'spostamento' },
  territoryCap: { en: 'territory_cap', fr: 'plafond', it: 'limite' },
  cardReroll: { en: 'card_reroll', fr: 'relance', it: 'rilancio' },
  commanders: { en: 'commanders', fr: 'commandants', it: 'comandanti' },
  timeLimitMinutes: { en: 'time_limit', fr: 'limite_temps', it: 'limite_tempo' },
  capitals: { en: 'capitals', fr: 'capitales', it: 'capitali' },
  missionGoal: { en: 'mission_goal', fr: 'but_mission', it: 'scopo_missione' },
  cards: { en: 'cards', fr: 'cartes', it: 'carte' },
  independents: { en: 'independents', fr: 'independants', it: 'indipendenti' }, // N2-P / N2-A
  empireCapitals: { en: 'empire_capitals', fr: 'capitales_empires', it: 'capitali_imperi' }, // NA-CAP
  campaignSide: { en: 'side', fr: 'camp', it: 'schieramento' }, // NC-0
  fog: { en: 'fog', fr: 'brouillard', it: 'nebbia' }, // FOG-1
  continueFailed: { en: 'continue_failed', fr: 'continuer_echec', it: 'continua_fallito' },
} as const satisfies Record<string, Record<Locale, string>>;

/** The /risk new option name of a rule option (`capitals` → fr `capitales`); unknown keys as given. */
export function optionName(key: string, locale: Locale): string {
  return Object.prototype.hasOwnProperty.call(OPTION_NAMES, key)
    ? OPTION_NAMES[key as keyof typeof OPTION_NAMES][locale]
    : key;
}
