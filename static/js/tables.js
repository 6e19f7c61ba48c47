// Results tables in the shape of the paper's Table 2: one row per task
// (grouped by bucket), then per bucket, then overall; one column per run,
// each cell a mean score with its 95% interval. The numbers come from Go
// (results.Table, by way of the leaderboard's API or the engine's
// "tabulate" op); this file only lays them out, as text.

import { el } from './dom.js';

const BUCKETS = ['axiomatic', 'constructive', 'planning'];

// pct renders a score in [0, 1] as percentage points with one decimal.
export function pct(x) {
  return typeof x === 'number' && Number.isFinite(x) ? (x * 100).toFixed(1) : '–';
}

function cell(c, delta) {
  if (!c || !c.n) return el('td', { class: 'num missing' }, '—');
  const td = el('td', { class: 'num', title: `${c.n} answers, ${c.passed} passed; 95% interval ${pct(c.low)} to ${pct(c.high)}` },
    el('span', { class: 'mean' }, pct(c.mean)),
    el('span', { class: 'ci' }, `${pct(c.low)}–${pct(c.high)}`));
  if (delta !== undefined && delta !== null) {
    const d = (c.mean - delta) * 100;
    const cls = Math.abs(d) < 0.05 ? 'delta same' : d > 0 ? 'delta up' : 'delta down';
    td.append(el('span', { class: cls, title: 'difference from the first column, in points' }, (d > 0 ? '+' : d < 0 ? '−' : '±') + Math.abs(d).toFixed(1)));
  }
  return td;
}

// taskOrder is the union of the columns' tasks, by bucket, in the order the
// tables list them (the catalogue's).
function taskOrder(columns) {
  const seen = new Map();
  for (const col of columns) {
    for (const t of col.table.tasks || []) if (!seen.has(t.task)) seen.set(t.task, t);
  }
  const rank = (b) => (BUCKETS.indexOf(b) < 0 ? BUCKETS.length : BUCKETS.indexOf(b));
  return [...seen.values()].map((t, i) => ({ t, i })).sort((a, b) => rank(a.t.bucket) - rank(b.t.bucket) || a.i - b.i).map((x) => x.t);
}

// resultsTable lays out columns [{label, sub, href, table}] side by side;
// with deltas, every column after the first shows its difference from it.
export function resultsTable(columns, { deltas = false, caption = '' } = {}) {
  const tasks = taskOrder(columns);
  const byTask = columns.map((c) => new Map((c.table.tasks || []).map((t) => [t.task, t])));
  const byBucket = columns.map((c) => new Map((c.table.buckets || []).map((b) => [b.bucket, b])));
  const base = (i, get) => (deltas && i > 0 && get(0) ? get(0).mean : undefined);
  const head = el('tr', {}, el('th', { scope: 'col' }, 'task'), el('th', { scope: 'col', class: 'num' }, 'N'),
    ...columns.map((c) => el('th', { scope: 'col', class: 'run' },
      c.href ? el('a', { href: c.href }, c.label) : c.label,
      c.sub ? el('span', { class: 'run-sub' }, c.sub) : null)));
  const rows = [];
  let bucket = null;
  for (const t of tasks) {
    if (t.bucket !== bucket) {
      bucket = t.bucket;
      rows.push(el('tr', { class: 'bucket-head' }, el('th', { colspan: String(columns.length + 2), scope: 'rowgroup' }, bucket || 'other')));
    }
    rows.push(el('tr', { 'data-task': t.task }, el('th', { scope: 'row' }, t.name || t.task), el('td', { class: 'num' }, String(t.n)),
      ...columns.map((_, i) => cell(byTask[i].get(t.task), base(i, (j) => byTask[j].get(t.task))))));
  }
  const buckets = BUCKETS.filter((b) => byBucket.some((m) => m.has(b)));
  if (buckets.length) rows.push(el('tr', { class: 'bucket-head' }, el('th', { colspan: String(columns.length + 2), scope: 'rowgroup' }, 'buckets')));
  for (const b of buckets) {
    const n = byBucket.map((m) => m.get(b)).find(Boolean);
    rows.push(el('tr', { class: 'bucket-row', 'data-bucket': b }, el('th', { scope: 'row' }, b), el('td', { class: 'num' }, String(n ? n.n : '')),
      ...columns.map((_, i) => cell(byBucket[i].get(b), base(i, (j) => byBucket[j].get(b))))));
  }
  const o = columns[0] ? columns[0].table.overall : null;
  rows.push(el('tr', { class: 'overall', 'data-bucket': 'overall' }, el('th', { scope: 'row' }, 'overall'), el('td', { class: 'num' }, String(o ? o.n : '')),
    ...columns.map((c, i) => cell(c.table.overall, deltas && i > 0 ? columns[0].table.overall.mean : undefined))));
  return el('div', { class: 'table-wrap' }, el('table', { class: 'data results' },
    caption ? el('caption', {}, caption) : null, el('thead', {}, head), el('tbody', {}, ...rows)));
}
