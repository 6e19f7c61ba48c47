// End-to-end tests of the scenes: every task's first and last canonical
// subpass, graded with the reference answer, is framed (what the instance and
// the answer draw is neither cut off at an edge nor lost in a corner), at
// desktop and phone widths; a screenshot of each is written for a person to
// look at (test-results/scenes/, or SCENES_OUT). Clicking a failed check
// zooms to what it names, and clicking it again goes back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, ready, cli, afterGrade, repo } from './harness.mjs';

const version = cli('version').trim();
const V = encodeURIComponent(version);
// SCENES_ONLY=slug,slug limits the run to those tasks (while fixing a scene)
const only = (process.env.SCENES_ONLY || '').split(',').filter(Boolean);
const tasks = JSON.parse(cli('tasks', '--json')).filter((t) => only.length === 0 || only.includes(t.slug));
const out = process.env.SCENES_OUT || join(repo, 'test-results', 'scenes');
mkdirSync(out, { recursive: true });

const site = useSite(before, after);

// framing measures what the framed layers (the instance and the answer) draw,
// with every other layer hidden for the moment: as fractions of the canvas.
function framing(page) {
  return page.evaluate(() => {
    const v = window.scbenchView;
    const before = new Set(v.hiddenLayers);
    for (const o of v.objects) if (o.userData.layer !== 'instance' && o.userData.layer !== 'answer') v.hiddenLayers.add(o.userData.layer);
    v.applyVisibility();
    const box = v.drawnBox();
    v.hiddenLayers = before;
    v.applyVisibility();
    return box;
  });
}

// check measures the framing at the page's present width and writes the
// screenshot; it returns what is wrong with the framing.
async function check(page, what, file) {
  const bad = [];
  const b = await framing(page);
  if (!b) return [`${what}: nothing drawn`];
  const edge = 0.004;
  if (b.left < edge || b.top < edge || b.right > 1 - edge || b.bottom > 1 - edge) bad.push(`${what}: cut off at an edge ${JSON.stringify(b)}`);
  const w = b.right - b.left, h = b.bottom - b.top;
  if (Math.max(w, h) < 0.5) bad.push(`${what}: small in its canvas ${JSON.stringify(b)}`);
  const cx = (b.left + b.right) / 2, cy = (b.top + b.bottom) / 2;
  if (Math.abs(cx - 0.5) > 0.1 || Math.abs(cy - 0.5) > 0.1) bad.push(`${what}: off centre ${JSON.stringify(b)}`);
  const panel = page.locator('#scene-panel');
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: join(out, file) });
  return bad;
}

test("every task's first and last subpass, solved, is framed at desktop and phone widths", async () => {
  const page = await site.browser.context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const bad = [];
  for (const t of tasks) {
    for (const k of [0, t.subpasses - 1]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${site.srv.url}play/?task=${t.slug}&subpass=${k}&v=${V}`);
      await ready(page);
      if (await page.isVisible('#view-tabs')) await page.click('#show-scene');
      const score = await afterGrade(page, () => page.click('#solve'));
      assert.ok(score > 0, `${t.slug} #${k}: the reference answer scored ${score}`);
      await page.waitForTimeout(150);
      bad.push(...await check(page, `${t.slug} #${k} (desktop)`, `${t.slug}-${k}-desktop.png`));
      // at phone width, the view as the viewer resets it there
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(150);
      await page.click('#scene-panel button:has-text("Reset view")');
      await page.waitForTimeout(150);
      bad.push(...await check(page, `${t.slug} #${k} (phone)`, `${t.slug}-${k}-phone.png`));
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      if (wide > 0) bad.push(`${t.slug} #${k} (phone): the page is ${wide}px wider than the phone`);
    }
  }
  assert.deepEqual(bad, []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('clicking a failed check zooms to what it names; clicking it again goes back', async () => {
  const page = await site.browser.context.newPage();
  await page.goto(`${site.srv.url}play/?task=delaunay&subpass=3&v=${V}`);
  await ready(page);
  const ref = JSON.parse(cli('solve', 'delaunay', '--subpass', '3'));
  // one triangle short: the edges check fails and names the open edges
  const tris = ref.triangles.slice(1);
  const score = await afterGrade(page, async () => {
    await page.fill('[data-testid=answer-input]', JSON.stringify({ triangles: tris }));
    await page.click('[data-testid=grade-button]');
  });
  assert.ok(score < 1);
  // a failed check that names elements of the scene (the count names none)
  const name = await page.evaluate(() => [...document.querySelectorAll('[data-testid=checks] li.bad')]
    .map((li) => li.dataset.check).find((n) => window.scbenchView.checkBounds(n)));
  assert.ok(name, 'a failed check draws something');
  const failed = page.locator(`[data-testid=checks] li.bad[data-check="${name}"]`);
  const home = await page.evaluate(() => [window.scbenchView.camera.position.toArray(), window.scbenchView.camera.zoom]);
  await failed.click();
  await page.waitForFunction((n) => document.querySelector('#scene').dataset.zoom === n, name);
  const zoomed = await page.evaluate(() => [window.scbenchView.camera.position.toArray(), window.scbenchView.camera.zoom]);
  assert.notDeepEqual(zoomed, home, 'the view moved');
  await page.screenshot({ path: join(out, 'zoom-delaunay-desktop.png') });
  await failed.click();
  await page.waitForFunction(() => document.querySelector('#scene').dataset.zoom === '');
  const back = await page.evaluate(() => [window.scbenchView.camera.position.toArray(), window.scbenchView.camera.zoom]);
  for (let i = 0; i < 3; i++) assert.ok(Math.abs(back[0][i] - home[0][i]) < 1e-6, 'back to the suggested view');
  assert.ok(Math.abs(back[1] - home[1]) < 1e-6);
  await page.close();
});
