// The live map page: reads its signed token from the address, fetches the game's payload and
// the board's art, draws them, and follows the game live (Server-Sent Events). Everything a
// player typed is set as text, never as HTML. No inline script or style (strict CSP), no
// third-party request, no storage: the same page can later run inside Discord as an Activity.
import type { MapGeometry } from '../../render/geometry.js';
import { ownerStyle } from '../../render/theme.js';
import type { ExpressPayload } from '../express-payload.js';
import type { HistoryPayload } from '../history.js';
import type { MapPayload, Payload } from '../payload.js';
import { buildBoard, zoomable, type BoardParts, type Cell } from './board.js';
import { plot } from './plots.js';
import { applyPatch, type Op } from './patch.js';
import { startPlay, type PlayBar } from './play.js';

const token = location.pathname.split('/').pop() ?? '';
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

const swatch = (colour: string) => {
  const s = h('span', { class: 'sw' });
  s.style.background = ownerStyle(colour).badge;
  return s;
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

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'omit' });
  if (!res.ok) throw new Error(String(res.status));
  return (await res.json()) as T;
}

function colours(p: MapPayload): Record<number, string> {
  return Object.fromEntries(p.players.map((x) => [x.id, x.colour]));
}

function cellsNow(p: MapPayload): Record<string, Cell> {
  return Object.fromEntries(Object.entries(p.territories).map(([t, x]) => [t, { owner: x.owner, units: x.units }]));
}

function cellsAt(hist: HistoryPayload, turn: number): Record<string, Cell> {
  const t = hist.turns[turn - 1];
  return Object.fromEntries(
    hist.order.map((id, i) => [
      id,
      { owner: t.o[i] < 0 ? null : t.o[i], units: t.o[i] < 0 ? {} : { [t.o[i]]: t.n[i] } },
    ]),
  );
}

function drawMap(p: MapPayload): void {
  if (!board) return;
  const hqs = p.players.map((x) => x.hq).filter((x): x is string => !!x);
  if (p.me?.hq && !hqs.includes(p.me.hq)) hqs.push(p.me.hq);
  const cells = showing !== null && history ? cellsAt(history, showing) : cellsNow(p);
  board.draw(cells, colours(p), { selected, highlight: showing === null ? (p.me?.highlight ?? []) : [], hqs });
}

function band(p: Payload): HTMLElement {
  const L = p.labels;
  const list = h('ul', { class: 'band' });
  for (const x of p.players) {
    const li = h('li', { class: x.id === p.current ? 'cur' : '' }, swatch(x.colour), h('b', { text: x.name }));
    if (p.kind === 'map') {
      const m = x as MapPayload['players'][number];
      const bits = [`${L.territories} ${m.territories}`, `${L.armies} ${m.armies}`, `${L.cards} ${m.cards}`];
      if (m.reserve) bits.push(`${L.reserve} ${m.reserve}`);
      if (m.team !== undefined) bits.push(`${L.team} ${m.team + 1}`);
      if (m.ally !== undefined)
        bits.push(m.ally < 0 ? L.neutral : `${L.ally} ${p.players.find((q) => q.id === m.ally)?.name ?? ''}`);
      if (m.status !== 'active') bits.push(m.status);
      li.appendChild(h('span', { class: 'dim', text: ` ${bits.join(' · ')}` }));
    } else
      li.appendChild(
        h('span', { class: 'dim', text: ` ${L.score} ${(x as ExpressPayload['players'][number]).score}` }),
      );
    list.appendChild(li);
  }
  return list;
}

function info(p: MapPayload): HTMLElement {
  const box = h('section', { class: 'info', attrs: { 'aria-live': 'polite', id: 'info' } });
  if (!selected || !p.territories[selected]) return box;
  const t = p.territories[selected];
  const L = p.labels;
  const byId = (id: number) => p.players.find((x) => x.id === id);
  box.appendChild(h('h3', { text: t.name }));
  box.appendChild(h('div', { class: 'dim', text: `${L.continent}: ${t.continent}` }));
  const owner = t.owner !== null ? byId(t.owner) : undefined;
  box.appendChild(h('div', { text: `${L.owner}: ${owner?.name ?? L.nobody}` }));
  const units = h('ul', { class: 'units' });
  for (const [pid, n] of Object.entries(t.units)) {
    const who = byId(Number(pid));
    units.appendChild(h('li', {}, swatch(who?.colour ?? 'neutral'), h('span', { text: `${who?.name ?? '?'}: ${n}` })));
  }
  box.appendChild(units);
  if (p.me && showing === null) {
    const acts = p.me.legal[selected] ?? [];
    box.appendChild(h('h4', { text: p.me.labels.legal }));
    if (!acts.length) box.appendChild(h('div', { class: 'dim', text: p.me.labels.noLegal }));
    const ul = h('ul', { class: 'legal' });
    for (const a of acts) ul.appendChild(h('li', { text: a }));
    box.appendChild(ul);
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

function historyControls(p: Payload): HTMLElement {
  const L = p.labels;
  const box = h('section', { class: 'history' });
  const btn = h('button', { text: L.history, attrs: { id: 'history-open', type: 'button' } });
  box.appendChild(btn);
  if (!history) {
    btn.addEventListener('click', async () => {
      history = await getJson<HistoryPayload>(api('history')).catch(() => null);
      render();
    });
    return box;
  }
  btn.remove();
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
  box.append(h('h2', { text: L.history }), slider, label, now);
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
  box.append(h('h3', { text: L.plots }), plot(tName, series('t')), plot(aName, series('a')));
  return box;
}

function render(): void {
  const p = current;
  if (!p) return;
  document.documentElement.lang = p.locale;
  $('#title').textContent = p.title;
  const L = p.labels;
  const head = p.kind === 'map' ? `${L.round} ${p.round} · ${L.phase}: ${p.phase}` : `${L.round} ${p.round}`;
  $('#status').textContent = head;
  $('#band').replaceChildren(band(p));
  const side = $('#side');
  side.replaceChildren();
  if (p.kind === 'map') {
    drawMap(p);
    side.appendChild(info(p));
    if (p.me) {
      const mine = h('section', { class: 'mine', attrs: { id: 'mine' } }, h('h2', { text: p.me.labels.mine }));
      for (const line of p.me.lines) mine.appendChild(h('div', { text: line }));
      side.appendChild(mine);
    }
  } else {
    $('#boardwrap').replaceChildren(expressTable(p));
  }
  const log = h('section', { class: 'log', attrs: { id: 'log' } }, h('h2', { text: L.log }));
  for (const line of p.log) log.appendChild(h('div', { text: line }));
  side.appendChild(log);
  if (p.kind === 'map' || p.status !== 'lobby') side.appendChild(historyControls(p));
  document.body.dataset.seq = String(p.seq);
  play?.render(showing === null ? selected : null);
}

function tap(t: string): void {
  selected = t;
  render();
}

async function start(): Promise<void> {
  const p = await getJson<Payload>(api('state'));
  current = p;
  if (p.kind === 'map') {
    const g = await getJson<MapGeometry>(`/assets/${p.art}.json`);
    board = buildBoard(g, tap);
    $('#boardwrap').replaceChildren(board.svg);
    zoom = zoomable(board.svg, g.width, g.height);
    const fit = h('button', { text: p.labels.fit, attrs: { type: 'button', class: 'fit' } });
    fit.addEventListener('click', () => zoom?.reset());
    $('#boardwrap').appendChild(fit);
  }
  if (p.kind === 'map' && p.me) play = startPlay(api, p.me.labels.legal);
  render();
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

start().catch(() => {
  $('#status').textContent = '—';
});
