// Compare: report files side by side, offline. Each file is tabulated by the
// engine (the Go results package through the "tabulate" op), then laid out:
// the per-task table with differences from the first file, the failure
// modes per run and the score of every subpass. A file whose reports carry
// run metadata (`scbench run` answers, graded) shows as one run per model and
// output-token budget, and the accuracy of each against the output tokens
// it spent is drawn (the paper's Figure 2), from the same numbers as
// `scbench report`.

import { $, el, size } from './dom.js';
import { clip } from './link.js';
import { resultsTable } from './tables.js';
import { modesChart, subpassChart, accuracyChart, budgetLabel } from './charts.js';

const MAX_FILE = 64 << 20;
const MAX_RUNS = 12;

export function startCompare(engine, catalogue) {
  const ui = {
    input: $('#compare-files'), drop: $('#compare-drop'), notice: $('#compare-notice'), list: $('#compare-list'), clear: $('#compare-clear'),
    results: $('#compare-results'), table: $('#compare-table'), modes: $('#compare-modes'), subpasses: $('#compare-subpasses'),
    tokensCard: $('#compare-tokens-card'), tokens: $('#compare-tokens'), tokensNote: $('#compare-tokens-note'),
  };
  const names = new Map(catalogue.planned.map((p) => [p.slug, p.name]));
  const runs = [];

  function notice(msg, kind = 'error') {
    ui.notice.hidden = !msg;
    ui.notice.className = 'notice ' + kind;
    ui.notice.textContent = msg || '';
  }

  async function add(files) {
    const warnings = [];
    for (const f of files) {
      if (runs.length >= MAX_RUNS) { warnings.push(`At most ${MAX_RUNS} files are compared at once.`); break; }
      if (f.size > MAX_FILE) { warnings.push(`${clip(f.name)} is ${size(f.size)}; a report file may be at most ${size(MAX_FILE)}.`); continue; }
      const label = f.name.replace(/(\.reports)?\.(jsonl|ndjson|json|txt)$/i, '');
      const reply = await engine.request({ op: 'tabulate', jsonl: await f.text(), label });
      if (!reply.ok) { warnings.push(`${clip(f.name)}: ${reply.error.message}`); continue; }
      if (!reply.reports) { warnings.push(`${clip(f.name)} has no reports${reply.problems ? ': ' + reply.problems[0] : ''}.`); continue; }
      if (reply.skipped) warnings.push(`${clip(f.name)}: ${reply.skipped} line${reply.skipped === 1 ? ' was' : 's were'} not a report (${reply.problems[0]}).`);
      const ex = reply.experiment;
      if (!ex.metadata && ex.runs.length === 1) {
        runs.push({ label, table: reply.table, reports: reply.reports, point: ex.points[0] });
        continue;
      }
      // one run per model and budget
      const room = MAX_RUNS - runs.length;
      if (ex.runs.length > room) warnings.push(`${clip(f.name)} holds ${ex.runs.length} runs (models × budgets); only the first ${room} are shown, as at most ${MAX_RUNS} runs are compared at once.`);
      ex.runs.slice(0, room).forEach((r, i) => {
        const n = r.table.overall.n + r.table.ungraded;
        runs.push({ label: `${r.model} · ${budgetLabel(r.budget)}`, sub: clip(f.name), table: r.table, reports: n, point: ex.points[i] });
      });
    }
    notice(warnings.join(' '), 'warn');
    render();
  }

  function render() {
    ui.clear.hidden = runs.length === 0;
    ui.results.hidden = runs.length === 0;
    ui.list.replaceChildren(...runs.map((r, i) => el('li', {}, el('strong', {}, r.label), (r.sub ? ` · from ${r.sub}` : '') + ` · ${r.reports} reports` + (i === 0 && runs.length > 1 ? ' · baseline' : ''))));
    if (!runs.length) return;
    const points = runs.map((r) => r.point).filter(Boolean);
    const placed = points.filter((p) => p.tokens > 0);
    ui.tokensCard.hidden = placed.length === 0;
    if (placed.length) {
      ui.tokens.replaceChildren(accuracyChart(points));
      const missing = runs.filter((r) => !r.point || !r.point.tokens).map((r) => r.label);
      ui.tokensNote.textContent = missing.length ? `Not drawn, their reports carry no output tokens: ${missing.join(', ')}.` : '';
    }
    ui.table.replaceChildren(resultsTable(runs.map((r) => ({ label: r.label, sub: r.sub, table: r.table })), { deltas: runs.length > 1 }));
    ui.modes.replaceChildren(modesChart(runs.map((r) => ({ label: r.label, modes: r.table.modes }))));
    ui.subpasses.replaceChildren(subpassChart(runs.map((r) => ({ label: r.label, subpasses: r.table.subpasses })), names));
  }

  ui.input.addEventListener('change', () => { const fs = [...ui.input.files]; ui.input.value = ''; add(fs); });
  ui.drop.addEventListener('dragover', (e) => { e.preventDefault(); ui.drop.classList.add('over'); });
  ui.drop.addEventListener('dragleave', () => ui.drop.classList.remove('over'));
  ui.drop.addEventListener('drop', (e) => { e.preventDefault(); ui.drop.classList.remove('over'); add([...e.dataTransfer.files]); });
  ui.clear.addEventListener('click', () => { runs.length = 0; notice(''); render(); });
}
