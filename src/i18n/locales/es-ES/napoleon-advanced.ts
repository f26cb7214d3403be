// Spanish strings of Risk Napoléon's advanced game (napoleon-advanced, NA-*): refusals and /risk rules.
import type { AdvancedRulesWords, Messages } from '../../napoleon-advanced.js';

export const es: Messages = (where, max) => ({
  unknownZone: `No hay ninguna zona marítima llamada «${where}».`,
  unknownUnit:
    'Los refuerzos se convierten en un barco, un general, un almirante o una fortificación, o recompran un general o un almirante.',
  unitLimit: `Eso supera tu límite (26 barcos, 3 generales, 2 almirantes en el tablero): como mucho ${max} más.`,
  noFortLeft: 'No quedan fortificaciones en la reserva: primero hay que destruir una.',
  notCoastal: `${where} no limita con ninguno de tus territorios: los barcos se construyen en una zona de tu costa.`,
  noShips: `No tienes barcos en ${where}: un almirante va donde están tus barcos.`,
  alreadyFortified: `${where} ya tiene una fortificación, o no es tuyo.`,
  epidemic: `${where} tiene una epidemia: allí no se puede construir una fortificación.`,
  nothingToBuyBack:
    'Solo puedes recomprar un jefe cuando no te queda ninguno de ese tipo en juego y un rival tiene uno capturado.',
  forcedCombat: `Libra primero el combate naval forzoso en ${where} (tus barcos nuevos deben atacar).`,
  noForcedCombat: `No tienes ningún combate naval forzoso en ${where}.`,
  landBegun: 'El combate naval va antes de las ofensivas terrestres: tus ofensivas terrestres ya han empezado.',
  zoneNotControlled: `No dominas ${where}: allí solo pueden estar tus barcos.`,
  zonesNotAdjacent: `${where} no es adyacente a esa zona.`,
  ownZone: `${where} ya es tuya: mueve barcos allí con una maniobra naval.`,
  keepOneShip: `Al menos un barco se queda en ${where}: puedes enviar ${max}.`,
  notEmpty: `${where} no está vacío: atácalo.`,
  empty: `${where} está vacío: entra sin combatir (ocupar).`,
  unreachable: `${where} no se alcanza desde allí, ni siquiera con un desembarco (hasta 3 zonas marítimas dominadas).`,
  epidemicCost: `Invadir ${where} cuesta 1 ejército por epidemia: el origen necesita al menos ${max} ejércitos.`,
  manoeuvreUsed: 'Esa maniobra ya se ha hecho en este turno.',
  notFromStart: `Solo pueden salir las unidades que estaban en ${where} al empezar la fase de maniobras: como mucho ${max}.`,
  notConnected: 'Esos lugares no están conectados por tus propios territorios o zonas marítimas.',
  noLeader: `No tienes ni general ni almirante en ${where}.`,
  startingUnits: 'Coloca primero tu general y tu fortificación iniciales.',
});

export const rulesWords: AdvancedRulesWords = {
  title: 'Risk Napoléon: juego avanzado',
  capitals:
    'Capitales (NA-CAP): desde la ronda 2, controlar la capital de un imperio y la mayoría de sus territorios da su bonificación de capital en ejércitos y puntos de victoria; no hay carta por cumplir una misión.',
  summary:
    'Cinco rondas en el tablero Europa 1811 con sus 8 zonas marítimas; gana quien tenga más puntos de victoria, aunque esté eliminado (NA-WIN). Cada turno: puntos de victoria por cada imperio y ruta marítima que controles; refuerzos ((territorios + zonas) ÷ 3, al menos 3, más imperios y rutas), que puedes convertir en barcos, generales, almirantes y fortificaciones; combate naval y luego ofensivas terrestres (desembarcos a través de hasta 3 zonas dominadas; generales y fortificaciones suman a los dados; las epidemias cuestan al atacante); maniobras (una terrestre, una naval, una por general o almirante); golpean las epidemias; hasta 3 cartas. Donde el reglamento perdió o nunca imprimió un valor decide el bot: ver docs/napoleon.md.',
};
