// German words of the notifications (heads-up, mute, following a game).
import type { NotifyCatalogue } from '../../notify.js';

export const de: NotifyCatalogue = {
  next: (before, where) => `⏭️ Du bist als Nächstes dran in ${where}: ${before} hat den Zug begonnen.`,
  out: (name, where) => `☠️ ${name} ist in ${where} aus der Partie ausgeschieden.`,
  following:
    '👀 Du verfolgst diese Partie: eine Direktnachricht meldet dir jedes Ausscheiden und das Ergebnis. `/risiko folgen` beendet es wieder.',
  unfollowed: 'Du verfolgst diese Partie nicht mehr.',
  nothingToFollow: 'Hier läuft keine Partie, die du verfolgen könntest.',
  notSeated: 'Du hast hier keinen Platz in einer laufenden Partie.',
  headsUp: (on) =>
    on
      ? '⏭️ In dieser Partie bekommst du eine Direktnachricht, wenn der Spieler vor dir beginnt (du bist als Nächstes dran).'
      : '⏭️ Kein „du bist als Nächstes dran“ mehr in dieser Partie.',
  muted: (on) =>
    on
      ? '🔕 Diese Partie pingt dich nicht mehr (keine Erwähnung, Direktnachricht oder Erinnerung).'
      : '🔔 Diese Partie pingt dich wieder.',
  help: '• In einer Partie: `/risiko einstellungen vorwarnung:true` (eine Direktnachricht, wenn der Spieler vor dir beginnt), `stumm:true` (diese Partie pingt dich gar nicht); `/risiko folgen` (für alle: eine Direktnachricht bei jedem Ausscheiden und beim Ergebnis).',
};
