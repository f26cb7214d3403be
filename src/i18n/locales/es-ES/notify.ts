// Spanish words of the notifications (heads-up, mute, following a game).
import type { NotifyCatalogue } from '../../notify.js';

export const es: NotifyCatalogue = {
  next: (before, where) => `⏭️ Eres el siguiente en ${where}: ${before} ha empezado su turno.`,
  out: (name, where) => `☠️ ${name} ha quedado fuera de la partida en ${where}.`,
  following:
    '👀 Sigues esta partida: un mensaje directo te avisa de cada jugador eliminado y del resultado. `/risk seguir` otra vez lo detiene.',
  unfollowed: 'Ya no sigues esta partida.',
  nothingToFollow: 'Aquí no hay ninguna partida en curso que seguir.',
  notSeated: 'No tienes puesto en ninguna partida en curso aquí.',
  headsUp: (on) =>
    on
      ? '⏭️ En esta partida recibes un mensaje directo cuando empieza el jugador anterior a ti (eres el siguiente).'
      : '⏭️ Se acabó el «eres el siguiente» en esta partida.',
  muted: (on) =>
    on
      ? '🔕 Esta partida ya no te avisa (ni mención, ni mensaje directo, ni recordatorio).'
      : '🔔 Esta partida vuelve a avisarte.',
  help: '• En una partida: `/risk ajustes preaviso:true` (un mensaje directo cuando empieza el jugador anterior a ti), `mudo:true` (esta partida no te avisa en absoluto); `/risk seguir` (cualquiera: un mensaje directo con cada eliminado y el resultado).',
};
