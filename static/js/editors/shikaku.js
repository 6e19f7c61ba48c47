// The Shikaku editor: drag across the grid to draw a rectangle, click a
// rectangle to remove it. A new rectangle replaces those it overlaps.
//
// Cells not yet in a rectangle stay plain: only what no solution can have is
// marked, live: a rectangle with no number, two numbers or the wrong area; a
// number whose every possible rectangle is blocked by the ones drawn; a cell
// that no rectangle can reach any more.
import { registerEditor } from './registry.js';
import { el, svg } from '../dom.js';
import { ARROWS, gridBoard, onStroke, readList, markCells } from './grid.js';
import { History, change } from './history.js';

const PALETTE = ['#8dd3c7', '#ffffb3', '#bebada', '#fb8072', '#80b1d3', '#fdb462', '#b3de69',
  '#fccde5', '#d9d9d9', '#bc80bd', '#ccebc5', '#ffed6f', '#a6cee3', '#b2df8a', '#fdbf6f', '#cab2d6'];

const box = (a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1])];
const overlaps = (p, q) => p[0] <= q[2] && q[0] <= p[2] && p[1] <= q[3] && q[1] <= p[3];
const same = (p, q) => p[0] === q[0] && p[1] === q[1] && p[2] === q[2] && p[3] === q[3];
const area = (r) => (r[2] - r[0] + 1) * (r[3] - r[1] + 1);

function shikakuEditor(host, instance, onChange) {
  const d = instance.data || {};
  const W = d.width | 0, H = d.height | 0;
  if (W <= 0 || H <= 0 || W * H > 10000) return null;
  const clues = (d.clues || []).filter((c) => Array.isArray(c) && c[0] >= 0 && c[0] < W && c[1] >= 0 && c[1] < H);
  const clue = new Map(clues.map((c) => [c[1] * W + c[0], c[2]]));
  const candidates = clues.map((c) => candidatesOf(c, W, H, clue));
  const history = new History();
  let rects = []; // [l, t, r, b]
  let drag = null;

  const cell = 40;
  const g = gridBoard(W, H, cell, 'Shikaku grid: drag to draw a rectangle, click one to remove it');
  const root = g.root;
  const deadLayer = svg('g', { class: 'dead' });
  const rectLayer = svg('g');
  const ghost = svg('rect', { class: 'ghost', visibility: 'hidden' });
  const clueLayer = svg('g', { class: 'clues' });
  const clueText = new Map();
  for (const [i, v] of clue) {
    const t = svg('text', { x: (i % W) * cell + cell / 2, y: Math.floor(i / W) * cell + cell / 2 });
    t.textContent = String(v);
    clueText.set(i, t);
    clueLayer.append(t);
  }
  const marks = svg('g', { class: 'marks' });
  g.add(svg('rect', { class: 'board', x: 0, y: 0, width: W * cell, height: H * cell }), deadLayer, rectLayer, g.lines, ghost, clueLayer, marks);
  const status = el('p', { class: 'editor-status', 'aria-live': 'polite' });
  host.replaceChildren(el('div', { class: 'editor-bar' }, el('span', {}, 'Drag to draw a rectangle; click one to remove it. Keys: arrows, shift+arrows, Enter, Delete.')), root, status);

  function good(r) {
    let n = 0, v = 0;
    for (const [i, c] of clue) {
      const x = i % W, y = Math.floor(i / W);
      if (x >= r[0] && x <= r[2] && y >= r[1] && y <= r[3]) { n++; v = c; }
    }
    return n === 1 && v === area(r);
  }

  // dead finds what no solution can have given the rectangles drawn: numbers
  // left without a possible rectangle, and cells no possible rectangle covers.
  function dead() {
    const deadClues = [];
    const reach = new Uint8Array(W * H);
    for (const r of rects) for (let y = r[1]; y <= r[3]; y++) for (let x = r[0]; x <= r[2]; x++) reach[y * W + x] = 1;
    clues.forEach((c, k) => {
      const mine = rects.find((r) => c[0] >= r[0] && c[0] <= r[2] && c[1] >= r[1] && c[1] <= r[3]);
      if (mine) return; // its own rectangle is drawn (and marked if wrong)
      const open = candidates[k].filter((q) => !rects.some((r) => overlaps(r, q)));
      if (open.length === 0) deadClues.push(c[1] * W + c[0]);
      for (const q of open) for (let y = q[1]; y <= q[3]; y++) for (let x = q[0]; x <= q[2]; x++) reach[y * W + x] = 1;
    });
    const deadCells = [];
    for (let i = 0; i < W * H; i++) if (!reach[i]) deadCells.push(i);
    return { deadClues, deadCells };
  }

  function draw() {
    marks.replaceChildren();
    rectLayer.replaceChildren(...rects.map((r, i) => {
      const ok = good(r);
      return svg('rect', {
        x: r[0] * cell + 3, y: r[1] * cell + 3, width: (r[2] - r[0] + 1) * cell - 6, height: (r[3] - r[1] + 1) * cell - 6,
        rx: 5, class: ok ? 'piece' : 'piece bad', fill: ok ? PALETTE[i % PALETTE.length] : '#f6c6c6',
      });
    }));
    const { deadClues, deadCells } = dead();
    for (const [i, t] of clueText) t.classList.toggle('stuck', deadClues.includes(i));
    deadLayer.replaceChildren(...deadCells.map((i) => svg('rect', { class: 'stuck-cell', x: (i % W) * cell, y: Math.floor(i / W) * cell, width: cell, height: cell })));
    let covered = 0;
    for (const r of rects) covered += area(r);
    const bad = rects.filter((r) => !good(r)).length;
    const parts = [`${rects.length} rectangle${rects.length === 1 ? '' : 's'}, ${covered} of ${W * H} cells covered`];
    if (bad) parts.push(`${bad} with the wrong number or area`);
    if (deadClues.length) parts.push(`${deadClues.length} number${deadClues.length === 1 ? '' : 's'} with no room left`);
    if (deadCells.length) parts.push(`${deadCells.length} cell${deadCells.length === 1 ? '' : 's'} no rectangle can reach`);
    status.textContent = parts.join('; ') + '.';
  }

  const answer = () => JSON.stringify({ rectangles: rects });
  const snapshot = () => rects.map((r) => r.slice());
  function restore(s) {
    rects = s.map((r) => r.slice());
    changed();
  }
  function changed() {
    draw();
    onChange(answer());
  }
  // edit replaces the rectangles with next as one undoable step.
  const edit = (next) => history.apply(change(restore, snapshot(), next));
  const placed = (r) => [...rects.filter((q) => !overlaps(q, r)), r];

  onStroke(root, {
    begin(ev) {
      const c = g.cellAt(ev, true);
      drag = { from: c, to: c, moved: false };
      showGhost();
      return true;
    },
    move(ev) {
      const c = g.cellAt(ev, true);
      if (c[0] !== drag.to[0] || c[1] !== drag.to[1]) { drag.to = c; drag.moved = true; showGhost(); }
    },
    end(ev) {
      const r = box(drag.from, drag.to);
      const hit = rects.findIndex((q) => overlaps(q, [r[0], r[1], r[0], r[1]]));
      if (!drag.moved && hit >= 0) {
        rects.splice(hit, 1); // a click on a rectangle removes it
      } else if (ev.type === 'pointerup') {
        rects = placed(r);
      }
      drag = null;
      ghost.setAttribute('visibility', 'hidden');
      draw();
    },
    answer, snapshot, restore, history,
    commit: () => onChange(answer()),
  });

  // keyboard: arrows move the cursor, shift+arrows stretch a rectangle from
  // where shift went down, Enter or Space places it, Delete removes the
  // rectangle under the cursor, Escape drops the selection
  let cursor = [0, 0], anchor = null;
  const showCursor = () => g.showCursor(...box(anchor || cursor, cursor));
  root.addEventListener('focus', showCursor);
  root.addEventListener('keydown', (ev) => {
    if (ARROWS[ev.key]) {
      ev.preventDefault();
      if (ev.shiftKey && !anchor) anchor = cursor.slice();
      if (!ev.shiftKey) anchor = null;
      const [dx, dy] = ARROWS[ev.key];
      cursor = [Math.min(W - 1, Math.max(0, cursor[0] + dx)), Math.min(H - 1, Math.max(0, cursor[1] + dy))];
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      edit(placed(box(anchor || cursor, cursor)));
      anchor = null;
    } else if (ev.key === 'Delete' || ev.key === 'Backspace') {
      ev.preventDefault();
      const hit = rects.findIndex((q) => overlaps(q, [cursor[0], cursor[1], cursor[0], cursor[1]]));
      if (hit >= 0) edit(rects.filter((_, i) => i !== hit));
    } else if (ev.key === 'Escape') {
      anchor = null;
    } else {
      return;
    }
    showCursor();
  });

  function showGhost() {
    const r = box(drag.from, drag.to);
    ghost.setAttribute('x', r[0] * cell + 1);
    ghost.setAttribute('y', r[1] * cell + 1);
    ghost.setAttribute('width', (r[2] - r[0] + 1) * cell - 2);
    ghost.setAttribute('height', (r[3] - r[1] + 1) * cell - 2);
    ghost.setAttribute('visibility', 'visible');
  }

  draw();
  return {
    history,
    root,
    answer,
    load(text) {
      const list = readList(text, 'rectangles', W * H);
      if (!list) return false;
      const ok = list.every((r) => Array.isArray(r) && r.length === 4 && r.every(Number.isInteger) &&
        r[0] >= 0 && r[1] >= 0 && r[0] <= r[2] && r[1] <= r[3] && r[2] < W && r[3] < H);
      if (!ok) return false;
      if (answer() !== JSON.stringify({ rectangles: list })) edit(list.map((r) => r.slice()));
      return true;
    },
    restart() {
      if (rects.length) edit([]);
    },
    // showHint places a hint's rectangle, or marks the cells of one that
    // contradicts the solution.
    showHint(h) {
      const p = h.piece;
      if (h.kind === 'piece' && Array.isArray(p) && p.length === 4 && !rects.some((r) => same(r, p))) {
        edit(placed(p.slice()));
      }
      markCells(marks, h.cells, cell, h.kind === 'piece' ? 'hint-mark' : 'wrong-mark');
    },
    setSolved(on) { root.classList.toggle('solved', on); },
    destroy() { host.replaceChildren(); },
  };
}

// candidatesOf lists every rectangle a clue could own on its own: its area,
// inside the grid, holding its cell and no other clue.
function candidatesOf([x, y, n], W, H, clue) {
  const out = [];
  if (!(n > 0) || n > W * H) return out;
  for (let w = 1; w <= n && w <= W; w++) {
    if (n % w) continue;
    const h = n / w;
    if (h > H) continue;
    for (let t = Math.max(0, y - h + 1); t <= Math.min(y, H - h); t++) {
      for (let l = Math.max(0, x - w + 1); l <= Math.min(x, W - w); l++) {
        let count = 0;
        for (const i of clue.keys()) {
          const cx = i % W, cy = Math.floor(i / W);
          if (cx >= l && cx < l + w && cy >= t && cy < t + h) count++;
        }
        if (count === 1) out.push([l, t, l + w - 1, t + h - 1]);
      }
    }
  }
  return out;
}

registerEditor('shikaku', shikakuEditor);
