// Screenshots of the main pages at desktop and phone widths, for a person to
// look at:  node e2e/shots.mjs [outdir]
import { serve, launch, ready } from './harness.mjs';
import { mkdirSync } from 'node:fs';

const out = process.argv[2] || 'test-results/shots';
mkdirSync(out, { recursive: true });
const srv = await serve();
const b = await launch();
const pages = [
  ['home', ''],
  ['task', 'tasks/shikaku/'],
  ['play-shikaku', 'play/?task=shikaku&subpass=2&v=scbench-go%2F1'],
  ['play-delaunay', 'play/?task=delaunay&subpass=3&v=scbench-go%2F1'],
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
    await page.goto(srv.url + 'play/?task=shikaku&subpass=2&v=scbench-go%2F1');
    await ready(page);
    await page.fill('[data-testid=answer-input]', '{"rectangles": [[0,0,1,1],[1,1,2,2]]}');
    await page.click('[data-testid=grade-button]');
    await page.waitForSelector('[data-testid=score]:not(:empty)');
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/graded-shikaku-${tag}.png`, fullPage: true });
    await page.goto(srv.url + 'play/?task=delaunay&subpass=3&v=scbench-go%2F1');
    await ready(page);
    await page.click('#solve');
    await page.waitForSelector('[data-testid=score]:not(:empty)');
    await page.fill('[data-testid=answer-input]', '{"triangles": [[0,1,2],[2,3,4],[1,2,3]]}');
    await page.click('[data-testid=grade-button]');
    await page.waitForFunction(() => document.querySelector('[data-testid=score]').textContent === '0');
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/graded-delaunay-${tag}.png`, fullPage: true });
    // the editor with the reference solution loaded
    await page.goto(srv.url + 'play/?task=shikaku&subpass=1&v=scbench-go%2F1');
    await ready(page);
    await page.click('#edit');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('[data-testid=score]').textContent === '1');
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/editor-${tag}.png`, fullPage: true });
    // a plan under the rain: the world after it, then a moment during it
    await page.goto(srv.url + 'play/?task=fluid-earthworks&subpass=4&v=scbench-go%2F1');
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
    await page.goto(srv.url + 'play/?task=shikaku&preset=hard&seed=7&v=scbench-go%2F1');
    await ready(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/generated-${tag}.png`, fullPage: true });
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
    await page.close();
  }
} finally {
  await b.close();
  srv.stop();
}
console.log('screenshots in', out);
