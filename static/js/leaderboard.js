// The leaderboard's pages: Submit, Leaderboard (with the self-reported tier)
// and one submission's page. They talk to the leaderboard's API (the worker
// that serves this site, under api/); everything from it is put in as text.

import { $, el, size } from './dom.js';
import { clip } from './link.js';
import { resultsTable, pct } from './tables.js';
import { modesChart } from './charts.js';

const root = document.body.dataset.root || './';
const api = (path) => root + 'api/' + path;

// MAX_BODY is the server's limit on a submission (board.DefaultLimits).
const MAX_BODY = 16 << 20;

// getJSON fetches an API path: {ok, status, data} or {ok: false, message}.
async function getJSON(path, init) {
  let res;
  try {
    res = await fetch(api(path), init);
  } catch (e) {
    return { ok: false, status: 0, message: 'The leaderboard cannot be reached: ' + e.message };
  }
  let data = null;
  try { data = await res.json(); } catch { data = null; }
  if (res.ok && data) return { ok: true, status: res.status, data };
  if (data && data.error) return { ok: false, status: res.status, message: data.error.message, error: data.error };
  if (res.status === 404 && !data) {
    return { ok: false, status: 404, message: 'There is no leaderboard here: this copy of the site is served without its worker (run it with wrangler; see the README).' };
  }
  return { ok: false, status: res.status, message: `The leaderboard answered ${res.status} ${res.statusText}.` };
}

function showNotice(box, message, kind = 'error', extra = []) {
  box.hidden = !message;
  box.className = 'notice ' + kind;
  box.replaceChildren(...(message ? [el('span', {}, message), ...extra] : []));
}

function problemsList(e) {
  if (!e || !e.problems || !e.problems.length) return [];
  const items = e.problems.map((p) => el('li', {}, p.message));
  if (e.more) items.push(el('li', { class: 'muted' }, `and ${e.more} more`));
  return [el('ul', { class: 'problems' }, ...items)];
}

function roundLabel(r) {
  const what = r.kind === 'paper' ? 'public instances' : r.state === 'open' ? 'open' : 'closed';
  return `${r.title} (${r.id} · ${what})`;
}

// roundInfo describes a round: what it is, its commitment and how to check it.
function roundInfo(r) {
  const base = new URL(root, location.href).href;
  const facts = [
    el('dt', {}, 'instances'), el('dd', {}, r.kind === 'paper'
      ? `${r.items}: the paper's canonical subtasks. They are public, so a model may have seen them.`
      : `${r.items} fresh instances, drawn from the round's secret.`),
    el('dt', {}, 'state'), el('dd', {}, r.state === 'open' ? `open since ${r.opened_at}` : `closed at ${r.closed_at}`),
  ];
  if (r.kind === 'sealed') {
    facts.push(el('dt', {}, 'commitment'), el('dd', {}, el('code', { class: 'hash-full' }, r.secret_sha256), el('span', { class: 'muted small' }, ' SHA-256 of the secret, published at opening')));
    if (r.secret) facts.push(el('dt', {}, 'secret'), el('dd', {}, el('code', { class: 'hash-full', 'data-testid': 'round-secret' }, r.secret)));
  }
  if (r.kind === 'paper' || r.state === 'closed') {
    facts.push(el('dt', {}, 'verify'), el('dd', {}, el('code', {}, `scbench round verify ${base} ${r.id}`)));
  }
  const tasks = r.kind === 'sealed' ? el('details', { class: 'round-tasks' }, el('summary', {}, 'Tasks and parameters'),
    el('ul', {}, ...(r.tasks || []).map((e) => el('li', {}, el('code', {}, e.task), ` × ${e.count} · ${e.rules} · `, el('span', { class: 'params' }, e.params))))) : null;
  return [el('dl', { class: 'facts' }, ...facts), tasks].filter(Boolean);
}

function entrantLine(s) {
  return [`tools ${s.tools ? 'on' : 'off'}`, s.max_tokens ? `${s.max_tokens} output tokens` : 'no token cap stated', `${s.attempts} attempt${s.attempts === 1 ? '' : 's'}`].join(' · ');
}

function submissionHref(id) {
  return root + 'board/submission/?id=' + encodeURIComponent(id);
}

// ---- Submit ----------------------------------------------------------------

export async function startSubmit() {
  const ui = {
    round: $('#round-select'), info: $('#round-info'), download: $('#download-prompts'), form: $('#submit-form'),
    model: $('#model'), tools: $('#tools'), maxTokens: $('#max-tokens'), attempts: $('#attempts'), file: $('#outputs-file'),
    fileName: $('#outputs-name'), button: $('#submit-button'), notice: $('#submit-notice'), receipt: $('#receipt'),
  };
  let file = null;
  const got = await getJSON('rounds');
  if (!got.ok) { showNotice(ui.notice, got.message); ui.button.disabled = true; return; }
  const rounds = got.data.rounds.filter((r) => r.state === 'open');
  ui.round.replaceChildren(...rounds.map((r) => el('option', { value: r.id }, roundLabel(r))));
  const want = new URLSearchParams(location.search).get('round');
  if (want && rounds.some((r) => r.id === want)) ui.round.value = want;
  const show = () => {
    const r = rounds.find((x) => x.id === ui.round.value);
    if (!r) return;
    ui.info.replaceChildren(...roundInfo(r));
    ui.download.href = api(`rounds/${encodeURIComponent(r.id)}/prompts`);
    ui.download.setAttribute('download', `scbench-${r.id}-prompts.jsonl`);
  };
  ui.round.addEventListener('change', show);
  show();

  ui.file.addEventListener('change', () => {
    file = ui.file.files[0] || null;
    ui.fileName.textContent = file ? `${clip(file.name)} · ${size(file.size)}` : '';
  });
  ui.form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    if (!file) { showNotice(ui.notice, 'Choose the file of outputs first.', 'warn'); return; }
    if (file.size > MAX_BODY) { showNotice(ui.notice, `${clip(file.name)} is ${size(file.size)}; a submission may be at most ${size(MAX_BODY)}.`); return; }
    const q = new URLSearchParams({ model: ui.model.value.trim(), tools: ui.tools.value, attempts: ui.attempts.value || '1' });
    if (ui.maxTokens.value.trim()) q.set('max_tokens', ui.maxTokens.value.trim());
    showNotice(ui.notice, '');
    ui.button.disabled = true;
    ui.button.textContent = 'Grading…';
    const body = await file.arrayBuffer();
    const res = await getJSON(`rounds/${encodeURIComponent(ui.round.value)}/submissions?${q}`, { method: 'POST', body, headers: { 'Content-Type': 'application/x-ndjson' } });
    ui.button.disabled = false;
    ui.button.textContent = 'Submit';
    if (!res.ok) {
      const extra = problemsList(res.error);
      if (res.error && res.error.existing) extra.push(el('a', { href: submissionHref(res.error.existing) }, 'See that submission'));
      showNotice(ui.notice, res.message, 'error', extra);
      return;
    }
    showReceipt(res.data);
  });

  function showReceipt(rec) {
    ui.receipt.hidden = false;
    ui.receipt.replaceChildren(
      el('h2', {}, 'Receipt'),
      el('p', {}, 'Stored and re-graded by the server as submission ', el('a', { href: submissionHref(rec.id), 'data-testid': 'receipt-link' }, rec.id), ` in round ${rec.round}.`),
      el('dl', { class: 'facts' },
        el('dt', {}, 'model'), el('dd', {}, rec.model, el('span', { class: 'muted small' }, ' · ' + entrantLine(rec))),
        el('dt', {}, 'answered'), el('dd', {}, `${rec.answered} of ${rec.items} instances (unanswered ones score 0)`),
        el('dt', {}, 'digest'), el('dd', {}, el('code', { class: 'hash-full', 'data-testid': 'receipt-digest' }, rec.digest)),
        el('dt', {}, 'overall'), el('dd', { 'data-testid': 'receipt-overall' }, `${pct(rec.summary.overall.mean)} (95% interval ${pct(rec.summary.overall.low)}–${pct(rec.summary.overall.high)})`)),
      resultsTable([{ label: rec.model, sub: 'verified', table: rec.summary }]),
      el('p', { class: 'row' }, el('a', { class: 'btn', href: root + 'board/?round=' + encodeURIComponent(rec.round) }, 'See the leaderboard')));
    ui.receipt.scrollIntoView({ block: 'start' });
  }
}

// ---- Leaderboard -----------------------------------------------------------

export async function startBoard(engine) {
  const ui = {
    round: $('#board-round'), info: $('#board-round-info'), notice: $('#board-notice'), table: $('#board-table'),
    selfInput: $('#self-files'), selfDrop: $('#self-drop'), selfNotice: $('#self-notice'), selfTable: $('#self-table'),
  };
  const self = [];
  const got = await getJSON('rounds');
  if (!got.ok) {
    showNotice(ui.notice, got.message);
  } else {
    const rounds = got.data.rounds;
    ui.round.replaceChildren(...rounds.map((r) => el('option', { value: r.id }, roundLabel(r))));
    const want = new URLSearchParams(location.search).get('round');
    if (want && rounds.some((r) => r.id === want)) ui.round.value = want;
    ui.round.addEventListener('change', () => {
      history.replaceState(null, '', '?round=' + encodeURIComponent(ui.round.value));
      load(ui.round.value);
    });
    await load(ui.round.value);
  }

  async function load(id) {
    ui.table.replaceChildren(el('p', { class: 'muted' }, 'Loading…'));
    const res = await getJSON(`rounds/${encodeURIComponent(id)}/board`);
    if (!res.ok) { showNotice(ui.notice, res.message); ui.table.replaceChildren(); return; }
    showNotice(ui.notice, '');
    const { round, submissions } = res.data;
    ui.info.replaceChildren(...roundInfo(round));
    if (!submissions.length) {
      ui.table.replaceChildren(el('p', { class: 'muted' }, 'No verified submissions in this round yet.'));
      return;
    }
    ui.table.replaceChildren(resultsTable(submissions.map((s) => ({ label: s.model, sub: entrantLine(s), href: submissionHref(s.id), table: s.summary }))));
  }

  // the self-reported tier: report files tabulated in this browser
  async function addFiles(files) {
    for (const f of files) {
      if (f.size > 64 << 20) { showNotice(ui.selfNotice, `${clip(f.name)} is ${size(f.size)}; a report file may be at most 64 MB.`); continue; }
      const reply = await engine.request({ op: 'tabulate', jsonl: await f.text() });
      if (!reply.ok) { showNotice(ui.selfNotice, reply.error.message); continue; }
      if (!reply.reports) { showNotice(ui.selfNotice, `${clip(f.name)} has no reports${reply.problems ? ' (' + reply.problems[0] + ')' : ''}.`); continue; }
      showNotice(ui.selfNotice, reply.skipped ? `${clip(f.name)}: ${reply.skipped} lines were not reports (${reply.problems[0]}).` : '', 'warn');
      self.push({ label: f.name.replace(/\.(jsonl|ndjson|json|txt)$/i, ''), sub: 'self-reported', table: reply.table });
    }
    if (self.length) ui.selfTable.replaceChildren(resultsTable(self, { caption: 'Self-reported: graded in this browser, not verified by the server' }));
  }
  ui.selfInput.addEventListener('change', () => { const fs = [...ui.selfInput.files]; ui.selfInput.value = ''; addFiles(fs); });
  ui.selfDrop.addEventListener('dragover', (e) => { e.preventDefault(); ui.selfDrop.classList.add('over'); });
  ui.selfDrop.addEventListener('dragleave', () => ui.selfDrop.classList.remove('over'));
  ui.selfDrop.addEventListener('drop', (e) => { e.preventDefault(); ui.selfDrop.classList.remove('over'); addFiles([...e.dataTransfer.files]); });
}

// ---- One submission ---------------------------------------------------------

// playLink opens a line's instance in the playground with its answer
// loaded, or is null while the instance's seed is secret.
function playLink(subID, line, report) {
  const q = new URLSearchParams({ task: line.task });
  if (line.subpass !== undefined && line.subpass !== null) q.set('subpass', String(line.subpass));
  else if (line.seed !== undefined && line.seed !== null) { q.set('seed', String(line.seed)); q.set('params', line.params); } else return null;
  q.set('v', report.version);
  q.set('rules', line.rules);
  q.set('answer', `${subID}/${line.index}`);
  return root + 'play/?' + q.toString();
}

export async function startSubmission() {
  const ui = {
    notice: $('#submission-notice'), head: $('#submission-head'), table: $('#submission-table'), modes: $('#submission-modes'),
    lines: $('#submission-lines'), note: $('#submission-lines-note'), back: $('#submission-back'),
  };
  const id = new URLSearchParams(location.search).get('id') || '';
  if (!/^[0-9a-f]{1,32}$/.test(id)) { showNotice(ui.notice, 'This page shows one submission: its link names it (?id=…).'); return; }
  const res = await getJSON('submissions/' + id);
  if (!res.ok) { showNotice(ui.notice, res.message); return; }
  const { submission: s, round: r, lines } = res.data;
  ui.back.href = root + 'board/?round=' + encodeURIComponent(r.id);
  document.title = `${s.model} · ${r.id} · scbench`;
  ui.head.replaceChildren(
    el('h1', { 'data-testid': 'submission-model' }, s.model),
    el('p', { class: 'muted' }, entrantLine(s)),
    el('dl', { class: 'facts' },
      el('dt', {}, 'round'), el('dd', {}, el('a', { href: ui.back.href }, roundLabel(r))),
      el('dt', {}, 'submitted'), el('dd', {}, s.created_at),
      el('dt', {}, 'answered'), el('dd', {}, `${s.answered} of ${s.items} instances`),
      el('dt', {}, 'digest'), el('dd', {}, el('code', { class: 'hash-full' }, s.digest)),
      el('dt', {}, 'overall'), el('dd', {}, `${pct(s.summary.overall.mean)} (95% interval ${pct(s.summary.overall.low)}–${pct(s.summary.overall.high)})`)));
  ui.table.replaceChildren(resultsTable([{ label: s.model, sub: 'verified', table: s.summary }]));
  ui.modes.replaceChildren(modesChart([{ label: s.model, modes: s.summary.modes }]));
  const sealed = r.kind === 'sealed' && r.state === 'open';
  ui.note.textContent = sealed
    ? 'The round is open: its instances open in the playground once it closes and its secret is revealed.'
    : 'Open any answer in the playground to see its instance, the answer and every check, drawn.';
  const rows = lines.map((l) => {
    const rep = l.report;
    const failed = (rep.checks || []).find((c) => !c.ok);
    const href = playLink(s.id, l, rep);
    const checks = el('details', { class: 'line-checks' }, el('summary', {}, `${(rep.checks || []).length} checks`),
      el('ol', { class: 'checks' }, ...(rep.checks || []).map((c) => el('li', { class: c.ok ? 'ok' : 'bad' },
        el('span', { class: 'mark' }, c.ok ? '✓' : '✗'), el('span', { class: 'check-name' }, c.name), el('span', { class: 'check-detail' }, c.detail)))));
    return el('tr', { class: rep.passed ? 'ok' : 'bad', 'data-item': l.id },
      el('td', { class: 'num' }, String(l.index)),
      el('td', {}, l.id),
      el('td', { class: 'num' }, pct(rep.score)),
      el('td', { class: 'detail' }, rep.passed ? 'passed' : (l.answered ? '' : 'no answer · ') + (failed ? `${failed.name}: ${clip(failed.detail, 160)}` : rep.failure_mode), checks),
      el('td', {}, href ? el('a', { href, class: 'btn small', 'data-testid': 'open-in-playground' }, 'Open') : el('span', { class: 'muted small' }, 'after close')));
  });
  ui.lines.replaceChildren(el('div', { class: 'batch-rows' }, el('table', { class: 'rows' },
    el('thead', {}, el('tr', {}, ...['#', 'instance', 'score', 'report', 'playground'].map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, ...rows))));
}
