// Measures the browser app: the wasm's size (raw, gzip, brotli), the scripts'
// size, cold and warm load to interactive on localhost in headless Chromium,
// and the time to grade every canonical subpass in the page (request, grading
// in the worker, drawing the overlay). Figures only, no assertions:
//   ./build.sh && node e2e/measure.mjs
// MEASURE_TASKS=csg-union,lego-hemisphere limits the grading to those tasks.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { serve, launch, ready, repo } from './harness.mjs';

const dist = join(repo, 'dist');
const kb = (n) => (n / 1024).toFixed(0) + ' KB';
function sizes(buf) {
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}
const wasm = sizes(readFileSync(join(dist, 'static', 'scbench.wasm')));
console.log(`wasm: ${kb(wasm.raw)} raw, ${kb(wasm.gzip)} gzip, ${kb(wasm.brotli)} brotli (budget 2048 KB brotli)`);
const js = readdirSync(join(dist, 'static', 'js')).map((f) => readFileSync(join(dist, 'static', 'js', f)));
const jsAll = sizes(Buffer.concat(js));
console.log(`scripts: ${kb(jsAll.raw)} raw, ${kb(jsAll.brotli)} brotli`);

const cli = (...a) => execFileSync(join(repo, 'bin', 'scbench'), a, { encoding: 'utf8', maxBuffer: 64 << 20 });
const version = cli('version').trim();
const only = (process.env.MEASURE_TASKS || '').split(',').filter(Boolean);
const tasks = JSON.parse(cli('tasks', '--json'));
for (const slug of only) {
  if (!tasks.some((t) => t.slug === slug)) throw new Error(`MEASURE_TASKS: no task ${slug}`);
}
const srv = await serve();
try {
  const first = tasks[0].slug;
  const url = `${srv.url}play/?task=${first}&subpass=0&v=${encodeURIComponent(version)}`;
  const cold = [], warm = [], coldEngine = [];
  for (let i = 0; i < 3; i++) {
    const b = await launch();
    const page = await b.context.newPage();
    await page.goto(url);
    await ready(page);
    cold.push(await page.evaluate(() => window.__readyAt));
    coldEngine.push(await page.evaluate(() => window.__engineReadyAt));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(url);
    await ready(page);
    warm.push(await page.evaluate(() => window.__readyAt));
    await b.close();
  }
  const med = (a) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)];
  console.log(`load to interactive (${first} #0 drawn, grader ready): cold ${med(cold).toFixed(0)} ms, warm (service worker) ${med(warm).toFixed(0)} ms  [cold runs: ${cold.map((x) => x.toFixed(0)).join(', ')}; grader ready at ${coldEngine.map((x) => x.toFixed(0)).join(', ')}]`);

  const b = await launch();
  const page = await b.context.newPage();
  for (const t of tasks.filter((t) => only.length === 0 || only.includes(t.slug))) {
    const times = [], again = [];
    for (let k = 0; k < t.subpasses; k++) {
      await page.goto(`${srv.url}play/?task=${t.slug}&subpass=${k}&v=${encodeURIComponent(version)}`);
      await ready(page);
      await page.fill('[data-testid=answer-input]', cli('solve', t.slug, '--subpass', String(k)).trim());
      const n = await page.evaluate(() => window.__gradeCount || 0);
      await page.click('[data-testid=grade-button]');
      await page.waitForFunction((c) => (window.__gradeCount || 0) > c, n);
      const score = await page.textContent('[data-testid=score]');
      times.push([k, await page.evaluate(() => window.__lastGradeMs), score, await page.evaluate(() => window.__lastGradeEngineMs)]);
      // grade the same answer again: the page and the worker are warm now
      await page.click('[data-testid=grade-button]');
      await page.waitForFunction((c) => (window.__gradeCount || 0) > c + 1, n);
      again.push([await page.evaluate(() => window.__lastGradeMs), await page.evaluate(() => window.__lastGradeEngineMs)]);
    }
    const ms = times.map((x) => x[1]);
    const eng = times.map((x) => x[3]);
    console.log(`  worker round trip only (request, grade, reply): mean ${(eng.reduce((a, x) => a + x, 0) / eng.length).toFixed(1)} ms, max ${Math.max(...eng).toFixed(1)} ms`);
    console.log(`grade in the page, ${t.slug}: mean ${(ms.reduce((a, x) => a + x, 0) / ms.length).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms over ${ms.length} subpasses; scores ${[...new Set(times.map((x) => x[2]))].join(',')}`);
    const mean = (a) => (a.reduce((x, y) => x + y, 0) / a.length).toFixed(1);
    console.log(`  graded again (warm): mean ${mean(again.map((x) => x[0]))} ms, worker round trip ${mean(again.map((x) => x[1]))} ms`);
    console.log('  ' + times.map(([k, m]) => `#${k} ${m.toFixed(0)}`).join('  '));
  }
  await b.close();
} finally {
  srv.stop();
}
