// German strings of the advanced game's content (napoleon-advanced): card refusals, /risk rules lines.
import type { AdvancedMessages } from '../../napoleon-advanced-content.js';

export const de: AdvancedMessages = {
  refusal: {
    wild: 'Ein Joker hat keine Wirkung: er vervollständigt nur eine Serie.',
    phase: 'Diese Karte wird jetzt nicht gespielt.',
    armOnly:
      'Eine Verteidigungskarte wird in deinem Zug scharf gemacht (Scharf machen) und wirkt dann von selbst, wenn du angegriffen wirst.',
    notArmable: 'Nur Verteidigungskarten (D, AD) lassen sich scharf machen.',
    armedAlready:
      'Du hast schon eine Karte scharf gemacht: nur eine zugleich. Unbenutzt kommt sie in deinem nächsten Zug auf die Hand zurück.',
    noTarget:
      'Diese Karte braucht ein gültiges Ziel: nenne das Gebiet, die Seezone oder den Spieler, auf das sie wirkt.',
    ownTarget: 'Nenne ein Gebiet (oder eine Seezone) eines anderen Spielers: das, in das du einfällst.',
    notYourTerritory: 'Eine scharf gemachte Karte nennt eines deiner eigenen Gebiete oder beliebig.',
    noFort: 'Pioniere nennen ein befestigtes Gebiet eines anderen Spielers.',
    noFleet: 'Brander nennen eine Seezone, in der deine Schiffe sind, oder eine daneben.',
    alreadyInForce: 'Diese Wirkung gilt dort in diesem Zug schon.',
    noEpidemic: 'Ansteckung verschiebt eine Seuche von einem Gebiet, das eine hat.',
    notAdjacent: 'Ansteckung verschiebt die Seuche in ein benachbartes Gebiet (Grenze oder Seeverbindung).',
    noArmies: 'Ansteckung verschiebt die Seuche auf ein Gebiet eines anderen Spielers, mit Armeen.',
    noChain:
      'Der Seetransport braucht eine Kette von 1 bis 3 aufeinanderfolgenden Seezonen, die du beherrschst, von einer deiner Küsten zur anderen.',
    badCount: 'Der Seetransport befördert zwischen 1 Armee und allen außer einer der dortigen Armeen.',
    noMissions: 'Spioniere bei einem anderen Spieler, der noch unbeanspruchte Missionen hat.',
  },
  symbol: {
    R: 'Sie wird in deiner Verstärkungsphase gespielt.',
    A: 'Sie wird in deiner Kampfphase gespielt.',
    AD: 'Sie wird in deiner Kampfphase gespielt oder zur Verteidigung scharf gemacht.',
    M: 'Sie wird in deiner Manöverphase gespielt.',
    S: 'Sie wird während deines eigenen Zugs gespielt.',
    D: 'Sie wird in deinem Zug für die Kampfphase eines anderen Spielers scharf gemacht.',
  },
  designedMissions:
    'Reichsmissionen und Siegpunkte pro Mission hat dieses Projekt entworfen (die Karten der Schachtel sind nicht öffentlich).',
  designedEffects: 'Die Karteneffekte hat dieses Projekt entworfen (die Spielregel nennt nur die Symbole).',
  rankLine: (rank, points) => `${rank}: ${points} SP`,
};
