// The 3D maze editor: pick a brush (a height 0-9, or A or B) and click or
// drag over the grid to paint. The answer is the grid as the task asks for
// it, N lines of N characters. The editor counts cells per height against the
// 30% rule as you paint; the route, its jumps and its uniqueness come from
// the grader, which the page runs after every stroke.
//
// A and B are protected: a height brush never paints over them, and one
// never lands on the other. The A and B brushes move them.
import { registerEditor } from './registry.js';
import { el, svg } from '../dom.js';
import { ARROWS, gridBoard, onStroke, markCells } from './grid.js';
import { History, change } from './history.js';

const MAX_SIDE = 64;
const BRUSHES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B'];

// heightColour runs from deep blue (0, the floor) to pale yellow (9).
function heightColour(h) {
  const t = h / 9;
  const r = Math.round(40 + t * 210), g = Math.round(70 + t * 170), b = Math.round(150 - t * 40);
  return `rgb(${r},${g},${b})`;
}

function mazeEditor(host, instance, onChange) {
  const d = instance.data || {};
  const N = d.size | 0;
  if (N <= 0 || N > MAX_SIDE) return null;
  const aHeight = d.a_height | 0, bHeight = d.b_height | 0;
  const maxPer = d.max_cells_per_height | 0;
  const height = (ch) => (ch === 'A' ? aHeight : ch === 'B' ? bHeight : ch.charCodeAt(0) - 48);
  const endpoint = (ch) => ch === 'A' || ch === 'B';
  const history = new History();

  // a fresh canvas: A in the top-left corner, B in the bottom-right, floor
  // everywhere else
  const fresh = () => {
    const g = Array.from({ length: N * N }, () => '0');
    g[0] = 'A';
    g[N * N - 1] = 'B';
    return g;
  };
  let grid = fresh();
  let brush = '9';

  const cell = 34;
  const g = gridBoard(N, N, cell, 'Maze height map: click or drag to paint the chosen height', 'maze-editor');
  const root = g.root;
  const cells = [];
  const labels = [];
  for (let i = 0; i < N * N; i++) {
    const x = (i % N) * cell, y = Math.floor(i / N) * cell;
    const r = svg('rect', { x, y, width: cell, height: cell });
    const t = svg('text', { x: x + cell / 2, y: y + cell / 2 });
    cells.push(r);
    labels.push(t);
  }
  const cellLayer = svg('g');
  cellLayer.append(...cells);
  const heightLayer = svg('g', { class: 'heights' });
  heightLayer.append(...labels);
  const marks = svg('g', { class: 'marks' });
  g.add(cellLayer, g.lines, heightLayer, marks);

  const palette = el('span', { class: 'palette', role: 'radiogroup', 'aria-label': 'brush' });
  const brushButtons = new Map();
  for (const b of BRUSHES) {
    const btn = el('button', { type: 'button', class: 'swatch', role: 'radio', 'data-brush': b, title: b === 'A' ? `move the start A (height ${aHeight})` : b === 'B' ? `move the end B (height ${bHeight})` : `height ${b}` }, b);
    btn.style.background = heightColour(height(b));
    if (height(b) < 5) btn.style.color = '#fff';
    btn.addEventListener('click', () => { brush = b; showBrush(); });
    brushButtons.set(b, btn);
    palette.append(btn);
  }
  const status = el('p', { class: 'editor-status', 'aria-live': 'polite' });
  const refusal = el('p', { class: 'editor-refusal', 'aria-live': 'assertive', hidden: '' });
  host.replaceChildren(
    el('div', { class: 'editor-bar' },
      el('span', {}, 'Pick a height (or A, B to move them) and click or drag to paint. Keys: arrows move, 0-9, A, B paint.'),
      palette),
    root, status, refusal);

  function showBrush() {
    for (const [b, btn] of brushButtons) btn.setAttribute('aria-checked', String(b === brush));
  }

  function refuse(message) {
    refusal.textContent = message;
    refusal.hidden = false;
  }

  // paint sets one cell, as a person paints: never over A or B (they are
  // moved with their own brushes), and A and B move rather than multiply,
  // leaving the floor of their height behind.
  function paint(i, ch) {
    if (i < 0 || grid[i] === ch) return false;
    if (endpoint(grid[i])) {
      refuse(endpoint(ch)
        ? `${ch} cannot go on ${grid[i]}'s cell: ${grid[i]} would be lost. Move ${grid[i]} first.`
        : `That is ${grid[i] === 'A' ? 'the start A' : 'the end B'}; a height does not paint over it. Pick the ${grid[i]} brush to move it.`);
      return false;
    }
    if (endpoint(ch)) {
      const old = grid.indexOf(ch);
      if (old >= 0) { grid[old] = String(height(ch)); drawCell(old); }
    }
    grid[i] = ch;
    drawCell(i);
    drawStatus();
    return true;
  }

  // drawCell redraws one cell: a stroke touches a few cells, not the board.
  function drawCell(i) {
    const ch = grid[i], h = height(ch);
    cells[i].setAttribute('fill', heightColour(h));
    cells[i].setAttribute('class', endpoint(ch) ? 'endpoint' : '');
    labels[i].textContent = ch;
    labels[i].setAttribute('class', h < 5 ? 'light' : '');
  }

  function draw() {
    marks.replaceChildren();
    for (let i = 0; i < N * N; i++) drawCell(i);
    drawStatus();
  }

  // drawStatus counts cells per height against the limit; the heights over
  // it are the only marks, on their brushes and their cells.
  function drawStatus() {
    const count = new Array(10).fill(0);
    for (const ch of grid) count[height(ch)]++;
    const over = [];
    for (let h = 0; h <= 9; h++) if (maxPer > 0 && count[h] > maxPer) over.push(h);
    for (const [b, btn] of brushButtons) btn.classList.toggle('over', !endpoint(b) && over.includes(+b));
    grid.forEach((ch, i) => cells[i].classList.toggle('over', over.includes(height(ch))));
    const missing = ['A', 'B'].filter((c) => !grid.includes(c));
    let text = maxPer > 0 ? `At most ${maxPer} cells per height. ` : '';
    if (over.length) text += `Too many cells at height ${over.join(', ')} (${over.map((h) => count[h]).join(', ')}).`;
    else text += 'Every height is within the limit.';
    if (missing.length) text += ` Place ${missing.join(' and ')}.`;
    status.textContent = text;
  }

  function answer() {
    const rows = [];
    for (let y = 0; y < N; y++) rows.push(grid.slice(y * N, y * N + N).join(''));
    return rows.join('\n');
  }
  const snapshot = () => grid.slice();
  function restore(s) {
    grid = s.slice();
    changed();
  }
  function changed() {
    draw();
    onChange(answer());
  }
  const edit = (next) => history.apply(change(restore, snapshot(), next));

  onStroke(root, {
    begin(ev) {
      const i = g.indexAt(ev);
      if (i < 0) return false;
      refusal.hidden = true;
      paint(i, brush);
      return true;
    },
    move(ev) {
      if (!endpoint(brush)) paint(g.indexAt(ev), brush);
    },
    answer, snapshot, restore, history,
    commit: () => onChange(answer()),
  });

  let cursor = 0;
  const showCursor = () => g.showCursor(cursor % N, Math.floor(cursor / N));
  root.addEventListener('focus', showCursor);
  root.addEventListener('keydown', (ev) => {
    const key = ev.key.length === 1 ? ev.key.toUpperCase() : ev.key;
    if (ARROWS[key]) {
      ev.preventDefault();
      const x = Math.min(N - 1, Math.max(0, (cursor % N) + ARROWS[key][0]));
      const y = Math.min(N - 1, Math.max(0, Math.floor(cursor / N) + ARROWS[key][1]));
      cursor = y * N + x;
    } else if (BRUSHES.includes(key) && !ev.ctrlKey && !ev.metaKey && !ev.altKey) {
      ev.preventDefault();
      brush = key;
      showBrush();
      refusal.hidden = true;
      const before = snapshot();
      if (paint(cursor, key)) {
        history.record(change(restore, before, snapshot()));
        changed();
      }
    } else {
      return;
    }
    showCursor();
  });

  showBrush();
  draw();
  return {
    history,
    root,
    answer,
    // load shows a grid if the text holds one: the last N consecutive lines
    // of exactly N maze characters (so a reply with working above its grid,
    // or a JSON string, loads too).
    load(text) {
      if (typeof text !== 'string' || text.length > 1 << 20) return false; // as the grader's limit
      let t = text;
      try { const v = JSON.parse(text); if (typeof v === 'string') t = v; } catch { /* not JSON: the text itself */ }
      const lines = t.split(/\r\n|\r|\n/).map((s) => s.trim());
      const ok = (s) => s.length === N && /^[0-9AB]+$/.test(s);
      for (let end = lines.length; end >= N; end--) {
        const block = lines.slice(end - N, end);
        if (!block.every(ok)) continue;
        const next = block.join('').split('');
        if (next.filter((c) => c === 'A').length !== 1 || next.filter((c) => c === 'B').length !== 1) return false;
        if (next.join('') !== grid.join('')) edit(next);
        return true;
      }
      return false;
    },
    restart() {
      const f = fresh();
      if (f.join('') !== grid.join('')) edit(f);
    },
    // showHint paints a hint's cell ({row, col, cell}); an A or B there
    // moves that endpoint, trading places with the other if it lands on it.
    showHint(h) {
      const p = h.piece;
      if (h.kind === 'piece' && p && Number.isInteger(p.row) && Number.isInteger(p.col) && BRUSHES.includes(p.cell) &&
        p.row >= 0 && p.col >= 0 && p.row < N && p.col < N) {
        const i = p.row * N + p.col;
        const next = grid.slice();
        if (endpoint(p.cell)) {
          const old = next.indexOf(p.cell);
          if (old >= 0) next[old] = endpoint(next[i]) ? next[i] : String(height(p.cell));
        }
        next[i] = p.cell;
        if (next.join('') !== grid.join('')) edit(next);
        cursor = i;
      }
      markCells(marks, h.cells, cell, h.kind === 'piece' ? 'hint-mark' : 'wrong-mark');
    },
    setSolved(on) { root.classList.toggle('solved', on); },
    destroy() { host.replaceChildren(); },
  };
}

registerEditor('maze-3d', mazeEditor);
