// The few words the image itself prints, in the three languages of the bot.
import type { Locale, Phase, RulesetId } from '../engine/types.js';
import { rulesEn } from '../i18n/rules-en.js';
import { rulesFr } from '../i18n/rules-fr.js';
import { rulesIt } from '../i18n/rules-it.js';
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
};

/** A ruleset's name as `/risk rules` prints it ("Risk Napoléon: advanced game"), never its id. */
export function rulesetTitle(ruleset: RulesetId, locale: Locale): string {
  const titles = { en: rulesEn, fr: rulesFr, it: rulesIt }[locale].title;
  return titles[ruleset] ?? ruleset;
}
