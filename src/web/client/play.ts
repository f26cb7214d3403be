// Playing from My map: the seat's legal moves (asked of the server, which asks the engine) as
// buttons in a bar at the foot of the page. Tap a territory: what you can do from there; the
// moves tied to no place (end the attack, move in, trade a set) are always shown. Each button
// sends its action once (POST with the seat link, a custom header and the page's own origin);
// the server plays it through the bot's own write path, so the channel's panel follows. A
// refusal is shown in the viewer's language and changes nothing.
import type { Action } from '../../engine/types.js';
import type { MoveOption, Moves } from '../moves.js';

export interface PlayBar {
  /** Redraws the bar for the territory selected on the board (null: none). */
  render(selected: string | null): void;
  /** The game moved on (a live update at log position `seq`): asks for the moves again. */
  refresh(seq: number): void;
}

const sameBorder = (a: Action, b: Action | null) =>
  !!b && 'from' in a && 'from' in b && 'to' in a && 'to' in b && a.from === b.from && a.to === b.to;

const targetOf = (a: Action): string | null => ('to' in a && typeof a.to === 'string' ? a.to : null);
const isAttack = (a: Action) => a.type === 'attack' || a.type === 'blitz';

/**
 * A place's moves as the bar lists them: every move, but for attacks only the most dice on
 * each border (a general with sea lanes can face a dozen), the border last attacked and the
 * one tapped on the map (`focus`) excepted, which show fewer dice and the blitz too.
 */
function compact(opts: MoveOption[], last: Action | null, focus: string | null): MoveOption[] {
  if (focus) return opts.filter((o) => targetOf(o.action) === focus);
  const most = new Map<string, number>();
  for (const o of opts)
    if (o.action.type === 'attack') most.set(o.action.to, Math.max(most.get(o.action.to) ?? 0, o.action.dice));
  return opts.filter(
    (o) =>
      !isAttack(o.action) ||
      sameBorder(o.action, last) ||
      (o.action.type === 'attack' ? o.action.dice === most.get(o.action.to) : !most.has(o.action.to)),
  );
}

function button(label: string, onClick: () => void, cls = ''): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (cls) b.className = cls;
  b.addEventListener('click', onClick);
  return b;
}

/** Random id per request: the server plays a repeated request (a double tap) once. */
const requestId = () => {
  const a = new Uint8Array(12);
  crypto.getRandomValues(a);
  return Array.from(a, (x) => x.toString(16).padStart(2, '0')).join('');
};

export function startPlay(api: (what: string) => string, hint: string): PlayBar {
  const bar = document.createElement('section');
  bar.id = 'play';
  bar.setAttribute('aria-live', 'polite');
  document.body.appendChild(bar);
  document.body.classList.add('playing');
  let moves: Moves | null = null;
  /** The place whose moves are listed, and a target tapped on the map from there (its border's moves only). */
  let selected: string | null = null;
  let focus: string | null = null;
  let message = '';
  let busy = false;
  /** The last attack sent: its border's attacks come first ("attack again" is one tap). */
  let last: Action | null = null;
  let asked = -1;
  /** The moves being asked for (one request at a time: a move's answer and its live update both want them). */
  let loading: Promise<void> | null = null;

  async function fetchMoves(): Promise<void> {
    const res = await fetch(api('moves'), { credentials: 'omit', cache: 'no-store' });
    if (!res.ok) {
      moves = null;
      return;
    }
    const m = (await res.json()) as Moves;
    if (!moves || m.seq >= moves.seq) moves = m;
  }

  function load(): Promise<void> {
    const p = fetchMoves();
    loading = p;
    const done = () => {
      if (loading === p) loading = null;
    };
    p.then(done, done);
    return p;
  }

  /** Holds the moves at log position `seq` or later: the ones being asked for may be, else they are asked again. */
  async function upTo(seq: number): Promise<void> {
    if (loading) await loading.catch(() => undefined);
    if (!moves || moves.seq < seq) await load();
  }

  async function send(opt: MoveOption): Promise<void> {
    if (busy || !moves) return;
    busy = true;
    message = '';
    draw();
    try {
      const res = await fetch(api('act'), {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', 'x-risk-act': '1' },
        body: JSON.stringify({ action: opt.action, rev: moves.rev, id: requestId() }),
      });
      const out = (await res.json().catch(() => null)) as { ok: boolean; text?: string; seq?: number } | null;
      if (!out?.ok) message = out?.text ?? String(res.status);
      else if (opt.action.type === 'attack' || opt.action.type === 'blitz') last = opt.action;
      // The moves after it (the live update may have asked for them already); after a refusal, asked again.
      await (out?.ok && typeof out.seq === 'number' ? upTo(out.seq) : load());
    } finally {
      busy = false;
      draw();
      document.body.dataset.playSeq = String(moves?.seq ?? -1);
      document.dispatchEvent(new CustomEvent('risk:moves', { detail: moves?.seq ?? -1 }));
    }
  }

  function list(opts: MoveOption[]): HTMLElement {
    const ul = document.createElement('div');
    ul.className = 'acts';
    const first = opts.filter((o) => sameBorder(o.action, last));
    for (const o of [...first, ...opts.filter((x) => !first.includes(x))])
      ul.appendChild(button(o.label, () => void send(o), busy ? 'busy' : ''));
    return ul;
  }

  function draw(): void {
    bar.replaceChildren();
    if (message) {
      const m = document.createElement('div');
      m.id = 'play-msg';
      m.setAttribute('role', 'alert');
      m.textContent = message;
      bar.appendChild(m);
    }
    if (!moves) return;
    const here = selected ? compact(moves.byPlace[selected] ?? [], last, focus) : [];
    if (here.length) bar.appendChild(list(here));
    if (moves.general.length) bar.appendChild(list(moves.general));
    if (!here.length && Object.keys(moves.byPlace).length && !selected) {
      const h = document.createElement('div');
      h.className = 'dim';
      h.textContent = hint;
      bar.appendChild(h);
    }
  }

  function refresh(seq: number): void {
    if (seq <= asked || (moves && seq <= moves.seq)) return;
    asked = seq;
    void upTo(seq).then(draw, () => undefined);
  }

  void load().then(() => {
    draw();
    document.body.dataset.playSeq = String(moves?.seq ?? -1);
  });
  return {
    render(t) {
      // A tap on a place the listed one attacks (or moves to) narrows the list to that border;
      // a tap on a place with moves of its own lists those.
      const from = selected ? (moves?.byPlace[selected] ?? []) : [];
      if (t && !moves?.byPlace[t]?.length && from.some((o) => targetOf(o.action) === t)) focus = t;
      else {
        selected = t;
        focus = null;
      }
      draw();
    },
    refresh,
  };
}
