// Batch mode: a JSONL file of answers (one suite.BatchLine per line, as the
// CLI's `scbench grade --batch` reads), graded in the worker with a progress
// bar, then a per-task and per-bucket summary and a table of lines.

import { $, el, download, size, fmtScore } from './dom.js';
import { clip } from './link.js';

const MAX_ROWS_SHOWN = 2000;

export function startBatch(engine, catalogue) {
  const ui = {
    input: $('#batch-file'), paste: $('#batch-paste'), run: $('#batch-run'), cancel: $('#batch-cancel'),
    notice: $('#batch-notice'), progress: $('#batch-progress'), bar: $('#batch-bar'), status: $('#batch-status'),
    summary: $('#batch-summary'), rows: $('#batch-rows'), download: $('#batch-download'), drop: $('#batch-drop'),
  };
  const limits = catalogue.limits;
  const names = new Map(catalogue.tasks.map((t) => [t.slug, t.name]));
  let reports = '';
  let running = false;

  function notice(msg, kind = 'error') {
    ui.notice.hidden = !msg;
    ui.notice.className = 'notice ' + kind;
    ui.notice.textContent = msg || '';
  }

  async function fromFile(f) {
    if (!f) return;
    if (f.size > limits.max_batch_bytes) {
      notice(`${clip(f.name)} is ${size(f.size)}; a batch may be at most ${size(limits.max_batch_bytes)}. Split it into smaller files.`);
      return;
    }
    const bytes = new Uint8Array(await f.arrayBuffer());
    // Only NUL bytes mark a file as binary here: a stray byte that is not
    // UTF-8 inside an answer is the grader's to report, line by line, exactly
    // as `scbench grade --batch` does; so the file goes to the worker as its
    // bytes, not as decoded text.
    if (bytes.subarray(0, 1 << 16).includes(0)) {
      notice(`${clip(f.name)} is not a text file (it looks binary); a batch is JSONL text, one answer per line.`);
      return;
    }
    run({ jsonl_bytes: base64(bytes) }, f.name);
  }

  // base64 encodes bytes for the worker's JSON message.
  function base64(bytes) {
    if (typeof bytes.toBase64 === 'function') return bytes.toBase64();
    let bin = '';
    for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(bin);
  }

  ui.input.addEventListener('change', () => { const f = ui.input.files[0]; ui.input.value = ''; fromFile(f); });
  ui.drop.addEventListener('dragover', (e) => { e.preventDefault(); ui.drop.classList.add('over'); });
  ui.drop.addEventListener('dragleave', () => ui.drop.classList.remove('over'));
  ui.drop.addEventListener('drop', (e) => {
    e.preventDefault();
    ui.drop.classList.remove('over');
    fromFile(e.dataTransfer.files[0]);
  });
  ui.run.addEventListener('click', () => {
    const text = ui.paste.value;
    if (!text.trim()) { notice('Paste some JSONL first, or choose a file.', 'warn'); return; }
    if (new Blob([text]).size > limits.max_batch_bytes) { notice(`The batch is larger than ${size(limits.max_batch_bytes)}.`); return; }
    run({ jsonl: text }, 'pasted batch');
  });
  ui.cancel.addEventListener('click', () => {
    engine.restart();
  });
  ui.download.addEventListener('click', () => download('reports.jsonl', reports, 'application/x-ndjson'));

  // run grades a batch given as {jsonl: text} or {jsonl_bytes: base64}.
  async function run(batch, name) {
    if (running) return;
    running = true;
    notice('');
    ui.progress.hidden = false;
    ui.cancel.hidden = false;
    ui.run.disabled = true;
    ui.bar.value = 0;
    ui.bar.max = 1;
    ui.status.textContent = `Grading ${name}…`;
    ui.summary.replaceChildren();
    ui.rows.replaceChildren();
    ui.download.hidden = true;
    const t0 = performance.now();
    const reply = await engine.request({ op: 'batch', ...batch }, {
      onProgress: (p) => {
        ui.bar.max = Math.max(1, p.total);
        ui.bar.value = p.done;
        ui.status.textContent = `${name}: line ${p.done} of ${p.total} · ${p.graded} graded, ${p.errors} not gradable · mean ${fmtScore(p.mean_score)}`;
      },
    });
    running = false;
    ui.cancel.hidden = true;
    ui.run.disabled = false;
    if (!reply.ok) {
      ui.progress.hidden = true;
      notice(reply.error.code === 'cancelled' ? 'The batch was cancelled.' : reply.error.message, reply.error.code === 'cancelled' ? 'warn' : 'error');
      return;
    }
    ui.bar.value = ui.bar.max;
    const s = reply.summary;
    ui.status.textContent = `${name}: ${s.lines} lines, ${s.graded} graded, ${s.errors} could not be graded · ${((performance.now() - t0) / 1000).toFixed(2)} s`;
    reports = reply.reports;
    ui.download.hidden = false;
    showSummary(s);
    showRows(reply.rows);
  }

  function tally(label, t, cls = '') {
    return el('tr', { class: cls }, el('th', { scope: 'row' }, label), el('td', {}, String(t.graded)), el('td', {}, String(t.passed)), el('td', { class: 'num' }, fmtScore(t.mean_score)));
  }

  function showSummary(s) {
    const head = (first) => el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, first), el('th', { scope: 'col' }, 'graded'), el('th', { scope: 'col' }, 'passed'), el('th', { scope: 'col' }, 'mean score')));
    const byTask = el('table', { class: 'summary' }, el('caption', {}, 'Per task'), head('task'),
      el('tbody', {}, ...s.tasks.map((t) => tally(names.get(t.task) || t.task, t))));
    const byBucket = el('table', { class: 'summary' }, el('caption', {}, 'Per bucket'), head('bucket'),
      el('tbody', {}, ...s.buckets.map((b) => tally(b.bucket, b)), tally('overall', s.overall, 'overall')));
    const errs = s.errors ? el('p', { class: 'muted' }, `${s.errors} line${s.errors === 1 ? '' : 's'} could not be graded (see the table below); they count in no mean.`) : null;
    ui.summary.replaceChildren(...[el('div', { class: 'summary-tables' }, byTask, byBucket), errs].filter(Boolean));
  }

  function showRows(rows) {
    const shown = rows.slice(0, MAX_ROWS_SHOWN);
    const body = el('tbody', {}, ...shown.map((r) => {
      const what = r.task ? `${r.task}${r.subpass !== null && r.subpass !== undefined ? ' #' + r.subpass : ''}${r.seed !== null && r.seed !== undefined ? ' seed ' + r.seed : ''}` : '—';
      return el('tr', { class: r.passed ? 'ok' : 'bad' },
        el('td', { class: 'num' }, String(r.line)),
        el('td', {}, r.id !== undefined ? clip(JSON.stringify(r.id), 24) : ''),
        el('td', {}, what),
        el('td', { class: 'num' }, r.graded ? fmtScore(r.score) : '—'),
        el('td', { class: 'detail' }, r.failure || (r.passed ? 'passed' : '')));
    }));
    const more = rows.length > shown.length ? el('p', { class: 'muted' }, `Showing the first ${shown.length} of ${rows.length} lines; download the reports for all of them.`) : null;
    ui.rows.replaceChildren(el('table', { class: 'rows' },
      el('thead', {}, el('tr', {}, ...['line', 'id', 'instance', 'score', 'first failed check'].map((h) => el('th', { scope: 'col' }, h)))), body), ...(more ? [more] : []));
  }
}
