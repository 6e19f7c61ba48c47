// Compare: report files side by side, offline. The files are tabulated
// together by the engine (the Go results package through the "tabulate"
// op), then laid out: one run per model and output-token budget (a file
// without run metadata is one run, named after the file; a model's reports
// from several files are one run, as `scbench report` makes them), the
// per-task table with differences from the first run, the accuracy of each
// run against the output tokens it spent (the paper's Figure 2), the
// failure modes per model (Figure 3) and the score of every subpass. The
// two figures are `scbench report`'s own: the engine draws them (package
// figures) and sends them as trees of elements, built here with DOM calls.

import { $, el, size, build } from './dom.js';
import { clip } from './link.js';
import { resultsTable } from './tables.js';
import { subpassChart } from './charts.js';

// budgetLabel names a run's output-token budget, as the figures do.
function budgetLabel(b) {
  return b === null || b === undefined ? 'no cap' : String(b);
}

const MAX_FILE = 64 << 20;
const MAX_FILES = 12; // the engine tabulates at most 12 files together
const MAX_RUNS = 12;

export function startCompare(engine, catalogue) {
  const ui = {
    input: $('#compare-files'), drop: $('#compare-drop'), notice: $('#compare-notice'), list: $('#compare-list'), clear: $('#compare-clear'),
    results: $('#compare-results'), table: $('#compare-table'), modes: $('#compare-modes'), subpasses: $('#compare-subpasses'),
    tokensCard: $('#compare-tokens-card'), tokens: $('#compare-tokens'),
  };
  const names = new Map(catalogue.tasks.map((t) => [t.slug, t.name]));
  const files = []; // {name, text}, in the order they came
  let table = null; // the engine's reply for all of them

  function notice(msg, kind = 'error') {
    ui.notice.hidden = !msg;
    ui.notice.className = 'notice ' + kind;
    ui.notice.textContent = msg || '';
  }

  async function add(chosen) {
    const warnings = [];
    const before = files.length;
    for (const f of chosen) {
      if (files.length >= MAX_FILES) { warnings.push(`At most ${MAX_FILES} files are compared at once.`); break; }
      if (f.size > MAX_FILE) { warnings.push(`${clip(f.name)} is ${size(f.size)}; a report file may be at most ${size(MAX_FILE)}.`); continue; }
      files.push({ name: f.name, text: await f.text() });
    }
    if (files.length === before) { notice(warnings.join(' '), 'warn'); return; }
    // a file's reports that name no model are named after it, by the engine,
    // as `scbench report` names them
    const reply = await engine.request({ op: 'tabulate', files: files.map((f) => ({ name: f.name, jsonl: f.text })), figures: true });
    if (!reply.ok) {
      const dropped = files.splice(before);
      warnings.push(`${dropped.map((f) => clip(f.name)).join(', ')}: ${reply.error.message}`);
      notice(warnings.join(' '), 'warn');
      return;
    }
    // a file without reports is dropped, with its first problem named
    reply.files.forEach((r, i) => {
      const f = files[i];
      if (!r.reports) warnings.push(`${clip(f.name)} has no reports${r.problems ? ': ' + r.problems[0] : ''}.`);
      else if (r.skipped) warnings.push(`${clip(f.name)}: ${r.skipped} line${r.skipped === 1 ? ' was' : 's were'} not a report (${r.problems[0]}).`);
      f.reports = r.reports;
    });
    for (let i = files.length - 1; i >= 0; i--) if (!files[i].reports) files.splice(i, 1);
    const ex = reply.experiment;
    if (ex.runs.length > MAX_RUNS) warnings.push(`The files hold ${ex.runs.length} runs (models × budgets); only the first ${MAX_RUNS} are shown.`);
    table = files.length ? reply : null;
    notice(warnings.join(' '), 'warn');
    render();
  }

  function render() {
    ui.clear.hidden = files.length === 0;
    ui.results.hidden = !table;
    ui.list.replaceChildren(...files.map((f) => el('li', {}, el('strong', {}, clip(f.name)), ` · ${f.reports} reports`)));
    if (!table) return;
    const ex = table.experiment;
    const runs = ex.runs.slice(0, MAX_RUNS).map((r, i) => ({
      label: ex.metadata ? `${r.model} · ${budgetLabel(r.budget)}` : r.model,
      sub: `${r.table.overall.n + r.table.ungraded} reports` + (i === 0 && ex.runs.length > 1 ? ' · baseline' : ''),
      table: r.table,
    }));
    // Figure 2 is shown when some report carries its output tokens (the
    // figure names the runs it cannot place)
    ui.tokensCard.hidden = !ex.points.some((p) => p.tokens > 0);
    ui.tokens.replaceChildren(el('div', { class: 'figure-wrap' }, build(table.figures.figure2)));
    ui.table.replaceChildren(resultsTable(runs.map((r) => ({ label: r.label, sub: r.sub, table: r.table })), { deltas: runs.length > 1 }));
    ui.modes.replaceChildren(el('div', { class: 'figure-wrap' }, build(table.figures.figure3)));
    ui.subpasses.replaceChildren(subpassChart(runs.map((r) => ({ label: r.label, subpasses: r.table.subpasses })), names));
  }

  ui.input.addEventListener('change', () => { const fs = [...ui.input.files]; ui.input.value = ''; add(fs); });
  ui.drop.addEventListener('dragover', (e) => { e.preventDefault(); ui.drop.classList.add('over'); });
  ui.drop.addEventListener('dragleave', () => ui.drop.classList.remove('over'));
  ui.drop.addEventListener('drop', (e) => { e.preventDefault(); ui.drop.classList.remove('over'); add([...e.dataTransfer.files]); });
  ui.clear.addEventListener('click', () => { files.length = 0; table = null; notice(''); render(); });
}
