// Spanish strings of the Napoléon rulesets (napoleon, napoleon-missions, napoleon-teams).
import type { NapoleonMessages } from '../../napoleon.js';

export const es: NapoleonMessages = {
  rank: { caporal: 'Cabo', capitaine: 'Capitán', general: 'General', empereur: 'Emperador' },
  missionError: (e) => {
    switch (e.reason) {
      case 'noMissions':
        return 'Esta partida no tiene misiones de rango.';
      case 'notYours':
        return 'Esa misión no es tuya: reclama una de tus cuatro.';
      case 'alreadyClaimed':
        return 'Ya has reclamado esa misión.';
      case 'onePerTurn':
        return 'Ya has reclamado una misión en este turno: una por turno.';
      case 'notMet':
        return 'Esa misión aún no está cumplida: sus condiciones deben cumplirse cuando la reclamas.';
    }
  },
  missionClaimed: (who, rank, text, claimed) => `${who} reclama su misión de ${rank} (${claimed}/4): ${text}`,
  missionRevealed: (who, rank, text) => `${who} tiene tres misiones: la última (${rank}) ya es pública: ${text}`,
  secretsMissions: 'Tus misiones',
  missionLine: (rank, text, claimed) => `${claimed ? '✅' : '▫️'} ${rank}: ${text}`,
  reconstructed:
    'Reconstruido por el proyecto (el reglamento no los imprime): el reparto y las fronteras del tablero Europa 1811, las bonificaciones de imperio, las zonas marítimas y el marcador del Caballero Dorado 4, 6, 8, 10, 15, 20, 25 … (+5).',
  missionsDesigned: 'Las 28 cartas de misión las ha diseñado este proyecto (las originales no son públicas).',
  teamError: (e, where) =>
    e.reason === 'teamMate'
      ? `${where} es de tu compañero de equipo: ataca un territorio del otro equipo.`
      : `${where} no es amigo: un movimiento estratégico va a un territorio donde tú o un compañero tengáis ejércitos, y solo a través de esos territorios.`,
  teamElimination: 'un jugador rival eliminado (equipos)',
  teamHand: 'Las cartas de tu equipo',
  teamHandNone: 'Las cartas de tu equipo: ninguna.',
  claimButton: 'Reclamar misión',
  claimPick: '¿Qué misión cumplida reclamas? Su texto se mostrará a todos; tus otras misiones siguen en secreto.',
  claimRank: (rank) => `Reclamar ${rank}`,
  noneClaimable:
    'Ahora no puedes reclamar ninguna de tus misiones: una por turno, en tu propio turno, cuando se cumplan sus condiciones (Mis secretos las enumera).',
  team: (team) => `Equipo ${'AB'[team] ?? team + 1}`,
  lobbyTeams: 'Dos equipos, sentados de forma alterna: puestos impares contra puestos pares.',
};
