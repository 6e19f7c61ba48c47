// End-to-end tests of the browser app: dist/ served on 127.0.0.1 by cmd/serve,
// driven in Debian's headless Chromium by playwright-core. Run by test.sh
// (after ./build.sh) as:  node --test e2e/
//
// Everything task-specific comes from the CLI (bin/scbench), so tasks merged
// later are covered without changing this file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { serve, launch, ready, repo, cli, afterGrade } from './harness.mjs';
const version = cli('version').trim();
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const tasks = JSON.parse(cli('tasks', '--json'));
const V = encodeURIComponent(version);

// needTask fails (never skips) a test whose task is missing: a renamed slug
// must show up as a failure, not as a quietly skipped test.
function needTask(slug) {
  assert.ok(tasks.some((t) => t.slug === slug), `the CLI lists no task ${slug}; this test needs it`);
}

let srv, browser;
const problems = []; // console errors and CSP violations, checked at the end

// tolerated are the console messages the last test lets pass, each with the
// reason it is not a fault of the page. Anything else fails it.
const tolerated = [
  // Chromium's software WebGL (SwiftShader) warns when a test reads pixels
  // back from the canvas to count what was drawn (pixelsDrawn).
  { pattern: /GPU stall due to ReadPixels/, reason: 'the tests read the canvas back' },
];

before(async () => {
  srv = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  srv?.stop();
});

async function newPage() {
  const page = await browser.context.newPage();
  page.on('console', (m) => {
    const t = m.text();
    if (m.type() === 'error' || /Content.Security.Policy/i.test(t)) problems.push(`${page.url()}: ${t}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return page;
}

function playURL(task, subpass) {
  return `${srv.url}play/?task=${encodeURIComponent(task)}&subpass=${subpass}&v=${V}`;
}

async function openPlay(page, url) {
  await page.goto(url);
  await ready(page);
}

function grade(page, answer) {
  return afterGrade(page, async () => {
    await page.fill('[data-testid=answer-input]', answer);
    await page.click('[data-testid=grade-button]');
  });
}

// cliReport grades an answer with the CLI: what the page must show. (Tasks with
// partial credit may document a best score below 1 for their reference.)
function cliReport(slug, k, answer) {
  return JSON.parse(cli('grade', slug, '--subpass', String(k), '--json', '--answer', '-', { input: answer }));
}
const shown = (x) => Math.round(x * 10000) / 10000; // as the page prints a score
const failedNames = (rep) => rep.checks.filter((c) => !c.ok).map((c) => c.name);

// breakAnswer removes the last element of the first non-empty list in an
// answer: a plausible, wrong answer for any task whose answer is a list.
function breakAnswer(text) {
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    // a text answer (the maze's grid): without its last line
    const lines = text.split('\n');
    return lines.length > 1 ? lines.slice(0, -1).join('\n') : 'I cannot solve this.';
  }
  const cut = (x) => {
    if (Array.isArray(x)) {
      if (x.length > 0) { x.pop(); return true; }
      return false;
    }
    if (x && typeof x === 'object') return Object.values(x).some(cut);
    return false;
  };
  return cut(v) ? JSON.stringify(v) : 'I cannot solve this.';
}

test('the home page lists every task of the catalogue, each live', async () => {
  const page = await newPage();
  await page.goto(srv.url);
  const list = page.locator('[data-testid=task-list]');
  assert.equal(await list.locator('.task-card').count(), tasks.length);
  for (const t of tasks) {
    const card = list.locator(`.task-card.live[data-task="${t.slug}"]`);
    assert.equal(await card.count(), 1, `${t.slug} is listed as live`);
    assert.match(await card.textContent(), new RegExp(t.name.replace(/[()]/g, '.')));
  }
  // a task page shows its subpasses and links into the playground
  await page.click(`.task-card[data-task="${tasks[0].slug}"] .cover`);
  assert.equal(await page.locator('table.subpasses tbody tr').count(), tasks[0].subpasses);
  await page.close();
});

test('a share link opens the same instance, drawn in the scene', async () => {
  const page = await newPage();
  for (const t of tasks) {
    const k = t.subpasses - 1;
    await openPlay(page, playURL(t.slug, k));
    const prompt = await page.textContent('[data-testid=prompt-text]');
    assert.equal(prompt, cli('instance', t.slug, '--subpass', String(k)).replace(/\n$/, ''), `${t.slug} #${k}: the prompt`);
    // a puzzle opens on its board; the scene is the other tab
    if (await page.isVisible('#view-tabs')) await page.click('#show-scene');
    const drawn = await page.evaluate(() => window.scbenchView.pixelsDrawn());
    assert.ok(drawn > 500, `${t.slug}: only ${drawn} non-background pixels`);
    // the page's own share link reproduces it
    const link = await page.getAttribute('[data-testid=share-link]', 'href');
    assert.match(link, new RegExp(`task=${t.slug}&subpass=${k}&v=`));
    const digest = sha256(cli('instance', t.slug, '--subpass', String(k), '--json').replace(/\n$/, ''));
    await page.waitForFunction(() => document.querySelector('#instance-hash').title !== '');
    assert.match(await page.getAttribute('#instance-hash', 'title'), new RegExp(digest), `${t.slug} #${k}: the digest is the CLI's instance JSON's`);
    assert.match(link, new RegExp(`&rules=${encodeURIComponent(t.rules)}`));
    const again = await newPage();
    await openPlay(again, link);
    await again.waitForFunction(() => document.querySelector('#instance-hash').title !== '');
    assert.match(await again.getAttribute('#instance-hash', 'title'), new RegExp(digest));
    await again.close();
  }
  // a generated instance: its link carries the seed and every parameter
  const t = tasks[0];
  await openPlay(page, `${srv.url}play/?task=${t.slug}&preset=easy&seed=4242&v=${V}`);
  const link = new URL(await page.getAttribute('[data-testid=share-link]', 'href'));
  assert.equal(link.searchParams.get('seed'), '4242');
  assert.ok(link.searchParams.get('params').includes('='));
  const json = JSON.parse(cli('instance', t.slug, '--seed', '4242', '--params', link.searchParams.get('params'), '--json'));
  assert.equal(await page.textContent('[data-testid=prompt-text]'), json.prompt);
  await page.close();
});

test('the reference answer scores as in the CLI (1), a broken one fails with its failed checks shown', async () => {
  const page = await newPage();
  for (const t of tasks) {
    for (const k of [0, t.subpasses - 1]) {
      await openPlay(page, playURL(t.slug, k));
      const ref = cli('solve', t.slug, '--subpass', String(k)).trim();
      const best = cliReport(t.slug, k, ref);
      assert.equal(await grade(page, ref), shown(best.score), `${t.slug} #${k}: the reference answer`);
      assert.deepEqual(await page.locator('[data-testid=checks] li.bad .check-name').allTextContents(), failedNames(best));

      let broken = breakAnswer(ref);
      let want = cliReport(t.slug, k, broken);
      if (want.score >= best.score) {
        broken = 'I cannot solve this.'; // the cut did not break this task's answer
        want = cliReport(t.slug, k, broken);
      }
      const score = await grade(page, broken);
      assert.equal(score, shown(want.score), `${t.slug} #${k}: a broken answer`);
      const failed = await page.locator('[data-testid=checks] li.bad .check-name').allTextContents();
      assert.ok(failed.length > 0);
      assert.deepEqual(failed, failedNames(want));
    }
    // a refusal is an evasion: score 0 on the answer check
    assert.equal(await grade(page, 'Sorry, I cannot help with that.'), 0);
    assert.deepEqual(await page.locator('[data-testid=checks] li.bad .check-name').allTextContents(), ['answer']);
  }
  await page.close();
});

test('show a solution fills in the reference answer and grades it', async () => {
  const page = await newPage();
  const t = tasks[tasks.length - 1];
  await openPlay(page, playURL(t.slug, 0));
  const n = await page.evaluate(() => window.__gradeCount || 0);
  await page.click('#solve');
  await page.waitForFunction((c) => (window.__gradeCount || 0) > c, n);
  const ref = cli('solve', t.slug, '--subpass', '0').trim();
  const best = cliReport(t.slug, 0, ref);
  assert.equal(Number(await page.textContent('[data-testid=score]')), shown(best.score));
  assert.equal((await page.inputValue('[data-testid=answer-input]')).trim(), ref);
  // the downloads are the instance, the prompt and the report
  const saved = async (button) => {
    const [d] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
    const chunks = [];
    for await (const c of await d.createReadStream()) chunks.push(c);
    return [d.suggestedFilename(), Buffer.concat(chunks).toString('utf8')];
  };
  const [iname, inst] = await saved('#download-instance');
  assert.match(iname, /\.instance\.json$/);
  assert.equal(JSON.stringify(JSON.parse(inst)), JSON.stringify(JSON.parse(cli('instance', t.slug, '--subpass', '0', '--json'))));
  const [pname, prompt] = await saved('#download-prompt');
  assert.match(pname, /\.prompt\.txt$/);
  assert.equal(prompt, cli('instance', t.slug, '--subpass', '0'));
  const [rname, rep] = await saved('#download-report');
  assert.match(rname, /\.report\.json$/);
  const report = JSON.parse(rep);
  assert.equal(report.score, best.score);
  assert.deepEqual(report.checks, best.checks);
  assert.equal(report.version, version);
  assert.equal(report.overlay, undefined);
  await page.close();
});

test('while the prompt is read the worker warms the grader, unseen, once per task', async () => {
  needTask('csg-union');
  const page = await newPage();
  const warmed = () => page.waitForFunction(() => window.__warm !== undefined, null, { timeout: 30000 }).then(() => page.evaluate(() => window.__warm));
  // a canonical instance warms with itself
  await openPlay(page, playURL('csg-union', 3));
  const w = await warmed();
  assert.deepEqual([w.task, w.subpass, w.seeded], ['csg-union', 3, false]);
  // nothing of it shows: no report, no grade counted, the answer box empty
  assert.equal(await page.evaluate(() => window.__gradeCount || 0), 0);
  assert.equal(await page.locator('#report').isHidden(), true);
  assert.equal(await page.inputValue('[data-testid=answer-input]'), '');
  const ref = cli('solve', 'csg-union', '--subpass', '3').trim();
  assert.equal(await grade(page, ref), 1);
  // a task warms once per worker: another csg-union subpass, opened in the
  // page, does not warm again; another task does
  await page.evaluate(() => { delete window.__warm; });
  await page.selectOption('#subpass-select', '4');
  await page.waitForFunction(() => document.querySelector('#instance-label').textContent.includes('#4'));
  await page.waitForTimeout(1000);
  assert.equal(await page.evaluate(() => window.__warm), undefined);
  await page.selectOption('#task-select', 'shikaku');
  const other = await warmed();
  assert.deepEqual([other.task, other.subpass], ['shikaku', 0]);
  // a seeded instance, perhaps large, warms with the task's subpass 0
  await openPlay(page, `${srv.url}play/?task=shikaku&preset=hard&seed=77&v=${V}`);
  const s = await warmed();
  assert.deepEqual([s.task, s.subpass, s.seeded], ['shikaku', 0, false]);
  await page.close();
});

// gridPoint maps a cell of an editor's SVG grid (viewBox with a 2-unit margin,
// cells of `cell` units) to page coordinates.
async function gridPoint(page, cell, n) {
  const grid = page.locator('.grid-editor');
  await grid.scrollIntoViewIfNeeded();
  const box = await grid.boundingBox();
  const s = box.width / (n * cell + 4);
  return (x, y) => [box.x + (2 + (x + 0.5) * cell) * s, box.y + (2 + (y + 0.5) * cell) * s];
}

test('csg-union draws the missing and extra volume, and a face wound the wrong way from behind', async () => {
  needTask('csg-union');
  const page = await newPage();
  await openPlay(page, playURL('csg-union', 0));
  // the union of subpass 0 is the box x in [-5, 13]; these run from 0 to 20
  const box = (x0, x1, flip) => JSON.stringify({ polyhedron: {
    vertex: [[x0, -5, -5], [x1, -5, -5], [x1, 5, -5], [x0, 5, -5], [x0, -5, 5], [x1, -5, 5], [x1, 5, 5], [x0, 5, 5]].map((p) => ({ xyz: p })),
    faces: [flip ? [0, 1, 2, 3] : [3, 2, 1, 0], [4, 5, 6, 7], [0, 1, 5, 4], [7, 6, 2, 3], [3, 0, 4, 7], [1, 2, 6, 5]].map((f) => ({ vertex: f })),
  } });
  const drawn = async () => JSON.parse(await page.getAttribute('#scene', 'data-primitives'));
  const legend = () => page.locator('#scene .scene-legend li').allTextContents();
  const long = box(0, 20, false);
  assert.equal(await grade(page, long), shown(cliReport('csg-union', 0, long).score));
  assert.equal((await drawn()).boxes, 2);
  const words = (await legend()).join(' | ');
  assert.match(words, /missing: inside the union, outside your polyhedron/);
  assert.match(words, /extra: inside your polyhedron, outside the union/);
  // the bottom face turned round: it fails on winding, backs are tinted, the
  // four edges it shares are marked, and no volume is drawn
  const flipped = box(-5, 13, true);
  assert.equal(await grade(page, flipped), 0);
  assert.equal(await page.textContent('[data-testid=checks] li.bad .check-name'), 'winding');
  const s = await drawn();
  assert.ok(s.backs >= 1, `back faces tinted: ${JSON.stringify(s)}`);
  assert.equal(s.boxes, 0);
  assert.match((await legend()).join(' | '), /edges two faces run the same way/);
  await page.close();
});

test('the Lego editor places, turns and removes bricks layer by layer', async () => {
  needTask('lego-hemisphere');
  const page = await newPage();
  await openPlay(page, playURL('lego-hemisphere', 3));
  const inst = JSON.parse(cli('instance', 'lego-hemisphere', '--subpass', '3', '--json'));
  const n = Math.ceil(inst.data.outer_mm / 8) + 2, cell = 14;
  await page.click('#edit');
  const board = page.locator('.lego-editor');
  await board.scrollIntoViewIfNeeded();
  const box = await board.boundingBox();
  const s = box.width / (2 * n * cell + 4);
  // at(x, y) is the page point of the stud-grid point at (x, y) mm
  const at = (x, y) => [box.x + (2 + (x / 8 + n) * cell) * s, box.y + (2 + (n - y / 8) * cell) * s];
  const bricks = async () => JSON.parse(await page.inputValue('[data-testid=answer-input]')).bricks
    .map((b) => [...b.Centroid, b.RotationDegrees]);
  const failed = async () => (await page.locator('[data-testid=checks] li.bad').allTextContents()).join(' ');

  // a click on layer 0 puts a brick down where the pointer is
  await afterGrade(page, () => page.mouse.click(...at(88, 0)));
  assert.deepEqual(await bricks(), [[88, 0, 4.8, 0]]);
  assert.doesNotMatch(await failed(), /support|overlap|stud grid/);
  // R turns the next brick; a layer up, it grips the first brick's studs
  await page.keyboard.press('r');
  assert.match(await page.textContent('[data-testid=lego-rotate]'), /90°/);
  await page.click('[data-testid=lego-up]');
  assert.match(await page.textContent('[data-testid=lego-layer]'), /layer 1/);
  await afterGrade(page, () => page.mouse.click(...at(88, 8)));
  assert.deepEqual(await bricks(), [[88, 0, 4.8, 0], [88, 8, 14.4, 90]]);
  assert.doesNotMatch(await failed(), /support/);
  // two layers higher and across the shell, a brick has nothing to hold it
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await afterGrade(page, () => page.mouse.click(...at(-88, 0)));
  assert.equal((await bricks()).length, 3);
  assert.match(await failed(), /floats/);
  assert.match(await page.textContent('[data-testid=lego-status]'), /1 not linked by studs to the ground/);
  assert.equal(await page.locator('.lego-editor .brick.floating').count(), 1);
  // a click on it takes it away, and the structure stands again
  await afterGrade(page, () => page.mouse.click(...at(-84, 4)));
  assert.deepEqual(await bricks(), [[88, 0, 4.8, 0], [88, 8, 14.4, 90]]);
  assert.doesNotMatch(await failed(), /support/);
  // the keyboard: back to layer 1, Enter places a brick at the cursor (the
  // last point clicked, moved two studs down), Delete takes it away
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('r');
  await afterGrade(page, () => page.keyboard.press('Enter'));
  assert.deepEqual(await bricks(), [[88, 0, 4.8, 0], [-56, -16, 14.4, 0], [88, 8, 14.4, 90]]);
  assert.match(await failed(), /floats/);
  await afterGrade(page, () => page.keyboard.press('Delete'));
  assert.equal((await bricks()).length, 2);
  // the reference solution loads into the editor and scores 1
  assert.equal(await afterGrade(page, () => page.click('#solve')), 1);
  const ref = JSON.parse(cli('solve', 'lego-hemisphere', '--subpass', '3')).bricks;
  assert.match(await page.textContent('[data-testid=lego-status]'), new RegExp(`${ref.length} bricks in all\\.`));
  await page.close();
});

test('the earthworks editor draws boxes on a layer, grades them, and the rain streams in', async () => {
  needTask('fluid-earthworks');
  const page = await newPage();
  await openPlay(page, playURL('fluid-earthworks', 0));
  const n = JSON.parse(cli('instance', 'fluid-earthworks', '--subpass', '0', '--json')).data.size;
  await page.click('#edit');
  assert.match(await page.textContent('.editor-status'), /0 boxes in the plan\. Layer 2: 256 rock, 0 air/);
  // drag a 6×6 pit of air in layer 2, from (5, 5) to (10, 10): board rows
  // run from y = n-1 at the top
  const at = await gridPoint(page, 40, n);
  const score = await afterGrade(page, async () => {
    await page.mouse.move(...at(5, n - 1 - 5));
    await page.mouse.down();
    await page.mouse.move(...at(8, n - 1 - 8), { steps: 4 });
    await page.mouse.move(...at(10, n - 1 - 10), { steps: 4 });
    await page.mouse.up();
  });
  assert.equal(score, 1);
  assert.deepEqual(JSON.parse(await page.inputValue('[data-testid=answer-input]')),
    { earthworks: [{ xyzMin: [5, 5, 2], xyzMax: [10, 10, 2], material: 'Air' }] });
  assert.match(await page.textContent('.editor-status'), /1 box in the plan\. Layer 2: 220 rock, 36 air/);
  // the rain's frames stream in from the worker and the view follows them
  // to the end of the rain
  await page.waitForFunction(() => /^after the rain: 36 voxels of water in 1 lake/.test(document.querySelector('.frame-label').textContent), null, { timeout: 30000 });
  const frames = Number(await page.getAttribute('#scene', 'data-frames'));
  assert.ok(frames >= 3, `${frames} frames`);
  assert.equal(await page.getAttribute('#scene', 'data-frame'), String(frames - 1));
  assert.match(await page.textContent('.frame-label'), new RegExp(`\\(${frames} of ${frames}\\)`));
  // keys: R for rock, Enter twice places a one-column box at the cursor (the
  // centre, (8, 8)): the lake loses a column
  await page.focus('.earthworks-editor');
  await page.keyboard.press('r');
  await page.keyboard.press('Enter');
  assert.equal(await afterGrade(page, () => page.keyboard.press('Enter')), 0.9722); // 35/36, as shown
  assert.match(await page.textContent('[data-testid=checks] li.bad'), /the largest lake covers 35 columns/);
  assert.deepEqual(JSON.parse(await page.inputValue('[data-testid=answer-input]')).earthworks[1],
    { xyzMin: [8, 8, 2], xyzMax: [8, 8, 2], material: 'Rock' });
  // PageUp shows layer 3, where the plan has changed nothing
  await page.keyboard.press('PageUp');
  assert.match(await page.textContent('.editor-status'), /2 boxes in the plan\. Layer 3: 0 rock, 256 air/);
  // removing the rock box from the list restores the lake
  assert.equal(await afterGrade(page, () => page.click('.box-list li:nth-child(2) button')), 1);
  // the reference loads into the editor
  assert.equal(await afterGrade(page, () => page.click('#solve')), 1);
  assert.match(await page.textContent('.box-list'), /Air \[1, 1, 2\] to \[14, 14, 2\]/);
  await page.close();
});

test('a polynomial grid too large for text comes with its PNG', async () => {
  needTask('polynomial-fit');
  const page = await newPage();
  const k = tasks.find((t) => t.slug === 'polynomial-fit').subpasses - 1;
  await openPlay(page, playURL('polynomial-fit', k));
  const img = page.locator('#attachments img');
  await img.waitFor();
  await page.waitForFunction(() => document.querySelector('#attachments img').complete);
  const size = await img.evaluate((e) => [e.naturalWidth, e.naturalHeight]);
  assert.ok(size[0] > 0 && size[0] === size[1], `image ${size}`);
  assert.match(await page.textContent('#attachments figcaption'), /\.png/);
  // the small grids have none
  await openPlay(page, playURL('polynomial-fit', 0));
  assert.equal(await page.locator('#attachments').isHidden(), true);
  await page.close();
});

test('terrain levelling replays a plan as frames: the map before, then after its blasts', async () => {
  needTask('terrain-levelling');
  const page = await newPage();
  await openPlay(page, playURL('terrain-levelling', 0));
  const frames = () => page.locator('.scene-frames');
  assert.equal(await frames().isVisible(), false, 'the instance has no frames');
  // the reference plan: 356 blasts, sampled into 16 moments after the start
  const n = await page.evaluate(() => window.__gradeCount || 0);
  await page.click('#solve');
  await page.waitForFunction((c) => (window.__gradeCount || 0) > c, n);
  const ref = cli('solve', 'terrain-levelling', '--subpass', '0').trim();
  assert.equal(Number(await page.textContent('[data-testid=score]')), shown(cliReport('terrain-levelling', 0, ref).score));
  assert.match(await page.textContent('#answer-note'), /a baseline to beat/);
  assert.ok(await frames().isVisible());
  // the frames stream in and the view follows them to the last; the slider
  // goes back to the start
  await page.waitForFunction(() => /\(17 of 17\)$/.test(document.querySelector('.frame-label').textContent));
  await page.locator('[data-testid=frame-slider]').fill('0');
  await page.waitForFunction(() => document.querySelector('#scene').dataset.frame === '0');
  assert.match(await page.textContent('.frame-label'), /^before blasting: the largest flat city has 5 cells \(1 of 17\)$/);
  const before = await page.evaluate(() => window.scbenchView.pixelsDrawn());
  await page.locator('[data-testid=frame-slider]').fill('16');
  await page.waitForFunction(() => document.querySelector('#scene').dataset.frame === '16');
  assert.match(await page.textContent('.frame-label'), /after blasts 335 to 356 of 356: the largest flat city has 73 cells.*\(17 of 17\)$/);
  assert.ok(await page.evaluate(() => window.scbenchView.pixelsDrawn()) > before / 2);
  // a short plan shows every blast
  assert.equal(await grade(page, '{"blasts": [{"x": 5, "y": 7, "z": 1.5}, {"x": 12, "y": 12, "z": 2}]}'), 0);
  await page.waitForFunction(() => /\(3 of 3\)$/.test(document.querySelector('.frame-label').textContent));
  await page.locator('[data-testid=frame-slider]').fill('1');
  await page.waitForFunction(() => document.querySelector('#scene').dataset.frame === '1');
  assert.match(await page.textContent('.frame-label'), /^after blast 1 of 2 \(x 5, y 7, depth 1\.5\)/);
  // a plan that drills too deep at once fires nothing: no frames, the rule named
  assert.equal(await grade(page, '{"blasts": [{"x": 0, "y": 0, "z": 5.1}]}'), 0);
  assert.deepEqual(await page.locator('[data-testid=checks] li.bad .check-name').allTextContents(), ['rock']);
  assert.equal(await frames().isVisible(), false);
  await page.close();
});

test('a JSONL batch is graded with progress and summarised per task and bucket', async () => {
  const page = await newPage();
  await page.goto(srv.url + 'batch/');
  await ready(page);
  const lines = [];
  for (const t of tasks) {
    lines.push(JSON.stringify({ task: t.slug, subpass: 0, answer: cli('solve', t.slug, '--subpass', '0').trim(), id: t.slug + '-good' }));
    lines.push(JSON.stringify({ task: t.slug, subpass: 0, answer: 'no idea' }));
  }
  lines.push('{"task": "broken json', '', 'plain garbage', JSON.stringify({ task: 'no-such-task', answer: '[]' }));
  await page.setInputFiles('[data-testid=batch-input]', { name: 'answers.jsonl', mimeType: 'application/x-ndjson', buffer: Buffer.from(lines.join('\n') + '\n') });
  const summary = page.locator('[data-testid=batch-summary]');
  await summary.locator('table').first().waitFor({ timeout: 60000 });
  const want = cli('grade', '--batch', '-', '--json', { input: lines.join('\n') + '\n' }).trim().split('\n');
  const s = JSON.parse(want[want.length - 1]).summary;
  const rows = await summary.locator('table').first().locator('tbody tr').allTextContents();
  assert.equal(rows.length, s.tasks.length);
  const overall = await summary.locator('tr.overall td').allTextContents();
  assert.deepEqual(overall.map(Number), [s.overall.graded, s.overall.passed, Math.round(s.overall.mean_score * 10000) / 10000]);
  assert.equal(s.errors, 3);
  assert.match(await page.textContent('#batch-status'), new RegExp(`${s.lines} lines, ${s.graded} graded, ${s.errors} could not be graded`));
  assert.equal(await page.locator('#batch-rows tbody tr').count(), s.lines);
  assert.equal(await page.getAttribute('#batch-bar', 'value'), await page.getAttribute('#batch-bar', 'max'));
  await page.close();
});

test('bad input gets a clear message and the page stays responsive', async () => {
  const page = await newPage();
  const notice = page.locator('#notice');
  const t = tasks[0];

  await openPlay(page, `${srv.url}play/?task=no-such-task&subpass=0&v=${V}`);
  assert.match(await notice.textContent(), /there is no task "no-such-task"/);

  await openPlay(page, `${srv.url}play/?task=${t.slug}&seed=banana&v=${V}`);
  assert.match(await notice.textContent(), /seed "banana" is not a whole number/);

  await openPlay(page, `${srv.url}play/?task=${t.slug}&subpass=x1&v=${V}`);
  assert.match(await notice.textContent(), /subpass "x1" is not a whole number/);

  const future = version.replace(/\d+$/, (n) => String(Number(n) + 1));
  await openPlay(page, `${srv.url}play/?task=${t.slug}&subpass=0&v=${encodeURIComponent(future)}`);
  assert.match(await notice.textContent(), /made under a newer suite version/);
  await page.click('#notice button');
  await page.waitForFunction(() => document.querySelector('#notice').hidden);
  assert.ok((await page.textContent('[data-testid=prompt-text]')).length > 50);

  // a link made under other rules for the task names both rules versions
  await openPlay(page, `${srv.url}play/?task=${t.slug}&subpass=0&v=${V}&rules=${encodeURIComponent(t.slug + '/0')}`);
  assert.match(await notice.textContent(), new RegExp(`made under the rules ${t.slug}/0, but ${t.slug} is now graded under ${t.rules}`));
  assert.match(await page.textContent('#notice button'), new RegExp(`Open it under ${t.rules}`));
  await page.click('#notice button');
  await page.waitForFunction(() => document.querySelector('#notice').hidden);
  assert.ok((await page.textContent('[data-testid=prompt-text]')).length > 50);

  // a 50 MB paste is refused before it reaches the box or the worker, and
  // the page still answers (a frozen page would time the evaluate out)
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.setData('text/plain', 'x'.repeat(50 << 20));
    document.querySelector('[data-testid=answer-input]').dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  assert.match(await notice.textContent(), /That paste is 50\.0 MB; an answer may be at most 16\.0 MB/);
  assert.equal(await page.inputValue('[data-testid=answer-input]'), '');
  assert.equal(await page.evaluate(() => 6 * 7), 42);

  // a binary file is refused by name
  await page.setInputFiles('#answer-file', { name: 'photo.bin', mimeType: 'application/octet-stream', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0xff, 0xfe]) });
  await page.waitForFunction(() => /photo\.bin is not a text file/.test(document.querySelector('#notice').textContent));

  // a huge typed answer (over the Go limits, under the page's) is graded to 0 by name
  const score = await grade(page, '[' + '1,'.repeat(3 << 20) + '1]');
  assert.equal(score, 0);
  assert.match(await page.textContent('[data-testid=checks] li.bad'), /answer/);

  // model text is never HTML
  await grade(page, '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>');
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  await page.close();

  const batch = await newPage();
  await batch.goto(srv.url + 'batch/');
  await ready(batch);
  await batch.setInputFiles('[data-testid=batch-input]', { name: 'x.jsonl', mimeType: 'application/octet-stream', buffer: Buffer.from([0, 1, 2, 3, 0xff]) });
  await batch.waitForFunction(() => /x\.jsonl is not a text file/.test(document.querySelector('#batch-notice').textContent));
  await batch.close();
});

test('the renderer draws every primitive of package scene', async () => {
  const page = await newPage();
  await page.goto(srv.url + 'view/');
  await ready(page);
  const fixture = execFileSync('go', ['run', './e2e/fixture'], { cwd: repo });
  await page.setInputFiles('[data-testid=scene-input]', { name: 'primitives.json', mimeType: 'application/json', buffer: fixture });
  await page.waitForFunction(() => document.querySelector('#scene').dataset.primitives);
  const stats = JSON.parse(await page.getAttribute('#scene', 'data-primitives'));
  // the first frame's boxes count with the scene's own
  assert.deepEqual(stats, { meshes: 2, backs: 1, lines: 3, points: 1, boxes: 3, fields: 1, blocks: 1, polygons: 2, labels: 2, legend: 2, caption: 1, halos: 3, frames: 2 });
  assert.ok(await page.evaluate(() => window.scbenchView.pixelsDrawn()) > 5000);
  // label text is text, never markup
  assert.deepEqual(await page.locator('.scene-label').allTextContents(), ['origin', 'bad <b>part</b>']);
  assert.equal(await page.locator('.scene-label b').count(), 0);
  assert.equal(await page.locator('.scene-label.failed').count(), 1);
  assert.deepEqual(await page.locator('.scene-layers label').allTextContents(), ['instance', 'answer', 'truth', 'error']);
  assert.equal(await page.textContent('.scene-title'), 'Every primitive');
  await page.screenshot({ path: join(repo, 'test-results', 'primitives.png') });

  // the frames of a simulation: the slider shows each moment, play runs to the end
  assert.equal(await page.getAttribute('#scene', 'data-frame'), '0');
  assert.match(await page.textContent('.frame-label'), /water at 0\.3 \(1 of 2\)/);
  const before = await page.evaluate(() => window.scbenchView.pixelsDrawn());
  await page.locator('[data-testid=frame-slider]').fill('1');
  await page.waitForFunction(() => document.querySelector('#scene').dataset.frame === '1');
  assert.match(await page.textContent('.frame-label'), /water at 0\.9 \(2 of 2\)/);
  assert.deepEqual(await page.locator('.scene-label').allTextContents(), ['origin', 'bad <b>part</b>', 'full']);
  assert.ok(await page.evaluate(() => window.scbenchView.pixelsDrawn()) > before, 'the taller water draws more');
  await page.locator('[data-testid=frame-slider]').fill('0');
  await page.click('[data-testid=frame-play]');
  await page.waitForFunction(() => document.querySelector('#scene').dataset.frame === '1');
  await page.waitForFunction(() => document.querySelector('[data-testid=frame-play]').textContent === 'Play');

  // hiding a layer hides its primitives
  const all = await page.evaluate(() => window.scbenchView.pixelsDrawn());
  await page.locator('.scene-layers label', { hasText: 'answer' }).locator('input').uncheck();
  const fewer = await page.evaluate(() => window.scbenchView.pixelsDrawn());
  assert.ok(fewer < all - 1000, `hiding the answer layer: ${all} -> ${fewer} pixels`);

  // the same scene through an orthographic 3D camera
  const ortho = JSON.parse(fixture);
  ortho.camera.ortho = true;
  await page.click('.paste-box summary');
  await page.fill('#scene-text', JSON.stringify(ortho));
  await page.click('#scene-show');
  await page.waitForFunction(() => window.scbenchView.ortho === true);
  assert.ok(await page.evaluate(() => window.scbenchView.pixelsDrawn()) > 5000);

  // not a scene: a message, and the page goes on
  await page.fill('#scene-text', '{"dim": 3, "meshes": [{"positions": [1, 2, "x"], "indices": [0, 1, 7]}], "labels": "nope"}');
  await page.click('#scene-show');
  await page.fill('#scene-text', 'not json');
  await page.click('#scene-show');
  assert.match(await page.textContent('#view-notice'), /This is not JSON/);
  await page.close();
});

test('after one visit the site loads and grades offline', async () => {
  const page = await newPage();
  const t = tasks[0];
  const url = playURL(t.slug, 0);
  await openPlay(page, url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  await page.evaluate(async () => {
    // wait until the service worker has cached everything
    const reg = await navigator.serviceWorker.ready;
    while (reg.installing || reg.waiting) await new Promise((r) => setTimeout(r, 100));
  });
  await browser.context.setOffline(true);
  try {
    await page.reload();
    await ready(page);
    const ref = cli('solve', t.slug, '--subpass', '0').trim();
    assert.equal(await grade(page, ref), shown(cliReport(t.slug, 0, ref).score));
    await page.goto(srv.url);
    assert.equal(await page.locator('[data-testid=task-list] .task-card').count(), tasks.length);
    await page.goto(srv.url + `play/?task=${tasks[tasks.length - 1].slug}&subpass=1&v=${V}`);
    await ready(page);
    assert.ok((await page.textContent('[data-testid=prompt-text]')).length > 50);
  } finally {
    await browser.context.setOffline(false);
  }
  await page.close();
});

test('the site works from a folder of a static host', async () => {
  const host = mkdtempSync(join(tmpdir(), 'scbench-host-'));
  mkdirSync(join(host, 'some', 'folder'), { recursive: true });
  symlinkSync(join(repo, 'dist'), join(host, 'some', 'folder', 'scbench'));
  writeFileSync(join(host, 'index.html'), '<!DOCTYPE html><p>another site');
  const nested = await serve(host, 'some/folder/scbench/index.html');
  try {
    const page = await newPage();
    const t = tasks[tasks.length - 1];
    await page.goto(nested.url + 'some/folder/scbench/');
    await page.click(`.task-card[data-task="${t.slug}"] .play`);
    await ready(page);
    assert.ok(page.url().startsWith(nested.url + 'some/folder/scbench/play/?task='));
    const ref = cli('solve', t.slug, '--subpass', '0').trim();
    assert.equal(await grade(page, ref), shown(cliReport(t.slug, 0, ref).score));
    await page.close();
  } finally {
    nested.stop();
    rmSync(host, { recursive: true, force: true });
  }
});

test('no console errors and no CSP violations', async () => {
  const page = await newPage();
  const res = await page.goto(srv.url + 'play/');
  assert.match(res.headers()['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'/);
  assert.match(await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content'), /object-src 'none'/);
  await ready(page);
  await page.close();
  const real = problems.filter((p) => !tolerated.some((t) => t.pattern.test(p)));
  assert.deepEqual(real, []);
});

test('interlocking-parts: the reference scores 1 in the page and the ten parts are drawn', async () => {
  needTask('interlocking-parts');
  const page = await newPage();
  await openPlay(page, playURL('interlocking-parts', 8));
  await page.click('#solve');
  await page.waitForFunction(() => document.querySelector('[data-testid=score]').textContent === '1', null, { timeout: 120000 });
  // the frames stream in: ten print poses, the exploded view, the assembly
  await page.waitForFunction(() => document.querySelector('#scene').dataset.frames === '12', null, { timeout: 60000 });
  await page.waitForFunction(() => /^assembled \(12 of 12\)/.test(document.querySelector('.frame-label').textContent));
  const drawn = JSON.parse(await page.getAttribute('#scene', 'data-primitives'));
  assert.equal(drawn.lines, 4, `the bed, the limits and the rods: ${JSON.stringify(drawn)}`);
  assert.ok(drawn.polygons >= 2, `the gap histogram: ${JSON.stringify(drawn)}`);
  assert.match((await page.locator('#scene .scene-legend li').allTextContents()).join(' | '), /each part in its colour; OpenSCAD parts drawn as sampled by rays \d+\.\d mm apart/);
  await page.close();
});
