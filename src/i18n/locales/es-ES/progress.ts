// A secret goal's progress in Spanish, condition by condition (the shape is ProgressWords).
import type { ProgressWords } from '../../progress.js';
import { count, num } from '../../plural.js';

const tick = (met: boolean): string => (met ? '✔' : '✘');

export const es: ProgressWords = {
  part: (label, have, need, met) => `${label} ${num('es-ES', have)}/${num('es-ES', need)} ${tick(met)}`,
  mark: (label, met) => `${label} ${tick(met)}`,
  join: ' · ',
  territories: (min) => (min > 1 ? `Territorios con ${min}+ ejércitos` : 'Territorios'),
  thirdContinent: 'Un tercer continente',
  destroyLeft: (who, left) =>
    `${who}: ${left === 1 ? 'queda' : 'quedan'} ${count('es-ES', left, ['territorio', 'territorios'])} ✘`,
  destroyed: (who) => `${who} eliminado ✔`,
  empires: 'Imperios enteros',
  capitals: 'Capitales',
  presence: 'Imperios con presencia',
  seaLines: 'Líneas marítimas con ambos extremos',
  stack: 'Mayor ejército',
  armies: 'Ejércitos en el tablero',
  eliminations: 'Jugadores eliminados',
  conquestsInTurn: 'Conquistas en un turno',
  zones: 'Zonas marítimas',
  route: (name) => `${name} (zonas)`,
  forts: 'Territorios fortificados',
  among: 'Territorios nombrados',
};
