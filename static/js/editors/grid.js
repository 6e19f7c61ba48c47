// What every grid editor shares: an SVG board of W×H square cells with grid
// lines and a keyboard cursor, mapping from pointer events to cells, and
// pointer strokes (press, drag, release) with the pointer captured.
import { svg } from '../dom.js';
import { change } from './history.js';

// ARROWS maps arrow keys to a step [dx, dy] on the grid (y grows downwards).
export const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

// gridBoard makes the board. Layers go in with root.append between the
// `lines` layer and the cursor, which stays on top.
export function gridBoard(W, H, cell, label, className = '') {
  const root = svg('svg', {
    viewBox: `-2 -2 ${W * cell + 4} ${H * cell + 4}`, class: `grid-editor ${className}`.trim(),
    role: 'application', 'aria-label': label, tabindex: 0,
  });
  const lines = svg('g', { class: 'grid-lines' });
  for (let x = 0; x <= W; x++) lines.append(svg('line', { x1: x * cell, y1: 0, x2: x * cell, y2: H * cell }));
  for (let y = 0; y <= H; y++) lines.append(svg('line', { x1: 0, y1: y * cell, x2: W * cell, y2: y * cell }));
  const cursor = svg('rect', { class: 'cursor', visibility: 'hidden' });
  root.addEventListener('blur', () => cursor.setAttribute('visibility', 'hidden'));
  return {
    root,
    lines,
    // add puts layers under the cursor.
    add(...layers) {
      root.append(...layers, cursor);
    },
    // cellAt gives the [x, y] cell under a pointer event: clamped to the
    // board, or null when outside it and clamp is false.
    cellAt(ev, clamp = false) {
      const pt = root.createSVGPoint();
      pt.x = ev.clientX; pt.y = ev.clientY;
      const p = pt.matrixTransform(root.getScreenCTM().inverse());
      let x = Math.floor(p.x / cell), y = Math.floor(p.y / cell);
      if (clamp) {
        x = Math.min(W - 1, Math.max(0, x));
        y = Math.min(H - 1, Math.max(0, y));
      } else if (x < 0 || y < 0 || x >= W || y >= H) {
        return null;
      }
      return [x, y];
    },
    // indexAt gives the cell under a pointer event as y*W + x, or -1
    // outside the board.
    indexAt(ev) {
      const c = this.cellAt(ev);
      return c ? c[1] * W + c[0] : -1;
    },
    // showCursor frames the cells from (l, t) to (r, b) inclusive.
    showCursor(l, t, r = l, b = t) {
      cursor.setAttribute('x', l * cell + 1);
      cursor.setAttribute('y', t * cell + 1);
      cursor.setAttribute('width', (r - l + 1) * cell - 2);
      cursor.setAttribute('height', (b - t + 1) * cell - 2);
      cursor.setAttribute('visibility', 'visible');
    },
  };
}

// onStroke makes one press-drag-release a single edit. It calls begin(ev) on
// a primary-button press (a stroke starts when it returns true), move(ev)
// while the pointer moves during a stroke, and end(ev), if given, once when
// the stroke is released or cancelled. Then, if answer() differs from what it
// was when the stroke began, it records the stroke in history as one step
// (from snapshot() before it to snapshot() after it, put back by restore) and
// calls commit(): one grading per stroke, none for a stroke that changed
// nothing. Touch and pen strokes work the same way (pointer events, with the
// board's touch-action off so that a drag draws instead of scrolling). An
// editor without a history (its edits are its own operations) passes none of
// history, snapshot and restore.
export function onStroke(root, { begin, move, end, answer, commit, history, snapshot, restore }) {
  let active = false, before = '', state = null;
  root.addEventListener('pointerdown', (ev) => {
    if (ev.button !== 0) return;
    const was = answer();
    const snap = snapshot ? snapshot() : null;
    if (!begin(ev)) return;
    ev.preventDefault();
    root.setPointerCapture(ev.pointerId);
    before = was;
    state = snap;
    active = true;
  });
  root.addEventListener('pointermove', (ev) => { if (active) move(ev); });
  const stop = (ev) => {
    if (!active) return;
    active = false;
    if (end) end(ev);
    if (answer() === before) return;
    if (history) history.record(change(restore, state, snapshot()));
    commit();
  };
  root.addEventListener('pointerup', stop);
  root.addEventListener('pointercancel', stop);
}

// readList reads the list an editor can show from answer text: a JSON array,
// or the array under `field` of a JSON object. It gives null for text over
// the grader's 1 MiB limit, for text that is not JSON, and for a list longer
// than max.
export function readList(text, field, max) {
  if (typeof text !== 'string' || text.length > 1 << 20) return null;
  let v;
  try { v = JSON.parse(text); } catch { return null; }
  const list = Array.isArray(v) ? v : v && v[field];
  return Array.isArray(list) && list.length <= max ? list : null;
}

// markCells draws marks on cells ([column, row] pairs, as a hint names them)
// in a layer of its own: a hint's piece, or where the board goes wrong. The
// editor clears the layer when the board changes.
export function markCells(layer, cells, cell, className) {
  const ok = (c) => Array.isArray(c) && c.length === 2 && c.every(Number.isInteger);
  layer.replaceChildren(...(Array.isArray(cells) ? cells : []).filter(ok).map(([x, y]) =>
    svg('rect', { class: className, x: x * cell + 2, y: y * cell + 2, width: cell - 4, height: cell - 4 })));
}
