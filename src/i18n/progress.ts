// A secret goal's progress in words, condition by condition (issue 26): "Territories 9/14 ✘",
// "Asia 12/12 ✔", "red (bob): 3 territories left ✘". For the owner's goal image and My map only.
import type { Locale } from './names.js';
import { count, num } from './plural.js';
import { de } from './locales/de/progress.js';
import { es } from './locales/es-ES/progress.js';

export interface ProgressWords {
  /** One counted condition: what it counts, how many of how many, met or not. */
  part: (label: string, have: number, need: number, met: boolean) => string;
  /** A condition with no count to show (the third continent of one's choice). */
  mark: (label: string, met: boolean) => string;
  /** Parts of one goal, between them. */
  join: string;
  territories: (minArmies: number) => string;
  thirdContinent: string;
  /** M-6: the target of a destroy mission and the territories it still holds. */
  destroyLeft: (target: string, left: number) => string;
  destroyed: (target: string) => string;
  empires: string;
  capitals: string;
  presence: string;
  seaLines: string;
  stack: string;
  armies: string;
  eliminations: string;
  conquestsInTurn: string;
  zones: string;
  /** A sea route's zones held, by the route's name. */
  route: (name: string) => string;
  forts: string;
  among: string;
}

const tick = (met: boolean): string => (met ? '✔' : '✘');

const en: ProgressWords = {
  part: (label, have, need, met) => `${label} ${num('en', have)}/${num('en', need)} ${tick(met)}`,
  mark: (label, met) => `${label} ${tick(met)}`,
  join: ' · ',
  territories: (min) => (min > 1 ? `Territories with ${min}+ armies` : 'Territories'),
  thirdContinent: 'A third continent',
  destroyLeft: (who, left) => `${who}: ${count('en', left, ['territory', 'territories'])} left ✘`,
  destroyed: (who) => `${who} eliminated ✔`,
  empires: 'Whole empires',
  capitals: 'Capitals',
  presence: 'Empires with a foothold',
  seaLines: 'Sea lines held at both ends',
  stack: 'Largest army',
  armies: 'Armies on the board',
  eliminations: 'Players eliminated',
  conquestsInTurn: 'Conquests in one turn',
  zones: 'Sea zones',
  route: (name) => `${name} (zones)`,
  forts: 'Fortified territories',
  among: 'Territories named',
};

const fr: ProgressWords = {
  part: (label, have, need, met) => `${label} ${num('fr', have)}/${num('fr', need)} ${tick(met)}`,
  mark: (label, met) => `${label} ${tick(met)}`,
  join: ' · ',
  territories: (min) => (min > 1 ? `Territoires à ${min} armées ou plus` : 'Territoires'),
  thirdContinent: 'Un troisième continent',
  destroyLeft: (who, left) => `${who} : encore ${count('fr', left, ['territoire', 'territoires'])} ✘`,
  destroyed: (who) => `${who} éliminé ✔`,
  empires: 'Empires entiers',
  capitals: 'Capitales',
  presence: 'Empires où vous êtes présent',
  seaLines: 'Lignes maritimes tenues aux deux bouts',
  stack: 'Plus grande armée',
  armies: 'Armées sur le plateau',
  eliminations: 'Joueurs éliminés',
  conquestsInTurn: 'Conquêtes en un tour',
  zones: 'Zones maritimes',
  route: (name) => `${name} (zones)`,
  forts: 'Territoires fortifiés',
  among: 'Territoires nommés',
};

const it: ProgressWords = {
  part: (label, have, need, met) => `${label} ${num('it', have)}/${num('it', need)} ${tick(met)}`,
  mark: (label, met) => `${label} ${tick(met)}`,
  join: ' · ',
  territories: (min) => (min > 1 ? `Territori con almeno ${min} armate` : 'Territori'),
  thirdContinent: 'Un terzo continente',
  destroyLeft: (who, left) => `${who}: ancora ${count('it', left, ['territorio', 'territori'])} ✘`,
  destroyed: (who) => `${who} eliminato ✔`,
  empires: 'Imperi interi',
  capitals: 'Capitali',
  presence: 'Imperi in cui sei presente',
  seaLines: 'Linee marittime tenute a entrambi i capi',
  stack: 'Armata più grande',
  armies: 'Armate sul tabellone',
  eliminations: 'Giocatori eliminati',
  conquestsInTurn: 'Conquiste in un turno',
  zones: 'Zone di mare',
  route: (name) => `${name} (zone)`,
  forts: 'Territori fortificati',
  among: 'Territori indicati',
};

export const progressWords: Record<Locale, ProgressWords> = { en, fr, it, de, 'es-ES': es };
