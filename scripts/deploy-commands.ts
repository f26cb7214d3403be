// `npm run deploy-commands`: registers the slash commands (on DISCORD_GUILD_ID at once, else globally).
import { REST, Routes } from 'discord.js';
import { loadConfig } from '../src/config.js';
import { commandDefinitions } from '../commands/index.js';

const config = loadConfig();
if (!config.token || !config.clientId) {
  console.error('Set DISCORD_TOKEN and DISCORD_CLIENT_ID (see README).');
  process.exit(1);
}
const rest = new REST(config.apiUrl ? { api: config.apiUrl } : {}).setToken(config.token);
const body = commandDefinitions();
const route = config.guildId ? Routes.applicationGuildCommands(config.clientId, config.guildId) : Routes.applicationCommands(config.clientId);
await rest.put(route, { body });
console.log(`Registered ${body.length} commands ${config.guildId ? `on server ${config.guildId} (instant)` : 'globally (may take up to an hour to appear)'}.`);
