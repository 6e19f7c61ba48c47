// Batch parity: the same JSONL files, graded by the CLI (`scbench grade
// --batch FILE --json`) and by the page (/batch/, the file chosen, "Download
// reports"), must give byte-identical reports files, summary included. The
// files hold what real batches hold and what breaks naive readers: a
// byte-order mark, Windows line endings, blank lines, text after a line's
// object, bytes that are not UTF-8 inside an answer and inside an id (the
// answer graded, the id refused by name), wrong-typed fields, whole numbers
// written as decimals, a field given twice, broken JSON, an unknown task, and
// a reference answer for every task.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { serve, launch, ready, repo } from './harness.mjs';

const bin = join(repo, 'bin', 'scbench');
const cli = (...args) => execFileSync(bin, args, { maxBuffer: 64 << 20 });
const tasks = JSON.parse(cli('tasks', '--json').toString());

let srv, browser, dir;
before(async () => {
  srv = await serve();
  browser = await launch();
  dir = mkdtempSync(join(tmpdir(), 'scbench-batch-'));
});
after(async () => {
  await browser?.close();
  srv?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const line = (o) => Buffer.from(JSON.stringify(o));
const bytes = (...parts) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p)));

function files() {
  const good = tasks.map((t, i) => line({ task: t.slug, subpass: 0, answer: cli('solve', t.slug, '--subpass', '0').toString().trim(), id: i }));
  const bad = Buffer.from([0xff, 0xfe, 0x80]);
  return {
    'mixed.jsonl': bytes(
      Buffer.from([0xef, 0xbb, 0xbf]), good[0], '\r\n',
      '\r\n',
      line({ task: 'delaunay', subpass: 0, answer: 'no idea', id: 'refusal' }), ' {"more": 1}\n',
      '{"task": "delaunay", "subpass": 0, "answer": "[[0,1,5]] ', bad, '", "id": "bad bytes"}\n',
      '{"task": "delaunay", "subpass": 0, "answer": "[]", "id": "x', bad, 'y"}\n',
      '{"task": "delaunay", "subpass": "2", "answer": "[]", "id": {"run": 7}}\n',
      '{"task": 5, "answer": "[]", "id": [1, 2]}\n',
      '{"task": "delaunay", "subpass": 1.0, "seed": 7e0, "answer": "[]", "id": 1.5}\n',
      '{"task": "delaunay", "seed": -1, "answer": "[]", "id": null}\n',
      '{"task": "delaunay", "task": "shikaku", "answer": "[]", "id": "twice"}\n',
      '{"task": "broken json\n',
      'plain garbage\n',
      '\n',
      line({ task: 'no-such-task', answer: '[]', id: 'unknown' }), '\n',
      line({ task: 'maze-3d', subpass: 0, answer: ['A5650', '2B201'], id: 'rows' }), '\n',
      line({ task: 'delaunay', subpass: 0, answer: 'the answer is \u201c[[0,1,5]]\u201d \ud83d\ude00', id: 'é' }),
    ),
    'every-task.jsonl': bytes(...good.flatMap((g) => [g, '\n'])),
  };
}

async function pageReports(name, data) {
  const page = await browser.context.newPage();
  await page.goto(srv.url + 'batch/');
  await ready(page);
  await page.setInputFiles('[data-testid=batch-input]', { name, mimeType: 'application/x-ndjson', buffer: data });
  await page.locator('#batch-download').waitFor({ state: 'visible', timeout: 120000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#batch-download')]);
  const got = readFileSync(await download.path());
  await page.close();
  return got;
}

for (const [name, data] of Object.entries(files())) {
  test(`batch parity: ${name} gives the same reports file in the page and the CLI`, async () => {
    const path = join(dir, name);
    writeFileSync(path, data);
    const want = cli('grade', '--batch', path, '--json');
    const got = await pageReports(name, data);
    if (!got.equals(want)) {
      const g = got.toString().split('\n'), w = want.toString().split('\n');
      const i = g.findIndex((l, k) => l !== w[k]);
      assert.fail(`the reports differ first at line ${i + 1}:\n  page: ${g[i]}\n  cli:  ${w[i]}`);
    }
    const lines = want.toString().trim().split('\n');
    const summary = JSON.parse(lines[lines.length - 1]).summary;
    assert.ok(summary.lines >= 1, 'the file ends with the summary line');
    if (name === 'mixed.jsonl') {
      const reps = lines.slice(0, -1).map((l) => JSON.parse(l));
      const byID = new Map(reps.filter((r) => r.id !== undefined).map((r) => [JSON.stringify(r.id), r]));
      assert.equal(reps[0].line, 1, 'the byte-order mark does not cost line 1');
      assert.equal(reps[0].passed, true, 'the first line, after the byte-order mark, is graded');
      assert.match(byID.get('"refusal"').error, /text after its object/);
      assert.match(byID.get('"bad bytes"').error, /not UTF-8 text/);
      assert.equal(byID.get('"x\ufffdy"').task, 'delaunay');
      assert.match(byID.get('"x\ufffdy"').error, /the id "x\\xff\\xfe\\x80y" is not valid UTF-8/);
      assert.match(byID.get('{"run":7}').error, /subpass must be a whole number, found the string "2"/);
      assert.match(byID.get('[1,2]').error, /task must be a string, found 5/);
      assert.equal(byID.get('1.5').subpass, 1);
      assert.match(byID.get('"twice"').error, /gives the field "task" more than once/);
      assert.equal(byID.get('"rows"').task, 'maze-3d');
      for (const r of reps) assert.doesNotMatch(JSON.stringify(r), /unmarshal|Go struct/);
    }
  });
}
