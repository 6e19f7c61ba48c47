// The fluid earthworks editor: pick rock or air, a layer and how many layers
// the box spans upward, then drag a rectangle on the board (or click one
// column) to add the box to the plan. The board shows one layer of the world
// as the plan builds it, x to the right and y up as in the 3D view: rock in
// brown, air by the depth of the ground under it. Every edit is graded in
// the worker, whose reply draws the rain and the lakes in the scene and
// gives the score.
//
// Edits are small operations, each { do(), undo() }, applied through
// edit(op) (add a box, remove one, clear the plan), so that an undo stack can
// wrap them.
import { registerEditor } from './registry.js';
import { el, svg } from '../dom.js';
import { ARROWS, gridBoard, onStroke } from './grid.js';

const H = 8; // layers of every world
const GROUND = 3; // layers of rock the world starts with
const MAX_SIDE = 64;
const MAX_BOXES = 4096; // as the grader

// rockFill shades rock by its layer: darker low, sandy high.
function rockFill(z) {
  const t = z / (H - 1);
  const mix = (a, b) => Math.round(a + (b - a) * t);
  return `rgb(${mix(110, 226)},${mix(80, 196)},${mix(52, 148)})`;
}

// airFill shades air by how far the ground lies below it: pale just above
// rock, darker the deeper the hole (black for a hole through the floor).
function airFill(depth) {
  if (depth < 0) return '#20242a';
  const t = Math.min(depth, H) / H;
  const mix = (a, b) => Math.round(a + (b - a) * t);
  return `rgb(${mix(244, 120)},${mix(241, 140)},${mix(234, 168)})`;
}

function earthworksEditor(host, instance, onChange) {
  const d = instance.data || {};
  const N = d.size | 0;
  if (N < 4 || N > MAX_SIDE) return null;
  let boxes = []; // { min: [x, y, z], max: [x, y, z], rock }
  let rock = false, layer = GROUND - 1, span = 1;

  const cell = Math.max(8, Math.floor(640 / N));
  const g = gridBoard(N, N, cell, 'Earthworks board: drag a rectangle to add a box of the chosen material on the chosen layers', 'earthworks-editor');
  const root = g.root;
  // Board rows run from y = N-1 at the top to y = 0 at the bottom.
  const rowOf = (y) => N - 1 - y;
  const cells = [];
  const cellLayer = svg('g');
  for (let x = 0; x < N; x++) for (let y = 0; y < N; y++) {
    const r = svg('rect', { x: x * cell, y: rowOf(y) * cell, width: cell, height: cell });
    cells.push(r);
  }
  cellLayer.append(...cells);
  const centre = N / 2;
  const rain = svg('rect', { class: 'rain', x: centre * cell, y: rowOf(centre + 1) * cell, width: 2 * cell, height: 2 * cell });
  const ghost = svg('rect', { class: 'ghost', visibility: 'hidden' });
  g.add(cellLayer, g.lines, rain, ghost);

  // ---- controls -----------------------------------------------------------------
  const matButtons = ['Air', 'Rock'].map((m) => {
    const b = el('button', { type: 'button', class: 'swatch material', role: 'radio', 'data-material': m, title: `${m} (key ${m[0]})` }, m);
    b.addEventListener('click', () => { rock = m === 'Rock'; showControls(); });
    return b;
  });
  const layerSelect = el('select', { 'aria-label': 'layer shown and where boxes start', 'data-testid': 'earthworks-layer' },
    ...Array.from({ length: H }, (_, i) => H - 1 - i).map((z) => el('option', { value: z }, `layer ${z}`)));
  layerSelect.addEventListener('change', () => setLayer(Number(layerSelect.value)));
  const spanSelect = el('select', { 'aria-label': 'layers the box spans upward', 'data-testid': 'earthworks-span' });
  spanSelect.addEventListener('change', () => { span = Number(spanSelect.value); showControls(); });
  const clear = el('button', { type: 'button', class: 'btn small ghost' }, 'Clear');
  clear.addEventListener('click', () => { if (boxes.length) edit(clearAll()); });
  const list = el('ol', { class: 'box-list', 'aria-label': 'the plan, box by box' });
  const status = el('p', { class: 'editor-status', 'aria-live': 'polite' });
  host.replaceChildren(
    el('div', { class: 'editor-bar' },
      el('span', {}, 'Drag a rectangle (or click a column) to add a box. Keys: arrows move, Enter or Space starts and places a box, R rock, A air, PageUp/PageDown layer, + and - layers spanned, Escape cancels.'),
      el('span', { class: 'palette', role: 'radiogroup', 'aria-label': 'material' }, ...matButtons),
      el('label', { class: 'param' }, 'on ', layerSelect),
      el('label', { class: 'param' }, 'spanning ', spanSelect),
      clear),
    root, status, list);

  function setLayer(z) {
    layer = Math.max(0, Math.min(H - 1, z));
    span = Math.min(span, H - layer);
    showControls();
    draw();
  }

  function showControls() {
    for (const b of matButtons) b.setAttribute('aria-checked', String((b.dataset.material === 'Rock') === rock));
    layerSelect.value = String(layer);
    spanSelect.replaceChildren(...Array.from({ length: H - layer }, (_, i) => el('option', { value: i + 1 }, i === 0 ? '1 layer' : `${i + 1} layers (to ${layer + i})`)));
    spanSelect.value = String(span);
  }

  // ---- the plan and its edits ---------------------------------------------------
  function addBox(b) { return { do() { boxes.push(b); }, undo() { boxes.pop(); } }; }
  function removeBox(i) {
    const b = boxes[i];
    return { do() { boxes.splice(i, 1); }, undo() { boxes.splice(i, 0, b); } };
  }
  function clearAll() {
    const old = boxes;
    return { do() { boxes = []; }, undo() { boxes = old; } };
  }
  function edit(op) {
    op.do();
    changed();
  }

  const boxOf = (a, b) => ({
    min: [Math.min(a[0], b[0]), Math.min(a[1], b[1]), layer],
    max: [Math.max(a[0], b[0]), Math.max(a[1], b[1]), layer + span - 1],
    rock,
  });
  function place(a, b) {
    if (boxes.length >= MAX_BOXES) { status.textContent = `The plan has ${MAX_BOXES} boxes, the most the grader takes.`; return; }
    edit(addBox(boxOf(a, b)));
  }

  // world builds the plan's world, before any rock falls: 0 air, 1 rock.
  function world() {
    const w = new Uint8Array(N * N * H);
    for (let c = 0; c < N * N; c++) for (let z = 0; z < GROUND; z++) w[c * H + z] = 1;
    for (const b of boxes) {
      const v = b.rock ? 1 : 0;
      for (let x = b.min[0]; x <= b.max[0]; x++) for (let y = b.min[1]; y <= b.max[1]; y++) {
        w.fill(v, (x * N + y) * H + b.min[2], (x * N + y) * H + b.max[2] + 1);
      }
    }
    return w;
  }

  function draw() {
    const w = world();
    let nRock = 0;
    for (let x = 0; x < N; x++) for (let y = 0; y < N; y++) {
      const base = (x * N + y) * H;
      let fill;
      if (w[base + layer]) {
        fill = rockFill(layer);
        nRock++;
      } else {
        let t = layer - 1;
        while (t >= 0 && !w[base + t]) t--;
        fill = airFill(t < 0 ? -1 : layer - 1 - t);
      }
      cells[x * N + y].setAttribute('fill', fill);
    }
    list.replaceChildren(...boxes.map((b, i) => {
      const del = el('button', { type: 'button', class: 'btn small ghost', title: 'Remove this box', 'aria-label': `remove box ${i + 1}` }, '×');
      del.addEventListener('click', () => edit(removeBox(i)));
      return el('li', { class: b.rock ? 'rock' : 'air' }, `${b.rock ? 'Rock' : 'Air'} [${b.min.join(', ')}] to [${b.max.join(', ')}] `, del);
    }));
    status.textContent = `${boxes.length} box${boxes.length === 1 ? '' : 'es'} in the plan. Layer ${layer}: ${nRock} rock, ${N * N - nRock} air. The blue square is where the rain falls.`;
  }

  const answer = () => JSON.stringify({ earthworks: boxes.map((b) => ({ xyzMin: b.min, xyzMax: b.max, material: b.rock ? 'Rock' : 'Air' })) });
  function changed() {
    draw();
    onChange(answer());
  }

  // cellAt gives the board cell under a pointer as [x, y] in world terms.
  const cellAt = (ev) => {
    const c = g.cellAt(ev, true);
    return [c[0], N - 1 - c[1]];
  };
  let drag = null;
  onStroke(root, {
    begin(ev) {
      const c = cellAt(ev);
      drag = { from: c, to: c };
      showGhost(drag.from, drag.to);
      return true;
    },
    move(ev) {
      const c = cellAt(ev);
      if (c[0] !== drag.to[0] || c[1] !== drag.to[1]) { drag.to = c; showGhost(drag.from, drag.to); }
    },
    end(ev) {
      ghost.setAttribute('visibility', 'hidden');
      if (ev.type === 'pointerup') place(drag.from, drag.to);
      drag = null;
    },
    answer,
    commit() {}, // place() has graded the edit already
  });

  function showGhost(a, b) {
    const x0 = Math.min(a[0], b[0]), x1 = Math.max(a[0], b[0]);
    const y0 = Math.min(a[1], b[1]), y1 = Math.max(a[1], b[1]);
    ghost.setAttribute('x', x0 * cell + 1);
    ghost.setAttribute('y', rowOf(y1) * cell + 1);
    ghost.setAttribute('width', (x1 - x0 + 1) * cell - 2);
    ghost.setAttribute('height', (y1 - y0 + 1) * cell - 2);
    ghost.setAttribute('visibility', 'visible');
  }

  // ---- keyboard -------------------------------------------------------------------
  let cursor = [Math.floor(N / 2), Math.floor(N / 2)], anchor = null;
  const showCursor = () => {
    const a = anchor || cursor;
    g.showCursor(Math.min(a[0], cursor[0]), rowOf(Math.max(a[1], cursor[1])), Math.max(a[0], cursor[0]), rowOf(Math.min(a[1], cursor[1])));
  };
  root.addEventListener('focus', showCursor);
  root.addEventListener('keydown', (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const key = ev.key;
    if (ARROWS[key]) {
      const [dx, dy] = ARROWS[key];
      cursor = [Math.min(N - 1, Math.max(0, cursor[0] + dx)), Math.min(N - 1, Math.max(0, cursor[1] - dy))];
    } else if (key === 'Enter' || key === ' ') {
      if (anchor) { place(anchor, cursor); anchor = null; } else anchor = cursor.slice();
    } else if (key === 'Escape') {
      anchor = null;
    } else if (key === 'r' || key === 'R' || key === 'a' || key === 'A') {
      rock = key.toLowerCase() === 'r';
      showControls();
    } else if (key === 'PageUp' || key === 'PageDown') {
      setLayer(layer + (key === 'PageUp' ? 1 : -1));
    } else if (key === '+' || key === '=' || key === '-') {
      span = Math.max(1, Math.min(H - layer, span + (key === '-' ? -1 : 1)));
      showControls();
    } else {
      return;
    }
    ev.preventDefault();
    showCursor();
  });

  showControls();
  draw();
  return {
    // load shows a plan if the text holds one the editor can draw: a JSON
    // object with an earthworks list, or the list itself, of boxes inside
    // the world with both corners and a material of Rock or Air.
    load(text) {
      if (typeof text !== 'string' || text.length > 1 << 20) return false;
      let v;
      try { v = JSON.parse(text); } catch { return false; }
      const raw = Array.isArray(v) ? v : v && v.earthworks;
      if (!Array.isArray(raw) || raw.length > MAX_BOXES) return false;
      const lim = [N - 1, N - 1, H - 1];
      const corner = (c) => Array.isArray(c) && c.length === 3 && c.every((x, a) => Number.isInteger(x) && x >= 0 && x <= lim[a]);
      const next = [];
      for (const b of raw) {
        if (!b || !corner(b.xyzMin) || !corner(b.xyzMax) || (b.material !== 'Rock' && b.material !== 'Air')) return false;
        if (b.xyzMin.some((x, a) => x > b.xyzMax[a])) return false;
        next.push({ min: b.xyzMin.slice(), max: b.xyzMax.slice(), rock: b.material === 'Rock' });
      }
      boxes = next;
      draw();
      return true;
    },
    destroy() { host.replaceChildren(); },
  };
}

registerEditor('fluid-earthworks', earthworksEditor);
