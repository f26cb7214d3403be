// Spanish words of the AI levels.
import type { AiLevelWords } from '../../ai-levels.js';

export const es: AiLevelWords = {
  names: { easy: 'Fácil', normal: 'Normal', hard: 'Difícil' },
  addPlaceholder: (l) => `Añadir una IA de otro nivel (esta partida: ${l})`,
  addOption: (l) => `Añadir IA: ${l}`,
  gameLevel: 'el nivel de esta partida: el botón Añadir IA',
  lobbyLine: (l) => `Nivel de la IA: **${l}** (puestos de IA y jugadores a los que sustituye la IA)`,
  added: (n, l) => `El jugador IA ${n} (${l}) se ha unido.`,
};
