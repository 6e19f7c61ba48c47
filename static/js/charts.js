// Small SVG charts of results: the failure-mode distribution per run (the
// paper's Figure 3) and the score of every subpass per task. Drawn with DOM
// calls, text as text; sized by viewBox so they scale with the page.

import { el, svg } from './dom.js';
import { pct } from './tables.js';

// MODES in the order results.Modes lists them, with their colours.
export const MODES = [
  ['passed', '#1a7f37'], ['near-miss', '#8bc34a'], ['local-only', '#f2c94c'], ['trivialized', '#f2994a'],
  ['incorrect', '#eb5757'], ['malformed', '#9b51e0'], ['evasion', '#828282'],
];

// shorten fits a run's label in n characters, keeping its end ("model ·
// 4096": the budget is what tells a file's runs apart).
function shorten(s, n) {
  return s.length <= n ? s : s.slice(0, n - 7) + '…' + s.slice(-6);
}

function text(x, y, s, attrs = {}) {
  const t = svg('text', { x, y, ...attrs });
  t.textContent = s;
  return t;
}

// modesChart draws one 100% bar per row [{label, modes: [{mode, count}]}]:
// a model (the Compare page, Figure 3's shape) or a submission.
export function modesChart(runs) {
  const W = 760, label = 180, barH = 22, gap = 10, top = 8;
  const H = top + runs.length * (barH + gap) + 34;
  const s = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'chart modes-chart', role: 'img', 'aria-label': 'failure modes' });
  runs.forEach((r, i) => {
    const y = top + i * (barH + gap);
    const total = r.modes.reduce((a, m) => a + m.count, 0) || 1;
    s.append(text(label - 8, y + barH * 0.7, shorten(r.label, 26), { 'text-anchor': 'end', class: 'chart-label' }));
    let x = label;
    for (const [mode, colour] of MODES) {
      const m = r.modes.find((q) => q.mode === mode);
      if (!m || !m.count) continue;
      const w = ((W - label - 10) * m.count) / total;
      const rect = svg('rect', { x: x.toFixed(2), y, width: w.toFixed(2), height: barH, fill: colour, 'data-mode': mode });
      const title = svg('title', {});
      title.textContent = `${r.label}: ${mode} ${m.count} of ${total} (${pct(m.count / total)}%)`;
      rect.append(title);
      s.append(rect);
      if (w > 34) s.append(text(x + w / 2, y + barH * 0.7, String(m.count), { 'text-anchor': 'middle', class: 'chart-count' }));
      x += w;
    }
  });
  // legend
  let lx = label, ly = H - 12;
  for (const [mode, colour] of MODES) {
    s.append(svg('rect', { x: lx, y: ly - 10, width: 12, height: 12, fill: colour }));
    s.append(text(lx + 16, ly, mode, { class: 'chart-legend' }));
    lx += 22 + mode.length * 7.2;
  }
  return el('div', { class: 'chart-wrap' }, s);
}

// shade is a score's colour, from red (0) through amber to green (1).
function shade(x) {
  const h = Math.round(120 * Math.max(0, Math.min(1, x)));
  return `hsl(${h} 62% 46%)`;
}

// subpassChart draws, per task, one strip of cells per run: a cell per
// subpass coloured by its score. runs: [{label, subpasses: [{task, scores}]}];
// names maps slugs to task names.
export function subpassChart(runs, names = new Map()) {
  const tasks = [];
  for (const r of runs) for (const t of r.subpasses || []) if (!tasks.includes(t.task)) tasks.push(t.task);
  const blocks = tasks.map((task) => {
    const per = runs.map((r) => (r.subpasses || []).find((t) => t.task === task) || { scores: [] });
    const keys = [];
    for (const p of per) for (const s of p.scores) {
      const k = s.subpass === null || s.subpass === undefined ? 'fresh' : s.subpass;
      if (!keys.includes(k)) keys.push(k);
    }
    keys.sort((a, b) => (a === 'fresh') - (b === 'fresh') || a - b);
    const cw = 16, ch = 14, label = 120, top = 14;
    const W = label + keys.length * (cw + 2) + 4, H = top + runs.length * (ch + 3);
    const s = svg('svg', { viewBox: `0 0 ${W} ${H}`, width: W, height: H, class: 'chart subpass-chart', role: 'img', 'aria-label': `${task}: score by subpass` });
    keys.forEach((k, j) => {
      if (k === 'fresh' || k % 5 === 0) s.append(text(label + j * (cw + 2) + cw / 2, 10, k === 'fresh' ? 'new' : String(k), { 'text-anchor': 'middle', class: 'chart-tick' }));
    });
    per.forEach((p, i) => {
      const y = top + i * (ch + 3);
      s.append(text(label - 6, y + ch * 0.8, shorten(runs[i].label, 16), { 'text-anchor': 'end', class: 'chart-label' }));
      keys.forEach((k, j) => {
        const sc = p.scores.find((q) => (q.subpass === null || q.subpass === undefined ? 'fresh' : q.subpass) === k);
        const rect = svg('rect', { x: label + j * (cw + 2), y, width: cw, height: ch, rx: 2, fill: sc ? shade(sc.mean) : '#eef1f4' });
        const title = svg('title', {});
        title.textContent = sc ? `${runs[i].label} · ${task} ${k === 'fresh' ? 'fresh instances' : '#' + k}: ${pct(sc.mean)}${sc.n > 1 ? ` (mean of ${sc.n})` : ''}` : `${runs[i].label}: no answer for ${task} #${k}`;
        rect.append(title);
        s.append(rect);
      });
    });
    return el('figure', { class: 'subpass-block', 'data-task': task }, el('figcaption', {}, names.get(task) || task), s);
  });
  return el('div', { class: 'subpass-grid' }, ...blocks);
}

// The models' colours in the accuracy chart (Okabe and Ito's, as the CLI's
// figure2.svg draws them).
const PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];

// budgetLabel names a run's output-token budget.
export function budgetLabel(b) {
  return b === null || b === undefined ? 'no cap' : String(b);
}

function tokenTick(x) {
  const t = (v) => String(Number(v.toFixed(1)));
  return x >= 1e6 ? t(x / 1e6) + 'M' : x >= 1e3 ? t(x / 1e3) + 'k' : t(x);
}

// accuracyChart draws the paper's Figure 2 from results' points (the
// tabulate op's experiment.points, of every file): accuracy with its 95%
// interval against the mean output tokens of the answers, log-scaled, one
// line per model through its budgets. Points without token counts are not
// drawn; the caller names them.
export function accuracyChart(points) {
  const W = 760, H = 380, L = 64, R = 560, T = 16, B = 320;
  const placed = points.filter((p) => p.tokens > 0);
  const xs = placed.map((p) => Math.max(1, p.mean_tokens));
  let lo = xs.length ? 10 ** Math.floor(Math.log10(Math.min(...xs))) : 100;
  let hi = xs.length ? 10 ** Math.ceil(Math.log10(Math.max(...xs))) : 10000;
  if (hi <= lo) hi = lo * 10;
  const X = (v) => L + ((Math.log10(Math.max(1, v)) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * (R - L);
  const Y = (v) => B - v * (B - T);
  const s = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'chart accuracy-chart', role: 'img', 'aria-label': 'accuracy against mean output tokens per model and budget' });
  for (let v = 0; v <= 100; v += 20) {
    s.append(svg('line', { x1: L, x2: R, y1: Y(v / 100), y2: Y(v / 100), stroke: '#e3e6ea' }));
    s.append(text(L - 8, Y(v / 100) + 4, String(v), { 'text-anchor': 'end', class: 'chart-tick' }));
  }
  const decades = Math.round(Math.log10(hi / lo));
  for (let d = lo; d <= hi * 1.0001; d *= 10) {
    for (let k = 1; k <= 9 && d * k <= hi * 1.0001; k++) {
      const x = X(d * k);
      s.append(svg('line', { x1: x, x2: x, y1: B, y2: B + (k === 1 ? 6 : 3), stroke: '#555' }));
      if (k === 1) s.append(svg('line', { x1: x, x2: x, y1: T, y2: B, stroke: '#e3e6ea' }));
      if (k === 1 || (decades <= 2 && (k === 2 || k === 5))) s.append(text(x, B + 19, tokenTick(d * k), { 'text-anchor': 'middle', class: 'chart-tick' }));
    }
  }
  s.append(svg('rect', { x: L, y: T, width: R - L, height: B - T, fill: 'none', stroke: '#555' }));
  s.append(text((L + R) / 2, B + 42, 'mean output tokens per answer (log scale)', { 'text-anchor': 'middle', class: 'chart-label' }));
  s.append(text(16, (T + B) / 2, 'accuracy (%)', { 'text-anchor': 'middle', class: 'chart-label', transform: `rotate(-90 16 ${(T + B) / 2})` }));
  const models = [...new Set(points.map((p) => p.model))];
  const rank = (b) => (b === null || b === undefined ? Infinity : b);
  models.forEach((model, i) => {
    const colour = PALETTE[i % PALETTE.length];
    const pts = placed.filter((p) => p.model === model).sort((a, b) => rank(a.budget) - rank(b.budget));
    const g = svg('g', { 'data-model': model });
    if (pts.length > 1) g.append(svg('polyline', { points: pts.map((p) => `${X(p.mean_tokens).toFixed(1)},${Y(p.mean).toFixed(1)}`).join(' '), fill: 'none', stroke: colour, 'stroke-width': 2 }));
    for (const p of pts) {
      const x = X(p.mean_tokens), y = Y(p.mean);
      g.append(svg('line', { x1: x, x2: x, y1: Y(p.low), y2: Y(p.high), stroke: colour, 'stroke-width': 1.2 }));
      for (const v of [p.low, p.high]) g.append(svg('line', { x1: x - 3, x2: x + 3, y1: Y(v), y2: Y(v), stroke: colour, 'stroke-width': 1.2 }));
      const dot = svg('circle', { cx: x.toFixed(1), cy: y.toFixed(1), r: 4.5, fill: colour, class: 'point', 'data-model': model, 'data-budget': budgetLabel(p.budget) });
      const title = svg('title', {});
      title.textContent = `${model}, budget ${budgetLabel(p.budget)}: accuracy ${pct(p.mean)}% (${pct(p.low)}–${pct(p.high)}), ${Math.round(p.mean_tokens)} output tokens on average (median ${Math.round(p.median_tokens)}), ${p.n} answers, ${p.capped} at the cap`;
      dot.append(title);
      g.append(dot, text(x + 7, y - 7, budgetLabel(p.budget), { class: 'chart-tick' }));
    }
    s.append(g);
    const ly = T + 14 + i * 20;
    s.append(svg('line', { x1: R + 20, x2: R + 44, y1: ly - 4, y2: ly - 4, stroke: colour, 'stroke-width': 2 }));
    s.append(svg('circle', { cx: R + 32, cy: ly - 4, r: 4.5, fill: colour }));
    s.append(text(R + 52, ly, model.length > 22 ? model.slice(0, 21) + '…' : model, { class: 'chart-label' }));
  });
  s.append(text(R + 20, T + 30 + models.length * 20, 'labels: output-token budget', { class: 'chart-tick' }));
  s.append(text(R + 20, T + 44 + models.length * 20, 'bars: 95% interval', { class: 'chart-tick' }));
  return el('div', { class: 'chart-wrap' }, s);
}
