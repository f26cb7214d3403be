// Spanish strings of the advanced game's content (napoleon-advanced): card refusals, /risk rules lines.
import type { AdvancedMessages } from '../../napoleon-advanced-content.js';

export const es: AdvancedMessages = {
  refusal: {
    wild: 'Un comodín no tiene efecto: solo completa una combinación.',
    phase: 'Esa carta no se juega ahora.',
    armOnly: 'Una carta de defensa se arma en tu turno (Armar) y luego actúa sola cuando te invaden.',
    notArmable: 'Solo las cartas de defensa (D, AD) se pueden armar.',
    armedAlready:
      'Ya tienes una carta armada: solo una a la vez. Vuelve a tu mano en tu próximo turno si no se ha usado.',
    noTarget:
      'Esa carta necesita un objetivo válido: nombra el territorio, la zona marítima o el jugador al que afecta.',
    ownTarget: 'Nombra un territorio (o una zona marítima) de otro jugador: el que invades.',
    notYourTerritory: 'Una carta armada nombra uno de tus propios territorios, o cualquiera.',
    noFort: 'Los zapadores nombran un territorio fortificado de otro jugador.',
    noFleet: 'Los brulotes nombran una zona marítima donde están tus barcos, o una vecina.',
    alreadyInForce: 'Ese efecto ya está activo allí en este turno.',
    noEpidemic: 'El contagio mueve una epidemia desde un territorio que la tenga.',
    notAdjacent: 'El contagio mueve la epidemia a un territorio vecino (frontera o línea marítima).',
    noArmies: 'El contagio mueve la epidemia a un territorio de otro jugador, con ejércitos.',
    noChain:
      'El transporte necesita una cadena de 1 a 3 zonas marítimas consecutivas que domines, de una de tus costas a la otra.',
    badCount: 'El transporte lleva entre 1 ejército y todos menos uno de los que hay allí.',
    noMissions: 'Espía a otro jugador que aún tenga misiones sin reclamar.',
  },
  symbol: {
    R: 'Se juega en tu fase de refuerzos.',
    A: 'Se juega en tu fase de combate.',
    AD: 'Se juega en tu fase de combate, o se arma para defender.',
    M: 'Se juega en tu fase de maniobras.',
    S: 'Se juega durante tu propio turno.',
    D: 'Se arma en tu turno para la fase de combate de otro jugador.',
  },
  designedMissions:
    'Las misiones de Imperio y los puntos de victoria por misión los ha diseñado este proyecto (las cartas de la caja no son públicas).',
  designedEffects: 'Los efectos de las cartas los ha diseñado este proyecto (el reglamento solo nombra los símbolos).',
  rankLine: (rank, points) => `${rank}: ${points} PV`,
};
