// End-to-end tests of the playground's puzzles: the board as the main view,
// driven with real pointer drags, touches and keys; undo and redo without
// limit; restart; live marks for what is wrong for certain; hints; the
// completion moment; the protected start and end of the maze; and the
// playground's history (Back and Forward) and links from other rules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, ready, cli, afterGrade, cellPoint } from './harness.mjs';

const version = cli('version').trim();
const V = encodeURIComponent(version);
const tasks = JSON.parse(cli('tasks', '--json'));

const site = useSite(before, after);
const problems = [];

async function openPuzzle(task, subpass) {
  const page = await site.browser.context.newPage();
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`); });
  await page.goto(`${site.srv.url}play/?task=${task}&subpass=${subpass}&v=${V}`);
  await ready(page);
  return page;
}

const answerOf = async (page) => page.inputValue('[data-testid=answer-input]');
const note = (page) => page.textContent('[data-testid=practice-note]');

// drag presses on the first cell, moves through the others and releases.
async function drag(page, cell, cells) {
  await page.mouse.move(...await cellPoint(page, ...cells[0], cell));
  await page.mouse.down();
  for (const c of cells.slice(1)) await page.mouse.move(...await cellPoint(page, ...c, cell), { steps: 4 });
  await page.mouse.up();
}

// waitAnswer waits until the answer box holds what want() accepts.
async function waitAnswer(page, want, what) {
  for (let i = 0; i < 100; i++) {
    const text = await answerOf(page);
    if (want(text)) return text;
    await page.waitForTimeout(50);
  }
  assert.fail(`the answer never became ${what}: ${await answerOf(page)}`);
}
const rectsOf = (text) => JSON.parse(text).rectangles;
const stepsOf = (text) => JSON.parse(text).steps.map((s) => s.xy);

test('a puzzle opens on its board, the only copy of the grid; other tasks show the scene', async () => {
  const page = await openPuzzle('shikaku', 0);
  assert.equal(await page.isVisible('#board'), true);
  assert.equal(await page.isVisible('#scene-panel'), false);
  assert.equal(await page.locator('.grid-editor').count(), 1);
  assert.equal(await page.locator('.answer-card .grid-editor').count(), 0);
  assert.equal(await page.getAttribute('#edit', 'aria-selected'), 'true');
  // unfinished cells are plain: nothing is marked on a fresh board
  assert.equal(await page.locator('.grid-editor .stuck-cell, .grid-editor .piece.bad, .grid-editor .clues .stuck').count(), 0);
  // the scene tab shows the 3D view, the board tab brings the board back
  await page.click('#show-scene');
  assert.equal(await page.isVisible('#scene-panel'), true);
  assert.ok(await page.evaluate(() => window.scbenchView.pixelsDrawn()) > 500);
  await page.click('#edit');
  assert.equal(await page.isVisible('.grid-editor'), true);
  // a task without an editor has no board and no tabs
  await page.goto(`${site.srv.url}play/?task=delaunay&subpass=0&v=${V}`);
  await ready(page);
  assert.equal(await page.isVisible('#view-tabs'), false);
  assert.equal(await page.isVisible('#scene-panel'), true);
  await page.close();
});

test('Shikaku: drags and keys draw, every move undoes and redoes, restart is undoable', async () => {
  const page = await openPuzzle('shikaku', 0);
  const inst = JSON.parse(cli('instance', 'shikaku', '--subpass', '0', '--json'));
  const clueAt = new Map(inst.data.clues.map(([x, y, n]) => [`${x},${y}`, n]));
  // a drag over a 2×2 block is one move
  await afterGrade(page, () => drag(page, 40, [[0, 0], [1, 0], [1, 1]]));
  assert.deepEqual(rectsOf(await answerOf(page)), [[0, 0, 1, 1]]);
  assert.equal(await page.textContent('[data-testid=moves]'), '1 move');
  // its area is not its number's: marked at once; a single blank cell,
  // which holds no number, is marked too
  assert.equal(await page.locator('.grid-editor .piece.bad').count(), 1);
  const blank = [...Array(7 * 7).keys()].map((i) => [i % 7, Math.floor(i / 7)]).find(([x, y]) => y > 2 && !clueAt.has(`${x},${y}`));
  await afterGrade(page, () => drag(page, 40, [blank]));
  assert.deepEqual(rectsOf(await answerOf(page)), [[0, 0, 1, 1], [blank[0], blank[1], blank[0], blank[1]]]);
  assert.equal(await page.locator('.grid-editor .piece.bad').count(), 2);
  // undo with the button, Ctrl+Z, u; redo with Ctrl+Y, Ctrl+Shift+Z, r
  await page.click('[data-testid=undo]');
  await waitAnswer(page, (t) => rectsOf(t).length === 1, 'one rectangle');
  await page.keyboard.press('Control+z');
  await waitAnswer(page, (t) => rectsOf(t).length === 0, 'empty');
  assert.equal(await page.isDisabled('[data-testid=undo]'), true);
  await page.keyboard.press('Control+y');
  await waitAnswer(page, (t) => rectsOf(t).length === 1, 'one rectangle again');
  await page.keyboard.press('Control+Shift+z');
  await waitAnswer(page, (t) => rectsOf(t).length === 2, 'both rectangles again');
  assert.equal(await page.isDisabled('[data-testid=redo]'), true);
  await page.keyboard.press('u');
  await page.keyboard.press('u');
  await waitAnswer(page, (t) => rectsOf(t).length === 0, 'empty again');
  await page.keyboard.press('r');
  await waitAnswer(page, (t) => rectsOf(t).length === 1, 'redone by r');
  // typing u in the answer box is typing, not undo
  await page.click('[data-testid=answer-input]');
  await page.keyboard.press('End');
  await page.keyboard.type('u');
  assert.match(await answerOf(page), /u$/);
  await page.fill('[data-testid=answer-input]', '{"rectangles":[[0,0,1,1]]}');
  // restart clears the board as one move, which undo takes back
  await afterGrade(page, () => page.click('[data-testid=restart]'));
  assert.deepEqual(rectsOf(await answerOf(page)), []);
  await afterGrade(page, () => page.click('[data-testid=undo]'));
  assert.deepEqual(rectsOf(await answerOf(page)), [[0, 0, 1, 1]]);
  // the keyboard: shift+arrows stretch from the cursor, Enter places
  await page.click('[data-testid=restart]');
  await page.focus('.grid-editor');
  await page.keyboard.press('Shift+ArrowRight');
  await afterGrade(page, () => page.keyboard.press('Enter'));
  assert.deepEqual(rectsOf(await answerOf(page)), [[0, 0, 1, 0]]);
  await afterGrade(page, () => page.keyboard.press('Control+z'));
  assert.deepEqual(rectsOf(await answerOf(page)), []);
  await page.close();
});

test('Shikaku: hints reveal a piece or say where the board goes wrong; solving it is a moment', async () => {
  const page = await openPuzzle('shikaku', 0);
  const solution = rectsOf(cli('solve', 'shikaku', '--subpass', '0'));
  // a hint on an empty board places one rectangle of the solution
  await afterGrade(page, () => page.click('[data-testid=hint]'));
  const first = rectsOf(await answerOf(page));
  assert.equal(first.length, 1);
  assert.ok(solution.some((r) => r.join() === first[0].join()), `${first[0]} is in the solution`);
  assert.match(await note(page), /^Hint: The \d+ at column \d+, row \d+ takes the rectangle/);
  assert.equal(await page.locator('.grid-editor .hint-mark').count(), (first[0][2] - first[0][0] + 1) * (first[0][3] - first[0][1] + 1));
  // the hint is a move like any other
  await afterGrade(page, () => page.keyboard.press('u'));
  assert.deepEqual(rectsOf(await answerOf(page)), []);
  // a rectangle of the right size that no solution has: the hint says so
  const inst = JSON.parse(cli('instance', 'shikaku', '--subpass', '0', '--json'));
  const wrong = wrongRectangle(inst.data, solution);
  await afterGrade(page, () => drag(page, 40, [[wrong[0], wrong[1]], [wrong[2], wrong[3]]]));
  await page.click('[data-testid=hint]');
  await page.waitForFunction(() => /No solution has this rectangle/.test(document.querySelector('[data-testid=practice-note]').textContent));
  assert.ok(await page.locator('.grid-editor .wrong-mark').count() > 0);
  await afterGrade(page, () => page.click('[data-testid=restart]'));
  // drawn by hand, rectangle by rectangle: the last one solves it
  for (const r of solution) {
    await afterGrade(page, () => drag(page, 40, [[r[0], r[1]], [r[2], r[3]]]));
  }
  assert.equal(await page.textContent('[data-testid=score]'), '1');
  assert.equal(await page.locator('.grid-editor.solved').count(), 1);
  assert.match(await note(page), /^Solved! Every check passes, in \d+ moves\.$/);
  // one undo and the moment is gone; redo brings it back
  await afterGrade(page, () => page.keyboard.press('u'));
  assert.equal(await page.locator('.grid-editor.solved').count(), 0);
  assert.equal(await page.isVisible('[data-testid=practice-note]'), false);
  assert.equal(await page.textContent('.verdict'), 'not solved yet');
  await afterGrade(page, () => page.keyboard.press('r'));
  assert.equal(await page.locator('.grid-editor.solved').count(), 1);
  // a shown solution is not a solved one, even after undo and redo
  await afterGrade(page, () => page.click('[data-testid=restart]'));
  await afterGrade(page, () => page.click('#solve'));
  assert.match(await note(page), /shown, not solved by hand/);
  await afterGrade(page, () => page.keyboard.press('u'));
  await afterGrade(page, () => page.keyboard.press('r'));
  assert.match(await note(page), /shown, not solved by hand/);
  await page.close();
});

// wrongRectangle finds a rectangle one clue could own (its area, one number)
// that the solution does not have.
function wrongRectangle(d, solution) {
  const has = new Set(solution.map((r) => r.join()));
  for (const [x, y, n] of d.clues) {
    for (let w = 1; w <= n; w++) {
      if (n % w) continue;
      const h = n / w;
      for (let t = Math.max(0, y - h + 1); t <= y && t + h <= d.height; t++) {
        for (let l = Math.max(0, x - w + 1); l <= x && l + w <= d.width; l++) {
          const r = [l, t, l + w - 1, t + h - 1];
          const inside = d.clues.filter(([cx, cy]) => cx >= r[0] && cx <= r[2] && cy >= r[1] && cy <= r[3]).length;
          if (inside === 1 && !has.has(r.join())) return r;
        }
      }
    }
  }
  throw new Error('every candidate is in the solution');
}

test('Hamiltonian: a stroke is one move, keys step and undo, cut-off cells are marked, hints extend', async () => {
  needTask('hamiltonian-loop');
  const page = await openPuzzle('hamiltonian-loop', 0);
  const loop = [[0, 0], [1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [2, 2], [2, 1], [1, 1], [1, 2], [1, 3], [0, 3], [0, 2], [0, 1]];
  const oneBased = (cells) => cells.map(([x, y]) => [x + 1, y + 1]);
  assert.equal(await afterGrade(page, () => drag(page, 32, loop.slice(0, 8))), 0);
  assert.deepEqual(stepsOf(await answerOf(page)), oneBased(loop.slice(0, 8)));
  assert.equal(await page.textContent('.verdict'), 'not solved yet');
  assert.equal(await page.locator('.grid-editor .stuck-cell').count(), 0);
  await afterGrade(page, () => drag(page, 32, loop.slice(7)));
  assert.deepEqual(stepsOf(await answerOf(page)), oneBased(loop));
  assert.equal(await page.locator('.grid-editor.solved').count(), 1);
  assert.match(await note(page), /^Solved!/);
  // undo takes back the whole second stroke, redo replays it
  await afterGrade(page, () => page.click('[data-testid=undo]'));
  assert.deepEqual(stepsOf(await answerOf(page)), oneBased(loop.slice(0, 8)));
  await afterGrade(page, () => page.click('[data-testid=redo]'));
  assert.deepEqual(stepsOf(await answerOf(page)), oneBased(loop));
  // the keyboard steps back and forth, each key one move
  await page.focus('.grid-editor');
  await afterGrade(page, () => page.keyboard.press('Backspace'));
  assert.deepEqual(stepsOf(await answerOf(page)), oneBased(loop.slice(0, 15)));
  await afterGrade(page, () => page.keyboard.press('Control+z'));
  assert.deepEqual(stepsOf(await answerOf(page)), oneBased(loop));
  // a path that leaves the corner (1,1) one way in marks it, live
  await afterGrade(page, () => page.click('[data-testid=restart]'));
  await afterGrade(page, () => drag(page, 32, [[0, 1], [1, 1], [1, 0], [2, 0]]));
  assert.equal(await page.locator('.grid-editor .stuck-cell').count(), 1);
  assert.match(await page.textContent('.editor-status'), /1 cell is cut off/);
  await page.click('[data-testid=hint]');
  await page.waitForFunction(() => /cuts off \(1,1\)/.test(document.querySelector('[data-testid=practice-note]').textContent));
  // on a good path the hint is the next step
  await afterGrade(page, () => page.click('[data-testid=restart]'));
  await afterGrade(page, () => drag(page, 32, [[0, 0], [1, 0]]));
  await afterGrade(page, () => page.click('[data-testid=hint]'));
  const steps = stepsOf(await answerOf(page));
  assert.equal(steps.length, 3);
  assert.match(await note(page), /^Hint: A loop through every open cell goes on from \(2,1\) to/);
  await page.close();
});

test('maze: strokes paint and undo, A and B are protected, hints paint one cell', async () => {
  needTask('maze-3d');
  const page = await openPuzzle('maze-3d', 0);
  const n = JSON.parse(cli('instance', 'maze-3d', '--subpass', '0', '--json')).data.size;
  const gridOf = async () => (await answerOf(page)).replace(/\n/g, '');
  // a stroke of 9s along the second row is one move
  await page.click('.swatch[data-brush="9"]');
  await afterGrade(page, () => drag(page, 34, [[0, 1], [1, 1], [2, 1], [3, 1]]));
  assert.equal((await gridOf()).slice(n, n + 4), '9999');
  await afterGrade(page, () => page.keyboard.press('Control+z'));
  assert.equal((await gridOf()).slice(n, n + 4), '0000');
  await afterGrade(page, () => page.keyboard.press('Control+y'));
  assert.equal((await gridOf()).slice(n, n + 4), '9999');
  // a height never paints over A (top left): refused, said, nothing changes
  const before = await gridOf();
  await drag(page, 34, [[0, 0]]);
  assert.match(await page.textContent('.editor-refusal'), /the start A; a height does not paint over it/);
  assert.equal(await gridOf(), before);
  // nor does A land on B: B would be lost
  await page.click('.swatch[data-brush=A]');
  await drag(page, 34, [[n - 1, n - 1]]);
  assert.match(await page.textContent('.editor-refusal'), /A cannot go on B's cell/);
  assert.equal(await gridOf(), before);
  // the A brush moves A, leaving the floor of its height
  await afterGrade(page, () => drag(page, 34, [[2, 2]]));
  const moved = await gridOf();
  assert.equal(moved[2 * n + 2], 'A');
  assert.equal((moved.match(/A/g) || []).length, 1);
  // keys: the cursor's cell takes a digit, but never A's
  await page.focus('.maze-editor');
  await afterGrade(page, () => page.keyboard.press('7'));
  assert.equal((await gridOf())[0], '7');
  // a hint paints one cell of a solution
  const was = await gridOf();
  await afterGrade(page, () => page.click('[data-testid=hint]'));
  const now = await gridOf();
  const changed = [...now].filter((c, i) => c !== was[i]).length;
  assert.ok(changed >= 1 && changed <= 2, `a hint changed ${changed} cells`);
  assert.match(await note(page), /^Hint: In one solution/);
  // the solution, shown, passes; restart brings the fresh canvas back
  assert.equal(await afterGrade(page, () => page.click('#solve')), 1);
  assert.equal(await page.locator('.maze-editor.solved').count(), 1);
  await afterGrade(page, () => page.click('[data-testid=restart]'));
  assert.equal(await gridOf(), 'A' + '0'.repeat(n * n - 2) + 'B');
  await page.close();
});

test('a touch drag draws on the board', async () => {
  const page = await openPuzzle('shikaku', 0);
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type, [x, y]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const a = await cellPoint(page, 0, 0, 40), b = await cellPoint(page, 2, 0, 40);
  await afterGrade(page, async () => {
    await touch('touchStart', a);
    for (let k = 1; k <= 6; k++) await touch('touchMove', [a[0] + ((b[0] - a[0]) * k) / 6, a[1]]);
    await touch('touchEnd', b);
  });
  assert.deepEqual(rectsOf(await answerOf(page)), [[0, 0, 2, 0]]);
  await page.close();
});

test('Back and Forward return to the instances seen before; links from other rules say so once', async () => {
  const t = tasks.find((x) => x.slug === 'shikaku');
  const page = await openPuzzle('shikaku', 0);
  const prompt = (k) => cli('instance', 'shikaku', '--subpass', String(k)).replace(/\n$/, '');
  const shows = async (k) => {
    await page.waitForFunction((p) => document.querySelector('[data-testid=prompt-text]').textContent === p, prompt(k));
    assert.equal(new URL(page.url()).searchParams.get('subpass'), String(k));
    assert.equal(await page.inputValue('#subpass-select'), String(k));
  };
  await page.selectOption('#subpass-select', '2');
  await shows(2);
  await page.selectOption('#subpass-select', '4');
  await shows(4);
  await page.goBack();
  await shows(2);
  await page.goBack();
  await shows(0);
  await page.goForward();
  await shows(2);
  // another task is an entry too
  await page.selectOption('#task-select', 'delaunay');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('task') === 'delaunay');
  await page.goBack();
  await shows(2);
  // a link made under other rules: one notice, its button, the picker on
  // what the link names, and no half-open instance behind it
  await page.goto(`${site.srv.url}play/?task=shikaku&subpass=3&v=${V}&rules=shikaku%2F0`);
  await ready(page);
  assert.equal(await page.locator('.notice:not([hidden])').count(), 1);
  assert.match(await page.textContent('#notice'), new RegExp(`made under the rules shikaku/0, but shikaku is now graded under ${t.rules}`));
  assert.equal(await page.isVisible('#workbench'), false);
  assert.equal(await page.inputValue('#task-select'), 'shikaku');
  assert.equal(await page.inputValue('#subpass-select'), '3');
  assert.doesNotMatch(await page.innerText('body'), /Loading…/);
  await page.click('#notice button');
  await shows(3);
  assert.equal(await page.isVisible('#workbench'), true);
  assert.equal(await page.isVisible('#notice'), false);
  await page.close();
});

test('a printable worksheet: the same as the CLI writes, links that reopen each puzzle, the key on its own pages', async () => {
  const page = await site.browser.context.newPage();
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  await page.goto(`${site.srv.url}print/?task=shikaku&preset=easy&count=3&seed=5`);
  await ready(page);
  await page.waitForFunction(() => window.__worksheetCount > 0);
  const sheet = page.locator('#sheets .worksheet');
  assert.equal(await sheet.locator('.ws-puzzles .ws-item').count(), 3);
  assert.equal(await sheet.locator('.ws-key .ws-item').count(), 3);
  assert.equal(await sheet.locator('.ws-puzzles svg.ws-drawing').count(), 3, 'a grid puzzle is drawn, no canvas needed');
  assert.equal(await page.locator('#sheets canvas').count(), 0);
  assert.deepEqual(await sheet.locator('.ws-puzzles .ws-code').allTextContents(), [5, 6, 7].map((s) => `shikaku · easy · seed ${s}`));
  // the CLI writes the same worksheet: same text, same links, same drawings
  const base = site.srv.url;
  const doc = cli('worksheet', 'shikaku', '--preset', 'easy', '--count', '3', '--seed', '5', '--base', base);
  const other = await site.browser.context.newPage();
  await other.setContent(doc);
  const facts = (p) => p.evaluate(() => {
    const w = document.querySelector('.worksheet');
    return { text: w.innerText, links: [...w.querySelectorAll('a')].map((a) => a.getAttribute('href')), shapes: w.querySelectorAll('svg *').length };
  });
  const mine = await facts(page), theirs = await facts(other);
  assert.deepEqual(mine.links, theirs.links);
  assert.equal(mine.shapes, theirs.shapes);
  assert.equal(mine.text, theirs.text);
  await other.close();
  // a link reopens its puzzle in the playground
  const href = mine.links[1];
  assert.match(href, /play\/\?task=shikaku&preset=easy&seed=6&v=/);
  await page.goto(href);
  await ready(page);
  assert.equal(await page.textContent('[data-testid=prompt-text]'), cli('instance', 'shikaku', '--preset', 'easy', '--seed', '6').replace(/\n$/, ''));
  // printed: no site chrome or controls, the key starts a page
  await page.goto(`${site.srv.url}print/?task=maze-3d&preset=easy&count=2&seed=1`);
  await ready(page);
  await page.waitForFunction(() => window.__worksheetCount > 0);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isVisible('.site-header'), false);
  assert.equal(await page.isVisible('.print-controls'), false);
  assert.equal(await page.locator('.ws-key').evaluate((e) => getComputedStyle(e).breakBefore), 'page');
  // a 3D maze prints its answer as the grid text
  const grid = cli('solve', 'maze-3d', '--preset', 'easy', '--seed', '1');
  assert.equal(await page.textContent('.ws-key .ws-answer'), grid.replace(/\n$/, '')); // solve prints the grid itself
  await page.emulateMedia({ media: 'screen' });
  // too many instances (a link; the form itself stops at 24): said, nothing laid out
  await page.goto(`${site.srv.url}print/?task=shikaku&preset=easy&count=99&seed=1`);
  await ready(page);
  await page.waitForFunction(() => !document.querySelector('#print-notice').hidden);
  assert.equal(await page.locator('#sheets .worksheet').count(), 0);
  assert.match(await page.textContent('#print-notice'), /1 to 24 instances, not 99/);
  await page.close();
});

test('no page errors', () => {
  assert.deepEqual(problems, []);
});

function needTask(slug) {
  assert.ok(tasks.some((t) => t.slug === slug), `the CLI lists no task ${slug}; this test needs it`);
}
