// Risk Express as one family object: the app's host (src/game/host.ts), the presenter, the live
// page and its history, checked against each other by `defineFamily`.
import { expressHost } from '../../../game/host.js';
import { expressHistory } from '../../../web/history.js';
import { expressPage } from '../../../web/express-payload.js';
import { defineFamily } from '../family.js';
import { expressPresenter } from './presenter.js';

export const expressFamily = defineFamily({
  host: expressHost,
  presenter: expressPresenter,
  page: expressPage,
  history: expressHistory,
});
