// German words of fog of war (FOG-*).
import type { FogCatalogue } from '../../fog.js';
import { count } from '../../plural.js';

export const de: FogCatalogue = {
  fogged: (w, k) =>
    ({
      attack: `🌫 ${w} hat aus dem Nebel angegriffen.`,
      naval: `🌫 ${w} hat im Nebel auf See gekämpft.`,
      conquest: `🌫 ${w} hat im Nebel ein Gebiet genommen.`,
      move: `🌫 ${w} hat im Nebel Armeen verlegt.`,
      place: `🌫 ${w} hat im Nebel Armeen gesetzt.`,
      build: `🌫 ${w} hat im Nebel gebaut.`,
      other: `🌫 ${w} hat im Nebel gehandelt.`,
    })[k],
  turnStarted: (w, r) => `Runde ${r}: ${w} ist am Zug.`,
  allyReinforced: (w, a) => `➕ ${w} hebt Armeen für den Verbündeten ${a} aus (wie viele, liegt im Nebel).`,
  asOf: (r, w) =>
    `🕒 Stand Runde ${r}, warte auf ${w}: die Züge der anderen seither erscheinen erst nach **🔄 Aktualisieren**.`,
  refreshButton: '🔄 Aktualisieren',
  inFog: '🌫 im Nebel gespielt',
  hiddenCount: '?',
  inTheFog: 'im Nebel',
  statusLine: (n, c, k, s) =>
    `${c} ${n}: Land und Armeen im Nebel, ${count('de', k, ['Karte', 'Karten'])}${s ? ` (${s})` : ''}`,
  rulesBullet:
    'Nebel des Krieges (FOG-1): jeder Spieler sieht nur seine eigenen Gebiete und deren Nachbarn, und die Meere an seinen Küsten und Flotten (Teamkameraden und Verbündete teilen); der Kanal sieht kein Gebiet, bis die Partie endet',
  myBoardButton: 'Mein Brett',
  myBoardTitle: 'Dein Brett (nur du siehst es)',
  notSeated: 'Nur die Spieler dieser Partie haben im Nebel des Krieges ein eigenes Brett.',
  publicNote: '🌫 Nebel des Krieges: jeder Spieler sieht sein eigenes Brett mit **Mein Brett**.',
  notOffered: (r, o) =>
    `${r} bietet keinen Nebel des Krieges an: es hat kein Brett zu verbergen. Nebel des Krieges bieten: ${o}.`,
  help: '• `/risiko neu nebel:true`: Nebel des Krieges, du siehst nur dein Land, seine Nachbarn und die Meere, die deine Küsten und Flotten berühren (**Mein Brett**).',
  publicPrompt: (w) => `🌫 Warte auf ${w}. Im Nebel des Krieges spielt jeder von **Mein Brett** aus (nur er sieht es).`,
};
