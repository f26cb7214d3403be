// Presenters: records, steps and refusals → localized text and buttons, one module per concern
// in src/discord/present/ (names, events, secrets, status, refusals, lobby). Public text only
// ever comes from public views and redacted events; secrets text is built for its owner only.
export { fit, namer, playerLabel } from './present/names.js';
export { describeEvents, describePrivateEvents } from './present/events.js';
export { cardLabel, goalOverlay, secretsText, setsText } from './present/secrets.js';
export { rulesText, statusText } from './present/status.js';
export { legalHint, refusalText } from './present/refusals.js';
export { lobbyButtons, lobbyMessage, lobbySelects, lobbyText, setupModeOf, setupPingsLine } from './present/lobby.js';
export { buttonId, parseButtonId, type ButtonId } from './panel/ids.js';
export type { Catalogue } from '../i18n/catalogue.js';
