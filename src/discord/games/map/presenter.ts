// The map game (every map ruleset) as the bot shows it: every piece of its presentation, for
// the family object (./family.ts). The registry hands it map records only, typed MapRecord. The
// pieces live here (the live panel, ./live.ts) and in src/discord/panel and src/discord/present.
import { gameName } from '../../../i18n/rules.js';
import { cat } from '../../../i18n/catalogue.js';
import { handleMapTap } from '../../panel/taps.js';
import { mapLobbySelects, mapLobbyText } from '../../present/lobby.js';
import { mapPlayerLabel } from '../../present/names.js';
import { mapRulesText, mapStatusText } from '../../present/status.js';
import type { FamilyPresenter } from '../presenter.js';
import { mapJsonView } from './json-view.js';
import { advanceMapPanel, refreshMapPanel } from './live.js';
import type { MapRecord, MapStep } from './record.js';
import { holdsSecrets } from '../../present/secrets.js';
import { mapDiceLuck } from './luck.js';
import { mapNewGameOptions } from './options.js';
import { fogWords } from '../../../i18n/fog.js';

export const mapPresenter: FamilyPresenter<MapRecord, MapStep> = {
  lobbyText: (r, locale, mention) => mapLobbyText(r, locale, mention),
  lobbySelects: (r, locale) => mapLobbySelects(r, locale),
  startedLine: (r, locale) => {
    const secrets = r.seats.some((seat, p) => seat.kind === 'human' && holdsSecrets(r, p));
    return cat(locale).ui.started(gameName(r.ruleset, locale), secrets);
  },
  seatLabel: (r, seat) => mapPlayerLabel(r, seat),
  // Worded by the shared refusals (src/discord/present/refusals.ts), with the legal moves now.
  ruleRefusal: () => null,
  status: (r, locale) => mapStatusText(r, locale),
  help: (locale) => `${cat(locale).ui.help}\n${fogWords[locale].help}`, // FOG-1
  newGameOptions: (ruleset, opts) => mapNewGameOptions(ruleset, opts),
  rulesText: (ruleset, options, locale, settings) => mapRulesText(ruleset, options, locale, settings),
  advance: (bot, a) => advanceMapPanel(bot, a),
  refresh: (bot, r) => refreshMapPanel(bot, r),
  tap: (ctx, r, b) => handleMapTap(ctx, r, b),
  // The slash commands are the map game's own.
  refuses: () => null,
  board: async () => null,
  odds: () => null,
  jsonView: (r) => mapJsonView(r),
  diceLuck: (log) => mapDiceLuck(log),
};
