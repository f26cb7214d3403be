// The advanced game's panel words in Spanish (the shape is AdvancedPanel, src/i18n/panel-advanced.ts).
import type { AdvancedPanel } from '../../panel-advanced.js';

const s = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const es: AdvancedPanel = {
  unit: {
    ship: '⛵ Barco',
    general: '🎖️ General',
    admiral: '⚓ Almirante',
    fort: '🏰 Fortificación',
    buyGeneral: '🎖️ Recomprar un general',
    buyAdmiral: '⚓ Recomprar un almirante',
  },
  by: { land: '🚶 Terrestre', naval: '⛵ Naval', general: '🎖️ General', admiral: '⚓ Almirante' },
  select: {
    convert: 'Convertir ejércitos en… (1 ejército cada uno)',
    starting: 'Coloca tu unidad inicial…',
    buildAt: (unit) => `${unit}: ¿dónde?`,
    sail: 'Invasión naval… (desde → hacia)',
    occupy: 'Ocupar un territorio vacío… (sin combate)',
    manoeuvre: 'Maniobra… (qué, desde dónde)',
    manoeuvreTo: 'Maniobra hacia…',
    manoeuvreNow: 'Maniobra… (termina el ataque)',
    exactly: 'Exactamente…',
  },
  btn: {
    seaBattle: (zone, mine, theirs) => `⚔️ Batalla naval: ${zone} (${mine} contra ${theirs})`,
    leadersOnly: (n) => `Solo jefes (${n})`,
    withLeaders: (count, leaders) => `Todos (${count}) + ${leaders} ${s(leaders, 'jefe', 'jefes')}`,
    follow: (unit, n, to) =>
      unit === 'general'
        ? `🎖️ ${n} ${s(n, 'general sigue', 'generales siguen')} hacia ${to}`
        : `⚓ ${n} ${s(n, 'almirante sigue', 'almirantes siguen')} hacia ${to}`,
    stay: (count, g) => `Todos (${count}), ${s(g, 'el general se queda', 'los generales se quedan')}`,
    andEnd: (amount) => `${amount}, terminar turno`,
    quickShip: (zone, ships) => `⛵ +1 barco: ${zone} (⛵${ships})`,
  },
  prompt: {
    starting: (g, f) =>
      `Coloca ${[g ? s(g, 'tu general inicial', `tus ${g} generales iniciales`) : '', f ? s(f, 'tu fortificación inicial', `tus ${f} fortificaciones iniciales`) : ''].filter(Boolean).join(' y ')} (gratis) en tus territorios.`,
    buildAt: (unit, left) => `${unit}: elige dónde (${left} ${s(left, 'ejército', 'ejércitos')} por gastar).`,
    buildAmount: (unit, at, max) => `¿Cuántos ${unit} en ${at}? (hasta ${max})`,
    forced: (zones) => `Tus barcos nuevos deben combatir primero: ${zones}.`,
    sailAmount: (from, to, max) => `¿Cuántos barcos navegan de ${from} a ${to}? (hasta ${max}; uno se queda)`,
    occupyAmount: (from, to, max) => `¿Cuántos mover de ${from} al territorio vacío ${to}? (hasta ${max})`,
    manoeuvre: 'Maniobras: una terrestre, una naval, una por general o almirante, o termina tu turno.',
    manoeuvreTo: (by, from) => `Maniobra ${by} desde ${from}: elige adónde.`,
    manoeuvreAmount: (by, from, to, units, leaders) =>
      `Maniobra ${by} ${from} → ${to}: hasta ${units} ${s(units, 'unidad', 'unidades')}${leaders ? ` y ${leaders} ${s(leaders, 'jefe', 'jefes')}` : ''}.`,
  },
  describe: {
    ships: (mine, theirs) => `tus barcos ${mine} · los suyos ${theirs}`,
    landing: '⛵ desembarco a través de tus zonas marítimas',
    leaders: (n) => `${n} ${s(n, 'jefe', 'jefes')} allí`,
  },
  year: (round, of) => `📅 Año ${round} de ${of}`,
  leads: (who, vp) => `${who} va en cabeza con ${vp} PV`,
  tied: (who, vp) => `${who} empatados a ${vp} PV`,
  status: (ships, generals, vp) =>
    [
      `⛵ ${ships} ${s(ships, 'barco', 'barcos')}`,
      `🎖️ ${generals} ${s(generals, 'general', 'generales')}`,
      ...(vp === null ? [] : [`⭐ ${vp} PV`]),
    ].join(', '),
  won: (who, vp) => `🏁 ${who} ganó con ${vp} PV`,
  shared: (who, vp) => `🏁 ${who} comparten la victoria con ${vp} PV`,
  ev: {
    built: (who, unit, at, count, free) => `${who} ${free ? 'colocó' : 'construyó'} ${count}× ${unit} en ${at}.`,
    seaBattle: (att, def, zone, dice, al, dl) =>
      `⚓ ${att} combatió contra ${def} en ${zone}: ${dice} — perdió ${al}, hundió ${dl}.`,
    zoneTaken: (who, from, to, ships) => `${who} navegó con ${ships} ${s(ships, 'barco', 'barcos')} ${from} → ${to}.`,
    epidemicKilled: (who, at, count) => `☣️ La epidemia mató ${count} de ${who} en ${at}.`,
    epidemicCost: (who, at, count) => `☣️ ${who} perdió ${count} en ${at} al declarar una invasión (epidemia).`,
    epidemicMoved: (from, to) => `☣️ La epidemia pasó de ${from} a ${to}.`,
    occupied: (who, count, from, to) => `${who} movió ${count} de ${from} al territorio vacío ${to}.`,
    captured: (captor, count, unit, owner, at) => `⛓️ ${captor} capturó ${count} ${unit} de ${owner} en ${at}.`,
    returned: (who, count, unit, at) => `${count} ${unit} de ${who} dejaron ${at} (de vuelta a la reserva).`,
    fortDestroyed: (at) => `🏰 La fortificación de ${at} fue destruida.`,
    points: (who, points, source) => `⭐ ${who} ${points >= 0 ? '+' : ''}${points} PV (${source}).`,
    manoeuvred: (who, by, count, leaders, from, to) =>
      `${who}, maniobra ${by}: ${count}${leaders ? ` + ${leaders} ${s(leaders, 'jefe', 'jefes')}` : ''} ${from} → ${to}.`,
    followed: (who, unit, n, from, to) =>
      unit === 'general'
        ? `🎖️ ${who}: ${n} ${s(n, 'general siguió', 'generales siguieron')} a los ejércitos ${from} → ${to}.`
        : `⚓ ${who}: ${n} ${s(n, 'almirante siguió', 'almirantes siguieron')} a los barcos ${from} → ${to}.`,
    fleetRemoved: (who, ships) =>
      `${ships} ${s(ships, 'barco', 'barcos')} de ${who} ${s(ships, 'deja', 'dejan')} el mar.`,
  },
  ai: {
    built: (list) => `construyó ${list}`,
    naval: (rolls) => `${rolls} ${s(rolls, 'tirada naval', 'tiradas navales')}`,
    vp: (n) => `${n >= 0 ? '+' : ''}${n} PV`,
  },
  source: {
    empire: 'imperio',
    route: 'ruta marítima',
    capital: 'capital',
    capture: 'captura',
    captured: 'jefe capturado',
    census: 'recuento',
    mission: 'misión',
    objective: 'objetivo',
    invasion: 'primera invasión',
  },
  legal: {
    list: (items, more) => `Posible ahora: ${items}${more ? ` … (+${more})` : ''}.`,
    none: {
      build:
        'Ahora no es posible ninguna conversión: los ejércitos se convierten en tu fase de refuerzos, antes de colocarlos.',
      sail: 'Ahora no es posible ninguna invasión naval: necesita una zona que domines con 2 barcos o más, antes de tus ofensivas terrestres.',
      seabattle: 'Ahora no tienes ningún combate naval forzoso que librar.',
      occupy: 'Ahora no hay ningún territorio vacío al que puedas entrar.',
      manoeuvre: 'No queda ninguna maniobra: se hacen en tu fase de maniobras, después de los combates.',
      follow:
        'Ahora ningún jefe puede seguir: justo después de tomar un territorio (o ganar una invasión naval) y entrar, los generales (almirantes) del territorio (zona) del que venías pueden acompañar, antes de tu siguiente acción.',
    },
  },
  card: {
    open: '🃏 Tus cartas…',
    play: '🃏 Jugar una carta por su efecto…',
    arm: '🛡️ Armar una carta de defensa…',
    any: 'cualquiera de tus territorios',
    armed: (card, where) => `🛡️ Armada: ${card}, para ${where}.`,
    ev: {
      scored: (who, rank, text, points) => `🎖️ ${who} cumplió una misión de ${rank}: «${text}» (+${points} PV).`,
      drawn: (who, rank) => `${who} robó una misión nueva de ${rank}.`,
      pileEmpty: (who, rank) => `No queda ninguna misión de ${rank} para ${who}.`,
      bonusLost: (who, text) => `${who} perdió la bonificación permanente de «${text}».`,
      revealed: (who, list) => `Las misiones de ${who}: ${list}.`,
      spied: (who, target) => `🕵️ ${who} espió una de las misiones de ${target}.`,
      spiedHand: (who, target) => `🕵️ ${who} miró la mano de ${target}.`,
      spiedSecret: (target, rank, text) => `🕵️ La misión de ${rank} de ${target}: «${text}».`,
      played: (who, card, target) => `🃏 ${who} jugó ${card}${target ? ` sobre ${target}` : ''}.`,
      armed: (who) => `🛡️ ${who} armó una carta de defensa, boca abajo.`,
      disarmed: (who) => `La carta armada de ${who} volvió a la mano.`,
      fired: (who, card, at, armies) =>
        `🛡️ ${card} armada de ${who} se activó en ${at}${armies ? ` (+${armies})` : ''}.`,
    },
  },
  leader: { general: (n) => s(n, 'general', 'generales'), admiral: (n) => s(n, 'almirante', 'almirantes') },
};
