// The Risk Express panel's own words in Spanish (the shape is ExpressPanelWords).
import type { ExpressPanelWords } from '../../express-panel.js';

export const es: ExpressPanelWords = {
  lobbyTitle: (h) => `**Partida nueva de Risk Express** (anfitrión ${h})`,
  lobbySeats: (min, max) => `De ${min} a ${max} jugadores; el anfitrión puede añadir puestos de IA.`,
  lobbyHow:
    'Tira los 7 dados, llena una línea de una carta por tirada, conquista cartas y cierra continentes. Cada jugada es un botón.',
  header: (round, who) => `🎲 **Risk Express** · ronda ${round} · ${who}`,
  over: '🎲 **Risk Express** · fin de la partida',
  scores: (list) => `Puntuación: ${list}`,
  started: '**¡Empieza Risk Express!** Juega primero quien tenga más Generales.',
  ping: (who) => `${who}, es tu turno: tira los dados.`,
  prompt: {
    roll: 'Tira los 7 dados.',
    fill: (n) => (n === 1 ? 'Esta tirada llena una línea: llénala.' : `Esta tirada llena ${n} líneas: elige una.`),
    invade: (n) => `Elige la carta que invadir con la línea que llena esta tirada (${n} opciones).`,
    setAside: 'No se puede llenar ninguna línea: aparta un dado.',
    waiting: (who) => `Esperando a ${who}.`,
  },
  select: { fill: 'Invadir una carta: llenar una de sus líneas…', part: (i, n) => `(${i}/${n})` },
  btn: { ev: 'Valores esperados', autoFillOn: 'Relleno auto: sí', autoFillOff: 'Relleno auto: no' },
  autoFilled: (who) => `(una sola opción: llenada por ${who})`,
  autoFill: (on) =>
    on
      ? 'El relleno automático está activado: una tirada con una sola opción se juega por ti.'
      : 'El relleno automático está desactivado: eliges incluso cuando solo hay una opción.',
  evTitle: 'Puntos esperados de cada opción (probabilidades exactas, para este turno):',
  evNone: 'Ahora no hay nada que elegir.',
  end: {
    title: '**Fin de la partida — la puntuación**',
    line: (who, score, cards, continents) =>
      `${who}: **${score}** pts${cards ? ` — ${cards}` : ''}${continents ? ` · continentes: ${continents}` : ''}`,
    continentBonus: (name, score) => `${name} (${score})`,
    winner: (who) => `🏆 Ganador: ${who}`,
    rounds: (n) => `${n} ${n === 1 ? 'ronda jugada' : 'rondas jugadas'}.`,
  },
  noSecrets: 'Risk Express no tiene cartas secretas: todo está en el panel.',
  noHistory: 'Risk Express no tiene historial de turnos: el registro del panel y /risk estado cuentan la partida.',
  notHere: 'Esta es una partida de Risk Express: juega con los botones del panel (o /risk estado, /risk reglas).',
  help: '**Cómo jugar a Risk Express aquí**\n• `/risk nueva variante:express` abre una sala (de 2 a 5 jugadores); Unirse, Añadir IA, Empezar.\n• En tu turno pulsa **Tirar**; cada tirada ofrece un botón por cada línea que puede llenar (la primera tirada que llena elige la carta), o los dados que puedes apartar.\n• **Valores esperados** muestra los puntos esperados de cada opción; **Relleno auto** juega por ti las tiradas con una sola opción.\n• `/risk estado`, `/risk reglas`, `/risk ajustes`.',
};
