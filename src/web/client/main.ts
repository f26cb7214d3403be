// The live map page: reads its signed token from the address, fetches the game's payload and
// the board's art, draws them, and follows the game live (Server-Sent Events). Everything a
// player typed is set as text, never as HTML. No inline script or style (strict CSP), no
// third-party request, no storage: the same page runs inside Discord as an Activity, opened by
// page.ts with the link's token or by activity.ts with the session Discord's sign-in gave.
//
// What is shown is either now (the payload) or, with the history slider on turn k, that turn as
// it ended: the board, its layers, the band, the log and a tapped territory all come from one
// `Scene`, so the past never mixes with the present.
import type { MapGeometry } from '../../render/geometry.js';
import type { MarkIcon } from '../../render/icons.js';
import { ownerStyle } from '../../render/theme.js';
import type { ExpressPayload } from '../express-payload.js';
import type { HistoryPayload, HistoryTurn } from '../history.js';
import type { PublicLayers } from '../layers.js';
import type { MapPayload, Payload } from '../payload.js';
import { badge, buildBoard, legendIcon, zoomable, type BoardParts, type Cell } from './board.js';
import { plot } from './plots.js';
import { keepSame } from './keep.js';
import { applyPatch, type Op } from './patch.js';
import { startPlay, type PlayBar } from './play.js';
import { el } from './svg.js';

/** The link's or the Activity session's signed token (openPage). */
let token = '';
const api = (what: string) => `/api/${token}/${what}`;
const $ = <T extends HTMLElement = HTMLElement>(sel: string) => document.querySelector(sel) as T;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { class?: string; text?: string; attrs?: Record<string, string> } = {},
  ...kids: (Node | null)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (props.class) e.className = props.class;
  if (props.text !== undefined) e.textContent = props.text;
  for (const [k, v] of Object.entries(props.attrs ?? {})) e.setAttribute(k, v);
  for (const k of kids) if (k) e.appendChild(k);
  return e;
}

/** A player's badge in their colour and shape (the board's), as a small inline picture. */
const swatch = (colour: string, text = '') => {
  const svg = el('svg', { viewBox: '-12 -12 24 24', class: 'sw', 'aria-hidden': 'true' });
  badge(svg, ownerStyle(colour), 0, 0, 8.5, text, 11);
  return svg;
};

let current: Payload | null = null;
let board: BoardParts | null = null;
let zoom: { reset(): void } | null = null;
let selected: string | null = null;
let history: HistoryPayload | null = null;
/** The history turn shown (1-based), or null for now. */
let showing: number | null = null;
/** My map's action bar (a seat link), else null. */
let play: PlayBar | null = null;

/**
 * Hooks for other modules of the page (e.g. playing from the map): called after each tap on a
 * territory or sea zone and after each render, with the payload shown and whether it is now.
 */
export const hooks: {
  tap: ((id: string, p: Payload) => void)[];
  rendered: ((p: Payload, now: boolean) => void)[];
} = { tap: [], rendered: [] };

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'omit' });
  if (!res.ok) throw new Error(String(res.status));
  return (await res.json()) as T;
}

function colours(p: MapPayload): Record<number, string> {
  return Object.fromEntries(p.players.map((x) => [x.id, x.colour]));
}

/** What one moment of a map game shows: now, or a past turn of the history. */
interface Scene {
  past: boolean;
  cells: Record<string, Cell>;
  layers: Omit<PublicLayers, 'legend'> | null;
  /** Per player: territories, armies, cards (null: not known for that moment). */
  figures: Record<number, { territories: number; armies: number; cards: number | null }>;
  log: string[];
  /** Victory points by source in words, per player, when the history has them. */
  vpBy: Record<number, string>;
}

function pastTurn(): HistoryTurn | null {
  return showing !== null && history ? (history.turns[showing - 1] ?? null) : null;
}

function sceneOf(p: MapPayload): Scene {
  const t = pastTurn();
  const lastVb = history?.turns[history.turns.length - 1]?.vb ?? {};
  if (!t || !history) {
    return {
      past: false,
      cells: Object.fromEntries(
        Object.entries(p.territories).map(([id, x]) => [id, { owner: x.owner, units: x.units }]),
      ),
      layers: p.layers,
      figures: Object.fromEntries(
        p.players.map((x) => [x.id, { territories: x.territories, armies: x.armies, cards: x.cards }]),
      ),
      log: p.log,
      vpBy: history && history.seq === p.seq ? lastVb : {},
    };
  }
  const cells = Object.fromEntries(
    history.order.map((id, i) => [
      id,
      { owner: t.o[i] < 0 ? null : t.o[i], units: t.u?.[i] ?? (t.o[i] < 0 ? {} : { [t.o[i]]: t.n[i] }) },
    ]),
  );
  return {
    past: true,
    cells,
    layers: t.l ?? null,
    figures: Object.fromEntries(
      p.players.map((x) => [x.id, { territories: t.t[x.id] ?? 0, armies: t.a[x.id] ?? 0, cards: t.k?.[x.id] ?? null }]),
    ),
    log: t.log ?? [],
    vpBy: t.vb ?? {},
  };
}

function drawMap(p: MapPayload, sc: Scene): void {
  if (!board) return;
  const hqs = p.players.map((x) => x.hq).filter((x): x is string => !!x);
  if (p.me?.hq && !hqs.includes(p.me.hq)) hqs.push(p.me.hq);
  board.draw(sc.cells, colours(p), { selected, highlight: sc.past ? [] : (p.me?.highlight ?? []), hqs }, sc.layers);
}

function band(p: Payload, sc: Scene | null): HTMLElement {
  const L = p.labels;
  const list = h('ul', { class: 'band' });
  for (const x of p.players) {
    if (p.kind === 'map') {
      const m = x as MapPayload['players'][number];
      const seat = sc?.layers?.seats[m.id];
      const fig = sc?.figures[m.id];
      // Neutral armies are listed only while they hold land (as on the board's band).
      if (m.kind === 'neutral' && !fig?.territories && !seat?.name) continue;
      const li = h(
        'li',
        { class: x.id === p.current && !sc?.past ? 'cur' : '', attrs: { 'data-player': String(m.id) } },
        swatch(m.colour),
        h('b', { text: seat?.name ?? m.name }),
      );
      if (seat?.vp !== undefined) li.appendChild(h('b', { class: 'vp', text: ` ${seat.vp} ${p.words.vp}` }));
      const bits = [`${L.territories} ${fig?.territories ?? m.territories}`, `${L.armies} ${fig?.armies ?? m.armies}`];
      if (fig?.cards !== null) bits.push(`${L.cards} ${fig?.cards ?? m.cards}`);
      if (m.reserve && !sc?.past) bits.push(`${L.reserve} ${m.reserve}`);
      if (m.team !== undefined) bits.push(`${L.team} ${m.team + 1}`);
      if (m.ally !== undefined && !seat?.tags.length)
        bits.push(m.ally < 0 ? L.neutral : `${L.ally} ${p.players.find((q) => q.id === m.ally)?.name ?? ''}`);
      if (m.status !== 'active') bits.push(m.status);
      li.appendChild(h('span', { class: 'dim', text: ` ${bits.join(' · ')}` }));
      const more = [...(seat?.tags ?? [])];
      const by = seat?.vpBy || sc?.vpBy[m.id];
      if (seat?.vp !== undefined && by) more.push(`${p.words.vp}: ${by}`);
      if (seat?.held.length) more.push(seat.held.join(', '));
      for (const line of more) li.appendChild(h('div', { class: 'tag', text: line }));
      list.appendChild(li);
    } else {
      // Risk Express: the score now, or as the turn shown left it.
      const past = pastTurn();
      const li = h(
        'li',
        { class: x.id === p.current && !past ? 'cur' : '' },
        swatch(x.colour),
        h('b', { text: x.name }),
      );
      const score = past ? (past.a[x.id] ?? 0) : (x as ExpressPayload['players'][number]).score;
      li.appendChild(h('span', { class: 'dim', text: ` ${L.score} ${score}` }));
      list.appendChild(li);
    }
  }
  return list;
}

function info(p: MapPayload, sc: Scene): HTMLElement {
  const box = h('section', { class: 'info', attrs: { 'aria-live': 'polite', id: 'info' } });
  if (!selected) return box;
  const L = p.labels;
  const byId = (id: number) => p.players.find((x) => x.id === id);
  const nameOf = (id: number) => sc.layers?.seats[id]?.name ?? byId(id)?.name ?? '?';
  const zone = sc.layers?.seas?.[selected];
  if (zone) {
    box.appendChild(h('h3', { text: zone.name }));
    box.appendChild(
      h('div', { text: `${p.words.controller}: ${zone.controller >= 0 ? nameOf(zone.controller) : L.nobody}` }),
    );
    const ul = h('ul', { class: 'units' });
    for (const f of zone.fleets)
      ul.appendChild(
        h(
          'li',
          {},
          swatch(byId(f.player)?.colour ?? 'neutral'),
          h('span', {
            text: `${nameOf(f.player)}: ${f.ships} ${p.words.fleets}${f.admirals ? ` · ⚓ ${f.admirals}` : ''}`,
          }),
        ),
      );
    box.appendChild(ul);
    return box;
  }
  const t = p.territories[selected];
  if (!t) return box;
  const cell = sc.cells[selected];
  box.appendChild(h('h3', { text: t.name }));
  box.appendChild(h('div', { class: 'dim', text: `${L.continent}: ${t.continent}` }));
  const owner = cell?.owner ?? null;
  box.appendChild(h('div', { text: `${L.owner}: ${owner !== null ? nameOf(owner) : L.nobody}` }));
  const units = h('ul', { class: 'units' });
  for (const [pid, n] of Object.entries(cell?.units ?? {})) {
    const who = byId(Number(pid));
    units.appendChild(
      h('li', {}, swatch(who?.colour ?? 'neutral'), h('span', { text: `${nameOf(Number(pid))}: ${n}` })),
    );
  }
  const here = sc.layers?.land?.[selected];
  if (here) {
    for (const [pid, n] of Object.entries(here.generals))
      units.appendChild(
        h(
          'li',
          {},
          swatch(byId(Number(pid))?.colour ?? 'neutral'),
          h('span', { text: `${nameOf(Number(pid))}: ${n} ${p.words.generals}` }),
        ),
      );
    if (here.fort) units.appendChild(h('li', { text: `🏰 ${p.words.fort}` }));
    if (here.epidemics) units.appendChild(h('li', { text: `🦠 ${p.words.epidemics} × ${here.epidemics}` }));
  }
  box.appendChild(units);
  if (p.me && !sc.past) {
    const acts = p.me.legal[selected] ?? [];
    box.appendChild(h('h4', { text: p.me.labels.legal }));
    if (!acts.length) box.appendChild(h('div', { class: 'dim', text: p.me.labels.noLegal }));
    const ul = h('ul', { class: 'legal' });
    for (const a of acts) ul.appendChild(h('li', { text: a }));
    box.appendChild(ul);
  }
  return box;
}

/** The turn's steps and offers, the seas with their fleets and routes, the campaign's objectives. */
function layerSections(p: MapPayload, sc: Scene): [HTMLElement[], HTMLElement[]] {
  const l = sc.layers;
  if (!l) return [[], []];
  const out: HTMLElement[] = [];
  const byId = (id: number) => p.players.find((x) => x.id === id);
  const nameOf = (id: number) => l.seats[id]?.name ?? byId(id)?.name ?? '?';
  if (l.facts.length) {
    const box = h('section', { class: 'facts', attrs: { id: 'facts' } });
    for (const f of l.facts) box.appendChild(h('div', { text: f }));
    out.push(box);
  }
  if (l.objectives.length) {
    const box = h(
      'section',
      { class: 'objectives', attrs: { id: 'objectives' } },
      h('h2', { text: p.words.objectives }),
    );
    for (const o of l.objectives) box.appendChild(h('div', { text: o }));
    out.push(box);
  }
  if (l.seas) {
    const box = h('section', { class: 'seas', attrs: { id: 'seas' } }, h('h2', { text: p.words.seas }));
    for (const r of l.routes ?? []) {
      const row = h('div', { class: 'route', attrs: { 'data-route': r.id } });
      if (r.holder !== null) row.appendChild(swatch(byId(r.holder)?.colour ?? 'neutral'));
      row.append(`${r.name} (+${r.bonus}): ${r.holder !== null ? nameOf(r.holder) : p.labels.nobody}`);
      box.appendChild(row);
    }
    const list = h('ul', { class: 'zones' });
    for (const [id, z] of Object.entries(l.seas)) {
      if (!z.fleets.length) continue;
      const li = h('li', { attrs: { 'data-zone': id } }, h('b', { text: z.name }));
      for (const f of z.fleets) {
        li.append(' ', swatch(byId(f.player)?.colour ?? 'neutral', String(f.ships)));
        li.append(`${nameOf(f.player)} ${f.ships}${f.admirals ? ` ⚓${f.admirals}` : ''}`);
      }
      list.appendChild(li);
    }
    box.appendChild(list);
    return [out, [box]];
  }
  return [out, []];
}

function legend(p: MapPayload): HTMLElement | null {
  const items = p.layers?.legend ?? [];
  if (!items.length && !p.layers?.lastMove) return null;
  const box = h('section', { class: 'legend', attrs: { id: 'legend' } }, h('h2', { text: p.words.legend }));
  const row = (icon: MarkIcon, word: string) => {
    const svg = el('svg', { viewBox: '-16 -16 32 32', class: 'icon', 'aria-hidden': 'true' });
    el('rect', { x: -16, y: -16, width: 32, height: 32, rx: 6, fill: '#3b4557' }, svg);
    legendIcon(svg, icon, 0, 0, 26);
    return h('span', { class: 'item', attrs: { 'data-icon': icon } }, svg, h('span', { text: word }));
  };
  for (const it of items) box.appendChild(row(it.icon, it.word));
  box.appendChild(row('last', p.words.lastMove));
  for (const x of p.players) {
    if (x.kind === 'neutral' && !x.territories) continue;
    box.appendChild(
      h('span', { class: 'item' }, swatch(x.colour), h('span', { text: p.layers?.seats[x.id]?.name ?? x.name })),
    );
  }
  return box;
}

/** The card table now, or (history) as turn `showing` left it: holders and closed continents from the replay. */
function expressTable(p: ExpressPayload): HTMLElement {
  const wrap = h('section', { class: 'express' });
  const byId = (id: number | null) => (id === null ? undefined : p.players.find((x) => x.id === id));
  const past = showing !== null && history?.kind === 'express' ? history : null;
  const turn = past ? past.turns[showing! - 1] : null;
  const ownerOf = (id: string): number | null => {
    if (!past || !turn) return p.cards[id].owner;
    const o = turn.o[past.order.indexOf(id)] ?? -1;
    return o < 0 ? null : o;
  };
  const closed = (id: string, now: boolean) => (turn ? (turn.c ?? []).includes(id) : now);
  for (const c of p.continents) {
    const shut = closed(c.id, c.closed);
    const box = h('div', { class: `cont${shut ? ' closed' : ''}` });
    box.appendChild(h('h3', { text: `${c.name} · ${c.score}${shut ? ` · ${p.labels.closed}` : ''}` }));
    for (const id of c.cards) {
      const card = p.cards[id];
      const held = ownerOf(id);
      const owner = byId(held);
      const row = h('div', {
        class: `card${!turn && p.target === id ? ' target' : ''}`,
        attrs: { 'data-card': id, 'data-owner': held === null ? '' : String(held) },
      });
      row.appendChild(owner ? swatch(owner.colour) : h('span', { class: 'sw empty' }));
      row.appendChild(h('span', { text: `${card.name} (${card.score})` }));
      if (owner) row.appendChild(h('span', { class: 'dim', text: ` ${owner.name}` }));
      box.appendChild(row);
    }
    wrap.appendChild(box);
  }
  return wrap;
}

async function openHistory(): Promise<void> {
  history = await getJson<HistoryPayload>(api('history')).catch(() => null);
  render();
}

/** The slider bar right under the board (reachable on a phone without scrolling). */
function timebar(p: Payload): HTMLElement {
  const L = p.labels;
  const box = h('div', { class: 'timebar', attrs: { id: 'timebar' } });
  if (!history) {
    const btn = h('button', { text: L.history, attrs: { id: 'history-open', type: 'button' } });
    btn.addEventListener('click', () => void openHistory());
    box.appendChild(btn);
    return box;
  }
  const n = history.turns.length;
  const slider = h('input', {
    attrs: {
      type: 'range',
      min: '1',
      max: String(n),
      value: String(showing ?? n),
      id: 'history',
      'aria-label': L.history,
    },
  }) as HTMLInputElement;
  const t = history.turns[(showing ?? n) - 1];
  const who = p.players.find((x) => x.id === t.p);
  const label = h('div', { class: 'dim', attrs: { id: 'history-label' } });
  label.append(
    `${L.turn} ${showing ?? n} / ${n} · ${L.round} ${t.r} · `,
    swatch(who?.colour ?? 'neutral'),
    ` ${who?.name ?? ''}`,
  );
  slider.addEventListener('input', () => {
    showing = Number(slider.value);
    render();
  });
  const now = h('button', { text: L.now, attrs: { type: 'button', id: 'history-now' } });
  now.addEventListener('click', () => {
    showing = null;
    render();
  });
  box.append(slider, label, now);
  return box;
}

/** The history's plots (per round), in the side column. */
function plots(p: Payload): HTMLElement | null {
  if (!history) return null;
  const L = p.labels;
  const box = h('section', { class: 'history' }, h('h2', { text: L.plots }));
  // Plots: the last turn of each round.
  const ends = new Map<number, number>();
  history.turns.forEach((x, i) => ends.set(x.r, i));
  const rounds = [...ends.values()].map((i) => history!.turns[i]);
  // Map games: territories and armies (no neutral armies); Risk Express: cards held and score.
  const series = (key: 't' | 'a') =>
    p.players
      .filter((x) => !('kind' in x) || x.kind !== 'neutral' || key === 't')
      .map((x) => ({ colour: ownerStyle(x.colour).badge, values: rounds.map((r) => r[key][x.id] ?? 0) }));
  const [tName, aName] = history.kind === 'express' ? [L.cards, L.score] : [L.territories, L.armies];
  box.append(plot(tName, series('t')), plot(aName, series('a')));
  return box;
}

/** "Turn k of n — the past" with a way back, while the slider is on a past turn. */
function pastMarker(p: Payload): HTMLElement | null {
  if (showing === null || !history) return null;
  const n = history.turns.length;
  const words = p.words;
  const text = words.past.replace('{turn}', String(showing)).replace('{turns}', String(n));
  const box = h('div', { class: 'past', attrs: { id: 'past', role: 'status' } }, h('b', { text }));
  const back = h('button', { text: words.backToNow, attrs: { type: 'button', id: 'back-to-now' } });
  back.addEventListener('click', () => {
    showing = null;
    render();
  });
  box.appendChild(back);
  return box;
}

function render(): void {
  const p = current;
  if (!p) return;
  document.documentElement.lang = p.locale;
  $('#title').textContent = p.title;
  document.title = p.title;
  const L = p.labels;
  const sc = p.kind === 'map' ? sceneOf(p) : null;
  const past = pastTurn();
  const round = sc?.layers?.roundText ?? `${L.round} ${past ? past.r : p.round}`;
  const head = p.kind === 'map' && !past ? `${round} · ${L.phase}: ${p.phase}` : round;
  if ($('#status').textContent !== head) $('#status').textContent = head;
  // Only what changed is swapped in (keep.ts): the buttons kept call the page's state, not the payload they were made for.
  keepSame(
    $('#pastbar'),
    [pastMarker(p)].filter((x): x is HTMLElement => !!x),
    2,
  );
  document.body.classList.toggle('is-past', !!past);
  const bar = timebar(p);
  if (!$('#timebar').isEqualNode(bar)) $('#timebar').replaceWith(bar);
  keepSame($('#band'), [band(p, sc)], 3);
  const side: HTMLElement[] = [];
  if (p.kind === 'map' && sc) {
    drawMap(p, sc);
    side.push(info(p, sc));
    if (p.me && !sc.past) {
      const mine = h('section', { class: 'mine', attrs: { id: 'mine' } }, h('h2', { text: p.me.labels.mine }));
      for (const line of p.me.lines) mine.appendChild(h('div', { text: line }));
      side.push(mine);
    }
  } else if (p.kind === 'express') {
    keepSame($('#boardwrap'), [expressTable(p)], 3);
  }
  // The turn's steps, the objectives and the legend before the log (a long turn's log scrolls in its box), the seas after.
  const [facts, seas] = p.kind === 'map' && sc ? layerSections(p, sc) : [[], []];
  side.push(...facts);
  const lg = p.kind === 'map' ? legend(p) : null;
  if (lg) side.push(lg);
  const log = h('section', { class: 'log', attrs: { id: 'log' } }, h('h2', { text: L.log }));
  for (const line of sc ? sc.log : past ? (past.log ?? []) : p.log) log.appendChild(h('div', { text: line }));
  side.push(log, ...seas);
  const pl = plots(p);
  if (pl) side.push(pl);
  keepSame($('#side'), side, 2);
  document.body.dataset.seq = String(p.seq);
  play?.render(showing === null ? selected : null);
  document.body.dataset.showing = showing === null ? 'now' : String(showing);
  for (const f of hooks.rendered) f(p, showing === null);
}

function tap(t: string): void {
  selected = t;
  render();
  if (current) for (const f of hooks.tap) f(t, current);
}

async function start(): Promise<void> {
  const p = await getJson<Payload>(api('state'));
  current = p;
  if (p.kind === 'map') {
    const g = await getJson<MapGeometry>(`/assets/${p.art}.json`);
    board = buildBoard(g, tap, p.locale);
    $('#boardwrap').replaceChildren(board.svg);
    zoom = zoomable(board.svg, g.width, g.height);
    const fit = h('button', { text: p.labels.fit, attrs: { type: 'button', class: 'fit' } });
    fit.addEventListener('click', () => zoom?.reset());
    $('#boardwrap').appendChild(fit);
  }
  if (p.kind === 'map' && p.me) play = startPlay(api, p.me.labels.legal);
  render();
  // Victory points by source come from the game's log (the history's replay): a game that
  // counts them fetches it at once.
  if (p.kind === 'map' && Object.values(p.layers?.seats ?? {}).some((s) => s.vp !== undefined && !s.vpBy))
    await openHistory();
  document.body.dataset.ready = '1';
  follow();
}

async function refreshHistory(): Promise<void> {
  const fresh = await getJson<HistoryPayload>(api('history')).catch(() => null);
  if (!fresh || (history && fresh.seq <= history.seq)) return;
  history = fresh;
  if (showing !== null) showing = Math.min(showing, fresh.turns.length);
  render();
  document.dispatchEvent(new CustomEvent('risk:history', { detail: fresh.seq }));
}

/** Server-Sent Events: each accepted move arrives as a whole payload; EventSource reconnects by itself. */
function follow(): void {
  const es = new EventSource(`${api('live')}?seq=${current?.seq ?? -1}`);
  const live = $('#live');
  es.addEventListener('open', () => {
    live.textContent = `● ${current?.labels.live ?? ''}`;
    live.className = 'on';
  });
  es.addEventListener('error', () => {
    live.textContent = current?.labels.offline ?? '';
    live.className = '';
  });
  // The server closes a stream idle for long (nothing moved): no reconnection until a tap on the mark.
  es.addEventListener('idle', () => {
    es.close();
    live.textContent = `↻ ${current?.labels.offline ?? ''}`;
    live.className = 'idle';
    live.addEventListener('click', () => follow(), { once: true });
  });
  es.addEventListener('update', (e) => accept(JSON.parse((e as MessageEvent<string>).data) as Payload));
  // Usually only what the move changed, on the version held; a page that missed one asks for the whole.
  es.addEventListener('patch', (e) => {
    const p = JSON.parse((e as MessageEvent<string>).data) as { from: number; seq: number; ops: Op[] };
    if (current && current.seq === p.from) accept(applyPatch(current, p.ops));
    else if (!current || p.seq > current.seq) void getJson<Payload>(api('state')).then(accept, () => undefined);
  });
}

function accept(next: Payload): void {
  if (current && next.seq < current.seq) return;
  current = next;
  // An open history follows the game (the server feeds its kept replay only the new moves);
  // the turn being looked at stays on screen.
  if (history && history.seq !== next.seq) void refreshHistory();
  render();
  play?.refresh(next.seq);
  document.dispatchEvent(new CustomEvent('risk:update', { detail: next.seq }));
}

/** Opens the game the signed token names (a link's, or an Activity's session). */
export function openPage(signed: string): void {
  token = signed;
  start().catch(() => {
    $('#status').textContent = '—';
  });
}
