// Spanish words of the records: leaderboard, stats, games, vacation.
import type { RecordsCatalogue } from '../../records.js';

const games = (n: number) => `${n} ${n === 1 ? 'partida' : 'partidas'}`;

export const es: RecordsCatalogue = {
  leaderboardTitle: (scope, page, pages) => `🏆 **Clasificación — ${scope}** (página ${page}/${pages})`,
  allRulesets: 'todas las variantes',
  image: {
    title: (scope) => `Clasificación — ${scope}`,
    page: (page, pages) => `página ${page}/${pages}`,
    heads: { rank: '#', player: 'Jugador', rating: 'Puntuación', games: 'Partidas', wins: 'Victorias' },
    mine: (rank, of) => `Tú: puesto ${rank} de ${of}`,
  },
  previous: '◀ Anterior',
  next: 'Siguiente ▶',
  badRuleset: (typed, legal) => `No hay ninguna variante «${typed}». Elige una de: ${legal}.`,
  scopeChoice: (scope, players) =>
    `${scope} — ${players} ${players === 1 ? 'jugador puntuado' : 'jugadores puntuados'}`,
  pageChoice: (page, first, last) => `Página ${page} (puestos ${first}–${last})`,
  yourPageChoice: (page, rank) => `Página ${page}: la tuya (puesto ${rank})`,
  yourRank: (rank, of, rating, g, wins) =>
    `Tu puesto: **${rank}** de ${of} — ${rating} · ${games(g)} · ${wins} ${wins === 1 ? 'victoria' : 'victorias'}`,
  unrated: 'Aún no tienes ninguna partida puntuada aquí (una partida puntuada tiene al menos dos jugadores humanos).',
  empty:
    'Nadie tiene todavía una partida puntuada en este servidor (una partida puntuada tiene al menos dos jugadores humanos).',
  noPage: (pages) => `Hay ${pages} ${pages === 1 ? 'página' : 'páginas'}.`,
  notInServer: 'Las puntuaciones y los historiales son por servidor: usa esto en un canal de un servidor.',
  statsTitle: (name) => `📊 **${name}**`,
  statsNone: (name) => `${name} aún no tiene ninguna partida terminada en este servidor.`,
  statsNoneIn: (name, ruleset) => `${name} aún no tiene ninguna partida de ${ruleset} terminada en este servidor.`,
  byRuleset: (ruleset, g, wins, places) => `${ruleset}: ${g} jugadas, ${wins} ganadas · puestos ${places}`,
  rating: (rating, rank, of) => `Puntuación ${rating} (puesto ${rank} de ${of})`,
  favourite: (ruleset) => `Variante favorita: ${ruleset}`,
  longest: (ruleset, rounds, duration) => `Partida más larga: ${ruleset}, ${rounds} rondas, ${duration}`,
  luck: (lost, expected) =>
    `🎲 Suerte con los dados (partidas puntuadas): ${lost} ejércitos perdidos en combate, ${expected} de media con las mismas tiradas.`,
  plotTitle: 'Puntuación',
  gamesTitle: (n) => `🎲 **Tus partidas** (${n})`,
  gamesNone: 'No tienes puesto en ninguna partida en curso.',
  gameLine: (ruleset, where, turn, deadline) => `• ${ruleset} — ${where} — ${turn}${deadline}`,
  inLobby: 'sala, sin empezar',
  yourTurn: '**tu turno**',
  waitingFor: (names) => `esperando a ${names}`,
  deadline: (when) => ` · plazo ${when}`,
  noDeadline: '',
  onVacation: (until) => `🏖️ De vacaciones hasta ${until}: tus plazos no cuentan.`,
  vacationSet: (until, g) =>
    `🏖️ De vacaciones hasta ${until}: en ${g === 1 ? 'tu partida en curso' : `tus ${g} partidas en curso`} tus plazos esperan hasta entonces.`,
  vacationOff: (g) => `Bienvenido de vuelta: tus plazos vuelven a contar (${games(g)}).`,
  vacationBad: 'Indica una duración de 1 hora a 30 días (p. ej. `3d`, `12h`), u `off`.',
  vacationPosted: (name, until) =>
    `🏖️ ${name} está de vacaciones hasta ${until}: sus turnos esperan (sin plazo hasta entonces).`,
  vacationOver: (name) => `${name} ha vuelto de vacaciones: sus plazos vuelven a contar.`,
  howRated:
    'Cómo se puntúa: cada partida terminada con al menos dos jugadores humanos, según los puestos en ella (los puestos de IA no se puntúan). Una mesa de torneo es una de esas partidas; ganar el torneo no suma nada por sí mismo. La puntuación es μ − 3σ de OpenSkill: empieza en 0 y sube a medida que más partidas la hacen más segura, así que unas pocas victorias pueden quedar por debajo de muchos resultados constantes.',
  plotAxis: 'Partidas puntuadas jugadas',
};
