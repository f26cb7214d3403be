// The attachments of the bot's messages by file name, so an edit can keep a picture the message
// has (Discord keeps an attachment the edit lists by id) instead of uploading it again (issue
// 26: a roll's close-up beside the board uploads the close-up alone). Learnt from the messages
// the bot posts, edits and is clicked on; a message not known here is fetched once.

/** A message as far as its attachments go (discord.js's Message, a stand-in's). */
export interface WithAttachments {
  id: string;
  attachments: { values(): Iterable<{ id: string; name: string }> };
}

/** Messages remembered (a panel is edited for a turn, then another takes over). */
const KEPT = 2000;
const byMessage = new Map<string, Map<string, string>>();

export function rememberAttachments(m: WithAttachments): void {
  byMessage.delete(m.id);
  byMessage.set(m.id, new Map([...m.attachments.values()].map((a) => [a.name, a.id])));
  while (byMessage.size > KEPT) byMessage.delete(byMessage.keys().next().value!);
}

/** The message's attachments changed in a way not seen here (an interaction's update). */
export function forgetAttachments(messageId: string): void {
  byMessage.delete(messageId);
}

/**
 * The ids of the attachments named `names` on the message, to list in an edit that keeps them;
 * `fetch` reads the message when it is not known. Names it does not have are left out (a
 * picture cannot be kept that is not there: the edit shows the rest).
 */
export async function keptAttachments(
  messageId: string,
  names: readonly string[],
  fetch: () => Promise<WithAttachments | null>,
): Promise<{ id: string }[]> {
  if (!names.length) return [];
  let known = byMessage.get(messageId);
  if (!known || names.some((n) => !known!.has(n))) {
    const m = await fetch();
    if (m) rememberAttachments(m);
    known = byMessage.get(messageId);
  }
  return names.flatMap((n) => {
    const id = known?.get(n);
    return id ? [{ id }] : [];
  });
}
