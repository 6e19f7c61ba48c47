// Screenshots of the main pages at desktop and phone widths, for a person to
// look at:  node e2e/shots.mjs [outdir]
import { serve, launch, ready, repo } from './harness.mjs';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const out = process.argv[2] || 'test-results/shots';
mkdirSync(out, { recursive: true });
const srv = await serve();
const b = await launch();
const pages = [
  ['home', ''],
  ['task', 'tasks/shikaku/'],
  ['play-shikaku', 'play/?task=shikaku&subpass=2&v=scbench-go%2F2'],
  ['play-delaunay', 'play/?task=delaunay&subpass=3&v=scbench-go%2F2'],
  ['play-terrain', 'play/?task=terrain-levelling&subpass=0&v=scbench-go%2F2'],
  ['batch', 'batch/'],
  ['about', 'about/'],
  ['deviations', 'deviations/'],
];
try {
  for (const [w, h, tag] of [[1280, 900, 'desktop'], [390, 844, 'phone']]) {
    const page = await b.context.newPage();
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`[${tag}] console:`, m.text()); });
    page.on('pageerror', (e) => console.log(`[${tag}] pageerror:`, e.message));
    await page.setViewportSize({ width: w, height: h });
    for (const [name, path] of pages) {
      await page.goto(srv.url + path);
      await ready(page);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${name}-${tag}.png`, fullPage: name !== 'deviations' });
    }
    // a graded, failing answer
    await page.goto(srv.url + 'play/?task=shikaku&subpass=2&v=scbench-go%2F2');
    await ready(page);
    await page.fill('[data-testid=answer-input]', '{"rectangles": [[0,0,1,1],[1,1,2,2]]}');
    await page.click('[data-testid=grade-button]');
    await page.waitForSelector('[data-testid=score]:not(:empty)');
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/graded-shikaku-${tag}.png`, fullPage: true });
    await page.goto(srv.url + 'play/?task=delaunay&subpass=3&v=scbench-go%2F2');
    await ready(page);
    await page.click('#solve');
    await page.waitForSelector('[data-testid=score]:not(:empty)');
    await page.fill('[data-testid=answer-input]', '{"triangles": [[0,1,2],[2,3,4],[1,2,3]]}');
    await page.click('[data-testid=grade-button]');
    await page.waitForFunction(() => document.querySelector('[data-testid=score]').textContent === '0');
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/graded-delaunay-${tag}.png`, fullPage: true });
    // terrain levelling: the reference plan replayed, at its middle and its end
    await page.goto(srv.url + 'play/?task=terrain-levelling&subpass=0&v=scbench-go%2F2');
    await ready(page);
    await page.click('#solve');
    await page.waitForSelector('[data-testid=frame-slider]:visible');
    for (const [at, name] of [[8, 'middle'], [16, 'end']]) {
      await page.locator('[data-testid=frame-slider]').fill(String(at));
      await page.evaluate(() => scrollTo(0, 0));
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/graded-terrain-${name}-${tag}.png`, fullPage: true });
    }
    // the editor with the reference solution loaded
    await page.goto(srv.url + 'play/?task=shikaku&subpass=1&v=scbench-go%2F2');
    await ready(page);
    await page.click('#edit');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('[data-testid=score]').textContent === '1');
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/editor-${tag}.png`, fullPage: true });
    // the Lego shell: the instance, the graded reference, a floating brick
    // marked, and the editor
    const lego = 'play/?task=lego-hemisphere&subpass=3&v=scbench-go%2F2';
    await page.goto(srv.url + lego);
    await ready(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/play-lego-${tag}.png`, fullPage: true });
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('[data-testid=score]').textContent === '1', null, { timeout: 120000 });
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/graded-lego-${tag}.png`, fullPage: true });
    // the reference less the bricks under and over one brick of layer 3
    const ref = JSON.parse(await page.inputValue('[data-testid=answer-input]'));
    const box = (b) => {
      const [hx, hy] = b.RotationDegrees % 180 === 0 ? [16, 8] : [8, 16];
      return [b.Centroid[0] - hx, b.Centroid[0] + hx, b.Centroid[1] - hy, b.Centroid[1] + hy];
    };
    const lone = ref.bricks.find((b) => b.Centroid[2] === 33.6);
    const [x0, x1, y0, y1] = box(lone);
    ref.bricks = ref.bricks.filter((b) => {
      if (b.Centroid[2] !== 24 && b.Centroid[2] !== 43.2) return true;
      const [a0, a1, b0, b1] = box(b);
      return a1 <= x0 || a0 >= x1 || b1 <= y0 || b0 >= y1;
    });
    await page.fill('[data-testid=answer-input]', JSON.stringify(ref));
    await page.click('[data-testid=grade-button]');
    await page.waitForFunction(() => document.querySelector('[data-testid=score]').textContent === '0', null, { timeout: 120000 });
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/graded-lego-floating-${tag}.png`, fullPage: true });
    await page.click('#edit');
    await page.waitForSelector('.lego-editor');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('[data-testid=score]').textContent === '1', null, { timeout: 120000 });
    await page.locator('.lego-editor').focus();
    for (let k = 0; k < 3; k++) await page.keyboard.press('PageUp');
    await page.waitForTimeout(300);
    await page.locator('#editor').screenshot({ path: `${out}/editor-lego-${tag}.png` });
    // a plan under the rain: the world after it, then a moment during it
    await page.goto(srv.url + 'play/?task=fluid-earthworks&subpass=4&v=scbench-go%2F2');
    await ready(page);
    await page.click('#edit');
    await page.click('#solve');
    await page.waitForFunction(() => /after the rain/.test(document.querySelector('.frame-label').textContent), null, { timeout: 60000 });
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/earthworks-${tag}.png`, fullPage: true });
    await page.locator('[data-testid=frame-slider]').fill('4');
    await page.waitForTimeout(300);
    await page.locator('#scene').screenshot({ path: `${out}/earthworks-rain-${tag}.png` });
    // a generated instance
    await page.goto(srv.url + 'play/?task=shikaku&preset=hard&seed=7&v=scbench-go%2F2');
    await ready(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/generated-${tag}.png`, fullPage: true });
    // csg-union: the solids, the reference, and answers with a face turned
    // round (backs tinted, edges marked) and a box too long (missing and
    // extra volume)
    const csg = 'play/?task=csg-union&subpass=16&v=scbench-go%2F2';
    await page.goto(srv.url + csg);
    await ready(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/csg-instance-${tag}.png`, fullPage: true });
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('[data-testid=score]').textContent === '1');
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/csg-solved-${tag}.png`, fullPage: true });
    const cube = (x0, x1, flip) => JSON.stringify({ polyhedron: {
      vertex: [[x0, -5, -5], [x1, -5, -5], [x1, 5, -5], [x0, 5, -5], [x0, -5, 5], [x1, -5, 5], [x1, 5, 5], [x0, 5, 5]].map((p) => ({ xyz: p })),
      faces: [flip ? [0, 1, 2, 3] : [3, 2, 1, 0], [4, 5, 6, 7], [0, 1, 5, 4], [7, 6, 2, 3], [3, 0, 4, 7], [1, 2, 6, 5]].map((f) => ({ vertex: f })),
    } });
    for (const [name, answer] of [['csg-winding', cube(-5, 13, true)], ['csg-volume', cube(0, 20, false)]]) {
      await page.goto(srv.url + 'play/?task=csg-union&subpass=0&v=scbench-go%2F2');
      await ready(page);
      await page.fill('[data-testid=answer-input]', answer);
      await page.click('[data-testid=grade-button]');
      await page.waitForSelector('[data-testid=score]:not(:empty)');
      await page.evaluate(() => scrollTo(0, 0));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${name}-${tag}.png`, fullPage: true });
    }
    // a batch with results
    await page.goto(srv.url + 'batch/');
    await ready(page);
    const lines = [
      '{"task":"shikaku","subpass":0,"answer":"{\\"rectangles\\": []}","id":"a"}',
      '{"task":"delaunay","subpass":1,"answer":"[[0,1,2]]","id":"b"}',
      'not json',
      '{"task":"nope","answer":"x"}',
    ];
    await page.setInputFiles('[data-testid=batch-input]', { name: 'answers.jsonl', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) });
    await page.waitForSelector('[data-testid=batch-summary] table');
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${out}/batch-results-${tag}.png`, fullPage: true });
    // Compare with two report files: a sweep of two models × two budgets
    // (the figures' test data) and a file without run metadata, one model
    // named after it and no output tokens; the figures close up
    await page.goto(srv.url + 'compare/');
    await ready(page);
    const sweep = readFileSync(join(repo, 'figures', 'testdata', 'reports.jsonl'), 'utf8');
    const plain = sweep.split('\n').filter((l) => l.includes('"task":')).map((l) => { const r = JSON.parse(l); delete r.run; return JSON.stringify(r); }).join('\n');
    await page.setInputFiles('[data-testid=compare-input]', [
      { name: 'sweep.reports.jsonl', mimeType: 'text/plain', buffer: Buffer.from(sweep) },
      { name: 'plain-model.jsonl', mimeType: 'text/plain', buffer: Buffer.from(plain) },
    ]);
    await page.waitForSelector('[data-testid=compare-modes] svg');
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${out}/compare-${tag}.png`, fullPage: true });
    await page.locator('[data-testid=compare-tokens] svg').screenshot({ path: `${out}/compare-figure2-${tag}.png` });
    await page.locator('[data-testid=compare-modes] svg').screenshot({ path: `${out}/compare-figure3-${tag}.png` });
    await page.close();
  }
} finally {
  await b.close();
  srv.stop();
}
console.log('screenshots in', out);
