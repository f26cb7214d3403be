// Spanish messages of the reliability layer (duplicates, busy stores, errors with an id).
import type { ReliabilityMessages } from '../../reliability.js';

export const es: ReliabilityMessages = {
  duplicate: 'Eso ya estaba hecho (Discord lo envió dos veces); no se ha cambiado nada más.',
  recordedNotPosted: 'Tu jugada se ha guardado; no se pudo publicar el tablero. Lo volveré a publicar enseguida.',
  transient: 'Discord o el almacén de partidas están ocupados ahora mismo; no se ha cambiado nada. Inténtalo de nuevo.',
  bug: (id) =>
    `Algo ha fallado por mi parte (error ${id}); ha quedado registrado. Esta petición no ha cambiado nada más.`,
  unreadable: (id) =>
    `No se pudo cargar la partida de este canal (error ${id}); se ha apartado. Las demás partidas no se ven afectadas; /risk nueva empieza una nueva aquí.`,
  tooLong: (o, max) => `La opción «${o}» es demasiado larga: como mucho ${max} caracteres.`,
};
