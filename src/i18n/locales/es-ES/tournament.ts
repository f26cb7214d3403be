// Spanish words of tournaments (/risk tournament, its panel, the rounds, the standings image).
import type { TournamentCatalogue } from '../../tournament.js';
import { inMinutes } from '../../time-words.js';

const days = (n: number): string => (n === 1 ? '1 día' : `${n} días`);

export const es: TournamentCatalogue = {
  title: (ruleset, format) => `🏆 Torneo: ${ruleset} — ${format}`,
  formatName: { classic: 'clásico (C-TOUR-2)', risiko: 'RisiKo! (R-TOUR-1)' },
  formatPlain: {
    classic: 'pasan los ganadores de cada mesa, hasta una final',
    risiko: 'tres rondas, pasan las mejores puntuaciones',
  },
  settings: (size, limit, finalLimit, fill) =>
    `Mesas de ${size} · límite de tiempo ${limit} (final ${finalLimit})${fill ? ' · jugadores IA completan las mesas' : ''}`,
  noLimit: 'ninguno',
  minutes: inMinutes(days),
  limits: {
    placeholder: '⏱ Límite de tiempo por partida (anfitrión)…',
    none: 'Sin límite de tiempo',
    noneHint: 'cada mesa juega hasta el final: a menudo 25–50 rondas',
    live: '2 h, final 3 h 30 (C-TOUR-1)',
    liveHint: 'en una sola sesión, todos conectados',
    days,
    daysHint: (risiko) =>
      risiko
        ? 'luego las últimas rondas (R-END-1), gana la mejor puntuación'
        : 'luego gana quien tenga más territorios',
    warning: (risiko) =>
      `⚠️ Sin límite de tiempo: cada mesa juega hasta el final, ${risiko ? 'a menudo decenas de rondas' : 'a menudo 25–50 rondas'} — semanas con turnos de 24 h. El anfitrión puede fijar uno abajo; cuando se agote, ${risiko ? 'se juegan las últimas rondas (R-END-1) y gana la mejor puntuación' : 'gana el jugador con más territorios (C-TOUR-1)'}.`,
    set: (limit, finalLimit) => `Límite de tiempo por partida: ${limit} (final ${finalLimit}).`,
  },
  entrants: (n) => `Inscritos (${n}):`,
  signupHint:
    'Pulsa Unirse para inscribirte. El anfitrión (o un gestor del servidor) lo empieza; cada mesa juega en su propio hilo.',
  status: {
    signup: 'La inscripción está abierta.',
    running: (round, final) =>
      final ? `Se está jugando la final (ronda ${round}).` : `Se está jugando la ronda ${round}.`,
    over: 'El torneo ha terminado.',
    cancelled: 'El torneo se ha cancelado.',
  },
  buttons: { join: 'Unirse', leave: 'Salir', addAi: 'Añadir IA', start: 'Empezar', standings: 'Clasificación' },
  joined: 'Estás inscrito en el torneo.',
  left: 'Ya no estás en la lista.',
  withdrew:
    'Te has retirado del torneo: no volverás a tener mesa. Tu mesa sigue (usa /risk abandonar allí para dejarla).',
  refusal: {
    signupOnly: 'La inscripción de este torneo está cerrada.',
    alreadyEntered: 'Ya estás inscrito.',
    notEntered: 'No estás inscrito en este torneo.',
    full: (n) => `El torneo está lleno (como mucho ${n} inscritos).`,
    onlyHost: 'Solo el anfitrión o un gestor del servidor puede hacer eso.',
    tooFew: (n) => `No hay suficientes inscritos para llenar las mesas: hacen falta ${n} (o añade jugadores IA).`,
    notRunning: 'El torneo no está en marcha.',
    claimed: 'Esa mesa ya se está abriendo.',
    unknownTable: 'Esa mesa no es del torneo.',
    over: 'El torneo ya ha terminado.',
    none: 'No hay ningún torneo en este canal: /risk torneo nuevo abre uno.',
    exists: 'Este canal ya tiene un torneo: termínalo o cancélalo primero.',
    noThreads: 'Los torneos se juegan en un canal de texto de un servidor (cada mesa tiene su propio hilo).',
    badRuleset: (legal) => `Los torneos se juegan con una de estas: ${legal}.`,
    badFormat: 'El formato es classic (C-TOUR-2) o risiko (R-TOUR-1).',
    badTableSize: (format, min, max) => `Las mesas del formato ${format} son de ${min} a ${max} jugadores.`,
    badTimeLimit: 'Un límite de tiempo va de 10 minutos a 30 días (en minutos: de 10 a 43200).',
  },
  choices: {
    format: {
      classic: 'clásico (C-TOUR-2): pasan los ganadores de cada mesa, hasta una final',
      risiko: 'RisiKo! (R-TOUR-1): tres rondas, pasan las mejores puntuaciones',
    },
    tableSize: (n) => `${n} jugadores por mesa`,
    prelimLimit: (limit) => `${limit} (C-TOUR-1, partidas previas)`,
    finalLimit: (limit) => `${limit} (C-TOUR-1, la final)`,
  },
  roundTitle: (round, final) => (final ? `🏆 La final (ronda ${round})` : `🏆 Ronda ${round}`),
  tableLine: (table, names, where) => `Mesa ${table}: ${names} — ${where}`,
  threadName: (round, table, final) => (final ? `Final` : `Ronda ${round} · mesa ${table}`),
  tableIntro: (round, table, final) =>
    final ? 'La final del torneo: ¡suerte!' : `Ronda ${round} del torneo, mesa ${table}: ¡suerte!`,
  tableDone: (table, ranking, final) =>
    final ? `La final ha terminado: ${ranking}` : `La mesa ${table} ha terminado: ${ranking}`,
  qualified: (names) => `Pasan a la siguiente ronda: ${names}`,
  champion: (name) => `🥇 ¡${name} gana el torneo!`,
  cancelled: 'El torneo se ha cancelado; las partidas en curso siguen como partidas normales.',
  threadFailed:
    'No se pudo abrir una mesa: el bot necesita aquí los permisos Crear hilos públicos y Enviar mensajes en hilos. Lo vuelve a intentar cada pocos minutos.',
  forfeit: 'no presentado',
  withdrawnTag: 'retirado',
  image: {
    title: 'Clasificación del torneo',
    rank: '#',
    player: 'Jugador',
    round: 'Alcanzado',
    place: 'Puesto',
    score: 'Puntos',
    territories: 'Territorios',
    final: 'Final',
    roundN: (n) => `Ronda ${n}`,
    outIn: (round) => `fuera, ronda ${round}`,
  },
  standingsTitle: 'Clasificación',
  ordinal: (n) => `${n}.º`,
  reached: (round, final, place) =>
    place === 0
      ? final
        ? 'jugando la final'
        : `jugando la ronda ${round}`
      : final
        ? `${place}.º en la final`
        : `${place}.º en su mesa en la ronda ${round}`,
  championTag: 'campeón',
  heldAtEnd: (n) => `${n} territorios al final`,
  outInGame: (round) => `fuera en la ronda ${round} de la partida`,
  scored: (n) => `${n} puntos`,
  ratings:
    'Puntuaciones (/risk clasificacion): cada mesa cuenta como una partida, según sus puestos, cuando se sentaron en ella dos o más personas; ganar el torneo no suma nada por sí mismo.',
};
