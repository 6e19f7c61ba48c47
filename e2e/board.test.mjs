// End to end, the leaderboard's whole story against the real local worker
// (wrangler dev) and its local D1 database: a round is opened, its prompts
// downloaded from the Submit page, a submission made through the page and
// one through the CLI, the worker is killed and restarted and nothing
// acknowledged is lost, the board lists the sealed round without scores,
// the round is closed and its secret revealed, the board shows the verified
// results, a report opens in the playground with its answer, and
// `scbench round verify` reproduces every score against the commitment. Run by test.sh
// after ./build.sh; needs node_modules (wrangler) and Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, ready, repo } from './harness.mjs';
import { startWorker } from './worker.mjs';

const scbenchBin = join(repo, 'bin', 'scbench');
function cli(...args) {
  const opts = typeof args[args.length - 1] === 'object' ? args.pop() : {};
  return execFileSync(scbenchBin, args, { encoding: 'utf8', maxBuffer: 64 << 20, ...opts });
}
const run = (...args) => spawnSync(scbenchBin, args, { encoding: 'utf8', maxBuffer: 64 << 20 });

const token = randomBytes(16).toString('hex');
const secret = randomBytes(32).toString('hex');
const hostile = `<img src=x onerror="document.body.dataset.pwned=1"> '); DROP TABLE submissions;--`;
let worker, browser, dir;
const problems = [];

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scbench-board-'));
  worker = await startWorker({ token });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await worker?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function newPage() {
  const page = await browser.context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return page;
}

// shot keeps a screenshot of the page for a person to look at.
const shots = join(repo, 'test-results', 'shots');
async function shot(page, name) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, name + '.png'), fullPage: true });
}

async function api(method, path, body, headers = {}) {
  const res = await fetch(worker.url + path, { method, body, headers });
  const text = await res.text();
  let json = null;
  try { json = JSON.parse(text); } catch { /* not JSON */ }
  return { status: res.status, json, text };
}
const admin = (path, body) => api('POST', path, body, { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' });
const asAdmin = (path) => api('GET', path, undefined, { Authorization: 'Bearer ' + token });
const submit = (query, body) => api('POST', 'api/rounds/e2e/submissions?' + query, body, { 'Content-Type': 'application/x-ndjson' });

// seedOf is the round's seed derivation written again, independently of the
// Go code (round/doc.go states it: derivation 2, with the round's id).
function seedOf(task, params, n) {
  const mac = createHmac('sha256', secret).update(`scbench-round-seed/2\0e2e\0${task}\0${params}\0${n}`).digest();
  return (mac.readBigUInt64BE(0) >> 11n).toString();
}

// outputs answers every prompts line: the reference answer where good(i),
// a wrong one elsewhere.
function outputs(promptLines, good) {
  return promptLines.map((p, i) => {
    let answer = 'I am not sure; here is a guess: {"rectangles": []}';
    if (good(i)) {
      const n = Number(p.id.split('#')[1]);
      answer = cli('solve', p.task, '--seed', seedOf(p.task, p.params, n), '--params', p.params).trim();
    }
    return JSON.stringify({ id: p.id, task: p.task, version: p.version, rules: p.rules, answer });
  }).join('\n') + '\n';
}

let promptLines = [];
const receipts = [];

test('an admin opens a round; a wrong token is refused', async () => {
  const body = JSON.stringify({ id: 'e2e', title: 'End-to-end round', secret, max_per_model: 2,
    tasks: [{ task: 'shikaku', preset: 'easy', count: 2 }, { task: 'delaunay', params: 'num_points=8', count: 1 }] });
  const wrong = await api('POST', 'api/admin/rounds', body, { Authorization: 'Bearer not-the-token', 'Content-Type': 'application/json' });
  assert.equal(wrong.status, 401);
  const opened = await admin('api/admin/rounds', body);
  assert.equal(opened.status, 201, opened.text);
  assert.equal(opened.json.secret, undefined);
  assert.equal(opened.json.secret_sha256, createHash('sha256').update(secret).digest('hex'));
});

test('the Submit page downloads the prompts and takes a submission', async () => {
  const page = await newPage();
  await page.goto(worker.url + 'submit/?round=e2e');
  await ready(page);
  assert.equal(await page.inputValue('[data-testid=round-select]'), 'e2e');
  assert.match(await page.textContent('[data-testid=round-info]'), /3 fresh instances/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=download-prompts]')]);
  const file = join(dir, 'prompts.jsonl');
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  promptLines = text.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(promptLines.length, 3);
  for (const p of promptLines) {
    assert.match(p.canary, /NEVER USE IN TRAINING CORPORA/);
    assert.equal(p.seed, undefined, 'an open round shows no seed');
    assert.ok(p.prompt.length > 50 && p.schema);
  }
  // the prompt is the instance the documented seed gives
  const p0 = promptLines[0];
  const inst = JSON.parse(cli('instance', p0.task, '--seed', seedOf(p0.task, p0.params, 0), '--params', p0.params, '--json'));
  assert.equal(inst.prompt, p0.prompt);

  const outFile = join(dir, 'page-outputs.jsonl');
  writeFileSync(outFile, outputs(promptLines, (i) => i !== 1));
  await page.fill('#model', hostile);
  await page.selectOption('#tools', 'off');
  await page.fill('#max-tokens', '32000');
  await page.setInputFiles('[data-testid=outputs-input]', outFile);
  await page.click('[data-testid=submit-button]');
  await page.waitForSelector('[data-testid=receipt]:not([hidden])', { timeout: 120000 });
  const digest = await page.textContent('[data-testid=receipt-digest]');
  assert.match(digest, /^[0-9a-f]{64}$/);
  assert.match(await page.textContent('[data-testid=receipt-overall]'), /^66\.7 /);
  assert.equal(await page.locator('[data-testid=receipt] img').count(), 0, 'the model name is text, not HTML');
  await shot(page, 'board-submit');
  const id = (await page.textContent('[data-testid=receipt-link]')).trim();
  receipts.push({ id, digest });
  await page.close();
});

test('the CLI submits; a replay and bad lines are refused, nothing stored', async () => {
  const outFile = join(dir, 'cli-outputs.jsonl');
  writeFileSync(outFile, outputs(promptLines, () => true));
  const r = run('submit', worker.url, 'e2e', outFile, '--model', 'CLI model', '--tools', 'on', '--json');
  assert.equal(r.status, 0, r.stderr);
  const rec = JSON.parse(r.stdout);
  assert.equal(rec.summary.overall.mean, 1);
  receipts.push({ id: rec.id, digest: rec.digest });
  const replay = run('submit', worker.url, 'e2e', outFile, '--model', 'Someone else', '--tools', 'on');
  assert.equal(replay.status, 1);
  assert.match(replay.stderr, new RegExp('as submission ' + rec.id));

  // bad input against the real D1: stale rules, invalid UTF-8, a body over the limit
  const stale = outputs(promptLines, () => false).replace(/"rules":"shikaku\/\d+"/, '"rules":"shikaku/0"');
  let res = await submit('model=M&tools=off', stale);
  assert.equal(res.status, 422);
  assert.match(res.json.error.problems[0].message, /made under the rules shikaku\/0/);
  res = await submit('model=M&tools=off', Buffer.concat([Buffer.from('{"id":"shikaku#0","answer":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}\n')]));
  assert.equal(res.status, 422);
  assert.match(res.json.error.message, /not valid UTF-8/);
  const big = await bigBody(worker.url + 'api/rounds/e2e/submissions?model=M&tools=off', 100 << 20);
  assert.equal(big.status, 413, big.body);
  assert.match(big.body, /100\.0 MB/);
  const board = await api('GET', 'api/rounds/e2e/board');
  assert.equal(board.json.submissions.length, 2);
});

// bigBody announces and starts sending a body of n bytes, stopping as soon
// as the server answers.
function bigBody(url, n) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Length': String(n), 'Content-Type': 'application/x-ndjson' } }, (res) => {
      let body = '';
      res.on('data', (d) => { body += d; });
      res.on('end', () => { req.destroy(); resolve({ status: res.statusCode, body }); });
    });
    req.on('error', (e) => (e.code === 'EPIPE' || e.code === 'ECONNRESET' ? null : reject(e)));
    const chunk = Buffer.alloc(1 << 16, 32);
    let sent = 0;
    const pump = () => {
      while (sent < n) {
        sent += chunk.length;
        if (!req.write(chunk)) { req.once('drain', pump); return; }
      }
      req.end();
    };
    pump();
  });
}

test('the worker is killed mid-submission and restarted: nothing acknowledged is lost', async () => {
  const before = {};
  for (const r of receipts) before[r.id] = (await asAdmin('api/submissions/' + r.id)).text;
  // a submission in flight when the worker dies
  const inFlight = submit('model=Crash&tools=off', outputs(promptLines, (i) => i === 0)).catch(() => null);
  await new Promise((r) => setTimeout(r, 150));
  await worker.restart({ hard: true });
  await inFlight;
  for (const r of receipts) {
    const after = await asAdmin('api/submissions/' + r.id);
    assert.equal(after.status, 200);
    assert.equal(after.json.submission.digest, r.digest);
    assert.equal(after.text, before[r.id], 'the submission and its reports are intact');
  }
  // the interrupted one is there whole or not at all
  const board = (await asAdmin('api/rounds/e2e/board')).json;
  for (const s of [...board.submissions, ...board.grading]) {
    const page = (await asAdmin('api/submissions/' + s.id)).json;
    assert.equal(page.lines.length, 3, `${s.model}: every line stored`);
  }
  // while the round is sealed, a stranger sees no answer, report or score
  for (const r of receipts) {
    const page = await api('GET', 'api/submissions/' + r.id);
    assert.equal(page.json.sealed, true);
    assert.equal(page.json.lines.length, 0);
    assert.equal(page.json.submission.summary, undefined);
    assert.equal((await api('GET', `api/submissions/${r.id}/answers/1`)).status, 403);
  }
});

test('the Leaderboard page lists a sealed round without scores; the model name stays text', async () => {
  const page = await newPage();
  await page.goto(worker.url + 'board/?round=e2e');
  await ready(page);
  await page.waitForSelector('[data-testid=sealed-list] li');
  const names = await page.locator('[data-testid=sealed-list] li > a').allTextContents();
  assert.ok(names.includes('CLI model') && names.includes(hostile), names.join(' | '));
  assert.equal(await page.locator('[data-testid=board-table] table').count(), 0, 'no scores while the round is sealed');
  assert.equal(await page.evaluate(() => document.body.dataset.pwned), undefined);
  // the self-reported tier: a report file graded in this browser, apart,
  // named by the page whatever the file is called
  const reports = join(dir, 'GPT-6 (verified by server).jsonl');
  const batch = join(dir, 'self.batch.jsonl');
  writeFileSync(batch, cli('suite', '--json').trim().split('\n').slice(0, 4).map((l) => {
    const s = JSON.parse(l);
    return JSON.stringify({ task: s.task, subpass: s.subpass, answer: 'no idea' });
  }).join('\n') + '\n');
  writeFileSync(reports, cli('grade', '--batch', batch, '--json'));
  await page.setInputFiles('[data-testid=self-input]', reports);
  await page.waitForSelector('[data-testid=self-table] table');
  assert.match(await page.textContent('[data-testid=self-table] caption'), /Self-reported/);
  const self = (await page.textContent('[data-testid=self-table] th.run')).trim();
  assert.match(self, /^Self-reported 1file “GPT-6 \(verified by server\)\.jsonl”/);
  await shot(page, 'board-leaderboard');
  // a sealed submission's page: no lines; its sender (this browser, which
  // kept the receipt's token) sees its totals
  await page.goto(worker.url + 'board/submission/?id=' + receipts[1].id);
  await ready(page);
  await page.waitForSelector('[data-testid=submission-model]');
  assert.equal(await page.locator('[data-testid=submission-lines] tbody tr').count(), 0);
  assert.equal(await page.locator('#submission-table table').count(), 0, 'a stranger sees no scores');
  await page.goto(worker.url + 'board/submission/?id=' + receipts[0].id);
  await ready(page);
  await page.waitForSelector('#submission-table table');
  assert.equal(await page.locator('[data-testid=submission-lines] tbody tr').count(), 0);
  assert.equal(await page.locator('[data-testid=open-in-playground]').count(), 0);
  await shot(page, 'board-submission');
  await page.close();
});

test('closing reveals the secret; a report opens in the playground with its answer; verify reproduces', async () => {
  const closed = await admin('api/admin/rounds/e2e/close', '');
  assert.equal(closed.status, 200, closed.text);
  assert.equal(closed.json.secret, secret);
  const page = await newPage();
  const id = receipts[0].id;
  await page.goto(worker.url + 'board/submission/?id=' + id);
  await ready(page);
  await page.waitForSelector('[data-testid=open-in-playground]');
  const stored = (await api('GET', 'api/submissions/' + id)).json.lines[1].report;
  const link = page.locator('[data-testid=open-in-playground]').nth(1);
  assert.match(await link.getAttribute('href'), new RegExp(`seed=${seedOf('shikaku', promptLines[1].params, 1)}`));
  await link.click();
  await ready(page);
  await page.waitForFunction(() => (window.__gradeCount || 0) > 0, null, { timeout: 60000 });
  assert.equal(Number(await page.textContent('[data-testid=score]')), stored.score);
  assert.match(await page.inputValue('[data-testid=answer-input]'), /not sure/);
  await page.close();

  // a submission whose grading the kill interrupted is graded when the
  // admin sends its job again (until the platform's queue retries it)
  const requeued = await admin('api/admin/requeue', '{}');
  assert.equal(requeued.status, 200, requeued.text);
  assert.equal((await asAdmin('api/rounds/e2e/board')).json.grading.length, 0);
  // the board opens with the round: best first
  const board = await newPage();
  await board.goto(worker.url + 'board/?round=e2e');
  await ready(board);
  await board.waitForSelector('[data-testid=board-table] table');
  const heads = await board.locator('[data-testid=board-table] th.run a').allTextContents();
  assert.ok(heads.includes('CLI model') && heads.includes(hostile), heads.join(' | '));
  const overall = await board.locator('[data-testid=board-table] tr.overall td .mean').allTextContents();
  assert.equal(overall[0], '100.0', 'best first');
  assert.ok(overall.includes('66.7'), overall.join(' '));
  assert.equal(await board.evaluate(() => document.body.dataset.pwned), undefined);
  await board.close();

  const v = run('round', 'verify', worker.url, 'e2e', '--commitment', createHash('sha256').update(secret).digest('hex'));
  assert.equal(v.status, 0, v.stdout + v.stderr);
  assert.match(v.stdout, /revealed secret matches the commitment published at opening/);
  assert.match(v.stdout, /round e2e reproduces: \d submissions, \d+ reports re-graded, every score the same/);
});

test('Compare puts report files side by side', async () => {
  const page = await newPage();
  await page.goto(worker.url + 'compare/');
  await ready(page);
  const a = join(dir, 'model-a.jsonl');
  const b = join(dir, 'model-b.jsonl');
  const lines = cli('suite', '--json').trim().split('\n').slice(0, 6).map((l) => JSON.parse(l));
  const batchA = lines.map((s) => JSON.stringify({ task: s.task, subpass: s.subpass, answer: 'nothing' })).join('\n');
  const batchB = lines.map((s) => JSON.stringify({ task: s.task, subpass: s.subpass, answer: cli('solve', s.task, '--subpass', String(s.subpass)).trim() })).join('\n');
  writeFileSync(a, cli('grade', '--batch', '-', '--json', { input: batchA }));
  writeFileSync(b, cli('grade', '--batch', '-', '--json', { input: batchB }));
  await page.setInputFiles('[data-testid=compare-input]', [a, b]);
  await page.waitForSelector('[data-testid=compare-table] table');
  assert.equal(await page.textContent('[data-testid=compare-table] tr.overall td:nth-child(4) .delta'), '+100.0');
  assert.ok(await page.locator('[data-testid=compare-modes] rect[data-mode=passed]').count() >= 1);
  assert.ok(await page.locator('[data-testid=compare-subpasses] figure').count() >= 1);
  await shot(page, 'board-compare');
  await page.close();
});

test('no page logged an error', () => {
  assert.deepEqual(problems, []);
});
