// Spanish strings of Risk Napoléon for two players (napoleon-duel, N2-*).
import type { DuelMessages } from '../../napoleon-duel.js';
import type { DuelRefusal } from '../../../engine/errors.js';
import { count } from '../../plural.js';

export const es: DuelMessages = {
  error: (e, who) => {
    const m: Record<DuelRefusal, string> = {
      passive: 'Los independientes son pasivos en esta partida: no se les puede influir ni usar.',
      notIndependent: 'Ese no es un ejército independiente que siga en el tablero.',
      notStartOfTurn:
        'A los independientes solo se les influye al inicio de tu turno, antes de colocar, canjear o atacar.',
      full: `${who} ya tiene 3 cartas: ya no se le puede influir.`,
      alreadyAlly: `${who} ya es tu aliado.`,
      notAlly: `${who} no es tu aliado: solo los aliados reciben refuerzos y órdenes.`,
      alreadyReinforced: `${who} ya fue reforzado en este turno.`,
      tooLate: 'Los refuerzos de los aliados van antes de tu primer ataque del turno.',
      allyToPlace: `Coloca primero en sus territorios los ejércitos que sacaste para ${who}.`,
      ownSide: `${who} está de tu lado: ataca a tu rival, a un independiente neutral o a los aliados de tu rival.`,
      alreadyMoved: who
        ? `${who} ya ha hecho su movimiento estratégico en este turno.`
        : 'Ya has hecho tu movimiento estratégico en este turno.',
    };
    return m[e.reason];
  },
  influenced: (who, independent, cards, status) =>
    `🃏 ${who} da una carta a ${independent} (${cards}/3): ahora ${status}.`,
  allyReinforced: (who, ally, die) =>
    `🎲 ${who} saca un ${die} para su aliado ${ally}: ${count('es-ES', die, ['ejército', 'ejércitos'])} que colocar.`,
  statusRolled: (independent, die, changed, status) =>
    `🎲 ${die} para ${independent}: ${changed ? `ahora ${status}` : `sigue ${status}`}.`,
  neutral: 'neutral',
  allyOf: (seat) => `aliado de ${seat}`,
  btnReinforceAlly: (ally) => `🎲 Reforzar a ${ally}`,
  selectInfluence: 'Dar una carta a un independiente…',
  ai: {
    gave: (list) => `dio una carta a ${list}`,
    gaveTo: (independent, status) => `${independent} (ahora ${status})`,
    allyDie: (ally, die) => `sacó un ${die} para su aliado ${ally}`,
    became: (independent, status, die) => `${independent} pasó a ${status} con un ${die}`,
  },
  title: 'Risk Napoléon: dos jugadores',
  summary:
    'Dos jugadores y cuatro ejércitos independientes (21 ejércitos cada uno, en los 7 territorios de sus cartas); 36 ejércitos por jugador, 10 territorios repartidos, y luego por turnos 3 propios y 2 por cada independiente (N2-1). Elimina a tu rival para ganar. El tablero, las bonificaciones de imperio y el marcador del Caballero Dorado están reconstruidos, y donde el reglamento calla decide el bot: ver docs/napoleon.md.',
  independents: {
    passive:
      'Independientes: pasivos. Defienden (con el máximo de dados) y nunca se mueven, atacan ni reciben refuerzos (N2-P).',
    active:
      'Independientes: activos. Al inicio de tu turno da cartas para acercar su estado hacia ti (no a uno con 3); tus aliados reciben un dado de refuerzos, atacan y hacen un movimiento estratégico como los tuyos (sin carta por sus conquistas); tras cada invasión en la que participe un independiente se tira un dado: de 1 a 4 lo aleja un paso de ti (N2-A).',
  },
};
