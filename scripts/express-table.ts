// npx tsx scripts/express-table.ts: the Risk Express card table of docs/express.md, recomputed.
import { EXPRESS } from '../src/express/cards.js';
import { conquestChance } from '../src/express/ev.js';
import type { Line } from '../src/express/lines.js';

const face = { cavalry: 'Cavalry', cannon: 'Cannon', general: 'General' } as const;
function lineText(l: Line): string {
  if (l.kind === 'soldiers') return `${l.count} Soldiers`;
  const n = new Map<string, number>();
  for (const f of l.faces) n.set(face[f], (n.get(face[f]) ?? 0) + 1);
  return [...n].map(([f, c]) => (c > 1 ? `${c} ${f}` : f)).join(' + ');
}
const pct = (p: number) => `${(100 * p).toFixed(1)} %`;

console.log('| Card | Continent | Lines | P(conquer) | P with General | −ln P × 2.4 | Score | Source |');
console.log('|---|---|---|---:|---:|---:|---:|---|');
const rows = EXPRESS.cards.map((c) => ({
  c,
  p: conquestChance(c, false),
  g: c.general ? conquestChance(c, true) : null,
}));
rows.sort((a, b) => b.p - a.p);
for (const { c, p, g } of rows) {
  const src = c.known.length === 2 ? 'known' : c.known.includes('score') ? 'score known, lines designed' : 'designed';
  console.log(
    `| ${c.name.en} | ${EXPRESS.continentById[c.continent].name.en} | ${c.lines.map(lineText).join(' / ')} | ${pct(p)} | ${g === null ? '— (no circle)' : pct(g)} | ${(-2.4 * Math.log(p)).toFixed(2)} | ${c.score} | ${src} |`,
  );
}
console.log('\n| Continent | Cards | Sum of card scores | Continent score | Source |');
console.log('|---|---|---:|---:|---|');
for (const k of EXPRESS.continents) {
  const sum = k.cards.reduce((s, id) => s + EXPRESS.byId[id].score, 0);
  console.log(
    `| ${k.name.en} | ${k.cards.map((id) => EXPRESS.byId[id].name.en).join(', ')} | ${sum} | ${k.score} | ${k.known ? 'known' : 'designed'} |`,
  );
}
