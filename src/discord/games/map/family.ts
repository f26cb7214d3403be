// The map game (every map ruleset) as one family object: the app's host (src/game/host.ts), the
// presenter, the live page and its history, checked against each other by `defineFamily`.
import { mapHost } from '../../../game/host.js';
import { mapHistory } from '../../../web/history.js';
import { mapPage } from '../../../web/payload.js';
import { defineFamily } from '../family.js';
import { mapPresenter } from './presenter.js';

export const mapFamily = defineFamily({ host: mapHost, presenter: mapPresenter, page: mapPage, history: mapHistory });
