// `npm run invite-url`: the link that adds the bot to a server (scopes bot + applications.commands).
import { inviteUrl, loadConfig } from '../src/config.js';

const { clientId } = loadConfig();
if (!clientId) {
  console.error('Set DISCORD_CLIENT_ID (the Application ID from the Developer Portal).');
  process.exit(1);
}
console.log(inviteUrl(clientId));
