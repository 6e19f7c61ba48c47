// The paper's experiments in the browser: answer lines as `scbench run`
// writes them (a model, an output-token budget, the API's usage and finish
// reason) are graded by the batch page into the same bytes as `scbench grade
// --batch --json`, run metadata included, hostile metadata too; and the
// Compare page splits a reports file of two models × two budgets into four
// runs and shows the very figures `scbench report` writes, with the numbers
// it prints. Run after ./build.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdirSync, mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { serve, launch, ready, repo } from './harness.mjs';

const bin = join(repo, 'bin', 'scbench');
const cli = (...args) => execFileSync(bin, args, { maxBuffer: 64 << 20 });

let srv, browser, dir;
const problems = [];
before(async () => {
  srv = await serve();
  browser = await launch();
  // every page's errors, whichever test opened it
  browser.context.on('console', (m) => { if (m.type() === 'error') problems.push(`${m.page()?.url()}: ${m.text()}`); });
  browser.context.on('weberror', (e) => problems.push(`${e.page()?.url()}: ${e.error().message}`));
  dir = mkdtempSync(join(tmpdir(), 'scbench-experiments-'));
});
after(async () => {
  await browser?.close();
  srv?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// answers writes two models × two budgets over four canonical subpasses: the
// stronger model and the larger budget solve more, and spend more tokens.
function answers() {
  const items = [['delaunay', 0], ['delaunay', 1], ['shikaku', 0], ['shikaku', 1]];
  const refs = items.map(([t, k]) => cli('solve', t, '--subpass', String(k)).toString().trim());
  const lines = [];
  for (const [model, solves] of [['small-model', [1, 3]], ['large-model', [3, 4]]]) {
    for (const [b, budget] of [1024, 4096].entries()) {
      items.forEach(([task, subpass], i) => {
        const ok = i < solves[b];
        const tokens = ok ? 300 * (i + 1) * (b ? 3 : 1) : budget;
        lines.push(JSON.stringify({
          id: `${task}-${subpass}`, task, subpass, answer: ok ? refs[i] : refs[i].slice(0, 9), model, budget,
          usage: { prompt_tokens: 700, completion_tokens: tokens, total_tokens: 700 + tokens }, finish_reason: ok ? 'stop' : 'length', attempts: 1,
        }));
      });
    }
  }
  return lines.join('\n') + '\n';
}

test('batch parity: run metadata, and bad metadata, give the same reports file in the page and the CLI', async () => {
  const bad = Buffer.from([0xff, 0xfe]);
  const data = Buffer.concat([
    Buffer.from(answers()),
    Buffer.from('{"task":"delaunay","subpass":0,"answer":"[]","model":"bad '), bad, Buffer.from('\\u0007 name","budget":-1,"usage":{"completion_tokens":1.5},"finish_reason":7}\n'),
    Buffer.from(JSON.stringify({ task: 'delaunay', subpass: 0, answer: '[]', model: 'x'.repeat(5000), budget: 1e300, usage: [1], finish_reason: 'length' }) + '\n'),
    Buffer.from(JSON.stringify({ task: 'delaunay', subpass: 0, model: 'm', budget: 2048, error: { kind: 'timeout', message: 'no reply' } }) + '\n'),
  ]);
  const path = join(dir, 'answers.jsonl');
  writeFileSync(path, data);
  const want = cli('grade', '--batch', path, '--json');
  const page = await browser.context.newPage();
  await page.goto(srv.url + 'batch/');
  await ready(page);
  await page.setInputFiles('[data-testid=batch-input]', { name: 'answers.jsonl', mimeType: 'application/x-ndjson', buffer: data });
  await page.locator('#batch-download').waitFor({ state: 'visible', timeout: 120000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#batch-download')]);
  const got = readFileSync(await download.path());
  await page.close();
  assert.ok(got.equals(want), 'the page and the CLI wrote different reports files');
  const reps = want.toString().trim().split('\n').slice(0, -1).map((l) => JSON.parse(l));
  assert.deepEqual(reps[0].run, { model: 'small-model', budget: 1024, output_tokens: 300, finish_reason: 'stop' });
  assert.deepEqual(reps[16].run, { model: 'bad \ufffd\ufffd  name' });
  assert.equal(reps[17].run.model.length, 120);
  assert.deepEqual(Object.keys(reps[17].run), ['model', 'finish_reason']);
  assert.deepEqual(reps[18].run, { model: 'm', budget: 2048 });
  assert.match(reps[18].error, /no "answer" field/);
});

// sameFigure says whether the figure the page shows (under sel) is, element
// by element, attribute by attribute and text by text, the SVG file
// `scbench report` wrote.
async function sameFigure(page, sel, file) {
  const [shown, written] = await page.evaluate(([sel, text]) => {
    const shape = (n) => [n.tagName, [...n.attributes].map((a) => `${a.name}=${a.value}`).sort(), n.children.length ? [...n.children].map(shape) : n.textContent];
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return [shape(document.querySelector(sel)), shape(doc.documentElement)];
  }, [sel, readFileSync(file, 'utf8')]);
  assert.deepEqual(shown, written, `${sel} is not ${file}`);
}

test('Compare splits a file of two models × two budgets into runs and draws the figures `scbench report` draws', async () => {
  const sweep = join(dir, 'sweep.jsonl');
  const reports = join(dir, 'sweep.reports.jsonl');
  writeFileSync(sweep, answers());
  writeFileSync(reports, cli('grade', '--batch', sweep, '--json'));
  const printed = cli('report', reports, '--out', join(dir, 'report')).toString();
  const page = await browser.context.newPage();
  await page.goto(srv.url + 'compare/');
  await ready(page);
  await page.setInputFiles('[data-testid=compare-input]', [reports]);
  await page.waitForSelector('[data-testid=compare-tokens] svg g.model');
  // The figures are the command's, and their numbers what it prints.
  await sameFigure(page, '[data-testid=compare-tokens] svg', join(dir, 'report', 'figure2.svg'));
  await sameFigure(page, '[data-testid=compare-modes] svg', join(dir, 'report', 'figure3.svg'));
  const points = await page.$$eval('[data-testid=compare-tokens] g.model circle title', (ts) => ts.map((t) => t.textContent));
  assert.equal(points.length, 4);
  for (const title of points) {
    const [, model, budget, acc] = /^(\S+), budget (\d+): accuracy ([\d.]+)%/.exec(title);
    assert.match(printed, new RegExp(`${model}\\s+budget ${budget}\\s+accuracy\\s+${acc.replace('.', '\\.')}%`), title);
  }
  assert.match(points[3], /^large-model, budget 4096: accuracy 100\.0% .* 4 answers, 0 at the cap$/);
  assert.match(points[0], /^small-model, budget 1024: accuracy 25\.0% .* 4 answers, 3 at the cap$/);
  assert.equal(await page.locator('[data-testid=compare-tokens] polyline').count(), 2, 'one line per model');
  assert.equal(await page.locator('[data-testid=compare-table] thead th.run').count(), 4, 'one column per run');
  assert.match(await page.textContent('[data-testid=compare-table] thead'), /large-model · 4096/);
  assert.equal(await page.locator('[data-testid=compare-modes] rect[data-mode=passed]').count(), 2, 'one failure-modes bar per model');
  // The same runs in a second file: read together, each run is one run of twice the reports.
  const again = join(dir, 'again.reports.jsonl');
  writeFileSync(again, readFileSync(reports));
  await page.setInputFiles('[data-testid=compare-input]', [again]);
  await page.waitForFunction(() => document.querySelectorAll('#compare-list li').length === 2);
  assert.equal(await page.locator('[data-testid=compare-table] thead th.run').count(), 4, 'a model and budget from two files is one run');
  assert.match(await page.textContent('[data-testid=compare-table] thead'), /8 reports/);
  assert.equal(await page.isHidden('#compare-tokens-card'), false);
  cli('report', reports, again, '--out', join(dir, 'both'));
  await sameFigure(page, '[data-testid=compare-tokens] svg', join(dir, 'both', 'figure2.svg'));
  await sameFigure(page, '[data-testid=compare-modes] svg', join(dir, 'both', 'figure3.svg'));
  mkdirSync(join(repo, 'test-results', 'shots'), { recursive: true });
  await page.screenshot({ path: join(repo, 'test-results', 'shots', 'compare-experiment.png'), fullPage: true });
  await page.close();
});

test('no page logged an error', () => {
  assert.deepEqual(problems, []);
});
