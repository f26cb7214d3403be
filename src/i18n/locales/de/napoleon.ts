// German strings of the Napoléon rulesets (napoleon, napoleon-missions, napoleon-teams).
import type { NapoleonMessages } from '../../napoleon.js';

export const de: NapoleonMessages = {
  rank: { caporal: 'Korporal', capitaine: 'Hauptmann', general: 'General', empereur: 'Kaiser' },
  missionError: (e) => {
    switch (e.reason) {
      case 'noMissions':
        return 'Diese Partie hat keine Rang-Missionen.';
      case 'notYours':
        return 'Diese Mission gehört nicht dir: beanspruche eine deiner vier.';
      case 'alreadyClaimed':
        return 'Diese Mission hast du schon beansprucht.';
      case 'onePerTurn':
        return 'Du hast in diesem Zug schon eine Mission beansprucht: eine pro Zug.';
      case 'notMet':
        return 'Diese Mission ist noch nicht erfüllt: ihre Bedingungen müssen gelten, wenn du sie beanspruchst.';
    }
  },
  missionClaimed: (who, rank, text, claimed) => `${who} beansprucht die Mission ${rank} (${claimed}/4): ${text}`,
  missionRevealed: (who, rank, text) =>
    `${who} hat drei Missionen erfüllt: die letzte (${rank}) ist jetzt öffentlich: ${text}`,
  secretsMissions: 'Deine Missionen',
  missionLine: (rank, text, claimed) => `${claimed ? '✅' : '▫️'} ${rank}: ${text}`,
  reconstructed:
    'Vom Projekt rekonstruiert (die Spielregel druckt sie nicht ab): die Aufteilung und die Grenzen des Bretts Europa 1811, die Reichsboni, die Seezonen und die Leiste des Goldenen Reiters 4, 6, 8, 10, 15, 20, 25 … (+5).',
  missionsDesigned: 'Die 28 Missionskarten hat dieses Projekt entworfen (die Originale sind nicht öffentlich).',
  teamError: (e, where) =>
    e.reason === 'teamMate'
      ? `${where} gehört deinem Teamkameraden: greif ein Gebiet des anderen Teams an.`
      : `${where} ist nicht befreundet: eine strategische Verlegung geht in ein Gebiet, in dem du oder ein Teamkamerad Armeen habt, und nur durch solche Gebiete.`,
  teamElimination: 'ein gegnerischer Spieler ausgeschaltet (Teams)',
  teamHand: 'Die Karten deines Teams',
  teamHandNone: 'Die Karten deines Teams: keine.',
  claimButton: 'Mission beanspruchen',
  claimPick:
    'Welche erfüllte Mission beanspruchst du? Ihr Text wird dann allen gezeigt; deine anderen Missionen bleiben geheim.',
  claimRank: (rank) => `${rank} beanspruchen`,
  noneClaimable:
    'Keine deiner Missionen kann jetzt beansprucht werden: eine pro Zug, in deinem eigenen Zug, wenn ihre Bedingungen gelten (Meine Geheimnisse listet sie).',
  team: (team) => `Team ${'AB'[team] ?? team + 1}`,
  lobbyTeams: 'Zwei Teams, abwechselnd gesetzt: ungerade Plätze gegen gerade Plätze.',
};
