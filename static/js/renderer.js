// The one scene renderer: turns any scbench Scene (scene/scene.go, as JSON) into
// a three.js scene with orbit controls. 2D scenes (dim 2, or an ortho camera)
// get an orthographic top-down camera with panning and zoom; 3D scenes a
// perspective camera, z up, orbiting. It renders on demand, never in a loop.
//
// Every primitive remembers its Style.check and Style.layer: layers can be
// toggled, primitives of failed checks get a red halo, and one check can be put
// in focus (everything else dims).

import {
  AmbientLight, Box3, BoxGeometry, BufferAttribute, BufferGeometry, CanvasTexture, Color, CylinderGeometry,
  BackSide, DirectionalLight, DoubleSide, Float32BufferAttribute, FrontSide, Group, HemisphereLight, InstancedMesh,
  LineBasicMaterial, LineSegments, Matrix4, Mesh, MeshBasicMaterial, MeshStandardMaterial,
  OrthographicCamera, PerspectiveCamera, Points, PointsMaterial, Scene, Shape, ShapeGeometry,
  Sphere, SRGBColorSpace, Vector2, Vector3, WebGLRenderer, EdgesGeometry, Path,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { LineSegments2 } from 'three/addons/lines/LineSegments2.js';
import { LineSegmentsGeometry } from 'three/addons/lines/LineSegmentsGeometry.js';
import { LineMaterial } from 'three/addons/lines/LineMaterial.js';
import { el } from './dom.js';

const WRONG = '#d62728';
const DIM = 0.12;
// Bounds on what one scene may ask the GPU for; anything beyond is cut and said so.
const MAX_ITEMS = 400000;
const MAX_LABELS = 2000;
// FRAME_MS is how long each frame of a simulation shows while it plays.
const FRAME_MS = 250;

const hexRe = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
function colour(c, fallback = '#222222') {
  return new Color(typeof c === 'string' && hexRe.test(c) ? c : fallback);
}
function nums(a) {
  return Array.isArray(a) ? a : [];
}
function finite(a) {
  for (let i = 0; i < a.length; i++) if (typeof a[i] !== 'number' || !Number.isFinite(a[i])) return false;
  return true;
}

let discTexture = null;
function disc() {
  if (discTexture) return discTexture;
  const c = document.createElement('canvas');
  c.width = c.height = 64;
  const g = c.getContext('2d');
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(32, 32, 30, 0, Math.PI * 2);
  g.fill();
  discTexture = new CanvasTexture(c);
  discTexture.colorSpace = SRGBColorSpace;
  return discTexture;
}

// perItem returns a Float32Array of RGB, `repeat` entries per item, from the
// per-item colour list or the style colour.
function perItem(count, repeat, colors, base) {
  const out = new Float32Array(count * repeat * 3);
  const fallback = colour(base);
  const list = Array.isArray(colors) && colors.length > 0 ? colors : null;
  const cache = new Map();
  for (let i = 0; i < count; i++) {
    let c = fallback;
    if (list) {
      const key = list[i % list.length];
      c = cache.get(key);
      if (!c) { c = colour(key, base); cache.set(key, c); }
    }
    for (let r = 0; r < repeat; r++) {
      const o = (i * repeat + r) * 3;
      out[o] = c.r; out[o + 1] = c.g; out[o + 2] = c.b;
    }
  }
  return out;
}

export class SceneView {
  constructor(host) {
    this.host = host;
    host.classList.add('scene-view');
    this.canvas = el('canvas', { 'data-testid': 'scene-canvas', 'aria-label': 'scene' });
    this.labelLayer = el('div', { class: 'scene-labels', 'aria-hidden': 'true' });
    this.stage = el('div', { class: 'scene-stage' }, this.canvas, this.labelLayer);
    this.titleEl = el('div', { class: 'scene-title' });
    this.layerBar = el('div', { class: 'scene-layers' });
    this.resetBtn = el('button', { type: 'button', class: 'btn small ghost', title: 'Back to the suggested view' }, 'Reset view');
    this.resetBtn.addEventListener('click', () => this.resetCamera());
    this.toolbar = el('div', { class: 'scene-toolbar' }, this.titleEl, this.layerBar, this.resetBtn);
    // the frames of a simulation: a slider, play and pause, the moment's label
    this.frameSlider = el('input', { type: 'range', min: '0', max: '0', value: '0', 'aria-label': 'moment of the simulation', 'data-testid': 'frame-slider' });
    this.frameSlider.addEventListener('input', () => { this.stop(); this.follow = false; this.showFrame(Number(this.frameSlider.value)); });
    this.playBtn = el('button', { type: 'button', class: 'btn small', 'data-testid': 'frame-play' }, 'Play');
    this.playBtn.addEventListener('click', () => { this.follow = false; if (this.timer) this.stop(); else this.play(); });
    this.frameLabel = el('span', { class: 'frame-label', 'aria-live': 'polite' });
    this.frameBar = el('div', { class: 'scene-frames', hidden: '' }, this.playBtn, this.frameSlider, this.frameLabel);
    this.legendEl = el('ul', { class: 'scene-legend' });
    this.captionEl = el('p', { class: 'scene-caption' });
    this.noteEl = el('p', { class: 'scene-note', hidden: '' });
    host.replaceChildren(this.toolbar, this.stage, this.frameBar, this.legendEl, this.captionEl, this.noteEl);

    this.renderer = null;
    try {
      this.renderer = new WebGLRenderer({ canvas: this.canvas, antialias: true, alpha: false, preserveDrawingBuffer: true });
    } catch (e) {
      this.noteEl.hidden = false;
      this.noteEl.textContent = 'This browser cannot draw 3D scenes (WebGL is unavailable): ' + e.message;
    }
    if (this.renderer) this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.scene = new Scene();
    this.scene.background = new Color('#fbfcfd');
    this.root = new Group();
    this.scene.add(this.root);
    this.objects = [];
    this.labels = [];
    this.lineMaterials = [];
    this.hiddenLayers = new Set();
    this.failed = new Set();
    this.focus = null;
    this.pending = false;
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(this.stage);
  }

  // show replaces what is drawn. opts.failed lists the names of failed checks.
  show(data, opts = {}) {
    this.stop();
    this.clear();
    this.data = data && typeof data === 'object' ? data : {};
    this.failed = new Set(opts.failed || []);
    this.focus = null;
    const d = this.data;
    this.dim = d.dim === 3 ? 3 : 2;
    this.truncated = false;
    this.stats = { meshes: 0, backs: 0, lines: 0, points: 0, boxes: 0, fields: 0, blocks: 0, polygons: 0, labels: 0, legend: 0, caption: 0, halos: 0, frames: 0 };
    this.lit = this.dim === 3;
    if (this.lit) {
      this.scene.add(this.lights = new Group());
      this.lights.add(new HemisphereLight('#ffffff', '#8894a0', 1.6));
      const sun = new DirectionalLight('#ffffff', 1.6);
      sun.position.set(0.6, -0.8, 1.4);
      this.lights.add(sun, new AmbientLight('#ffffff', 0.25));
    }
    this.budget = MAX_ITEMS;
    // the view frames the instance; an answer's marks may reach far beyond it
    // (a huge circumcircle), and the viewer can zoom out to see them
    this.allBounds = new Box3();
    this.instanceBounds = new Box3();
    this.addPrimitives(d);
    this.addHalos();
    // a simulation's frames are drawn one at a time on top of what stays put
    this.frames = nums(d.frames).filter((f) => f && typeof f === 'object');
    this.expected = 0;
    this.follow = false;
    this.base = { objects: this.objects.length, labels: this.labels.length, materials: this.lineMaterials.length, budget: this.budget };
    this.stats.frames = this.frames.length;
    this.frameBar.hidden = this.frames.length === 0;
    this.frameSlider.max = String(Math.max(0, this.frames.length - 1));
    this.frameSlider.value = '0';
    this.host.dataset.frames = String(this.frames.length);
    this.frame = undefined;
    if (this.frames.length > 0) this.showFrame(0, true);
    this.bounds = this.instanceBounds.isEmpty() ? this.allBounds : this.instanceBounds;

    this.titleEl.textContent = typeof d.title === 'string' ? d.title : '';
    this.legendEl.replaceChildren(...nums(d.legend).map((it) => {
      const sw = el('span', { class: 'swatch' });
      sw.style.backgroundColor = colour(it && it.color).getStyle();
      this.stats.legend++;
      return el('li', {}, sw, el('span', {}, String((it && it.text) || '')));
    }));
    this.legendEl.hidden = this.legendEl.childElementCount === 0;
    this.captionEl.textContent = typeof d.caption === 'string' ? d.caption : '';
    this.captionEl.hidden = !d.caption;
    if (d.caption) this.stats.caption = 1;
    this.noteEl.hidden = !this.truncated && !!this.renderer;
    if (this.truncated) this.noteEl.textContent = 'This scene is very large; part of it is not drawn.';
    this.buildLayerBar();
    this.host.dataset.primitives = JSON.stringify(this.stats);
    this.setupCamera();
    this.resize();
  }

  // addPrimitives draws a scene's primitives, or a frame's.
  addPrimitives(d) {
    for (const m of nums(d.meshes)) this.guard(() => this.addMesh(m));
    for (const f of nums(d.fields)) this.guard(() => this.addField(f));
    for (const b of nums(d.boxes)) this.guard(() => this.addBoxes(b));
    for (const p of nums(d.polygons)) this.guard(() => this.addPolygon(p));
    for (const l of nums(d.lines)) this.guard(() => this.addLines(l));
    for (const p of nums(d.points)) this.guard(() => this.addPoints(p));
    for (const l of nums(d.labels).slice(0, MAX_LABELS)) this.guard(() => this.addLabel(l));
    if (nums(d.labels).length > MAX_LABELS) this.truncated = true;
  }

  // showFrame replaces the drawn frame with frame i. Each frame gets the
  // primitive budget the scene left, so a long simulation cannot exhaust it.
  showFrame(i, first = false) {
    if (!this.frames || this.frames.length === 0) return;
    i = Math.max(0, Math.min(this.frames.length - 1, i | 0));
    const b = this.base;
    this.dispose(this.objects.splice(b.objects));
    for (const l of this.labels.splice(b.labels)) l.div.remove();
    this.lineMaterials.splice(b.materials);
    this.budget = b.budget;
    const f = this.frames[i];
    this.addPrimitives(f);
    this.frame = i;
    this.frameSlider.value = String(i);
    const label = typeof f.label === 'string' ? f.label.slice(0, 200) : '';
    this.frameLabel.textContent = `${label} (${i + 1} of ${Math.max(this.frames.length, this.expected)})`;
    this.host.dataset.frame = String(i);
    if (first) return; // show() builds the layer bar and the camera next
    this.buildLayerBar();
    this.resize();
  }

  // expectFrames says that `total` frames of the scene shown will follow,
  // streamed from the worker, and appendFrames adds them as they arrive.
  // Until someone moves the slider or presses play, the viewer follows: it
  // shows the newest frame (at most one per animation frame), so that the
  // end of the simulation is in view when the last one has come.
  expectFrames(total) {
    this.expected = Math.max(0, total | 0);
    this.follow = true;
    if (this.expected === 0) return;
    this.frameBar.hidden = false;
    this.frameSlider.max = String(Math.max(0, this.frames.length - 1));
    if (this.frames.length === 0) this.frameLabel.textContent = `loading ${this.expected} moments of the simulation…`;
  }

  appendFrames(list) {
    const add = nums(list).filter((f) => f && typeof f === 'object');
    if (add.length === 0) return;
    this.frames.push(...add);
    this.stats.frames = this.frames.length;
    this.host.dataset.frames = String(this.frames.length);
    this.frameBar.hidden = false;
    this.frameSlider.max = String(this.frames.length - 1);
    if (!this.follow && this.frames.length > 1) return;
    if (this.followPending) return;
    this.followPending = true;
    requestAnimationFrame(() => {
      this.followPending = false;
      if (this.follow || this.frame === undefined) this.showFrame(this.frames.length - 1);
    });
  }

  play() {
    if (!this.frames || this.frames.length < 2) return;
    if (this.frame >= this.frames.length - 1) this.showFrame(0);
    this.playBtn.textContent = 'Pause';
    this.timer = setInterval(() => {
      if (this.frame >= this.frames.length - 1) { this.stop(); return; }
      this.showFrame(this.frame + 1);
    }, FRAME_MS);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.playBtn.textContent = 'Play';
  }

  guard(fn) {
    try { fn(); } catch (e) { console.warn('scene primitive skipped:', e); this.truncated = true; }
  }

  take(n) {
    if (n > this.budget) { this.truncated = true; return false; }
    this.budget -= n;
    return true;
  }

  track(obj, style, kind, extra = {}) {
    const st = style || {};
    obj.userData = { check: st.check || '', layer: st.layer || 'instance', kind, opacity: extra.opacity ?? 1, ...extra };
    this.root.add(obj);
    this.objects.push(obj);
    obj.updateMatrixWorld(true);
    const b = extra.halo ? new Box3() : new Box3().setFromObject(obj, false);
    if (!b.isEmpty() && Number.isFinite(b.min.x) && Number.isFinite(b.max.x)) {
      this.allBounds.union(b);
      if (obj.userData.layer === 'instance') this.instanceBounds.union(b);
    }
    return obj;
  }

  opacityOf(st) {
    const o = st && typeof st.opacity === 'number' && st.opacity > 0 && st.opacity <= 1 ? st.opacity : 1;
    return o;
  }

  surfaceMaterial(st, opts = {}) {
    const opacity = this.opacityOf(st);
    const params = {
      color: opts.vertexColors ? '#ffffff' : colour(st.color, '#9aa3ad'),
      vertexColors: !!opts.vertexColors,
      side: opts.side ?? DoubleSide,
      transparent: opacity < 1,
      opacity,
      depthWrite: opacity >= 1,
      polygonOffset: true,
      polygonOffsetFactor: 1,
      polygonOffsetUnits: 1,
      wireframe: !!opts.wireframe,
    };
    if (this.lit && !opts.unlit) return new MeshStandardMaterial({ ...params, flatShading: !!opts.flat, roughness: 0.75, metalness: 0.05 });
    return new MeshBasicMaterial(params);
  }

  lineMaterial(width, opacity, dashed) {
    const m = new LineMaterial({
      color: '#ffffff', vertexColors: true, linewidth: width, worldUnits: false,
      transparent: opacity < 1, opacity, dashed: !!dashed,
    });
    this.lineMaterials.push(m);
    return m;
  }

  // segments draws pairs of points as fat lines (width in pixels), per-segment colours.
  segments(pos, colours, width, opacity, dashed) {
    const g = new LineSegmentsGeometry();
    g.setPositions(pos);
    g.setColors(colours);
    const line = new LineSegments2(g, this.lineMaterial(width, opacity, dashed));
    if (dashed) line.computeLineDistances();
    return line;
  }

  addMesh(m) {
    const pos = nums(m.positions), idx = nums(m.indices);
    if (pos.length < 9 || pos.length % 3 || !finite(pos)) return;
    const nv = pos.length / 3;
    const tris = Math.floor(idx.length / 3);
    if (tris === 0 || !this.take(tris)) return;
    for (let i = 0; i < tris * 3; i++) if (!Number.isInteger(idx[i]) || idx[i] < 0 || idx[i] >= nv) return;
    const g = new BufferGeometry();
    const perTri = Array.isArray(m.colors) && m.colors.length > 0;
    if (perTri) {
      // one colour per triangle: unshared vertices
      const p = new Float32Array(tris * 9);
      for (let t = 0; t < tris; t++) for (let k = 0; k < 3; k++) {
        const v = idx[t * 3 + k];
        p.set([pos[v * 3], pos[v * 3 + 1], pos[v * 3 + 2]], (t * 3 + k) * 3);
      }
      g.setAttribute('position', new BufferAttribute(p, 3));
      g.setAttribute('color', new BufferAttribute(perItem(tris, 3, m.colors, m.color), 3));
    } else {
      g.setAttribute('position', new Float32BufferAttribute(pos, 3));
      g.setIndex(idx.slice(0, tris * 3));
    }
    g.computeVertexNormals();
    // A back colour draws the two sides apart: the front as usual, the back
    // (where a solid's faces are wound the wrong way) in that colour.
    const back = typeof m.back === 'string' && hexRe.test(m.back) ? m.back : null;
    const mat = this.surfaceMaterial(m, { vertexColors: perTri, wireframe: m.wireframe, flat: m.flat || perTri, side: back ? FrontSide : DoubleSide });
    this.track(new Mesh(g, mat), m, 'mesh', { opacity: mat.opacity });
    this.stats.meshes++;
    if (back) {
      const bm = this.surfaceMaterial({ ...m, color: back }, { wireframe: m.wireframe, flat: true, side: BackSide });
      this.track(new Mesh(g, bm), m, 'mesh-back', { opacity: bm.opacity });
      this.stats.backs++;
    }
  }

  addLines(l) {
    const pos = nums(l.positions);
    const n = Math.floor(pos.length / 6);
    if (n === 0 || !finite(pos) || !this.take(n)) return;
    const width = typeof l.width === 'number' && l.width > 0 ? Math.min(l.width, 40) : 1;
    const opacity = this.opacityOf(l);
    const line = this.segments(pos.slice(0, n * 6), perItem(n, 2, l.colors, l.color), width, opacity, l.dashed);
    this.track(line, l, 'lines', { opacity, width });
    this.stats.lines++;
  }

  addPoints(p) {
    const pos = nums(p.positions);
    const n = Math.floor(pos.length / 3);
    if (n === 0 || !finite(pos) || !this.take(n)) return;
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(pos.slice(0, n * 3), 3));
    g.setAttribute('color', new BufferAttribute(perItem(n, 1, p.colors, p.color), 3));
    const opacity = this.opacityOf(p);
    const size = typeof p.size === 'number' && p.size > 0 ? Math.min(p.size, 64) : 6;
    const mat = new PointsMaterial({ size, sizeAttenuation: false, vertexColors: true, map: disc(), alphaTest: 0.5, transparent: opacity < 1, opacity });
    this.track(new Points(g, mat), p, 'points', { opacity, size });
    this.stats.points++;
  }

  boxMatrices(mins, sizes, n) {
    const out = [];
    for (let i = 0; i < n; i++) {
      const m = new Matrix4().makeScale(sizes[i * 3] || 1e-3, sizes[i * 3 + 1] || 1e-3, sizes[i * 3 + 2] || 1e-3);
      m.setPosition(mins[i * 3], mins[i * 3 + 1], mins[i * 3 + 2]);
      out.push(m);
    }
    return out;
  }

  instanced(matrices, colors, base, st, kind, edges, round = false) {
    // a round box is the upright cylinder inscribed in it (a stud, a post)
    const unit = round
      ? new CylinderGeometry(0.5, 0.5, 1, 16).rotateX(Math.PI / 2).translate(0.5, 0.5, 0.5)
      : new BoxGeometry(1, 1, 1).translate(0.5, 0.5, 0.5);
    const rgb = perItem(matrices.length, 1, colors, base);
    const mat = this.surfaceMaterial(st, { flat: true });
    mat.color = new Color('#ffffff');
    const mesh = new InstancedMesh(unit, mat, matrices.length);
    const c = new Color();
    matrices.forEach((m, i) => {
      mesh.setMatrixAt(i, m);
      mesh.setColorAt(i, c.setRGB(rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]));
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingBox();
    mesh.computeBoundingSphere();
    this.track(mesh, st, kind, { opacity: mat.opacity });
    if (edges && this.take(matrices.length * 12)) {
      const e = new EdgesGeometry(unit).getAttribute('position').array;
      const pos = new Float32Array(matrices.length * e.length);
      const v = new Vector3();
      matrices.forEach((m, i) => {
        for (let k = 0; k < e.length; k += 3) {
          v.set(e[k], e[k + 1], e[k + 2]).applyMatrix4(m);
          pos.set([v.x, v.y, v.z], i * e.length + k);
        }
      });
      const ec = colour(st.color, '#555555').multiplyScalar(0.45);
      const line = this.segments(pos, perItem(pos.length / 6, 2, null, '#' + ec.getHexString()), 1, this.opacityOf(st), false);
      this.track(line, st, kind + '-edges', { opacity: this.opacityOf(st), width: 1 });
    }
    return mesh;
  }

  addBoxes(b) {
    const mins = nums(b.min), sizes = nums(b.size);
    const n = Math.floor(Math.min(mins.length, sizes.length) / 3);
    if (n === 0 || !finite(mins) || !finite(sizes) || !this.take(n)) return;
    this.instanced(this.boxMatrices(mins, sizes, n), b.colors, b.color, b, 'boxes', b.edges && !b.round, !!b.round);
    this.stats.boxes++;
  }

  addField(f) {
    const rows = f.rows | 0, cols = f.cols | 0, cell = typeof f.cell === 'number' && f.cell > 0 ? f.cell : 1;
    const h = nums(f.heights);
    if (rows <= 0 || cols <= 0 || h.length < rows * cols || !finite(h.slice(0, rows * cols))) return;
    const o = nums(f.origin).length === 3 && finite(f.origin) ? f.origin : [0, 0, 0];
    if (!this.take(rows * cols)) return;
    if (f.blocks) {
      const ms = [];
      for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
        const z = h[r * cols + c];
        const lo = Math.min(0, z), hi = Math.max(0, z);
        const m = new Matrix4().makeScale(cell, cell, Math.max(hi - lo, 1e-3));
        m.setPosition(o[0] + c * cell, o[1] + r * cell, o[2] + lo);
        ms.push(m);
      }
      this.instanced(ms, f.colors, f.color, f, 'blocks', rows * cols <= 20000);
      this.stats.blocks++;
      return;
    }
    const g = new BufferGeometry();
    const colours = perItem(rows * cols, 1, f.colors, f.color || '#8fb996');
    if (rows >= 2 && cols >= 2) {
      // a surface through the cell centres
      const p = new Float32Array(rows * cols * 3);
      for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        p[i * 3] = o[0] + (c + 0.5) * cell; p[i * 3 + 1] = o[1] + (r + 0.5) * cell; p[i * 3 + 2] = o[2] + h[i];
      }
      const idx = [];
      for (let r = 0; r + 1 < rows; r++) for (let c = 0; c + 1 < cols; c++) {
        const a = r * cols + c, b = a + 1, d = a + cols, e = d + 1;
        idx.push(a, b, e, a, e, d);
      }
      g.setAttribute('position', new BufferAttribute(p, 3));
      g.setAttribute('color', new BufferAttribute(colours, 3));
      g.setIndex(idx);
    } else {
      // a single row or column: one flat tile per cell
      const p = new Float32Array(rows * cols * 18), col = new Float32Array(rows * cols * 18);
      for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
        const i = r * cols + c, z = o[2] + h[i];
        const x0 = o[0] + c * cell, y0 = o[1] + r * cell, x1 = x0 + cell, y1 = y0 + cell;
        p.set([x0, y0, z, x1, y0, z, x1, y1, z, x0, y0, z, x1, y1, z, x0, y1, z], i * 18);
        for (let k = 0; k < 6; k++) col.set(colours.subarray(i * 3, i * 3 + 3), i * 18 + k * 3);
      }
      g.setAttribute('position', new BufferAttribute(p, 3));
      g.setAttribute('color', new BufferAttribute(col, 3));
    }
    g.computeVertexNormals();
    const mat = this.surfaceMaterial(f, { vertexColors: true });
    this.track(new Mesh(g, mat), f, 'field', { opacity: mat.opacity });
    this.stats.fields++;
  }

  addPolygon(p) {
    const rings = nums(p.rings).filter((r) => Array.isArray(r) && r.length >= 6 && finite(r));
    if (rings.length === 0) return;
    const count = rings.reduce((s, r) => s + r.length / 2, 0);
    if (!this.take(count)) return;
    const path = (r, P) => {
      const s = new P();
      s.moveTo(r[0], r[1]);
      for (let i = 2; i + 1 < r.length; i += 2) s.lineTo(r[i], r[i + 1]);
      s.closePath();
      return s;
    };
    const shape = path(rings[0], Shape);
    for (const hole of rings.slice(1)) shape.holes.push(path(hole, Path));
    const z = typeof p.z === 'number' && Number.isFinite(p.z) ? p.z : 0;
    const mat = this.surfaceMaterial(p, { unlit: true });
    const mesh = new Mesh(new ShapeGeometry(shape), mat);
    mesh.position.z = z;
    mesh.renderOrder = 1;
    this.track(mesh, p, 'polygon', { opacity: mat.opacity });
    if (p.outline) {
      const seg = [];
      for (const r of rings) {
        const k = Math.floor(r.length / 2);
        for (let i = 0; i < k; i++) {
          const j = (i + 1) % k;
          seg.push(r[i * 2], r[i * 2 + 1], z + 1e-3, r[j * 2], r[j * 2 + 1], z + 1e-3);
        }
      }
      const line = this.segments(seg, perItem(seg.length / 6, 2, null, p.outline), 2, 1, false);
      line.renderOrder = 2;
      this.track(line, p, 'outline', { opacity: 1, width: 2 });
    }
    this.stats.polygons++;
  }

  addLabel(l) {
    const at = nums(l.at);
    if (at.length !== 3 || !finite(at) || typeof l.text !== 'string') return;
    const div = el('div', { class: 'scene-label' }, l.text.slice(0, 200));
    div.style.color = colour(l.color).getStyle();
    const size = typeof l.size === 'number' && l.size > 0 ? Math.min(l.size, 64) : 12;
    div.style.fontSize = size + 'px';
    this.labelLayer.append(div);
    const label = { div, at: new Vector3(at[0], at[1], at[2]), check: l.check || '', layer: l.layer || 'instance' };
    this.labels.push(label);
    this.allBounds.expandByPoint(label.at);
    if (label.layer === 'instance') this.instanceBounds.expandByPoint(label.at);
    this.stats.labels++;
  }

  // addHalos underlays every primitive of a failed check with a red glow.
  addHalos() {
    if (this.failed.size === 0) return;
    const red = colour(WRONG);
    for (const obj of [...this.objects]) {
      const u = obj.userData;
      // the task's own error marks need no more emphasis
      // (a mesh's tinted back shares the front's halo)
      if (!u.check || !this.failed.has(u.check) || u.layer === 'error' || u.kind.endsWith('-edges') || u.kind === 'mesh-back') continue;
      let halo = null;
      if (obj.isLineSegments2) {
        halo = new LineSegments2(obj.geometry, this.lineMaterial(u.width + 7, 0.35, false));
        halo.material.vertexColors = false;
        halo.material.color = red;
      } else if (obj.isPoints) {
        halo = new Points(obj.geometry, new PointsMaterial({ size: u.size + 10, sizeAttenuation: false, color: red, map: disc(), alphaTest: 0.1, transparent: true, opacity: 0.35, depthWrite: false }));
      } else if (obj.isMesh) {
        const e = new EdgesGeometry(obj.isInstancedMesh ? obj.geometry : obj.geometry, 1);
        if (obj.isInstancedMesh) {
          halo = null; // boxes: their instances get a red wire frame below
          const pos = [];
          const src = e.getAttribute('position').array;
          const m = new Matrix4(), v = new Vector3();
          for (let i = 0; i < obj.count; i++) {
            obj.getMatrixAt(i, m);
            for (let k = 0; k < src.length; k += 3) { v.set(src[k], src[k + 1], src[k + 2]).applyMatrix4(m); pos.push(v.x, v.y, v.z); }
          }
          halo = this.segments(pos, perItem(pos.length / 6, 2, null, WRONG), 3, 0.9, false);
        } else {
          halo = new LineSegments(e, new LineBasicMaterial({ color: red, transparent: true, opacity: 0.9 }));
          halo.position.copy(obj.position);
        }
      }
      if (!halo) continue;
      halo.renderOrder = (obj.renderOrder || 0) - 1;
      if (halo.isLineSegments2 && !obj.isMesh) halo.renderOrder = 0;
      this.track(halo, { check: u.check, layer: u.layer }, 'halo', { opacity: halo.material.opacity, halo: true });
      this.stats.halos++;
    }
    for (const l of this.labels) if (l.check && this.failed.has(l.check)) l.div.classList.add('failed');
  }

  buildLayerBar() {
    const layers = [...new Set([...this.objects.map((o) => o.userData.layer), ...this.labels.map((l) => l.layer)])];
    const order = ['instance', 'answer', 'truth', 'error'];
    layers.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b));
    this.layerBar.replaceChildren(...(layers.length > 1 ? layers : []).map((name) => {
      const box = el('input', { type: 'checkbox' });
      box.checked = !this.hiddenLayers.has(name);
      box.addEventListener('change', () => {
        if (box.checked) this.hiddenLayers.delete(name); else this.hiddenLayers.add(name);
        this.applyVisibility();
      });
      return el('label', { class: 'chip layer-' + name.replace(/[^a-z0-9-]/gi, '') }, box, name);
    }));
    this.applyVisibility();
  }

  // focusCheck dims every primitive but those of the named check (null: none).
  focusCheck(name) {
    this.focus = name || null;
    this.applyVisibility();
  }

  applyVisibility() {
    for (const o of this.objects) {
      const u = o.userData;
      o.visible = !this.hiddenLayers.has(u.layer);
      const dim = this.focus && u.check !== this.focus && u.layer !== 'instance';
      const op = dim ? u.opacity * DIM : u.opacity;
      const mats = Array.isArray(o.material) ? o.material : [o.material];
      for (const m of mats) {
        m.opacity = op;
        m.transparent = op < 1;
        m.depthWrite = op >= 1;
        m.needsUpdate = true;
      }
    }
    for (const l of this.labels) {
      l.hidden = this.hiddenLayers.has(l.layer);
      l.div.classList.toggle('dim', !!(this.focus && l.check !== this.focus && l.layer !== 'instance'));
    }
    this.requestRender();
  }

  setupCamera() {
    if (this.controls) this.controls.dispose();
    const d = this.data;
    const cam = d.camera && typeof d.camera === 'object' ? d.camera : null;
    const vec = (a, def) => (Array.isArray(a) && a.length === 3 && finite(a) ? new Vector3(a[0], a[1], a[2]) : def);
    const b = this.bounds.isEmpty() ? new Box3(new Vector3(-1, -1, -1), new Vector3(1, 1, 1)) : this.bounds;
    const sphere = b.getBoundingSphere(new Sphere());
    const r = Math.max(sphere.radius, 1e-6);
    this.ortho = this.dim === 2 || !!(cam && cam.ortho);
    const target = vec(cam && cam.target, sphere.center.clone());
    let up = vec(cam && cam.up, this.dim === 2 ? new Vector3(0, 1, 0) : new Vector3(0, 0, 1));
    if (up.lengthSq() === 0) up = new Vector3(0, 0, 1);
    let position = vec(cam && cam.position, null);
    if (!position || position.distanceToSquared(target) === 0) {
      const dir = this.dim === 2 ? new Vector3(0, 0, 1) : new Vector3(1.1, -1.6, 1.2).normalize();
      position = target.clone().addScaledVector(dir, r * 3);
    }
    this.r = r;
    // how deep the whole scene reaches from the target, for the clipping planes
    const all = this.allBounds.isEmpty() ? b : this.allBounds;
    const allSphere = all.getBoundingSphere(new Sphere());
    this.reach = Math.max(r, allSphere.radius + allSphere.center.distanceTo(target));
    for (const m of this.lineMaterials) {
      if (m.dashed) { m.dashSize = r * 0.035; m.gapSize = r * 0.025; }
    }
    if (this.ortho) {
      this.camera = new OrthographicCamera(-1, 1, 1, -1, 0, 1);
    } else {
      const fov = cam && typeof cam.fov === 'number' && cam.fov > 1 && cam.fov < 170 ? cam.fov : 45;
      this.camera = new PerspectiveCamera(fov, 1, 0.01, 100);
    }
    this.home = { position, target, up };
    this.controls = new OrbitControls(this.camera, this.canvas);
    this.controls.enableDamping = false;
    this.controls.screenSpacePanning = true;
    if (this.dim === 2) {
      this.controls.enableRotate = false;
      this.controls.mouseButtons = { LEFT: 2, MIDDLE: 1, RIGHT: 2 }; // left drag pans
      this.controls.touches = { ONE: 1, TWO: 2 }; // one finger pans, two zoom and pan
    }
    this.controls.addEventListener('change', () => this.requestRender());
    this.resetCamera();
  }

  resetCamera() {
    if (!this.camera || !this.home) return;
    if (!this.ortho) this.camera.aspect = (this.stage.clientWidth || 1) / (this.stage.clientHeight || 1);
    const { position, target, up } = this.home;
    const cam = this.camera;
    cam.up.copy(up).normalize();
    cam.position.copy(position);
    cam.lookAt(target);
    this.controls.target.copy(target);
    const dist = position.distanceTo(target);
    const r = this.r;
    cam.near = this.ortho ? 0 : Math.max(dist / 1000, 1e-4);
    cam.far = dist + this.reach * 2 + 1;
    cam.zoom = 1;
    if (!this.ortho) {
      // move back along the view direction until the bounds fit
      // keep the suggested direction, but stand back just far enough to see
      // everything at this canvas's aspect
      const view = Math.min(cam.fov, 2 * Math.atan(Math.tan((cam.fov * Math.PI) / 360) * cam.aspect) * 180 / Math.PI);
      const fit = (r / Math.sin((view * Math.PI) / 360)) * 1.02 + target.distanceTo(this.bounds.getCenter(new Vector3()));
      cam.position.copy(target).addScaledVector(position.clone().sub(target).normalize(), fit);
      cam.far = cam.position.distanceTo(target) + this.reach * 2 + 1;
      this.controls.maxDistance = this.reach * 40;
    }
    this.fitFrustum();
    this.controls.update();
    this.requestRender();
  }

  // fitFrustum makes an orthographic camera frame the bounds at the canvas's aspect.
  fitFrustum() {
    const cam = this.camera;
    const w = this.stage.clientWidth || 1, h = this.stage.clientHeight || 1;
    const aspect = w / h;
    if (!this.ortho) {
      cam.aspect = aspect;
      cam.updateProjectionMatrix();
      return;
    }
    cam.updateMatrixWorld(true);
    const inv = cam.matrixWorldInverse;
    const b = this.bounds.isEmpty() ? new Box3(new Vector3(-1, -1, 0), new Vector3(1, 1, 0)) : this.bounds;
    const view = new Box3();
    for (let i = 0; i < 8; i++) {
      view.expandByPoint(new Vector3(i & 1 ? b.max.x : b.min.x, i & 2 ? b.max.y : b.min.y, i & 4 ? b.max.z : b.min.z).applyMatrix4(inv));
    }
    const tv = this.controls.target.clone().applyMatrix4(inv);
    let hw = Math.max(Math.abs(view.max.x - tv.x), Math.abs(view.min.x - tv.x), 1e-6) * 1.08;
    let hh = Math.max(Math.abs(view.max.y - tv.y), Math.abs(view.min.y - tv.y), 1e-6) * 1.08;
    if (hw / hh > aspect) hh = hw / aspect; else hw = hh * aspect;
    cam.left = -hw; cam.right = hw; cam.top = hh; cam.bottom = -hh;
    // everything within reach of the target, in front of or behind it
    const dist = cam.position.distanceTo(this.controls.target);
    cam.near = dist - this.reach * 2 - 1;
    cam.far = dist + this.reach * 2 + 1;
    cam.updateProjectionMatrix();
  }

  resize() {
    if (!this.renderer || !this.camera) return;
    const w = this.stage.clientWidth, h = this.stage.clientHeight;
    if (w === 0 || h === 0) return;
    this.renderer.setSize(w, h, false);
    const res = new Vector2(w, h);
    for (const m of this.lineMaterials) m.resolution = res;
    if (this.ortho) {
      // keep the current zoom and centre, adjust the aspect
      const cam = this.camera;
      const hh = (cam.top - cam.bottom) / 2 || 1;
      if (cam.left === -1 && cam.right === 1) this.fitFrustum();
      else { cam.left = -hh * (w / h); cam.right = hh * (w / h); cam.updateProjectionMatrix(); }
    } else {
      this.camera.aspect = w / h;
      this.camera.updateProjectionMatrix();
    }
    this.renderNow();
  }

  requestRender() {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => { this.pending = false; this.renderNow(); });
  }

  renderNow() {
    if (!this.renderer || !this.camera) return;
    this.renderer.render(this.scene, this.camera);
    this.placeLabels();
  }

  placeLabels() {
    const w = this.stage.clientWidth, h = this.stage.clientHeight;
    const v = new Vector3();
    for (const l of this.labels) {
      v.copy(l.at).project(this.camera);
      const off = l.hidden || v.z > 1 || v.z < -1 || v.x < -1.05 || v.x > 1.05 || v.y < -1.05 || v.y > 1.05;
      l.div.hidden = off;
      if (!off) l.div.style.transform = `translate(${((v.x + 1) / 2) * w}px, ${((1 - v.y) / 2) * h}px) translate(-50%, -50%)`;
    }
  }

  dispose(objects) {
    for (const o of objects) {
      this.root.remove(o);
      o.geometry?.dispose?.();
      const mats = Array.isArray(o.material) ? o.material : [o.material];
      mats.forEach((m) => m?.dispose?.());
    }
  }

  clear() {
    this.dispose(this.objects);
    if (this.lights) { this.scene.remove(this.lights); this.lights = null; }
    this.objects = [];
    this.lineMaterials = [];
    this.labels = [];
    this.labelLayer.replaceChildren();
  }

  // pixelsDrawn counts canvas pixels that differ from the background (tests, and
  // a sanity check that something was drawn).
  pixelsDrawn() {
    if (!this.renderer) return 0;
    this.renderNow();
    const gl = this.renderer.getContext();
    const w = gl.drawingBufferWidth, h = gl.drawingBufferHeight;
    const px = new Uint8Array(w * h * 4);
    gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, px);
    const hex = this.scene.background.getHex();
    const br = (hex >> 16) & 255, bgc = (hex >> 8) & 255, bb = hex & 255;
    let n = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (Math.abs(px[i] - br) + Math.abs(px[i + 1] - bgc) + Math.abs(px[i + 2] - bb) > 24) n++;
    }
    return n;
  }
}
