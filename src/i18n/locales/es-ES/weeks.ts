// Spanish words of the personal time settings (time zone, quiet hours).
import type { WeeksCatalogue } from '../../weeks.js';

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

export const es: WeeksCatalogue = {
  noStore: 'El almacén de este bot no guarda ajustes personales.',
  badZone: (typed) =>
    `«${typed}» no es una zona horaria que conozca. Usa un nombre como Europe/Madrid o America/New_York (la lista los sugiere mientras escribes).`,
  badQuiet: (typed) =>
    `«${typed}» no son horas de silencio: escríbelas como desde-hasta en horas enteras, p. ej. 23-08, u off.`,
  zone: (tz) => `🌍 Tu zona horaria: ${tz}.`,
  quietHours: (from, to, tz) =>
    `🌙 Horas de silencio ${hh(from)}–${hh(to)} (${tz}): ninguno de tus plazos vence en ellas (pasa a su final), y el aviso de tu turno espera a que terminen.`,
  noQuiet: '🌙 Sin horas de silencio.',
  quietPing: '🔔 Se te avisa incluso en tus horas de silencio.',
  inGames: (n) =>
    `Se aplica a ${n === 1 ? 'una partida en curso' : `${n} partidas en curso`} y a las partidas a las que te unas después.`,
  badDigestHour: (typed) => `«${typed}» no es una hora: indica una hora entera de 0 a 23, p. ej. 20.`,
  digestHour: (h, tz, on) =>
    `📬 Tu resumen diario llega a las ${hh(h)} (${tz})${on ? '.' : ' en cuanto lo elijas (`aviso:digest`).'}`,
  help: '• `/risk ajustes zona_horaria:Europe/Madrid silencio:23-08`: ninguno de tus plazos vence en tus horas de silencio, y tu aviso espera a que terminen (`aviso_silencio:true` avisa igualmente).',
};
