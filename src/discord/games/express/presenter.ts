// Risk Express as the bot shows it: every piece of its presentation, for the family object
// (./family.ts). The registry hands it Risk Express records only, typed ExpressRecord.
import { expressPanelCat } from '../../../i18n/express-panel.js';
import type { FamilyPresenter } from '../presenter.js';
import { expressJsonView } from './json-view.js';
import { advanceExpress, expressImages, refreshExpressPanel } from './live.js';
import { expressSeatLabel } from './names.js';
import { expressNewGameOptions, expressRulesText } from './options.js';
import { expressEvLines, expressLobbyText, expressRefusal, expressStatusText } from './present.js';
import type { ExpressRecord, ExpressStep } from './record.js';
import { handleExpressTap } from './taps.js';

export const expressPresenter: FamilyPresenter<ExpressRecord, ExpressStep> = {
  lobbyText: (r, locale, mention) => expressLobbyText(r, locale, mention),
  // One way to set up: nothing for the host to pick.
  lobbySelects: () => [],
  startedLine: (_r, locale) => expressPanelCat(locale).started,
  seatLabel: (r, seat) => expressSeatLabel(r, seat),
  ruleRefusal: (r, rule, locale) => expressRefusal(r, rule as Parameters<typeof expressRefusal>[1], locale),
  status: (r, locale) => expressStatusText(r, locale),
  help: (locale) => expressPanelCat(locale).help,
  newGameOptions: (_ruleset, opts) => expressNewGameOptions(opts),
  rulesText: (_ruleset, _options, locale) => expressRulesText(locale),
  advance: (bot, a) => advanceExpress(bot, a),
  refresh: (bot, r) => refreshExpressPanel(bot, r),
  tap: (ctx, r, b) => handleExpressTap(ctx, r, b),
  // No map, no cards to hold secret, no passive seats, no turn history: the map's commands say so.
  refuses: (topic, locale) => {
    const w = expressPanelCat(locale);
    return topic === 'history' ? w.noHistory : topic === 'secrets' ? w.noSecrets : w.notHere;
  },
  board: async (bot, r, locale) => {
    if (!r.state) return null;
    return { text: expressStatusText(r, locale), images: await expressImages(bot, r, locale) };
  },
  // The expected points of each choice the current player has (exact odds).
  odds: (r, locale) => {
    return r.state ? expressEvLines(r, r.state.current, locale).join('\n') : null;
  },
  jsonView: (r) => expressJsonView(r),
  // Its dice fill lines the player chooses: no luck to measure (docs/rules-notes.md).
  diceLuck: () => null,
};
