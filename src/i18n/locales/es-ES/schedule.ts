// Spanish words of a lobby's scheduled start and of the daily digest.
import type { ScheduleCatalogue } from '../../schedule.js';

const ts = (ms: number, style: 'F' | 'R') => `<t:${Math.floor(ms / 1000)}:${style}>`;
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

export const es: ScheduleCatalogue = {
  badTime: (typed, tz) =>
    `«${typed}» no es una hora de inicio. Escribe 20:00 (tu reloj: ${tz}, se ajusta con /risk ajustes zona_horaria), 2026-12-24 20:00, una marca de tiempo de Discord como <t:1798142400>, u off.`,
  inPast: 'Esa hora ya ha pasado: indica una hora futura.',
  tooFar: (days) => `Eso es más de ${days} días vista: indica una hora más cercana.`,
  badSeats: (min, max) => `empezar_con admite un número de puestos de ${min} a ${max} para esta partida.`,
  lobbyLine: (at, seats) =>
    at !== undefined && seats !== undefined
      ? `⏰ Empieza sola a las ${ts(at, 'F')} (${ts(at, 'R')}) en cuanto haya ${seats} puestos ocupados.`
      : at !== undefined
        ? `⏰ Empieza sola a las ${ts(at, 'F')} (${ts(at, 'R')}).`
        : `⏰ Empieza sola en cuanto haya ${seats} puestos ocupados.`,
  set: (line) => `Programada. ${line}`,
  cleared: '⏰ Sin inicio programado: el anfitrión empieza la partida.',
  started: '⏰ El inicio programado: empieza la partida.',
  dropped: (min) =>
    `⏰ Llegó la hora con muy pocos jugadores (al menos ${min}): la sala sigue abierta para que el anfitrión la empiece o fije otra hora.`,
  digest: (games) =>
    [
      `📬 Es tu turno en ${games.length === 1 ? 'una partida' : `${games.length} partidas`}:`,
      ...games.map((g) => `• ${g}`),
    ].join('\n'),
  digestGame: (ruleset, where, deadline) =>
    `**${ruleset}** en ${where}${deadline === null ? '' : ` — el tiempo se acaba ${ts(deadline, 'R')}`}`,
  digestOn: (hour, tz, games) =>
    `📬 Resumen: un mensaje directo al día a las ${hh(hour)} (${tz}) con las partidas en las que te toca, en lugar de un aviso en cada turno. Se aplica a ${games === 1 ? 'una partida en curso' : `${games} partidas en curso`} y a las partidas a las que te unas después; \`aviso:mention\` (o dm, both) en una partida lo termina.`,
  help: '• El anfitrión: `/risk nueva empezar_a:20:00 empezar_con:5` (o `/risk ajustes` en la sala) empieza la partida sola a esa hora (tu zona horaria, o una marca de tiempo de Discord) y/o en cuanto haya ese número de puestos ocupados. `/risk ajustes aviso:digest`: un mensaje directo al día con las partidas en las que te toca (`hora_resumen:20` elige su hora en tu reloj).',
};
