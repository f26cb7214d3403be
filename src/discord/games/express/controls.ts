// The current player's Risk Express controls, derived from the definition's legal actions:
// Roll (and Continue, X-OPT-1); after a roll one button per line it can fill (a menu when the
// first filling roll offers many cards), or one button per die face that may be set aside;
// Expected values and the player's Auto-fill switch.
import { aiControls } from '../../../app/service.js';
import { expressGame, type ExpressAction } from '../../../express/index.js';
import { expressActionLabel } from '../../../i18n/express.js';
import { expressPanelCat } from '../../../i18n/express-panel.js';
import type { Locale } from '../../../i18n/names.js';
import { buttonId } from '../../panel/ids.js';
import { liveMapButtons } from '../../panel/controls/live-map.js';
import type { Button, Select } from '../../surface.js';
import { expressSeatLabel } from './names.js';
import type { ExpressRecord } from './record.js';

export interface ExpressControls {
  prompt: string;
  selects: Select[];
  buttons: Button[][];
}

/** Fill choices shown as buttons up to this many; more go into menus (25 options each). */
const MAX_FILL_BUTTONS = 10;

/** The human seat whose controls the panel shows, or null (an AI plays, the game is over or paused). */
export function expressPanelPlayer(r: ExpressRecord): number | null {
  const s = r.state;
  if (!s || s.phase.kind === 'over' || r.paused) return null;
  const p = s.current;
  return r.seats[p]?.kind === 'human' && !aiControls(r, p) ? p : null;
}

const chunk = <T>(xs: T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/** The button id of an action (its arguments travel in the id, so a tap needs no memory). */
export function actionButtonId(r: ExpressRecord, a: ExpressAction): string {
  switch (a.type) {
    case 'roll':
      return buttonId(r, 'xr');
    case 'continue':
      return buttonId(r, 'xc');
    case 'fill':
      return buttonId(r, 'xf', a.card, a.line);
    case 'setAside':
      return buttonId(r, 'xa', a.face);
    case 'timeout':
      return buttonId(r, 'xt');
  }
}

/** The action a Risk Express control stands for (checked again by the engine), or null. */
export function expressActionOf(verb: string, args: string[], values: string[]): ExpressAction | null {
  switch (verb) {
    case 'xr':
      return { type: 'roll' };
    case 'xc':
      return { type: 'continue' };
    case 'xf':
      return { type: 'fill', card: args[0], line: Number(args[1]) };
    case 'xfs': {
      const [card, line] = (values[0] ?? '').split('/');
      return card && line !== undefined ? { type: 'fill', card, line: Number(line) } : null;
    }
    // The face is checked against the tray by the engine (faceNotInTray).
    case 'xa':
      return { type: 'setAside', face: args[0] as Extract<ExpressAction, { type: 'setAside' }>['face'] };
    default:
      return null;
  }
}

export function expressControls(r: ExpressRecord, locale: Locale): ExpressControls {
  const s = r.state!;
  const w = expressPanelCat(locale);
  const p = expressPanelPlayer(r);
  if (s.phase.kind === 'over') return { prompt: '', selects: [], buttons: [] };
  const map = liveMapButtons(r, locale);
  if (p === null)
    return { prompt: w.prompt.waiting(expressSeatLabel(r, s.current)), selects: [], buttons: map.length ? [map] : [] };
  const view = expressGame.publicView(s);
  const acts = expressGame.legal(s, p);
  const selects: Select[] = [];
  const buttons: Button[] = [];
  let prompt = w.prompt.roll;
  const fills = acts.filter((a): a is Extract<ExpressAction, { type: 'fill' }> => a.type === 'fill');
  if (fills.length > MAX_FILL_BUTTONS) {
    const parts = chunk(fills, 25).slice(0, 3);
    parts.forEach((part, i) =>
      selects.push({
        id: buttonId(r, 'xfs', i),
        placeholder: parts.length > 1 ? `${w.select.fill} ${w.select.part(i + 1, parts.length)}` : w.select.fill,
        options: part.map((a) => ({ label: expressActionLabel(a, view, locale), value: `${a.card}/${a.line}` })),
      }),
    );
  } else {
    for (const a of fills)
      buttons.push({ id: actionButtonId(r, a), label: expressActionLabel(a, view, locale), style: 'primary' });
  }
  for (const a of acts) {
    if (a.type === 'roll')
      buttons.push({ id: actionButtonId(r, a), label: expressActionLabel(a, view, locale), style: 'success' });
    if (a.type === 'continue')
      buttons.push({ id: actionButtonId(r, a), label: expressActionLabel(a, view, locale), style: 'primary' });
    if (a.type === 'setAside')
      buttons.push({ id: actionButtonId(r, a), label: expressActionLabel(a, view, locale), style: 'danger' });
  }
  if (fills.length) prompt = s.attempt?.target === null ? w.prompt.invade(fills.length) : w.prompt.fill(fills.length);
  else if (acts.some((a) => a.type === 'setAside')) prompt = w.prompt.setAside;
  const rows = chunk(buttons, 5).slice(0, 4 - selects.length);
  const autoFill = r.seats[p].autoFill !== false;
  rows.push([
    { id: buttonId(r, 'xev'), label: w.btn.ev, style: 'secondary' },
    {
      id: buttonId(r, 'xaf', autoFill ? 0 : 1),
      label: autoFill ? w.btn.autoFillOn : w.btn.autoFillOff,
      style: 'secondary',
    },
    ...map,
  ]);
  return { prompt, selects, buttons: rows };
}
