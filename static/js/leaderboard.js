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

// The token a submission's receipt gave, kept in this browser so that its
// page shows its sender what the round keeps sealed from others.
const tokenKey = (id) => 'scbench-receipt-' + id;
function receiptToken(id) {
  try { return localStorage.getItem(tokenKey(id)) || ''; } catch { return ''; }
}
function keepToken(id, token) {
  try { localStorage.setItem(tokenKey(id), token); } catch { /* private mode: the receipt shows it */ }
}
const withToken = (token) => (token ? { headers: { Authorization: 'Bearer ' + token } } : undefined);

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

// verifiedLine is a submission's settings, and its verified submitter.
function verifiedLine(s) {
  return (s.submitter ? `verified submitter ${s.submitter} · ` : '') + entrantLine(s);
}

// submissionList lists submissions whose scores are not shown: the model,
// its settings, the time, the digest, and a moderator's reason or why it
// was not graded.
function submissionList(title, subs, testid) {
  return el('section', { class: 'submission-list', 'data-testid': testid }, el('h3', {}, title),
    el('ul', {}, ...subs.map((s) => el('li', {},
      el('a', { href: submissionHref(s.id) }, s.model), ' ',
      el('span', { class: 'muted small' }, `${verifiedLine(s)} · ${s.created_at} · digest `), el('code', {}, s.digest.slice(0, 12)),
      s.hidden ? el('span', { class: 'small' }, ' · hidden: ', s.hidden) : null,
      s.state === 'stale' ? el('span', { class: 'small' }, ' · not graded: ', s.note) : null))));
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
    ui.button.textContent = 'Sending…';
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
    if (rec.token) keepToken(rec.id, rec.token);
    ui.receipt.hidden = false;
    const scores = rec.summary
      ? [el('dt', {}, 'overall'), el('dd', { 'data-testid': 'receipt-overall' }, `${pct(rec.summary.overall.mean)} (95% interval ${pct(rec.summary.overall.low)}–${pct(rec.summary.overall.high)})`)]
      : [el('dt', {}, 'state'), el('dd', { 'data-testid': 'receipt-state' }, rec.state === 'stale' ? 'not graded: ' + rec.note : 'being graded…')];
    ui.receipt.replaceChildren(
      el('h2', {}, 'Receipt'),
      el('p', {}, 'Stored by the server as submission ', el('a', { href: submissionHref(rec.id), 'data-testid': 'receipt-link' }, rec.id), ` in round ${rec.round}, and graded by it.`),
      el('dl', { class: 'facts' },
        el('dt', {}, 'model'), el('dd', {}, rec.model, el('span', { class: 'muted small' }, ' · ' + entrantLine(rec))),
        el('dt', {}, 'answered'), el('dd', {}, `${rec.answered} of ${rec.items} instances (unanswered ones score 0)`),
        el('dt', {}, 'digest'), el('dd', {}, el('code', { class: 'hash-full', 'data-testid': 'receipt-digest' }, rec.digest)),
        ...(rec.token ? [el('dt', {}, 'token'), el('dd', {}, el('code', { class: 'hash-full', 'data-testid': 'receipt-token' }, rec.token),
          el('span', { class: 'muted small' }, ' Kept in this browser: while the round is sealed, it alone shows you this submission’s scores (scbench round status with SCBENCH_RECEIPT_TOKEN).'))] : []),
        ...scores),
      rec.summary ? resultsTable([{ label: rec.model, sub: 'verified', table: rec.summary }]) : null,
      el('p', { class: 'row' }, el('a', { class: 'btn', href: root + 'board/?round=' + encodeURIComponent(rec.round) }, 'See the leaderboard')));
    ui.receipt.scrollIntoView({ block: 'start' });
    if (rec.state === 'received') setTimeout(() => poll(rec), 2000);
  }

  // poll asks for a submission being graded until it is graded.
  async function poll(rec) {
    const res = await getJSON('submissions/' + encodeURIComponent(rec.id), withToken(rec.token));
    if (!res.ok) return;
    const now = res.data.submission;
    if (now.state === 'received') { setTimeout(() => poll(rec), 2000); return; }
    showReceipt({ ...now, token: rec.token });
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
    const { round, submissions, grading = [], hidden = [] } = res.data;
    ui.info.replaceChildren(...roundInfo(round));
    const parts = [];
    const scored = submissions.filter((s) => s.summary);
    const sealed = submissions.filter((s) => !s.summary);
    if (scored.length) parts.push(resultsTable(scored.map((s) => ({ label: s.model, sub: verifiedLine(s), href: submissionHref(s.id), table: s.summary }))));
    if (sealed.length) parts.push(submissionList('Graded; scores sealed until the round closes (in the order they came)', sealed, 'sealed-list'));
    if (grading.length) parts.push(submissionList('Being graded', grading, 'grading-list'));
    if (hidden.length) parts.push(submissionList('Hidden by the leaderboard’s admin', hidden, 'hidden-list'));
    if (!parts.length) parts.push(el('p', { class: 'muted' }, 'No verified submissions in this round yet.'));
    ui.table.replaceChildren(...parts);
  }

  // the self-reported tier: report files tabulated in this browser
  async function addFiles(files) {
    for (const f of files) {
      if (f.size > 64 << 20) { showNotice(ui.selfNotice, `${clip(f.name)} is ${size(f.size)}; a report file may be at most 64 MB.`); continue; }
      const reply = await engine.request({ op: 'tabulate', jsonl: await f.text() });
      if (!reply.ok) { showNotice(ui.selfNotice, reply.error.message); continue; }
      if (!reply.reports) { showNotice(ui.selfNotice, `${clip(f.name)} has no reports${reply.problems ? ' (' + reply.problems[0] + ')' : ''}.`); continue; }
      showNotice(ui.selfNotice, reply.skipped ? `${clip(f.name)}: ${reply.skipped} lines were not reports (${reply.problems[0]}).` : '', 'warn');
      // The column is named by the page, never by the file: a file's name is
      // anyone's to choose ("GPT-6 (verified by server)"), and is shown only
      // as the file it is.
      self.push({ label: `Self-reported ${self.length + 1}`, sub: `file “${clip(f.name, 60)}”, graded in this browser`, table: reply.table });
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
  const res = await getJSON('submissions/' + id, withToken(receiptToken(id)));
  if (!res.ok) { showNotice(ui.notice, res.message); return; }
  const { submission: s, round: r, lines } = res.data;
  ui.back.href = root + 'board/?round=' + encodeURIComponent(r.id);
  document.title = `${s.model} · ${r.id} · scbench`;
  const facts = [
    el('dt', {}, 'round'), el('dd', {}, el('a', { href: ui.back.href }, roundLabel(r))),
    el('dt', {}, 'submitted'), el('dd', {}, s.created_at),
    el('dt', {}, 'suite version'), el('dd', {}, s.version),
    el('dt', {}, 'digest'), el('dd', {}, el('code', { class: 'hash-full' }, s.digest)),
  ];
  if (s.submitter) facts.push(el('dt', {}, 'submitter'), el('dd', {}, `verified: ${s.submitter}`));
  if (s.hidden) facts.push(el('dt', {}, 'hidden'), el('dd', {}, s.hidden));
  if (s.answered !== undefined) facts.push(el('dt', {}, 'answered'), el('dd', {}, `${s.answered} of ${s.items} instances`));
  if (s.state === 'received') facts.push(el('dt', {}, 'state'), el('dd', {}, 'being graded'));
  if (s.state === 'stale') facts.push(el('dt', {}, 'state'), el('dd', {}, 'not graded: ' + s.note));
  if (s.summary) facts.push(el('dt', {}, 'overall'), el('dd', {}, `${pct(s.summary.overall.mean)} (95% interval ${pct(s.summary.overall.low)}–${pct(s.summary.overall.high)})`));
  ui.head.replaceChildren(el('h1', { 'data-testid': 'submission-model' }, s.model), el('p', { class: 'muted' }, entrantLine(s)), el('dl', { class: 'facts' }, ...facts));
  ui.table.replaceChildren(s.summary ? resultsTable([{ label: s.model, sub: 'verified', table: s.summary }]) : el('p', { class: 'muted' }, s.state === 'graded' ? 'Its scores are sealed until the round closes.' : ''));
  ui.modes.replaceChildren(s.summary && s.summary.modes ? modesChart([{ label: s.model, modes: s.summary.modes }]) : '');
  if (res.data.sealed) {
    ui.note.textContent = 'The round is sealed: its answers and reports are shown once it closes' + (s.summary ? '; you see your own totals with this submission’s token.' : '.');
    ui.lines.replaceChildren();
    return;
  }
  const sealed = r.kind === 'sealed' && r.state === 'open';
  ui.note.textContent = sealed
    ? 'The round is open: its instances open in the playground once it closes and its secret is revealed.'
    : 'Open any answer in the playground to see its instance, the answer and every check, drawn.';
  const rows = lines.map((l) => {
    const rep = l.report || { checks: [], score: 0, passed: false, failure_mode: 'being graded', version: s.version };
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
