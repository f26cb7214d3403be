// Start-up failures (a bad token, no network, a missing permission) in one sentence a server
// admin can act on, instead of a stack trace. RISK_DEBUG=1 prints the stack as well.

/** Network error codes from Node's resolver, sockets and undici. */
const NETWORK = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  cause?: unknown;
  hostname?: unknown;
  address?: unknown;
}

function fields(e: unknown): ErrorLike {
  return typeof e === 'object' && e !== null ? (e as ErrorLike) : {};
}

/** The network error code anywhere in the cause chain (fetch wraps it: TypeError "fetch failed" → cause). */
function networkCode(e: unknown): { code: string; host: string } | null {
  for (let cur: unknown = e, depth = 0; cur && depth < 5; cur = fields(cur).cause, depth++) {
    const f = fields(cur);
    if (typeof f.code === 'string' && NETWORK.has(f.code))
      return { code: f.code, host: String(f.hostname ?? f.address ?? '') };
    if (f.cause === undefined && Array.isArray((cur as { errors?: unknown[] }).errors)) {
      const inner = (cur as { errors: unknown[] }).errors.map(networkCode).find(Boolean);
      if (inner) return inner;
    }
  }
  return null;
}

/** One sentence for an error thrown while logging in, registering commands or opening the store. */
export function explainStartupError(e: unknown): string {
  const f = fields(e);
  const net = networkCode(e);
  if (net)
    return `Cannot reach Discord (${net.code}${net.host ? ` ${net.host}` : ''}): check this machine's network connection${process.env.DISCORD_API_URL ? ' and DISCORD_API_URL' : ''}, then try again.`;
  if (f.code === 'TokenInvalid' || f.status === 401) {
    return 'Discord refused the token in DISCORD_TOKEN: copy it again from the Developer Portal (your application → Bot → Reset Token) into .env.';
  }
  if (f.code === 'DisallowedIntents')
    return 'Discord refused a privileged intent: this bot needs none, so check that the code was not changed to ask for one.';
  if (f.code === 50001 || f.status === 403) {
    return 'Discord answered "Missing Access": the bot is not on the server DISCORD_GUILD_ID, or was added without the applications.commands scope. Add it with the link from `npm run invite-url`, then try again.';
  }
  if (f.code === 10002 || f.status === 404)
    return 'Discord does not know this application: DISCORD_CLIENT_ID must be the Application ID from the Developer Portal (General Information).';
  if (f.code === 50035 && typeof f.message === 'string')
    return `Discord rejected the request as invalid: ${f.message.split('\n')[0]}`;
  const msg = typeof f.message === 'string' && f.message ? f.message.split('\n')[0] : String(e);
  return `Start-up failed: ${msg} (run with RISK_DEBUG=1 for details).`;
}

/** Prints the sentence (and the stack with RISK_DEBUG=1) and exits with code 1. */
export function failStartup(e: unknown): never {
  console.error(explainStartupError(e));
  if (process.env.RISK_DEBUG) console.error(e);
  process.exit(1);
}
