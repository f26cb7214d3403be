// Spanish words of fog of war (FOG-*).
import type { FogCatalogue } from '../../fog.js';
import { count } from '../../plural.js';

export const es: FogCatalogue = {
  fogged: (w, k) =>
    ({
      attack: `🌫 ${w} atacó desde la niebla.`,
      naval: `🌫 ${w} combatió en el mar en la niebla.`,
      conquest: `🌫 ${w} tomó un territorio en la niebla.`,
      move: `🌫 ${w} movió ejércitos en la niebla.`,
      place: `🌫 ${w} colocó ejércitos en la niebla.`,
      build: `🌫 ${w} construyó en la niebla.`,
      other: `🌫 ${w} actuó en la niebla.`,
    })[k],
  turnStarted: (w, r) => `Ronda ${r}: turno de ${w}.`,
  allyReinforced: (w, a) => `➕ ${w} recluta ejércitos para su aliado ${a} (cuántos, en la niebla).`,
  asOf: (r, w) =>
    `🕒 Situación en la ronda ${r}, esperando a ${w}: las jugadas de los demás desde entonces no se ven hasta que toques **🔄 Actualizar**.`,
  refreshButton: '🔄 Actualizar',
  inFog: '🌫 jugado en la niebla',
  hiddenCount: '?',
  inTheFog: 'en la niebla',
  statusLine: (n, c, k, s) =>
    `${c} ${n}: territorios y ejércitos en la niebla, ${count('es-ES', k, ['carta', 'cartas'])}${s ? ` (${s})` : ''}`,
  rulesBullet:
    'Niebla de guerra (FOG-1): cada jugador solo ve sus propios territorios y sus vecinos, y los mares junto a sus costas y flotas (compañeros de equipo y aliados comparten); el canal no ve ningún territorio hasta que termina la partida',
  myBoardButton: 'Mi tablero',
  myBoardTitle: 'Tu tablero (solo tú lo ves)',
  notSeated: 'Con niebla de guerra solo los jugadores de esta partida tienen un tablero propio.',
  publicNote: '🌫 Niebla de guerra: cada jugador ve su propio tablero con **Mi tablero**.',
  notOffered: (r, o) =>
    `${r} no ofrece niebla de guerra: no tiene tablero que ocultar. Ofrecen niebla de guerra: ${o}.`,
  help: '• `/risk nueva niebla:true`: niebla de guerra, solo ves tus territorios, sus vecinos y los mares que tocan tus costas y flotas (**Mi tablero**).',
  publicPrompt: (w) =>
    `🌫 Esperando a ${w}. Con niebla de guerra cada jugador juega desde **Mi tablero** (solo él lo ve).`,
};
