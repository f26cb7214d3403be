// A secret goal's progress in German, condition by condition (the shape is ProgressWords).
import type { ProgressWords } from '../../progress.js';
import { count, num } from '../../plural.js';

const tick = (met: boolean): string => (met ? '✔' : '✘');

export const de: ProgressWords = {
  part: (label, have, need, met) => `${label} ${num('de', have)}/${num('de', need)} ${tick(met)}`,
  mark: (label, met) => `${label} ${tick(met)}`,
  join: ' · ',
  territories: (min) => (min > 1 ? `Gebiete mit ${min}+ Armeen` : 'Gebiete'),
  thirdContinent: 'Ein dritter Kontinent',
  destroyLeft: (who, left) => `${who}: noch ${count('de', left, ['Gebiet', 'Gebiete'])} ✘`,
  destroyed: (who) => `${who} ausgeschaltet ✔`,
  empires: 'Ganze Reiche',
  capitals: 'Hauptstädte',
  presence: 'Reiche mit Standbein',
  seaLines: 'Seeverbindungen, an beiden Enden gehalten',
  stack: 'Größte Armee',
  armies: 'Armeen auf dem Brett',
  eliminations: 'Ausgeschaltete Spieler',
  conquestsInTurn: 'Eroberungen in einem Zug',
  zones: 'Seezonen',
  route: (name) => `${name} (Zonen)`,
  forts: 'Befestigte Gebiete',
  among: 'Genannte Gebiete',
};
