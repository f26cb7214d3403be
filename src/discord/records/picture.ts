// The records' pictures (a leaderboard page, a rating plot), drawn off the event loop. The
// drawing pool, and with it the canvas, loads with the first picture: a process that only lists
// the commands (`npm run deploy-commands`) never loads it.
import type { RecordPicture } from '../../render/draw-jobs.js';

export async function drawRecordPicture(picture: RecordPicture): Promise<Buffer> {
  const { drawPictureOff } = await import('../../render/draw-pool.js');
  return drawPictureOff(picture);
}
