// napoleon-advanced's manoeuvre phase (NA-MAN): one menu of every manoeuvre still open ("🚶 Land:
// Aquitaine (6)", "🎖️ General: Aquitaine", "⛵ Naval: North Sea (⛵4)"), then where to, then how
// many — 1, half, all, the leaders alone or all with the leaders — and End turn.
import { legalActions, type Action, type GameState, type ManoeuvreKind } from '../../../engine/index.js';
import { advancedPanel, type AdvancedPanel } from '../../../i18n/panel-advanced.js';
import type { Button, Select } from '../../surface.js';
import { AND_END } from '../chain-args.js';
import { buttonId } from '../ids.js';
import { BY_CODE, byOf } from './advanced-actions.js';
import { countOptions } from './menus.js';
import { only, type ControlsPart, type Turn } from './part.js';
import { optionSelects, placeLabeler, placeNamer } from './places.js';

const ORDER: ManoeuvreKind[] = ['land', 'general', 'naval', 'admiral'];

export const hasManoeuvres = (t: Turn): boolean => t.acts.some((a) => a.type === 'manoeuvre');

/** Every manoeuvre still open, once per kind and place ("🚶 Land: Aquitaine (6)"), value "by~from". */
function manoeuvreOptions(
  moves: Extract<Action, { type: 'manoeuvre' }>[],
  ap: AdvancedPanel,
  label: (id: string) => string,
) {
  const seen = new Set<string>();
  return ORDER.flatMap((k) =>
    moves
      .filter((a) => a.by === k && !seen.has(`${k}~${a.from}`) && seen.add(`${k}~${a.from}`))
      .map((a) => ({ label: `${ap.by[k]}: ${label(a.from)}`, value: `${BY_CODE[k]}~${a.from}` }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  );
}

/**
 * The manoeuvres offered already in the attack phase (`ended`: the state once the attack ends):
 * picking one ends the attack and opens its destinations (the End attack tap saved). Null when
 * the manoeuvre phase would offer none.
 */
export function manoeuvreNow(t: Turn, ended: GameState): Select | null {
  const ap = advancedPanel(t.locale);
  const moves = only(legalActions(ended, t.p), 'manoeuvre');
  if (!moves.length) return null;
  const options = manoeuvreOptions(moves, ap, placeLabeler(ended, placeNamer(t.r, t.locale)));
  return optionSelects(t.r, 'vfm', [], ap.select.manoeuvreNow, options, t.pc.select.part, 1)[0] ?? null;
}

export function manoeuvreControls(t: Turn): ControlsPart {
  const { r, s, acts, step, locale, pc } = t;
  const ap = advancedPanel(locale);
  const name = placeNamer(r, locale);
  const label = placeLabeler(s, name);
  const moves = only(acts, 'manoeuvre');
  const endTurn: Button[] = acts.some((a) => a.type === 'endTurn')
    ? [{ id: buttonId(r, 'endt'), label: pc.btn.endTurn, style: 'secondary' }]
    : [];
  const by = step.kind === 'manoeuvreFrom' || step.kind === 'manoeuvreTo' ? byOf(step.by) : undefined;

  if (by && step.kind === 'manoeuvreTo') {
    const here = moves.filter((a) => a.by === by && a.from === step.from && a.to === step.to);
    if (here.length) {
      const units = Math.max(0, ...here.filter((a) => a.leaders === 0).map((a) => a.count));
      const leaders = Math.max(0, ...here.map((a) => a.leaders));
      const code = BY_CODE[by];
      const mn = (count: number, l: number) => buttonId(r, 'mn', code, step.from, step.to, count, l);
      const buttons: Button[] = [];
      if (units >= 1) buttons.push({ id: mn(1, 0), label: '1', style: units === 1 ? 'primary' : 'secondary' });
      const half = Math.ceil(units / 2);
      if (half > 1 && half < units) buttons.push({ id: mn(half, 0), label: pc.btn.moveHalf(half), style: 'secondary' });
      if (units > 1) buttons.push({ id: mn(units, 0), label: pc.btn.moveAll(units), style: 'primary' });
      if (leaders > 0) {
        buttons.push({ id: mn(0, leaders), label: ap.btn.leadersOnly(leaders), style: 'secondary' });
        if (units > 0)
          buttons.push({ id: mn(units, leaders), label: ap.btn.withLeaders(units, leaders), style: 'primary' });
      }
      // The turn's last manoeuvre in one tap: everything (with the leaders), then the turn ends.
      const most = buttons.filter((b) => b.style === 'primary').at(-1);
      if (most && endTurn.length)
        buttons.push({ id: `${most.id}:${AND_END}`, label: ap.btn.andEnd(most.label), style: 'success' });
      buttons.push({ id: buttonId(r, 'vmf', code, step.from), label: pc.btn.back, style: 'secondary' });
      const selects: Select[] =
        units > 3
          ? [
              {
                id: buttonId(r, 'mns', code, step.from, step.to, 0),
                placeholder: ap.select.exactly,
                options: countOptions(1, units),
              },
            ]
          : [];
      return {
        prompt: ap.prompt.manoeuvreAmount(ap.by[by], name(step.from), name(step.to), units, leaders),
        selects,
        buttons,
      };
    }
  }
  if (by && (step.kind === 'manoeuvreFrom' || step.kind === 'manoeuvreTo')) {
    const targets = [...new Set(moves.filter((a) => a.by === by && a.from === step.from).map((a) => a.to))];
    if (targets.length) {
      const options = targets
        .map((to) => ({ label: label(to), value: to }))
        .sort((a, b) => a.label.localeCompare(b.label));
      return {
        prompt: ap.prompt.manoeuvreTo(ap.by[by], name(step.from)),
        selects: optionSelects(r, 'vmt', [BY_CODE[by], step.from], ap.select.manoeuvreTo, options, pc.select.part),
        buttons: [{ id: buttonId(r, 'vb'), label: pc.btn.back, style: 'secondary' }],
      };
    }
  }
  const options = manoeuvreOptions(moves, ap, label);
  return {
    prompt: options.length ? ap.prompt.manoeuvre : pc.prompt.fortifyNone,
    selects: optionSelects(r, 'vmf', [], ap.select.manoeuvre, options, pc.select.part, 3),
    buttons: endTurn,
  };
}
