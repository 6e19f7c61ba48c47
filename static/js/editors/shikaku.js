// The Shikaku editor: drag across the grid to draw a rectangle, click a
// rectangle to remove it. A new rectangle replaces those it overlaps.
import { registerEditor } from './registry.js';
import { el, svg } from '../dom.js';
import { ARROWS, gridBoard, onStroke, readList } from './grid.js';

const PALETTE = ['#8dd3c7', '#ffffb3', '#bebada', '#fb8072', '#80b1d3', '#fdb462', '#b3de69',
  '#fccde5', '#d9d9d9', '#bc80bd', '#ccebc5', '#ffed6f', '#a6cee3', '#b2df8a', '#fdbf6f', '#cab2d6'];

function shikakuEditor(host, instance, onChange) {
  const d = instance.data || {};
  const W = d.width | 0, H = d.height | 0;
  if (W <= 0 || H <= 0 || W * H > 10000) return null;
  const clue = new Map();
  for (const c of d.clues || []) clue.set(c[1] * W + c[0], c[2]);
  let rects = []; // [l, t, r, b]
  let drag = null;

  const cell = 40;
  const g = gridBoard(W, H, cell, 'Shikaku grid: drag to draw a rectangle, click one to remove it');
  const root = g.root;
  const rectLayer = svg('g');
  const ghost = svg('rect', { class: 'ghost', visibility: 'hidden' });
  const clueLayer = svg('g', { class: 'clues' });
  for (const [i, v] of clue) {
    const t = svg('text', { x: (i % W) * cell + cell / 2, y: Math.floor(i / W) * cell + cell / 2 });
    t.textContent = String(v);
    clueLayer.append(t);
  }
  g.add(svg('rect', { class: 'board', x: 0, y: 0, width: W * cell, height: H * cell }), rectLayer, g.lines, ghost, clueLayer);
  const status = el('p', { class: 'editor-status' });
  const clear = el('button', { type: 'button', class: 'btn small ghost' }, 'Clear');
  clear.addEventListener('click', () => { rects = []; changed(); });
  host.replaceChildren(el('div', { class: 'editor-bar' }, el('span', {}, 'Drag to draw a rectangle; click one to remove it. Keys: arrows, shift+arrows, Enter, Delete.'), clear), root, status);

  const box = (a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1])];
  const overlaps = (p, q) => p[0] <= q[2] && q[0] <= p[2] && p[1] <= q[3] && q[1] <= p[3];

  function good(r) {
    let n = 0, v = 0;
    for (let y = r[1]; y <= r[3]; y++) for (let x = r[0]; x <= r[2]; x++) {
      if (clue.has(y * W + x)) { n++; v = clue.get(y * W + x); }
    }
    return n === 1 && v === (r[2] - r[0] + 1) * (r[3] - r[1] + 1);
  }

  function draw() {
    rectLayer.replaceChildren(...rects.map((r, i) => {
      const ok = good(r);
      const e = svg('rect', {
        x: r[0] * cell + 3, y: r[1] * cell + 3, width: (r[2] - r[0] + 1) * cell - 6, height: (r[3] - r[1] + 1) * cell - 6,
        rx: 5, class: ok ? 'piece' : 'piece bad', fill: ok ? PALETTE[i % PALETTE.length] : '#f6c6c6',
      });
      return e;
    }));
    let covered = 0;
    for (const r of rects) covered += (r[2] - r[0] + 1) * (r[3] - r[1] + 1);
    status.textContent = `${rects.length} rectangle${rects.length === 1 ? '' : 's'}, ${covered} of ${W * H} cells covered`;
  }

  const answer = () => JSON.stringify({ rectangles: rects });
  function changed() {
    draw();
    onChange(answer());
  }

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
    end,
    answer,
    commit: changed,
  });
  function end(ev) {
    const r = box(drag.from, drag.to);
    const hit = rects.findIndex((q) => overlaps(q, [r[0], r[1], r[0], r[1]]));
    if (!drag.moved && hit >= 0) {
      rects.splice(hit, 1); // a click on a rectangle removes it
    } else if (ev.type === 'pointerup') {
      rects = rects.filter((q) => !overlaps(q, r));
      rects.push(r);
    }
    drag = null;
    ghost.setAttribute('visibility', 'hidden');
  }

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
      const r = box(anchor || cursor, cursor);
      rects = rects.filter((q) => !overlaps(q, r));
      rects.push(r);
      anchor = null;
      changed();
    } else if (ev.key === 'Delete' || ev.key === 'Backspace') {
      ev.preventDefault();
      const hit = rects.findIndex((q) => overlaps(q, [cursor[0], cursor[1], cursor[0], cursor[1]]));
      if (hit >= 0) { rects.splice(hit, 1); changed(); }
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
    load(text) {
      const list = readList(text, 'rectangles', W * H);
      if (!list) return false;
      const ok = list.every((r) => Array.isArray(r) && r.length === 4 && r.every(Number.isInteger) &&
        r[0] >= 0 && r[1] >= 0 && r[0] <= r[2] && r[1] <= r[3] && r[2] < W && r[3] < H);
      if (!ok) return false;
      rects = list.map((r) => r.slice());
      draw();
      return true;
    },
    destroy() { host.replaceChildren(); },
  };
}

registerEditor('shikaku', shikakuEditor);
