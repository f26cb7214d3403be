// Spanish words of fog of war (FOG-*).
import type { FogCatalogue } from '../../fog.js';
import { count } from '../../plural.js';

export const es: FogCatalogue = {
  fogged: (w, k) =>
    ({
      attack: `🌫 ${w} atacó desde la niebla.`,
      conquest: `🌫 ${w} tomó un territorio en la niebla.`,
      move: `🌫 ${w} movió ejércitos en la niebla.`,
      place: `🌫 ${w} colocó ejércitos en la niebla.`,
      other: `🌫 ${w} actuó en la niebla.`,
    })[k],
  turnStarted: (w, r) => `Ronda ${r}: turno de ${w}.`,
  inFog: '🌫 jugado en la niebla',
  hiddenCount: '?',
  inTheFog: 'en la niebla',
  statusLine: (n, c, k, s) =>
    `${c} ${n}: territorios y ejércitos en la niebla, ${count('es-ES', k, ['carta', 'cartas'])}${s ? ` (${s})` : ''}`,
  rulesBullet:
    'Niebla de guerra (FOG-1): cada jugador solo ve sus propios territorios y sus vecinos (compañeros de equipo y aliados comparten); el canal no ve ningún territorio hasta que termina la partida',
  myBoardButton: 'Mi tablero',
  myBoardTitle: 'Tu tablero (solo tú lo ves)',
  notSeated: 'Con niebla de guerra solo los jugadores de esta partida tienen un tablero propio.',
  publicNote: '🌫 Niebla de guerra: cada jugador ve su propio tablero con **Mi tablero**.',
  notOffered: (r, o) =>
    `${r} no ofrece niebla de guerra: sus zonas marítimas, flotas, objetivos y anexiones aún no se ocultan. Ofrecen niebla de guerra: ${o}.`,
  help: '• `/risk nueva niebla:true`: niebla de guerra, solo ves tus territorios y sus vecinos (**Mi tablero**).',
  publicPrompt: (w) =>
    `🌫 Esperando a ${w}. Con niebla de guerra cada jugador juega desde **Mi tablero** (solo él lo ve).`,
};
