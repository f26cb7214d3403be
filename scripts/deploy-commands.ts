// `npm run deploy-commands`: registers the slash commands (on DISCORD_GUILD_ID at once, else globally).
import { REST, Routes } from 'discord.js';
import { loadConfig, loadDotEnv } from '../src/config.js';
import { failStartup } from '../src/startup.js';
import { commandDefinitions } from '../commands/index.js';

loadDotEnv();
const config = loadConfig();
if (!config.token || !config.clientId) {
  console.error(
    `Set ${[!config.token && 'DISCORD_TOKEN', !config.clientId && 'DISCORD_CLIENT_ID'].filter(Boolean).join(' and ')} in .env (see README: "Run it on Discord").`,
  );
  process.exit(1);
}
// One attempt, no retries: a dead network should fail in seconds, not after minutes of back-off.
const rest = new REST({ ...(config.apiUrl ? { api: config.apiUrl } : {}), retries: 0, timeout: 15_000 }).setToken(
  config.token,
);
const route = config.guildId
  ? Routes.applicationGuildCommands(config.clientId, config.guildId)
  : Routes.applicationCommands(config.clientId);
// An app with Activities enabled has a global Entry Point command ("Launch", type 4) that Discord
// made; a global overwrite must carry it along, or Discord refuses the whole update.
const entryPoints = config.guildId
  ? []
  : ((await rest.get(route).catch(failStartup)) as { type?: number; application_id?: string; version?: string }[])
      .filter((c) => c.type === 4)
      .map(({ application_id: _app, version: _version, ...c }) => c);
const body = [...commandDefinitions(), ...entryPoints];
await rest.put(route, { body }).catch(failStartup);
console.log(
  `Registered ${body.length} commands ${config.guildId ? `on server ${config.guildId} (instant)` : 'globally (may take up to an hour to appear)'}.`,
);
