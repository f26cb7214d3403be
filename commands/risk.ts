// /risk new|join|leave|start|status|board|map|mission|cards|rules|odds|settings|abandon|cancel|kick|help
// One file per subcommand in commands/risk/; this is the command the table (commands/index.ts) lists.
export { risk } from './risk/index.js';
export { parseDuration } from './risk/options.js';
export { risk as default } from './risk/index.js';
