// German messages of the reliability layer (duplicates, busy stores, errors with an id).
import type { ReliabilityMessages } from '../../reliability.js';

export const de: ReliabilityMessages = {
  duplicate: 'Das wurde schon erledigt (Discord hat es zweimal geschickt); nichts weiter wurde geändert.',
  recordedNotPosted:
    'Dein Zug wurde gespeichert; das Brett konnte nicht gepostet werden. Ich poste es gleich noch einmal.',
  transient:
    'Discord oder der Spielspeicher ist gerade ausgelastet; nichts wurde geändert. Bitte versuch es noch einmal.',
  bug: (id) =>
    `Bei mir ist etwas schiefgegangen (Fehler ${id}); es wurde protokolliert. Sonst wurde durch diese Anfrage nichts geändert.`,
  unreadable: (id) =>
    `Die Partie dieses Kanals konnte nicht geladen werden (Fehler ${id}); sie wurde beiseitegelegt. Andere Partien sind nicht betroffen; /risiko neu startet hier eine neue.`,
  tooLong: (o, max) => `Die Option „${o}“ ist zu lang: höchstens ${max} Zeichen.`,
};
