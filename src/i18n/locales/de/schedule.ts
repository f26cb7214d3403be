// German words of a lobby's scheduled start and of the daily digest.
import type { ScheduleCatalogue } from '../../schedule.js';

const ts = (ms: number, style: 'F' | 'R') => `<t:${Math.floor(ms / 1000)}:${style}>`;
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

export const de: ScheduleCatalogue = {
  badTime: (typed, tz) =>
    `„${typed}“ ist keine Startzeit. Schreib 20:00 (deine Uhr: ${tz}, eingestellt mit /risiko einstellungen zeitzone), 2026-12-24 20:00, einen Discord-Zeitstempel wie <t:1798142400> oder off.`,
  inPast: 'Diese Zeit ist schon vorbei: nenne eine Zeit in der Zukunft.',
  tooFar: (days) => `Das ist mehr als ${days} Tage entfernt: nenne eine nähere Zeit.`,
  badSeats: (min, max) => `start_bei nimmt für diese Partie eine Zahl von Plätzen von ${min} bis ${max}.`,
  lobbyLine: (at, seats) =>
    at !== undefined && seats !== undefined
      ? `⏰ Startet von selbst um ${ts(at, 'F')} (${ts(at, 'R')}), sobald ${seats} Plätze besetzt sind.`
      : at !== undefined
        ? `⏰ Startet von selbst um ${ts(at, 'F')} (${ts(at, 'R')}).`
        : `⏰ Startet von selbst, sobald ${seats} Plätze besetzt sind.`,
  set: (line) => `Geplant. ${line}`,
  cleared: '⏰ Kein geplanter Start: der Gastgeber startet die Partie.',
  started: '⏰ Der geplante Start: die Partie beginnt.',
  dropped: (min) =>
    `⏰ Zur Startzeit waren zu wenige Spieler da (mindestens ${min}): die Lobby bleibt offen, damit der Gastgeber startet oder eine neue Zeit setzt.`,
  digest: (games) =>
    [
      `📬 Du bist am Zug in ${games.length === 1 ? 'einer Partie' : `${games.length} Partien`}:`,
      ...games.map((g) => `• ${g}`),
    ].join('\n'),
  digestGame: (ruleset, where, deadline) =>
    `**${ruleset}** in ${where}${deadline === null ? '' : ` — die Zeit läuft ${ts(deadline, 'R')} ab`}`,
  digestOn: (hour, tz, games) =>
    `📬 Übersicht: eine Direktnachricht am Tag um ${hh(hour)} (${tz}) mit den Partien, in denen du am Zug bist, statt eines Pings in jedem Zug. Gilt für ${games === 1 ? 'eine laufende Partie' : `${games} laufende Partien`} und für die Partien, denen du als Nächstes beitrittst; \`benachrichtigung:mention\` (oder dm, both) in einer Partie beendet sie.`,
  help: '• Der Gastgeber: `/risiko neu start_um:20:00 start_bei:5` (oder `/risiko einstellungen` in der Lobby) startet die Partie von selbst zu dieser Zeit (deine Zeitzone oder ein Discord-Zeitstempel) und/oder sobald so viele Plätze besetzt sind. `/risiko einstellungen benachrichtigung:digest`: eine Direktnachricht am Tag mit den Partien, in denen du am Zug bist (`uebersicht_stunde:20` wählt ihre Stunde auf deiner Uhr).',
};
