// Screenshots of the interlocking-parts overlay: the reference graded for
// criterion 8 (gap histogram), the assembly, the exploded view and a print
// pose, and a broken answer (the top lifted) for criterion 3:
//   node e2e/shots-interlock.mjs [outdir]
import { serve, launch, ready } from './harness.mjs';
import { mkdirSync } from 'node:fs';

const out = process.argv[2] || 'test-results/shots';
mkdirSync(out, { recursive: true });
const srv = await serve();
const b = await launch();
try {
  const page = await b.context.newPage();
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  const one = '1';
  for (const k of [8, 3]) {
    await page.goto(srv.url + `play/?task=interlocking-parts&subpass=${k}&v=scbench-go%2F2`);
    await ready(page);
    await page.click('#solve');
    await page.waitForFunction((v) => document.querySelector('[data-testid=score]').textContent === v, one, { timeout: 120000 });
    await page.waitForSelector('[data-testid=frame-slider]:visible');
    await page.evaluate(() => scrollTo(0, 0));
    for (const [at, name] of [[11, "assembled"], [10, "exploded"], [0, "pose0"], [2, "pose2"]]) {
      await page.locator('[data-testid=frame-slider]').fill(String(at));
      await page.waitForTimeout(400);
      await page.locator('#scene').screenshot({ path: `${out}/interlock-${k}-${name}.png` });
    }
    console.log(k, await page.getAttribute('#scene', 'data-primitives'));
  }
  // the top lifted 20 mm: criterion 3 fails, the top framed in red
  const ref = JSON.parse(await page.inputValue('[data-testid=answer-input]'));
  ref.parts[1].transform[11] += 20;
  await page.fill('[data-testid=answer-input]', JSON.stringify(ref));
  await page.click('[data-testid=grade-button]');
  await page.waitForFunction(() => document.querySelector('[data-testid=score]').textContent === '0', null, { timeout: 120000 });
  await page.locator('[data-testid=frame-slider]').fill('11');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/interlock-3-lifted.png`, fullPage: true });
} finally {
  await b.close();
  srv.stop();
}
