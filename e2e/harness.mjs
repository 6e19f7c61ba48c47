// Shared by the end-to-end tests and the measurement script: serve dist/ on
// 127.0.0.1 with cmd/serve, and launch Debian's Chromium headless through
// playwright-core (no browser download: executablePath is the system one).
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
export const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';

// serve builds cmd/serve once and starts it on a free port; returns {url, stop}.
export async function serve(dir = join(repo, 'dist'), page = 'index.html') {
  if (!existsSync(join(dir, page))) throw new Error(`${dir} has no site: run ./build.sh first`);
  const bin = join(mkdtempSync(join(tmpdir(), 'scbench-serve-')), 'serve');
  execFileSync('go', ['build', '-o', bin, './cmd/serve'], { cwd: repo, stdio: 'inherit' });
  const proc = spawn(bin, ['-addr', '127.0.0.1:0', '-dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let buf = '';
    const t = setTimeout(() => reject(new Error('the server did not start')), 20000);
    proc.stdout.on('data', (d) => {
      buf += d;
      const m = /on (http:\/\/[^\s]+)/.exec(buf);
      if (m) { clearTimeout(t); resolve(m[1]); }
    });
    proc.on('exit', (code) => { clearTimeout(t); reject(new Error('the server exited with ' + code)); });
  });
  return {
    url,
    stop: () => { proc.kill(); rmSync(dirname(bin), { recursive: true, force: true }); },
  };
}

export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'scbench-chromium-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--enable-unsafe-swiftshader',
    ],
    viewport: { width: 1280, height: 900 },
  });
  return {
    context: ctx,
    close: async () => { await ctx.close(); rmSync(profile, { recursive: true, force: true }); },
  };
}

// ready waits until the page's app has started (body[data-ready]).
export async function ready(page) {
  await page.waitForSelector('body[data-ready]', { timeout: 60000 });
  const state = await page.getAttribute('body', 'data-ready');
  if (state !== 'true') throw new Error(`the page failed to start: ${await page.textContent('.notice:not([hidden])').catch(() => state)}`);
}

// cli runs bin/scbench; a last argument that is an object gives {input}.
export function cli(...args) {
  const opts = typeof args[args.length - 1] === 'object' ? args.pop() : {};
  return execFileSync(join(repo, 'bin', 'scbench'), args, { encoding: 'utf8', maxBuffer: 64 << 20, ...opts });
}

// afterGrade runs act (a paste, a click, an edit) and waits for the grading
// it sets off; it returns the score shown.
export async function afterGrade(page, act) {
  const n = await page.evaluate(() => window.__gradeCount || 0);
  await act();
  await page.waitForFunction((c) => (window.__gradeCount || 0) > c, n, { timeout: 30000 });
  return Number(await page.textContent('[data-testid=score]'));
}

// cellPoint gives the page coordinates of the centre of cell (x, y) of the
// board's grid editor, whose cells are `cell` SVG units wide: through the
// SVG's own transform, so that letterboxing and scrolling do not matter.
export async function cellPoint(page, x, y, cell) {
  await page.locator('.grid-editor').scrollIntoViewIfNeeded();
  return page.evaluate(([x, y, cell]) => {
    const svg = document.querySelector('.grid-editor');
    const p = svg.createSVGPoint();
    p.x = (x + 0.5) * cell;
    p.y = (y + 0.5) * cell;
    const q = p.matrixTransform(svg.getScreenCTM());
    return [q.x, q.y];
  }, [x, y, cell]);
}

// useSite serves dist/ and launches the browser before a test file's tests
// (give it node:test's before and after) and stops both after them. The
// returned object's srv and browser are set once the tests run.
export function useSite(before, after) {
  const site = { srv: null, browser: null };
  before(async () => { [site.srv, site.browser] = [await serve(), await launch()]; });
  after(async () => { await site.browser?.close(); site.srv?.stop(); });
  return site;
}
