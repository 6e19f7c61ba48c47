// The Hamiltonian loop editor: press on a cell and drag through its
// neighbours to draw the path; dragging back over the previous cell takes a
// step back, and pressing on a cell already on the path cuts the path there.
// The answer is the path as the task asks for it (1-based {"xy": [x, y]}
// steps); whether it closes into a loop over every open cell is shown live.
//
// Cells off the path stay plain; a cell is marked only when the path has cut
// it off (fewer than two ways in and out left), which no loop can survive.
import { registerEditor } from './registry.js';
import { el, svg } from '../dom.js';
import { ARROWS, gridBoard, onStroke, readList, markCells } from './grid.js';
import { History, change } from './history.js';

const MAX_SIDE = 64;

function hamiltonianEditor(host, instance, onChange) {
  const d = instance.data || {};
  const N = d.size | 0;
  if (N <= 0 || N > MAX_SIDE) return null;
  const blocked = new Set();
  for (const b of d.blocked || []) blocked.add((b[1] - 1) * N + (b[0] - 1));
  const open = N * N - blocked.size;
  const history = new History();
  let path = []; // cell indices y*N + x, 0-based
  let onPath = new Map(); // cell -> position in path

  const cell = 32;
  const centre = (i) => [(i % N) * cell + cell / 2, Math.floor(i / N) * cell + cell / 2];
  const adjacent = (i, j) => {
    const dx = Math.abs((i % N) - (j % N)), dy = Math.abs(Math.floor(i / N) - Math.floor(j / N));
    return dx + dy === 1;
  };
  const neighbours = (i) => {
    const x = i % N, y = Math.floor(i / N), out = [];
    for (const [dx, dy] of Object.values(ARROWS)) {
      const xx = x + dx, yy = y + dy;
      if (xx >= 0 && yy >= 0 && xx < N && yy < N && !blocked.has(yy * N + xx)) out.push(yy * N + xx);
    }
    return out;
  };

  const g = gridBoard(N, N, cell, 'Hamiltonian loop grid: drag through neighbouring cells to draw the path');
  const root = g.root;
  const board = svg('g');
  const tiles = [];
  for (let i = 0; i < N * N; i++) {
    const [cx, cy] = centre(i);
    tiles.push(svg('rect', { x: cx - cell / 2, y: cy - cell / 2, width: cell, height: cell, class: blocked.has(i) ? 'blocked' : 'board' }));
  }
  board.append(...tiles);
  const line = svg('polyline', { class: 'path-line' });
  const closing = svg('line', { class: 'closing', visibility: 'hidden' });
  const startDot = svg('circle', { r: cell * 0.22, class: 'start-dot', visibility: 'hidden' });
  const endDot = svg('circle', { r: cell * 0.16, class: 'end-dot', visibility: 'hidden' });
  const marks = svg('g', { class: 'marks' });
  g.add(board, g.lines, closing, line, startDot, endDot, marks);

  const status = el('p', { class: 'editor-status', 'aria-live': 'polite' });
  host.replaceChildren(
    el('div', { class: 'editor-bar' },
      el('span', {}, 'Drag through neighbouring cells; drag back to take a step back; press a cell on the path to cut it there. Keys: arrows extend, Enter starts at the cursor, Backspace steps back.')),
    root, status);

  // step tries to move the path's end onto cell i: forward onto a free
  // neighbour, or back onto the cell before the end. It reports whether the
  // path changed.
  function step(i) {
    if (i < 0 || blocked.has(i)) return false;
    const last = path[path.length - 1];
    if (path.length === 0) { path.push(i); return true; }
    if (path.length >= 2 && i === path[path.length - 2]) { path.pop(); return true; }
    if (adjacent(last, i) && !onPath.has(i)) { path.push(i); return true; }
    return false;
  }

  // cutOff lists the open cells off the path with fewer than two ways in
  // and out left (neighbours off the path, or one of its ends).
  function cutOff() {
    if (path.length === 0) return [];
    const ends = new Set([path[0], path[path.length - 1]]);
    const out = [];
    for (let c = 0; c < N * N; c++) {
      if (blocked.has(c) || onPath.has(c)) continue;
      const ways = neighbours(c).filter((x) => !onPath.has(x) || ends.has(x)).length;
      if (ways < 2) out.push(c);
    }
    return out;
  }

  function draw() {
    marks.replaceChildren();
    // tint the cells that joined or left the path since the last draw
    const now = new Map(path.map((c, k) => [c, k]));
    for (const c of onPath.keys()) if (!now.has(c)) tiles[c].classList.remove('on');
    for (const c of now.keys()) if (!onPath.has(c)) tiles[c].classList.add('on');
    onPath = now;
    const cut = new Set(cutOff());
    tiles.forEach((t, c) => t.classList.toggle('stuck-cell', cut.has(c)));
    line.setAttribute('points', path.map((c) => centre(c).join(',')).join(' '));
    const meets = path.length > 2 && adjacent(path[0], path[path.length - 1]);
    const shut = meets && path.length === open && open >= 4;
    root.classList.toggle('done', shut);
    if (path.length) {
      const [sx, sy] = centre(path[0]), [ex, ey] = centre(path[path.length - 1]);
      startDot.setAttribute('cx', sx); startDot.setAttribute('cy', sy); startDot.setAttribute('visibility', 'visible');
      endDot.setAttribute('cx', ex); endDot.setAttribute('cy', ey);
      endDot.setAttribute('visibility', path.length > 1 ? 'visible' : 'hidden');
      closing.setAttribute('x1', sx); closing.setAttribute('y1', sy);
      closing.setAttribute('x2', ex); closing.setAttribute('y2', ey);
      closing.setAttribute('visibility', meets ? 'visible' : 'hidden');
    } else {
      for (const e of [startDot, endDot, closing]) e.setAttribute('visibility', 'hidden');
    }
    const left = open - path.length;
    let text = `${path.length} of ${open} open cells on the path`;
    if (shut) text += ': the loop is closed and visits every open cell.';
    else if (meets) text += `: the ends meet, but ${left} cell${left === 1 ? ' is' : 's are'} still off the path.`;
    else if (path.length) text += '; the ends do not meet yet.';
    if (cut.size) text += ` ${cut.size} cell${cut.size === 1 ? ' is' : 's are'} cut off: no loop can pass through ${cut.size === 1 ? 'it' : 'them'} any more.`;
    status.textContent = text;
  }

  function answer() {
    return JSON.stringify({ steps: path.map((c) => ({ xy: [(c % N) + 1, Math.floor(c / N) + 1] })) });
  }
  const snapshot = () => path.slice();
  function restore(s) {
    path = s.slice();
    changed();
  }
  function changed() {
    draw();
    onChange(answer());
  }
  // edit replaces the path with next as one undoable step.
  const edit = (next) => history.apply(change(restore, snapshot(), next));

  onStroke(root, {
    begin(ev) {
      const i = g.indexAt(ev);
      if (i < 0 || blocked.has(i)) return false;
      if (onPath.has(i)) {
        path.length = onPath.get(i) + 1; // cut the path back to this cell
      } else if (path.length === 0 || !adjacent(path[path.length - 1], i)) {
        path = [i]; // a cell away from the end starts a new path
      } else {
        path.push(i);
      }
      draw();
      return true;
    },
    move(ev) {
      const i = g.indexAt(ev);
      if (i >= 0 && i !== path[path.length - 1] && step(i)) draw();
    },
    answer, snapshot, restore, history,
    commit: () => onChange(answer()), // begin and move have drawn the stroke
  });

  // keyboard: the cursor sits on the path's end; arrows extend the path (or
  // move the cursor while the path is empty), Enter starts a path at the
  // cursor, Backspace takes a step back
  let cursor = 0;
  function showCursor() {
    const c = path.length ? path[path.length - 1] : cursor;
    g.showCursor(c % N, Math.floor(c / N));
  }
  root.addEventListener('focus', showCursor);
  root.addEventListener('keydown', (ev) => {
    if (ARROWS[ev.key]) {
      ev.preventDefault();
      const from = path.length ? path[path.length - 1] : cursor;
      const x = (from % N) + ARROWS[ev.key][0], y = Math.floor(from / N) + ARROWS[ev.key][1];
      if (x < 0 || y < 0 || x >= N || y >= N) return;
      if (path.length === 0) cursor = y * N + x;
      else {
        const before = snapshot();
        if (step(y * N + x)) {
          history.record(change(restore, before, snapshot()));
          changed();
        }
      }
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      if (path.length === 0 && !blocked.has(cursor)) edit([cursor]);
    } else if (ev.key === 'Backspace' || ev.key === 'Delete') {
      ev.preventDefault();
      if (path.length) { cursor = path[path.length - 1]; edit(path.slice(0, -1)); }
    } else {
      return;
    }
    showCursor();
  });

  draw();
  return {
    history,
    root,
    answer,
    // load shows an answer if it is a path the editor can hold: in-range
    // open cells, each a neighbour of the one before, none twice.
    load(text) {
      const list = readList(text, 'steps', N * N);
      if (!list) return false;
      const cells = [];
      const seen = new Set();
      for (const s of list) {
        const xy = Array.isArray(s) ? s : s && s.xy;
        if (!Array.isArray(xy) || xy.length !== 2 || !xy.every(Number.isInteger)) return false;
        const [x, y] = xy;
        if (x < 1 || y < 1 || x > N || y > N) return false;
        const c = (y - 1) * N + (x - 1);
        if (blocked.has(c) || seen.has(c)) return false;
        if (cells.length && !adjacent(cells[cells.length - 1], c)) return false;
        seen.add(c);
        cells.push(c);
      }
      if (cells.join() !== path.join()) edit(cells);
      return true;
    },
    restart() {
      if (path.length) edit([]);
    },
    // showHint extends the path by the hint's step (1-based [x, y]), or marks
    // where the path goes wrong.
    showHint(h) {
      const p = h.piece;
      if (h.kind === 'piece' && Array.isArray(p) && p.length === 2 && p.every(Number.isInteger)) {
        const c = (p[1] - 1) * N + (p[0] - 1);
        const last = path[path.length - 1];
        if (c >= 0 && c < N * N && !blocked.has(c) && !onPath.has(c) && (path.length === 0 || adjacent(last, c))) edit([...path, c]);
        showCursor();
      }
      markCells(marks, h.cells, cell, h.kind === 'piece' ? 'hint-mark' : 'wrong-mark');
    },
    setSolved(on) { root.classList.toggle('solved', on); },
    destroy() { host.replaceChildren(); },
  };
}

registerEditor('hamiltonian-loop', hamiltonianEditor);
