// The Risk Express panel's own words in German (the shape is ExpressPanelWords).
import type { ExpressPanelWords } from '../../express-panel.js';

export const de: ExpressPanelWords = {
  lobbyTitle: (h) => `**Neue Partie Risiko Express** (Gastgeber ${h})`,
  lobbySeats: (min, max) => `${min} bis ${max} Spieler; der Gastgeber kann KI-Plätze hinzufügen.`,
  lobbyHow:
    'Wirf die 7 Würfel, fülle pro Wurf eine Zeile einer Karte, erobere Karten und schließe Kontinente. Jeder Zug ist ein Knopf.',
  header: (round, who) => `🎲 **Risiko Express** · Runde ${round} · ${who}`,
  over: '🎲 **Risiko Express** · Partie vorbei',
  scores: (list) => `Punkte: ${list}`,
  started: '**Risiko Express beginnt!** Wer die meisten Generäle hat, spielt zuerst.',
  ping: (who) => `${who}, du bist am Zug: würfle.`,
  prompt: {
    roll: 'Wirf die 7 Würfel.',
    fill: (n) => (n === 1 ? 'Dieser Wurf füllt eine Zeile: fülle sie.' : `Dieser Wurf füllt ${n} Zeilen: wähle eine.`),
    invade: (n) => `Wähle die Karte, die du mit der Zeile dieses Wurfs angreifst (${n} Möglichkeiten).`,
    setAside: 'Keine Zeile lässt sich füllen: lege einen Würfel beiseite.',
    waiting: (who) => `Warte auf ${who}.`,
  },
  select: { fill: 'Eine Karte angreifen: eine ihrer Zeilen füllen…', part: (i, n) => `(${i}/${n})` },
  btn: { ev: 'Erwartungswerte', autoFillOn: 'Auto-Füllen: an', autoFillOff: 'Auto-Füllen: aus' },
  autoFilled: (who) => `(nur eine Möglichkeit: für ${who} gefüllt)`,
  autoFill: (on) =>
    on
      ? 'Auto-Füllen ist an: ein Wurf mit nur einer Möglichkeit wird für dich gespielt.'
      : 'Auto-Füllen ist aus: du wählst auch, wenn es nur eine Möglichkeit gibt.',
  evTitle: 'Erwartete Punkte jeder Möglichkeit (exakte Chancen, für diesen Zug):',
  evNone: 'Gerade gibt es nichts zu wählen.',
  end: {
    title: '**Partie vorbei — die Punkte**',
    line: (who, score, cards, continents) =>
      `${who}: **${score}** P.${cards ? ` — ${cards}` : ''}${continents ? ` · Kontinente: ${continents}` : ''}`,
    continentBonus: (name, score) => `${name} (${score})`,
    winner: (who) => `🏆 Sieger: ${who}`,
    rounds: (n) => `${n} ${n === 1 ? 'Runde' : 'Runden'} gespielt.`,
  },
  noSecrets: 'Risiko Express hat keine geheimen Karten: alles steht im Panel.',
  noHistory: 'Risiko Express hat keinen Zugverlauf: das Protokoll des Panels und /risiko status erzählen die Partie.',
  notHere:
    'Das ist eine Partie Risiko Express: spiel mit den Knöpfen des Panels (oder /risiko status, /risiko regeln).',
  help: '**So spielst du hier Risiko Express**\n• `/risiko neu regelwerk:express` eröffnet eine Lobby (2–5 Spieler); Beitreten, KI hinzufügen, Starten.\n• In deinem Zug drückst du **Würfeln**; jeder Wurf bietet einen Knopf pro Zeile, die er füllen kann (der erste füllende Wurf wählt die Karte), oder die Würfel, die du beiseitelegen darfst.\n• **Erwartungswerte** zeigt die erwarteten Punkte jeder Möglichkeit; **Auto-Füllen** spielt Würfe mit nur einer Möglichkeit für dich.\n• `/risiko status`, `/risiko regeln`, `/risiko einstellungen`.',
};
