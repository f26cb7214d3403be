// German strings of Risk Napoléon for two players (napoleon-duel, N2-*).
import type { DuelMessages } from '../../napoleon-duel.js';
import type { DuelRefusal } from '../../../engine/errors.js';
import { count } from '../../plural.js';

export const de: DuelMessages = {
  error: (e, who) => {
    const m: Record<DuelRefusal, string> = {
      passive: 'Die Unabhängigen sind in dieser Partie passiv: sie lassen sich weder beeinflussen noch einsetzen.',
      notIndependent: 'Das ist keine unabhängige Armee, die noch auf dem Brett steht.',
      notStartOfTurn:
        'Unabhängige werden nur zu Beginn deines Zugs beeinflusst, bevor du setzt, tauschst oder angreifst.',
      full: `${who} hat schon 3 Karten: er lässt sich nicht mehr beeinflussen.`,
      alreadyAlly: `${who} ist schon dein Verbündeter.`,
      notAlly: `${who} ist nicht dein Verbündeter: nur Verbündete bekommen Verstärkungen und Befehle.`,
      alreadyReinforced: `${who} wurde in diesem Zug schon verstärkt.`,
      tooLate: 'Die Verstärkung der Verbündeten kommt vor deinem ersten Angriff im Zug.',
      allyToPlace: `Setze zuerst die für ${who} erwürfelten Armeen auf seine Gebiete.`,
      ownSide: `${who} steht auf deiner Seite: greif deinen Gegner, einen neutralen Unabhängigen oder die Verbündeten deines Gegners an.`,
      alreadyMoved: who
        ? `${who} hat in diesem Zug schon seine strategische Verlegung gemacht.`
        : 'Du hast in diesem Zug schon deine strategische Verlegung gemacht.',
    };
    return m[e.reason];
  },
  influenced: (who, independent, cards, status) =>
    `🃏 ${who} gibt ${independent} eine Karte (${cards}/3): jetzt ${status}.`,
  allyReinforced: (who, ally, die) =>
    `🎲 ${who} würfelt ${die} für den Verbündeten ${ally}: ${count('de', die, ['Armee', 'Armeen'])} zu setzen.`,
  statusRolled: (independent, die, changed, status) =>
    `🎲 ${die} für ${independent}: ${changed ? `jetzt ${status}` : `bleibt ${status}`}.`,
  neutral: 'neutral',
  allyOf: (seat) => `verbündet mit ${seat}`,
  btnReinforceAlly: (ally) => `🎲 ${ally} verstärken`,
  selectInfluence: 'Einem Unabhängigen eine Karte geben…',
  ai: {
    gave: (list) => `gab eine Karte an ${list}`,
    gaveTo: (independent, status) => `${independent} (jetzt ${status})`,
    allyDie: (ally, die) => `würfelte ${die} für den Verbündeten ${ally}`,
    became: (independent, status, die) => `${independent} wurde mit einer ${die} ${status}`,
  },
  title: 'Risk Napoléon: zwei Spieler',
  summary:
    'Zwei Spieler und vier unabhängige Armeen (je 21 Armeen auf den 7 Gebieten ihrer Karten); je 36 Armeen, 10 Gebiete verteilt, dann reihum 3 eigene und 2 für jeden Unabhängigen setzen (N2-1). Schalte deinen Gegner aus, um zu gewinnen. Brett, Reichsboni und die Leiste des Goldenen Reiters sind rekonstruiert, und wo die Spielregel schweigt, entscheidet der Bot: siehe docs/napoleon.md.',
  independents: {
    passive:
      'Unabhängige: passiv. Sie verteidigen (mit den meisten Würfeln) und ziehen, greifen oder verstärken nie (N2-P).',
    active:
      'Unabhängige: aktiv. Zu Beginn deines Zugs gibst du Karten, um ihren Status zu dir hin zu verschieben (nicht an einen mit 3 Karten); deine Verbündeten bekommen einen Würfel Verstärkung, greifen an und verlegen strategisch wie deine Armeen (keine Karte für ihre Eroberungen); nach jeder Invasion mit einem Unabhängigen wird gewürfelt: 1–4 rückt ihn einen Schritt von dir weg (N2-A).',
  },
};
