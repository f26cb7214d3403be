// Board pictures. Uses src/render's renderBoard when it exists (the renderer is being written
// beside this); until then a plain fallback drawn from the map geometry (or a table when the
// geometry file is missing). Either way only a public view is drawn.
import { existsSync, readFileSync } from 'node:fs';
import { createCanvas, Path2D } from '@napi-rs/canvas';
import type { BoardImageOptions, BoardImages } from '../app/images.js';
import { getMap, type PublicView } from '../engine/index.js';
import { territoryName } from '../i18n/names.js';

const FILL: Record<string, string> = {
  yellow: '#e8c724', red: '#d33b3b', blue: '#3b6fd3', black: '#333333', violet: '#8e4fc7', green: '#3aa655', neutral: '#aaaaaa',
};

type RenderFn = (view: PublicView, map: ReturnType<typeof getMap>, options: Record<string, unknown>) => Buffer | Promise<Buffer>;

async function loadRenderer(): Promise<RenderFn | null> {
  try {
    const path = '../render/index.js';
    const mod = (await import(/* @vite-ignore */ path)) as { renderBoard?: RenderFn };
    return typeof mod.renderBoard === 'function' ? mod.renderBoard : null;
  } catch {
    return null;
  }
}

interface Geometry { width: number; height: number; territories: Record<string, { path: string; badge: [number, number] }> }
let geometry: Geometry | null | undefined;
function loadGeometry(): Geometry | null {
  if (geometry !== undefined) return geometry;
  const file = new URL('../../data/maps/world.geometry.json', import.meta.url);
  geometry = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Geometry) : null;
  return geometry;
}

export function fallbackBoard(view: PublicView, options: BoardImageOptions): Buffer {
  const map = getMap(view.map);
  const colourOf = (owner: number) => FILL[view.players[owner]?.colour ?? 'neutral'] ?? '#888';
  const g = loadGeometry();
  if (g) {
    const canvas = createCanvas(g.width, g.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#a9cfe0';
    ctx.fillRect(0, 0, g.width, g.height);
    for (const id of map.territoryIds) {
      const geo = g.territories[id];
      const t = view.territories[id];
      if (!geo || !t) continue;
      const p = new Path2D(geo.path);
      ctx.fillStyle = t.owner >= 0 ? colourOf(t.owner) : '#eeeeee';
      ctx.fill(p, 'evenodd');
      ctx.strokeStyle = '#222';
      ctx.lineWidth = id === view.lastMove?.to || id === view.lastMove?.from ? 3 : 0.8;
      ctx.stroke(p);
    }
    ctx.font = 'bold 11px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const id of map.territoryIds) {
      const geo = g.territories[id];
      const t = view.territories[id];
      if (!geo || !t) continue;
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(geo.badge[0], geo.badge[1], 9, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#000';
      ctx.fillText(String(t.armies), geo.badge[0], geo.badge[1]);
    }
    return canvas.toBuffer('image/png');
  }
  // No geometry: a table by continent.
  const rowH = 18;
  const canvas = createCanvas(900, 40 + Math.ceil(map.territoryIds.length / 3) * rowH);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.font = '12px sans-serif';
  map.territoryIds.forEach((id, i) => {
    const x = (i % 3) * 300 + 10, y = 30 + Math.floor(i / 3) * rowH;
    const t = view.territories[id];
    ctx.fillStyle = t.owner >= 0 ? colourOf(t.owner) : '#eee';
    ctx.fillRect(x, y - 11, 14, 14);
    ctx.fillStyle = '#000';
    ctx.fillText(`${territoryName(view.map, id, options.locale)}: ${t.armies}`, x + 20, y);
  });
  return canvas.toBuffer('image/png');
}

/** The default BoardImages: the renderer when present, the fallback otherwise (or when it fails). */
export function defaultBoardImages(): BoardImages {
  let renderer: Promise<RenderFn | null> | null = null;
  return {
    async board(view, options) {
      renderer ??= loadRenderer();
      const render = await renderer;
      if (render) {
        try {
          return await render(view, getMap(view.map), { locale: options.locale });
        } catch (e) {
          console.error('renderBoard failed, using the fallback image:', e);
        }
      }
      return fallbackBoard(view, options);
    },
  };
}
