// Small SVG charts of results: a submission's failure modes, on its
// leaderboard page, and the score of every subpass per task. Drawn with DOM
// calls, text as text; sized by viewBox so they scale with the page. The
// paper's Figures 2 and 3 of report files are not drawn here: the Compare
// page gets them from the engine, drawn by the Go code `scbench report` uses.

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
// a submission's, on its page, which the leaderboard serves without the
// grader's engine.
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
