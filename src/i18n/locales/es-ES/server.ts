// Spanish words of a server's settings, seasons, threads and results.
import type { ServerCatalogue } from '../../server.js';

export const es: ServerCatalogue = {
  managersOnly: 'Solo los miembros con **Gestionar servidor** pueden cambiar los ajustes del servidor.',
  notInServer: 'Los ajustes de servidor solo existen en un servidor.',
  noStore: 'El almacén de este bot no guarda ajustes de servidor.',
  title: '⚙️ **Los ajustes de este servidor**',
  saved: '✅ Guardado.',
  ruleset: (v) => `Variante por defecto: ${v}`,
  options: (v) => `Opciones de la variante por defecto: ${v}`,
  deadline: (v) => `Plazo por turno: ${v}`,
  language: (v) => `Idioma de las partidas nuevas: ${v}`,
  aiLevel: (v) => `Nivel de la IA: ${v}`,
  creatorsEveryone: 'Quién puede abrir partidas: todos',
  creatorsRole: (role) => `Quién puede abrir partidas: ${role} (y los gestores)`,
  results: (where) => `Canal de resultados: ${where}`,
  threads: (on) => `Cada partida en su propio hilo: ${on ? 'sí' : 'no (solo cuando el canal ya tiene una partida)'}`,
  season: (n, since) => `Temporada ${n}, desde ${since}`,
  noSeason: 'Temporadas: ninguna empezada (la clasificación cuenta desde siempre)',
  botDefault: 'el valor por defecto del bot',
  none: 'ninguno',
  seasonStarted: (n) =>
    `🏁 La temporada ${n} empieza ahora: su clasificación está vacía; se conservan las puntuaciones de siempre.`,
  badOptions: (typed) =>
    `Las opciones se escriben como en \`/risk nueva\`, nombre:valor separados por espacios (p. ej. \`setup:simultaneous cards:none\`); «${typed}» no lo es.`,
  roleNeeded: 'Con `creadores:role`, indica también el `rol`.',
  notCreator: (role) => `En este servidor solo ${role} (o los gestores) pueden abrir partidas.`,
  threadName: (ruleset, host) => `Risk ${ruleset} — ${host}`,
  threadOpened: (who, ruleset, thread) => `🧵 ${who} abrió una partida de ${ruleset} en ${thread}: únete allí.`,
  threadHere: (thread) => `Tu partida está en su propio hilo: ${thread}.`,
  threadFailed:
    'Este canal ya tiene una partida y no he podido abrir un hilo para otra nueva (necesito **Crear hilos públicos** en un canal de texto).',
  resultsHeader: (ruleset, where) => `🏁 Ha terminado una partida de ${ruleset} en ${where}.`,
  standing: (place, seat, score) =>
    `${place === 1 ? '🏆' : `${place}.`} ${seat}${score === null ? '' : ` — ${score} ${score === 1 ? 'punto' : 'puntos'}`}`,
  rounds: (n) => `${n} ${n === 1 ? 'ronda jugada' : 'rondas jugadas'}.`,
  seasonScope: (n, scope) => `temporada ${n}, ${scope}`,
  allTime: (scope) => `desde siempre, ${scope}`,
  seasonRating: (n, rating, rank, of) => `Temporada ${n}: puntuación ${rating}, puesto ${rank} de ${of}.`,
  seasonUnrated: (n) => `Temporada ${n}: aún sin partidas puntuadas.`,
  seasonEmpty: (n) => `La temporada ${n} aún no tiene partidas puntuadas. \`temporada:all\` muestra desde siempre.`,
  help: '• Los gestores de un servidor fijan sus valores por defecto con `/risk servidor` (variante, opciones, plazo, idioma, nivel de la IA, quién puede abrir partidas, un canal de resultados, un hilo por partida) y empiezan una temporada nueva (`nueva_temporada:true`): `/risk clasificacion` muestra la temporada, `temporada:all` desde siempre.\n• `/risk nueva` en un canal que ya tiene una partida (o con `hilo:true`) abre la partida en su propio hilo.',
};
