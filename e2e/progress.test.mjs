// A slow grader's progress in the playground: grading interlocking-parts
// takes seconds in the browser, and the page shows which criterion or part
// it is checking, with a bar, while the worker streams its progress events,
// before the report appears.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, ready, cli } from './harness.mjs';

let srv, browser;
before(async () => { [srv, browser] = await Promise.all([serve(), launch()]); });
after(async () => { await browser?.close(); srv?.stop(); });

test('interlocking-parts: the grade shows its progress before the report', async () => {
  assert.ok(JSON.parse(cli('tasks', '--json')).some((t) => t.slug === 'interlocking-parts'), 'the CLI lists no interlocking-parts');
  const page = await browser.context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const v = encodeURIComponent(cli('version').trim());
  await page.goto(`${srv.url}play/?task=interlocking-parts&subpass=7&v=${v}`);
  await ready(page);
  // record every state of the progress line as it is drawn, with whether a
  // report had been shown by then
  await page.evaluate(() => {
    window.__progress = [];
    const box = document.querySelector('[data-testid=grade-progress]');
    const note = () => {
      if (box.hidden) return;
      window.__progress.push({
        stage: document.querySelector('#grade-stage').textContent,
        value: document.querySelector('#grade-bar').value,
        max: document.querySelector('#grade-bar').max,
        graded: window.__gradeCount || 0,
      });
    };
    new MutationObserver(note).observe(box, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.click('#solve');
  await page.waitForFunction(() => (window.__gradeCount || 0) > 0, null, { timeout: 120000 });
  assert.equal(await page.textContent('[data-testid=score]'), '1');
  const seen = await page.evaluate(() => window.__progress);
  const before = seen.filter((p) => p.graded === 0);
  assert.ok(before.length > 0, `no progress drawn before the report: ${JSON.stringify(seen)}`);
  assert.ok(before.some((p) => /^Reading and building the parts · \d+%$/.test(p.stage)), JSON.stringify(before));
  assert.ok(before.some((p) => /^Criterion 7: bars 10 mm thick · \d+%$/.test(p.stage) && p.max === 10), JSON.stringify(before));
  assert.ok(await page.locator('[data-testid=grade-progress]').isHidden(), 'the progress line stays after the report');
  assert.deepEqual(errors, []);
  await page.close();
});
