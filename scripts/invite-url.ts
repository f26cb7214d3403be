// `npm run invite-url`: the link that adds the bot to a server (scopes bot + applications.commands).
import { inviteUrl, loadConfig, loadDotEnv } from '../src/config.js';

loadDotEnv();
const { clientId } = loadConfig();
if (!clientId) {
  console.error(
    'Set DISCORD_CLIENT_ID in .env (the Application ID from the Developer Portal, General Information; see README).',
  );
  process.exit(1);
}
console.log(inviteUrl(clientId));
