// /risk new|join|leave|start|status|board|mission|cards|rules|odds|settings|abandon|cancel|kick|help
// One file per subcommand in commands/risk/; this is the command the loader sees.
export { risk } from './risk/index.js';
export { lobbyAction } from './risk/lobby.js';
export { showSecrets } from './risk/mission.js';
export { confirmedAbandon } from './risk/abandon.js';
export { confirmedCancel } from './risk/cancel.js';
export { parseDuration } from './risk/options.js';
export { risk as default } from './risk/index.js';
