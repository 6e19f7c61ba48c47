// The 3D maze editor: pick a brush (a height 0-9, or A or B) and click or
// drag over the grid to paint. The answer is the grid as the task asks for
// it, N lines of N characters. The editor counts cells per height against the
// 30% rule as you paint; the route, its jumps and its uniqueness come from
// the grader, which the page runs after every stroke.
import { registerEditor } from './registry.js';
import { el, svg } from '../dom.js';
import { ARROWS, gridBoard, onStroke } from './grid.js';

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

  // a fresh canvas: A in the top-left corner, B in the bottom-right, floor
  // everywhere else
  let grid = Array.from({ length: N * N }, () => '0');
  grid[0] = 'A';
  grid[N * N - 1] = 'B';
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
  g.add(cellLayer, g.lines, heightLayer);

  const palette = el('span', { class: 'palette', role: 'radiogroup', 'aria-label': 'brush' });
  const brushButtons = new Map();
  for (const b of BRUSHES) {
    const btn = el('button', { type: 'button', class: 'swatch', role: 'radio', 'data-brush': b, title: b === 'A' ? `start A (height ${aHeight})` : b === 'B' ? `end B (height ${bHeight})` : `height ${b}` }, b);
    btn.style.background = heightColour(height(b));
    if (height(b) < 5) btn.style.color = '#fff';
    btn.addEventListener('click', () => { brush = b; showBrush(); });
    brushButtons.set(b, btn);
    palette.append(btn);
  }
  const status = el('p', { class: 'editor-status' });
  host.replaceChildren(
    el('div', { class: 'editor-bar' },
      el('span', {}, 'Pick a height (or A, B) and click or drag to paint. Keys: arrows move, 0-9, A, B paint.'),
      palette),
    root, status);

  function showBrush() {
    for (const [b, btn] of brushButtons) btn.setAttribute('aria-checked', String(b === brush));
  }


  // paint sets one cell; A and B move rather than multiply, the cell they
  // leave becomes the floor of their height so the map stays well formed.
  function paint(i, ch) {
    if (i < 0 || grid[i] === ch) return false;
    if (ch === 'A' || ch === 'B') {
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
    cells[i].setAttribute('class', ch === 'A' || ch === 'B' ? 'endpoint' : '');
    labels[i].textContent = ch;
    labels[i].setAttribute('class', h < 5 ? 'light' : '');
  }

  function draw() {
    for (let i = 0; i < N * N; i++) drawCell(i);
    drawStatus();
  }

  // drawStatus counts cells per height against the limit.
  function drawStatus() {
    const count = new Array(10).fill(0);
    for (const ch of grid) count[height(ch)]++;
    const over = [];
    for (let h = 0; h <= 9; h++) if (maxPer > 0 && count[h] > maxPer) over.push(h);
    for (const [b, btn] of brushButtons) btn.classList.toggle('over', b !== 'A' && b !== 'B' && over.includes(+b));
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

  // changed reports an edit; paint has already drawn it.
  const changed = () => onChange(answer());

  onStroke(root, {
    begin(ev) {
      const i = g.indexAt(ev);
      if (i < 0) return false;
      paint(i, brush);
      return true;
    },
    move(ev) {
      if (brush !== 'A' && brush !== 'B') paint(g.indexAt(ev), brush);
    },
    answer,
    commit: changed,
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
      if (paint(cursor, key)) changed();
    } else {
      return;
    }
    showCursor();
  });

  showBrush();
  draw();
  return {
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
        const g = block.join('').split('');
        if (g.filter((c) => c === 'A').length !== 1 || g.filter((c) => c === 'B').length !== 1) return false;
        grid = g;
        draw();
        return true;
      }
      return false;
    },
    destroy() { host.replaceChildren(); },
  };
}

registerEditor('maze-3d', mazeEditor);
