// Measures the browser app: the wasm's size (raw, gzip, brotli), the scripts'
// size, cold and warm load to interactive on localhost in headless Chromium,
// and the time to grade every canonical subpass in the page (request, grading
// in the worker, drawing the overlay): clicked at once after loading, again,
// and on a fresh page once its warm-up is over. Figures only, no assertions:
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
  const mean = (a) => (a.reduce((x, y) => x + y, 0) / a.length).toFixed(1);
  const max = (a) => Math.max(...a).toFixed(1);
  // gradeOnce clicks Grade and returns [page ms, worker round trip ms, score]
  async function gradeOnce() {
    const n = await page.evaluate(() => window.__gradeCount || 0);
    await page.click('[data-testid=grade-button]');
    await page.waitForFunction((c) => (window.__gradeCount || 0) > c, n);
    return [await page.evaluate(() => window.__lastGradeMs), await page.evaluate(() => window.__lastGradeEngineMs), await page.textContent('[data-testid=score]')];
  }
  async function openAndFill(slug, k, answer) {
    await page.goto(`${srv.url}play/?task=${slug}&subpass=${k}&v=${encodeURIComponent(version)}`);
    await ready(page);
    await page.fill('[data-testid=answer-input]', answer);
  }
  // fresh gives an answer the warm-up has not graded, where a task keeps
  // what it built from an answer's text (interlocking-parts keeps its
  // parts' files): the same parts, each file with a comment more.
  function fresh(slug, answer) {
    if (slug !== 'interlocking-parts') return answer;
    const a = JSON.parse(answer);
    for (const p of a.parts) p.fileContents += '\n// graded after the warm-up\n';
    return JSON.stringify(a);
  }
  for (const t of tasks.filter((t) => only.length === 0 || only.includes(t.slug))) {
    const cold = [], warmed = [], again = [], warmUp = [];
    for (let k = 0; k < t.subpasses; k++) {
      const answer = cli('solve', t.slug, '--subpass', String(k)).trim();
      // a fresh page, Grade clicked at once: before the page's warm-up starts
      await openAndFill(t.slug, k, answer);
      cold.push([k, ...(await gradeOnce())]);
      // the same answer again: the worker's code is compiled and hot now
      again.push(await gradeOnce());
      // a fresh page, Grade clicked once the warm-up is over (a reader
      // reading the prompt takes longer than that)
      await openAndFill(t.slug, k, fresh(t.slug, answer));
      await page.waitForFunction(() => window.__warm !== undefined, null, { timeout: 60000 });
      warmUp.push(await page.evaluate(() => window.__warm.ms));
      warmed.push(await gradeOnce());
    }
    console.log(`grade in the page, ${t.slug}, ${cold.length} subpasses; scores ${[...new Set(cold.map((x) => x[3]))].join(',')}`);
    console.log(`  at once after loading: page mean ${mean(cold.map((x) => x[1]))} ms, max ${max(cold.map((x) => x[1]))}; worker round trip mean ${mean(cold.map((x) => x[2]))} ms, max ${max(cold.map((x) => x[2]))}`);
    console.log(`  after the warm-up (${mean(warmUp)} ms mean): page mean ${mean(warmed.map((x) => x[0]))} ms, max ${max(warmed.map((x) => x[0]))}; worker round trip mean ${mean(warmed.map((x) => x[1]))} ms, max ${max(warmed.map((x) => x[1]))}`);
    console.log(`  graded again: page mean ${mean(again.map((x) => x[0]))} ms; worker round trip mean ${mean(again.map((x) => x[1]))} ms, max ${max(again.map((x) => x[1]))}`);
    console.log('  worker ms at once / after warm-up: ' + cold.map(([k, , e], i) => `#${k} ${e.toFixed(0)}/${warmed[i][1].toFixed(0)}`).join('  '));
  }
  await b.close();
} finally {
  srv.stop();
}
