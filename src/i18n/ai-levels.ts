// The AI levels' words (lobby select, seat labels, /risk new ai_level): easy, normal, hard.
import type { Locale } from './names.js';
import { de } from './locales/de/ai-levels.js';
import { es } from './locales/es-ES/ai-levels.js';

export interface AiLevelWords {
  /** A level's name; an id that is not a level (an older game's policy) is shown as it is. */
  names: Record<'easy' | 'normal' | 'hard', string>;
  /** The lobby select that adds an AI of a chosen level (the Add AI button adds the game's own). */
  addPlaceholder: (level: string) => string;
  addOption: (level: string) => string;
  /** The select option of the game's own level. */
  gameLevel: string;
  /** The lobby's line naming the game's level (AI seats and AFK take-overs). */
  lobbyLine: (level: string) => string;
  /** After an AI of a level joined. */
  added: (name: string, level: string) => string;
}

const en: AiLevelWords = {
  names: { easy: 'Easy', normal: 'Normal', hard: 'Hard' },
  addPlaceholder: (l) => `Add an AI of another level (this game: ${l})`,
  addOption: (l) => `Add AI: ${l}`,
  gameLevel: 'this game’s level: the Add AI button',
  lobbyLine: (l) => `AI level: **${l}** (AI seats and players the AI stands in for)`,
  added: (n, l) => `AI player ${n} (${l}) joined.`,
};

const fr: AiLevelWords = {
  names: { easy: 'Facile', normal: 'Normal', hard: 'Difficile' },
  addPlaceholder: (l) => `Ajouter une IA d’un autre niveau (cette partie : ${l})`,
  addOption: (l) => `Ajouter une IA ${l.toLowerCase()}`,
  gameLevel: 'niveau de la partie : le bouton Ajouter une IA',
  lobbyLine: (l) => `Niveau de l’IA : **${l}** (places IA et joueurs que l’IA remplace)`,
  added: (n, l) => `Le joueur IA ${n} (${l.toLowerCase()}) a rejoint la partie.`,
};

const it: AiLevelWords = {
  names: { easy: 'Facile', normal: 'Normale', hard: 'Difficile' },
  addPlaceholder: (l) => `Aggiungi un’IA di un altro livello (questa partita: ${l})`,
  addOption: (l) => `Aggiungi un’IA ${l.toLowerCase()}`,
  gameLevel: 'livello della partita: il pulsante Aggiungi IA',
  lobbyLine: (l) => `Livello dell’IA: **${l}** (posti IA e giocatori sostituiti dall’IA)`,
  added: (n, l) => `Il giocatore IA ${n} (${l.toLowerCase()}) si è unito.`,
};

const WORDS: Record<Locale, AiLevelWords> = { en, fr, it, de, 'es-ES': es };

export const aiLevelWords = (locale: Locale): AiLevelWords => WORDS[locale];

/** A level's name in `locale` (`baseline`, the former id of normal, as normal); any other id as it is. */
export function levelName(level: string, locale: Locale): string {
  const id = level === 'baseline' ? 'normal' : level;
  const names = WORDS[locale].names;
  return Object.prototype.hasOwnProperty.call(names, id) ? names[id as keyof typeof names] : id;
}
