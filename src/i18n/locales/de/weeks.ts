// German words of the personal time settings (time zone, quiet hours).
import type { WeeksCatalogue } from '../../weeks.js';

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

export const de: WeeksCatalogue = {
  noStore: 'Der Speicher dieses Bots hält keine persönlichen Einstellungen.',
  badZone: (typed) =>
    `„${typed}“ ist keine Zeitzone, die ich kenne. Nimm einen Namen wie Europe/Berlin oder America/New_York (die Liste schlägt sie beim Tippen vor).`,
  badQuiet: (typed) =>
    `„${typed}“ sind keine Ruhezeiten: schreib sie als von-bis in vollen Stunden, z. B. 23-08, oder off.`,
  zone: (tz) => `🌍 Deine Zeitzone: ${tz}.`,
  quietHours: (from, to, tz) =>
    `🌙 Ruhezeiten ${hh(from)}–${hh(to)} (${tz}): keine deiner Fristen läuft darin ab (sie rückt an ihr Ende), und der Ping für deinen Zug wartet bis zu ihrem Ende.`,
  noQuiet: '🌙 Keine Ruhezeiten.',
  quietPing: '🔔 Du wirst auch in deinen Ruhezeiten gepingt.',
  inGames: (n) =>
    `Gilt für ${n === 1 ? 'eine laufende Partie' : `${n} laufende Partien`} und für die Partien, denen du als Nächstes beitrittst.`,
  badDigestHour: (typed) => `„${typed}“ ist keine Stunde: gib eine volle Stunde von 0 bis 23 an, z. B. 20.`,
  digestHour: (h, tz, on) =>
    `📬 Deine tägliche Übersicht kommt um ${hh(h)} (${tz})${on ? '.' : ', sobald du sie wählst (`benachrichtigung:digest`).'}`,
  help: '• `/risiko einstellungen zeitzone:Europe/Berlin ruhe:23-08`: keine deiner Fristen läuft in deinen Ruhezeiten ab, und dein Ping wartet bis zu ihrem Ende (`ruhe_ping:true` pingt trotzdem).',
};
