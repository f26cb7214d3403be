// Interaction answers outside the bot's global request budget. Discord limits a bot to 50
// requests a second, but interaction endpoints (the callback and the interaction webhook:
// editReply, followUp) are not bound to that global limit. @discordjs/rest counts the webhook
// ones against it all the same, so in a burst every private answer queued behind every panel
// edit of every channel (200 interactions: ~320 requests → 6 s of waiting). Requests discord.js
// sends without the bot's token (`auth: false`: interaction callbacks and webhooks) go through
// a second REST manager with no global throttle; per-route limits and 429 handling still apply.
import { REST } from 'discord.js';
import type { Client } from 'discord.js';

/** Routes the client's token-less requests through their own REST manager. */
export function answerOutsideGlobalLimit(client: Client): REST {
  const hooks = new REST({ ...client.rest.options, globalRequestsPerSecond: Number.MAX_SAFE_INTEGER });
  const viaBot = client.rest.queueRequest.bind(client.rest);
  client.rest.queueRequest = (request) => (request.auth === false ? hooks.queueRequest(request) : viaBot(request));
  return hooks;
}
