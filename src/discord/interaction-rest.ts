// Interaction answers outside the bot's global request budget. Discord limits a bot to 50
// requests a second, but interaction endpoints (the callback and the interaction webhook:
// editReply, followUp) are not bound to that global limit. @discordjs/rest counts the webhook
// ones against it all the same, so in a burst every private answer queued behind every panel
// edit of every channel (200 interactions: ~320 requests → 6 s of waiting). Requests discord.js
// sends without the bot's token (`auth: false`: interaction callbacks and webhooks) go through
// a second REST manager with no global throttle; per-route limits and 429 handling still apply.
//
// Each manager has a pool of its own of at most REST_CONNECTIONS kept-alive connections to
// Discord. Unbounded (undici's default) a burst opened one connection per request in flight —
// ~200 new connections (TLS handshakes at Discord) for a 200-interaction burst, each costing the
// event loop its set-up — and the next burst after a quiet spell opened them all again; bounded,
// the requests take turns on connections already open, and the panel edits cannot take the
// connections the answers need.
import { REST } from 'discord.js';
import type { Client } from 'discord.js';
import { Agent } from 'undici';

/** Kept-alive connections to Discord per REST manager (the bot's requests; the interaction answers). */
export const REST_CONNECTIONS = 32;

/** A connection pool for one REST manager. */
function pool(): Agent {
  return new Agent({ connections: REST_CONNECTIONS });
}

/** Routes the client's token-less requests through their own REST manager. */
export function answerOutsideGlobalLimit(client: Client): REST {
  // (discord.js types its agent with its own copy of undici's types: the same class at run time.)
  client.rest.setAgent(pool() as unknown as Parameters<REST['setAgent']>[0]);
  const hooks = new REST({
    ...client.rest.options,
    globalRequestsPerSecond: Number.MAX_SAFE_INTEGER,
    agent: pool() as unknown as Parameters<REST['setAgent']>[0],
  });
  const viaBot = client.rest.queueRequest.bind(client.rest);
  client.rest.queueRequest = (request) => (request.auth === false ? hooks.queueRequest(request) : viaBot(request));
  return hooks;
}
