// The Lego editor: build the shell layer by layer on the 8 mm stud grid.
// The board is one layer seen from above, with the shell's cross-section at
// the layer's mid-height shaded and the bricks of the layer below outlined;
// click (or press Enter) to put a 2×4 brick there, click a brick (or press
// Delete) to take it away, R turns the next brick, PageUp/PageDown (or the
// buttons) change layer. Every brick sits on one stud grid (centres on
// multiples of 8 mm, or of 8 mm plus 4 when the answer loaded uses that
// phase), turned 0° or 90°, so bricks of neighbouring layers that share a
// cell grip each other's studs. The page grades every edit in the worker;
// the editor itself marks bricks that no chain of stud connections links to
// the ground.
//
// Every edit is a small serialisable operation, so that an undo history can
// wrap the editor:
//   { op: 'add', brick: { a, b, layer, turn } }     (turn 0 or 90)
//   { op: 'remove', brick: { a, b, layer, turn } }
//   { op: 'clear', bricks: [ ... ] }                (takes every brick out)
//   { op: 'restore', bricks: [ ... ] }              (puts a cleared list back)
// The returned editor's apply(op) performs one (from an undo history, say)
// and says whether anything changed, invert(op) gives the operation that
// undoes it, and onEdit(op), if set, hears every edit the person makes.
import { registerEditor } from './registry.js';
import { el, svg } from '../dom.js';
import { ARROWS, gridBoard } from './grid.js';

const PITCH = 8, HEIGHT = 9.6, GROUND = 4.8;
const MAX_CELLS = 72; // cells per side of the board: an outer radius up to about 28 cm
const MAX_BRICKS = 8000;
// the same colours as the 3D scene gives each layer (scene.Palette)
const PALETTE = ['#8dd3c7', '#ffffb3', '#bebada', '#fb8072', '#80b1d3', '#fdb462', '#b3de69',
  '#fccde5', '#d9d9d9', '#bc80bd', '#ccebc5', '#ffed6f', '#a6cee3', '#b2df8a', '#fdbf6f', '#cab2d6'];

// cellsOf lists the cells [i, j] a brick covers: cell i spans
// [phase + 8i, phase + 8i + 8] mm, and a brick's centre is the corner
// between its middle cells.
function cellsOf(br) {
  const [di, dj] = br.turn === 90 ? [1, 2] : [2, 1];
  const out = [];
  for (let i = br.a - di; i < br.a + di; i++) for (let j = br.b - dj; j < br.b + dj; j++) out.push([i, j]);
  return out;
}

const sameBrick = (p, q) => p.a === q.a && p.b === q.b && p.layer === q.layer && p.turn === q.turn;
const brickOf = (br) => ({ a: br.a, b: br.b, layer: br.layer, turn: br.turn });

function legoEditor(host, instance, onChange) {
  const d = instance.data || {};
  const ri = Number(d.inner_mm), ro = Number(d.outer_mm);
  if (!(ri > 0 && ro > ri)) return null;
  const n = Math.ceil(ro / PITCH) + 2; // cells run from -n to n-1 on each axis
  if (2 * n > MAX_CELLS) return null;
  const N = 2 * n;
  const layers = Math.ceil(ro / HEIGHT);
  let phase = 0;
  let bricks = []; // { a, b, layer, turn }
  let layer = 0, turn = 0;
  let cursor = [0, 0]; // the lattice point a brick placed from the keyboard centres on
  let hover = null;

  const cell = 14;
  const g = gridBoard(N, N, cell, 'Lego layer: click to place a brick, click a brick to remove it', 'lego-editor');
  const root = g.root;
  const shellLayer = svg('g', { class: 'shell' });
  const belowLayer = svg('g', { class: 'below' });
  const brickLayer = svg('g', { class: 'bricks' });
  const ghost = svg('rect', { class: 'ghost', visibility: 'hidden' });
  g.add(shellLayer, g.lines, belowLayer, brickLayer, ghost);

  const down = el('button', { type: 'button', class: 'btn small', 'data-testid': 'lego-down', title: 'Layer below (PageDown)' }, '▼');
  const up = el('button', { type: 'button', class: 'btn small', 'data-testid': 'lego-up', title: 'Layer above (PageUp)' }, '▲');
  const layerLabel = el('span', { class: 'lego-layer', 'data-testid': 'lego-layer', 'aria-live': 'polite' });
  const rotate = el('button', { type: 'button', class: 'btn small', 'data-testid': 'lego-rotate', title: 'Turn the next brick (R)' });
  const clear = el('button', { type: 'button', class: 'btn small ghost' }, 'Clear');
  down.addEventListener('click', () => setLayer(layer - 1));
  up.addEventListener('click', () => setLayer(layer + 1));
  rotate.addEventListener('click', () => { turn = turn === 0 ? 90 : 0; drawGhost(); drawBar(); });
  clear.addEventListener('click', () => { if (bricks.length) perform({ op: 'clear', bricks: bricks.map(brickOf) }); });
  const status = el('p', { class: 'editor-status', 'data-testid': 'lego-status' });
  host.replaceChildren(
    el('div', { class: 'editor-bar' },
      el('span', {}, 'Click to place a brick, click a brick to remove it. Keys: arrows move, Enter places, Delete removes, R turns, PageUp/PageDown change layer.'),
      el('span', { class: 'editor-buttons' }, down, layerLabel, up, rotate, clear)),
    root, status);

  // ---- geometry ---------------------------------------------------------------
  // board coordinates: cell i of the world is column i + n; rows run down
  // the screen while y runs up, so cell j is row n - 1 - j.
  const bx = (i) => (i + n) * cell;
  const by = (j) => (n - j) * cell;
  const mm = (v) => v / PITCH * cell; // a length in mm on the board

  // world point (mm) to board point
  const px = (x) => bx(0) + mm(x - phase);
  const py = (y) => by(0) - mm(y - phase);

  // boardPoint is where the pointer is on the board, in cells from the
  // world's origin cell corner (x right, y up)
  function boardPoint(ev) {
    const pt = root.createSVGPoint();
    pt.x = ev.clientX; pt.y = ev.clientY;
    const p = pt.matrixTransform(root.getScreenCTM().inverse());
    return [p.x / cell - n, n - p.y / cell];
  }
  // latticeAt is the stud-grid point nearest the pointer: where a brick
  // placed there centres; cellAt is the cell under the pointer
  const latticeAt = (ev) => boardPoint(ev).map(Math.round);
  const cellAt = (ev) => boardPoint(ev).map(Math.floor);

  // owners maps "layer,i,j" to the brick covering that cell
  let owners = new Map();
  const key = (l, i, j) => `${l},${i},${j}`;
  function index() {
    owners = new Map();
    for (const br of bricks) for (const [i, j] of cellsOf(br)) owners.set(key(br.layer, i, j), br);
  }
  const inBoard = (br) => Number.isInteger(br.a) && Number.isInteger(br.b) && Number.isInteger(br.layer) &&
    (br.turn === 0 || br.turn === 90) && br.layer >= 0 && br.layer < layers &&
    cellsOf(br).every(([i, j]) => i >= -n && i < n && j >= -n && j < n);
  const fits = (br) => inBoard(br) && cellsOf(br).every(([i, j]) => !owners.has(key(br.layer, i, j)));
  function place(br) {
    bricks.push(br);
    for (const [i, j] of cellsOf(br)) owners.set(key(br.layer, i, j), br);
  }

  // ---- operations ---------------------------------------------------------------
  function apply(op) {
    if (!op || typeof op !== 'object') return false;
    if (op.op === 'add') {
      const br = brickOf(op.brick || {});
      if (!fits(br) || bricks.length >= MAX_BRICKS) return false;
      bricks.push(br);
    } else if (op.op === 'remove') {
      const k = bricks.findIndex((q) => sameBrick(q, op.brick || {}));
      if (k < 0) return false;
      bricks.splice(k, 1);
    } else if (op.op === 'clear') {
      bricks = [];
    } else if (op.op === 'restore' && Array.isArray(op.bricks)) {
      bricks = [];
      index();
      for (const br of op.bricks.map(brickOf)) if (fits(br)) place(br);
    } else {
      return false;
    }
    index();
    draw();
    onChange(answer());
    return true;
  }

  function invert(op) {
    switch (op && op.op) {
      case 'add': return { op: 'remove', brick: op.brick };
      case 'remove': return { op: 'add', brick: op.brick };
      case 'clear': return { op: 'restore', bricks: op.bricks };
      case 'restore': return { op: 'clear', bricks: op.bricks };
    }
    return null;
  }

  // perform applies an edit the person made and tells a listener.
  function perform(op) {
    if (!apply(op)) return false;
    if (typeof editor.onEdit === 'function') editor.onEdit(op);
    return true;
  }

  // ---- the answer ---------------------------------------------------------------
  function answer() {
    const sorted = bricks.slice().sort((p, q) => p.layer - q.layer || p.b - q.b || p.a - q.a || p.turn - q.turn);
    return JSON.stringify({
      bricks: sorted.map((br) => ({
        Centroid: [phase + PITCH * br.a, phase + PITCH * br.b, Math.round((GROUND + HEIGHT * br.layer) * 10) / 10],
        RotationDegrees: br.turn,
      })),
    });
  }

  // ---- support: bricks that share a cell across neighbouring layers grip
  // each other; a brick is held when a chain of grips reaches layer 0
  function floating() {
    const held = new Set();
    const queue = bricks.filter((br) => br.layer === 0);
    queue.forEach((br) => held.add(br));
    while (queue.length) {
      const br = queue.pop();
      for (const dl of [-1, 1]) {
        for (const [i, j] of cellsOf(br)) {
          const o = owners.get(key(br.layer + dl, i, j));
          if (o && !held.has(o)) { held.add(o); queue.push(o); }
        }
      }
    }
    return new Set(bricks.filter((br) => !held.has(br)));
  }

  // ---- drawing ------------------------------------------------------------------
  function rectOf(br, cls, fill) {
    const cs = cellsOf(br);
    const i0 = Math.min(...cs.map((c) => c[0])), i1 = Math.max(...cs.map((c) => c[0]));
    const j0 = Math.min(...cs.map((c) => c[1])), j1 = Math.max(...cs.map((c) => c[1]));
    const r = svg('rect', { x: bx(i0) + 1.5, y: by(j1 + 1) + 1.5, width: (i1 - i0 + 1) * cell - 3, height: (j1 - j0 + 1) * cell - 3, rx: 2, class: cls });
    if (fill) r.setAttribute('fill', fill);
    return [r, cs];
  }

  function drawShell() {
    const z = HEIGHT * layer + HEIGHT / 2;
    const rOut = ro > z ? Math.sqrt(ro * ro - z * z) : 0;
    const rIn = ri > z ? Math.sqrt(ri * ri - z * z) : 0;
    const cx = px(0), cy = py(0);
    const circle = (r) => `M ${cx - mm(r)} ${cy} a ${mm(r)} ${mm(r)} 0 1 0 ${2 * mm(r)} 0 a ${mm(r)} ${mm(r)} 0 1 0 ${-2 * mm(r)} 0 Z`;
    const parts = [svg('rect', { class: 'board', x: 0, y: 0, width: N * cell, height: N * cell })];
    if (rOut > 0) parts.push(svg('path', { class: 'annulus', d: circle(rOut) + (rIn > 0 ? ' ' + circle(rIn) : ''), 'fill-rule': 'evenodd' }));
    parts.push(svg('circle', { class: 'origin', cx, cy, r: 2.5 }));
    shellLayer.replaceChildren(...parts);
    return [rIn, rOut];
  }

  function draw() {
    const [rIn, rOut] = drawShell();
    belowLayer.replaceChildren(...bricks.filter((br) => br.layer === layer - 1).map((br) => rectOf(br, 'below-brick')[0]));
    const lost = floating();
    const colour = PALETTE[layer % PALETTE.length];
    const shapes = [];
    for (const br of bricks) {
      if (br.layer !== layer) continue;
      const [r, cs] = rectOf(br, lost.has(br) ? 'brick floating' : 'brick', colour);
      shapes.push(r);
      for (const [i, j] of cs) shapes.push(svg('circle', { class: 'stud', cx: bx(i) + cell / 2, cy: by(j + 1) + cell / 2, r: cell * 0.3 }));
    }
    brickLayer.replaceChildren(...shapes);
    drawBar();
    const here = bricks.filter((br) => br.layer === layer).length;
    const z = (GROUND + HEIGHT * layer).toFixed(1);
    const ring = rOut > 0 ? `the shell here runs from ${rIn.toFixed(1)} to ${rOut.toFixed(1)} mm from the axis` : 'the shell ends below this layer';
    let text = `Layer ${layer} (centroids at z = ${z} mm): ${here} brick${here === 1 ? '' : 's'}; ${ring}. ${bricks.length} brick${bricks.length === 1 ? '' : 's'} in all`;
    text += lost.size ? `; ${lost.size} not linked by studs to the ground (dashed).` : '.';
    status.textContent = text;
    drawGhost();
  }

  function drawBar() {
    layerLabel.textContent = `layer ${layer}`;
    rotate.textContent = `Turn: ${turn}°`;
    down.disabled = layer <= 0;
    up.disabled = layer >= layers - 1;
  }

  function drawGhost() {
    const at = hover || (document.activeElement === root ? cursor : null);
    if (!at) { ghost.setAttribute('visibility', 'hidden'); return; }
    const br = { a: at[0], b: at[1], layer, turn };
    const [r] = rectOf(br, '');
    for (const k of ['x', 'y', 'width', 'height']) ghost.setAttribute(k, r.getAttribute(k));
    ghost.setAttribute('class', fits(br) ? 'ghost' : 'ghost blocked-ghost');
    ghost.setAttribute('visibility', 'visible');
  }

  function setLayer(l) {
    const next = Math.max(0, Math.min(layers - 1, l));
    if (next === layer) return;
    layer = next;
    draw();
  }

  // ---- pointer ------------------------------------------------------------------
  root.addEventListener('pointermove', (ev) => { hover = latticeAt(ev); drawGhost(); });
  root.addEventListener('pointerleave', () => { hover = null; drawGhost(); });
  root.addEventListener('pointerdown', (ev) => {
    if (ev.button !== 0) return;
    ev.preventDefault();
    root.focus({ preventScroll: true });
    // a press on a brick takes it away; elsewhere a brick goes down,
    // centred on the nearest stud-grid point, if it fits
    const [i, j] = cellAt(ev);
    const under = owners.get(key(layer, i, j));
    if (under) {
      perform({ op: 'remove', brick: brickOf(under) });
      return;
    }
    cursor = latticeAt(ev);
    const br = { a: cursor[0], b: cursor[1], layer, turn };
    if (fits(br)) perform({ op: 'add', brick: br });
  });

  // ---- keyboard -----------------------------------------------------------------
  root.addEventListener('focus', () => drawGhost());
  root.addEventListener('blur', () => drawGhost());
  root.addEventListener('keydown', (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ARROWS[ev.key]) {
      const [dx, dy] = ARROWS[ev.key];
      cursor = [Math.max(-n + 1, Math.min(n - 1, cursor[0] + dx)), Math.max(-n + 1, Math.min(n - 1, cursor[1] - dy))];
      hover = null;
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      const br = { a: cursor[0], b: cursor[1], layer, turn };
      if (fits(br)) perform({ op: 'add', brick: br });
    } else if (ev.key === 'Delete' || ev.key === 'Backspace') {
      // the brick on the cell up and right of the cursor: the one a brick
      // placed at the cursor would cover too
      const under = owners.get(key(layer, cursor[0], cursor[1]));
      if (under) perform({ op: 'remove', brick: brickOf(under) });
    } else if (ev.key === 'r' || ev.key === 'R') {
      turn = turn === 0 ? 90 : 0;
      drawBar();
    } else if (ev.key === 'PageUp' || ev.key === ']') {
      setLayer(layer + 1);
    } else if (ev.key === 'PageDown' || ev.key === '[') {
      setLayer(layer - 1);
    } else {
      return;
    }
    ev.preventDefault();
    drawGhost();
  });

  // ---- loading an answer --------------------------------------------------------
  // load shows an answer whose bricks all sit on one stud grid, turned by
  // multiples of 90°, at layer heights, without two on one cell.
  function load(text) {
    if (typeof text !== 'string' || text.length > 1 << 20) return false;
    let v;
    try { v = JSON.parse(text); } catch { return false; }
    const list = Array.isArray(v) ? v : v && v.bricks;
    if (!Array.isArray(list) || list.length > MAX_BRICKS) return false;
    let ph = null;
    const out = [];
    for (const it of list) {
      const c = it && it.Centroid, rot = it && it.RotationDegrees;
      if (!Array.isArray(c) || c.length !== 3 || !c.every(Number.isFinite) || !Number.isFinite(rot)) return false;
      const t = ((rot % 180) + 180) % 180;
      if (t !== 0 && t !== 90) return false;
      const l = Math.round((c[2] - GROUND) / HEIGHT);
      if (Math.abs(c[2] - (GROUND + HEIGHT * l)) > 0.01) return false;
      const p = ((c[0] % PITCH) + PITCH) % PITCH;
      if (ph === null) ph = p;
      if ((p !== 0 && p !== 4) || p !== ph || ((c[1] - p) % PITCH + PITCH) % PITCH !== 0) return false;
      out.push({ a: Math.round((c[0] - p) / PITCH), b: Math.round((c[1] - p) / PITCH), layer: l, turn: t });
    }
    const keep = { bricks, phase };
    bricks = [];
    phase = ph === null ? phase : ph;
    index();
    for (const br of out) {
      if (!fits(br)) { bricks = keep.bricks; phase = keep.phase; index(); draw(); return false; }
      place(br);
    }
    draw();
    return true;
  }

  const editor = {
    load,
    // apply performs an operation from outside (an undo history's) and
    // reports whether anything changed
    apply,
    invert,
    onEdit: null,
    destroy() { host.replaceChildren(); },
  };
  draw();
  return editor;
}

registerEditor('lego-hemisphere', legoEditor);
