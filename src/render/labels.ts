// The few words the image itself prints, in every language of the bot.
import type { Locale, Phase, RulesetId } from '../engine/types.js';
import { rulesEn } from '../i18n/rules-en.js';
import { rulesFr } from '../i18n/rules-fr.js';
import { rulesIt } from '../i18n/rules-it.js';
import { de as rulesDe } from '../i18n/locales/de/rules.js';
import { es as rulesEs } from '../i18n/locales/es-ES/rules.js';
import type { Forms } from '../i18n/plural.js';

type Words = {
  phase: Record<Phase['kind'], string>;
  round: string;
  territories: string;
  armies: Forms;
  cards: Forms;
  out: string;
  passive: string;
  timeLimit: string;
  lastRound: string;
  conquered: string;
  yourGoal: string;
  /** A team's name in the band (NT-*): 0 → A, 1 → B. */
  team: (team: number) => string;
  /** N2-A (napoleon-duel, active independents): an independent's status in the band. */
  allyOf: (name: string) => string;
  unaligned: string;
  /** NA-TURN-1: the round of a game with a round limit. */
  year: (round: number, of: number) => string;
  /** Victory points, after the number (NA-VP). */
  vp: string;
  /** Headquarters held (K-*), after the number. */
  hqs: string;
  /** The legend's words for the pieces on the map. */
  legend: {
    hq: string;
    ships: string;
    admiral: string;
    general: string;
    fort: string;
    epidemic: string;
    route: string;
  };
};

export const WORDS: Record<Locale, Words> = {
  en: {
    phase: {
      setupClaim: 'claiming',
      setupPlace: 'placing',
      setupSimultaneous: 'placing (all at once)',
      chooseHQ: 'choosing HQs',
      reinforce: 'reinforce',
      neutralReinforce: 'neutral reinforcements',
      attack: 'attack',
      fortify: 'fortify',
      over: 'game over',
    },
    round: 'Round',
    territories: 'terr.',
    armies: ['army', 'armies'],
    cards: ['card', 'cards'],
    out: 'out',
    passive: 'passive',
    timeLimit: 'Time limit',
    lastRound: 'last round',
    conquered: 'conquered',
    yourGoal: 'Your goal',
    team: (t) => `Team ${'AB'[t] ?? t + 1}`,
    allyOf: (n) => `🤝 ${n}`,
    unaligned: 'neutral',
    year: (r, n) => `Year ${r} of ${n}`,
    vp: 'VP',
    hqs: 'HQ',
    legend: {
      hq: 'headquarters',
      ships: 'ships',
      admiral: 'admiral',
      general: 'general',
      fort: 'fortification',
      epidemic: 'epidemic',
      route: 'sea route',
    },
  },
  fr: {
    phase: {
      setupClaim: 'choix des territoires',
      setupPlace: 'placement',
      setupSimultaneous: 'placement simultané',
      chooseHQ: 'choix des QG',
      reinforce: 'renforts',
      neutralReinforce: 'renforts neutres',
      attack: 'attaque',
      fortify: 'déplacement',
      over: 'partie finie',
    },
    round: 'Tour',
    territories: 'terr.',
    armies: ['armée', 'armées'],
    cards: ['carte', 'cartes'],
    out: 'éliminé',
    passive: 'passif',
    timeLimit: 'Fin du temps',
    lastRound: 'dernier tour',
    conquered: 'conquis',
    yourGoal: 'Votre objectif',
    team: (t) => `Équipe ${'AB'[t] ?? t + 1}`,
    allyOf: (n) => `🤝 ${n}`,
    unaligned: 'neutre',
    year: (r, n) => `Année ${r} sur ${n}`,
    vp: 'PV',
    hqs: 'QG',
    legend: {
      hq: 'quartier général',
      ships: 'navires',
      admiral: 'amiral',
      general: 'général',
      fort: 'fortification',
      epidemic: 'épidémie',
      route: 'route maritime',
    },
  },
  it: {
    phase: {
      setupClaim: 'scelta territori',
      setupPlace: 'schieramento',
      setupSimultaneous: 'schieramento simultaneo',
      chooseHQ: 'scelta QG',
      reinforce: 'rinforzi',
      neutralReinforce: 'rinforzi neutrali',
      attack: 'attacco',
      fortify: 'spostamento',
      over: 'partita finita',
    },
    round: 'Giro',
    territories: 'terr.',
    armies: ['armata', 'armate'],
    cards: ['carta', 'carte'],
    out: 'eliminato',
    passive: 'passivo',
    timeLimit: 'Tempo limite',
    lastRound: 'ultimo giro',
    conquered: 'conquistato',
    yourGoal: 'Il tuo obiettivo',
    team: (t) => `Squadra ${'AB'[t] ?? t + 1}`,
    allyOf: (n) => `🤝 ${n}`,
    unaligned: 'neutrale',
    year: (r, n) => `Anno ${r} di ${n}`,
    vp: 'PV',
    hqs: 'QG',
    legend: {
      hq: 'quartier generale',
      ships: 'navi',
      admiral: 'ammiraglio',
      general: 'generale',
      fort: 'fortificazione',
      epidemic: 'epidemia',
      route: 'rotta marittima',
    },
  },
  de: {
    phase: {
      setupClaim: 'Gebiete verteilen',
      setupPlace: 'Armeen setzen',
      setupSimultaneous: 'Armeen setzen (alle gleichzeitig)',
      chooseHQ: 'HQ wählen',
      reinforce: 'Verstärkung',
      neutralReinforce: 'neutrale Verstärkung',
      attack: 'Angriff',
      fortify: 'Verlegen',
      over: 'Partie vorbei',
    },
    round: 'Runde',
    territories: 'Geb.',
    armies: ['Armee', 'Armeen'],
    cards: ['Karte', 'Karten'],
    out: 'raus',
    passive: 'passiv',
    timeLimit: 'Zeitlimit',
    lastRound: 'letzte Runde',
    conquered: 'erobert',
    yourGoal: 'Dein Ziel',
    team: (t) => `Team ${'AB'[t] ?? t + 1}`,
    allyOf: (n) => `🤝 ${n}`,
    unaligned: 'neutral',
    year: (r, n) => `Jahr ${r} von ${n}`,
    vp: 'SP',
    hqs: 'HQ',
    legend: {
      hq: 'Hauptquartier',
      ships: 'Schiffe',
      admiral: 'Admiral',
      general: 'General',
      fort: 'Befestigung',
      epidemic: 'Seuche',
      route: 'Seeroute',
    },
  },
  'es-ES': {
    phase: {
      setupClaim: 'reparto',
      setupPlace: 'colocación',
      setupSimultaneous: 'colocación (todos a la vez)',
      chooseHQ: 'elección de CG',
      reinforce: 'refuerzos',
      neutralReinforce: 'refuerzos neutrales',
      attack: 'ataque',
      fortify: 'fortificación',
      over: 'fin de la partida',
    },
    round: 'Ronda',
    territories: 'terr.',
    armies: ['ejército', 'ejércitos'],
    cards: ['carta', 'cartas'],
    out: 'fuera',
    passive: 'pasivo',
    timeLimit: 'Límite de tiempo',
    lastRound: 'última ronda',
    conquered: 'conquistado',
    yourGoal: 'Tu objetivo',
    team: (t) => `Equipo ${'AB'[t] ?? t + 1}`,
    allyOf: (n) => `🤝 ${n}`,
    unaligned: 'neutral',
    year: (r, n) => `Año ${r} de ${n}`,
    vp: 'PV',
    hqs: 'CG',
    legend: {
      hq: 'cuartel general',
      ships: 'barcos',
      admiral: 'almirante',
      general: 'general',
      fort: 'fortificación',
      epidemic: 'epidemia',
      route: 'ruta marítima',
    },
  },
};

/** A ruleset's name as `/risk rules` prints it ("Risk Napoléon: advanced game"), never its id. */
export function rulesetTitle(ruleset: RulesetId, locale: Locale): string {
  const titles = { en: rulesEn, fr: rulesFr, it: rulesIt, de: rulesDe, 'es-ES': rulesEs }[locale].title;
  return titles[ruleset] ?? ruleset;
}
