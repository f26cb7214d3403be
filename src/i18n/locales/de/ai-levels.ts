// German words of the AI levels.
import type { AiLevelWords } from '../../ai-levels.js';

export const de: AiLevelWords = {
  names: { easy: 'Leicht', normal: 'Normal', hard: 'Schwer' },
  addPlaceholder: (l) => `Eine KI anderer Stufe hinzufügen (diese Partie: ${l})`,
  addOption: (l) => `KI hinzufügen: ${l}`,
  gameLevel: 'die Stufe dieser Partie: der Knopf KI hinzufügen',
  lobbyLine: (l) => `KI-Stufe: **${l}** (KI-Plätze und Spieler, für die die KI einspringt)`,
  added: (n, l) => `KI-Spieler ${n} (${l}) ist beigetreten.`,
};
