// The print page: a worksheet of seeded instances of one task and difficulty,
// laid out by the worker (package worksheet, op "worksheet") as a tree of
// elements, built here with DOM calls (no HTML is ever parsed), then printed
// by the browser: puzzles first, the answer key on pages of its own.
import { $, el } from './dom.js';

const SVG = 'http://www.w3.org/2000/svg';
// What a worksheet is made of; anything else is left out.
const TAGS = new Set(['article', 'header', 'section', 'div', 'h1', 'h2', 'p', 'span', 'pre', 'a', 'ul', 'li',
  'svg', 'path', 'rect', 'circle', 'line', 'polygon', 'text']);

// build makes the DOM of a worksheet node: elements by name (SVG ones in the
// SVG namespace), text as text, no event handlers, no styles, links only to
// http(s) addresses or paths.
export function build(n, inSvg = false) {
  if (!n || typeof n !== 'object') return document.createTextNode('');
  if (!n.tag) return document.createTextNode(String(n.text || ''));
  if (!TAGS.has(n.tag)) return document.createTextNode('');
  const svg = inSvg || n.tag === 'svg';
  const e = svg ? document.createElementNS(SVG, n.tag) : document.createElement(n.tag);
  for (const [k, v] of Array.isArray(n.attrs) ? n.attrs : []) {
    if (/^on/i.test(k) || k === 'style' || !/^[a-z][a-z0-9-]*$/i.test(k)) continue;
    if (k === 'href' && /^[a-z][a-z0-9+.-]*:/i.test(v) && !/^https?:/i.test(v)) continue;
    e.setAttribute(k, String(v));
  }
  for (const k of Array.isArray(n.kids) ? n.kids : []) e.append(build(k, svg));
  return e;
}

export async function startPrint(engine, catalogue) {
  const ui = {
    form: $('#print-form'), task: $('#print-task'), preset: $('#print-preset'), count: $('#print-count'),
    seed: $('#print-seed'), print: $('#print-go'), notice: $('#print-notice'), sheets: $('#sheets'),
  };
  const tasks = new Map(catalogue.tasks.map((t) => [t.slug, t]));
  ui.task.replaceChildren(...catalogue.tasks.map((t) => el('option', { value: t.slug }, `${t.name} (#${t.id})`)));
  const fillPresets = (slug, want) => {
    const t = tasks.get(slug);
    ui.preset.replaceChildren(...t.manifold.presets.map((p) => el('option', { value: p.name }, p.name + (p.doc ? ' — ' + p.doc : ''))),
      el('option', { value: '' }, 'default parameters'));
    ui.preset.value = t.manifold.presets.some((p) => p.name === want) ? want : (t.manifold.presets[0]?.name || '');
  };
  ui.task.addEventListener('change', () => fillPresets(ui.task.value));

  function notice(message) {
    ui.notice.hidden = !message;
    ui.notice.textContent = message;
  }

  async function make() {
    notice('');
    ui.print.disabled = true;
    const req = { op: 'worksheet', task: ui.task.value, preset: ui.preset.value, count: Number(ui.count.value), seed: ui.seed.value.trim() || '1' };
    const q = new URLSearchParams({ task: req.task, preset: req.preset, count: String(req.count), seed: req.seed });
    history.replaceState(null, '', '?' + q.toString());
    if (!Number.isInteger(req.count)) { notice(`The number of instances must be a whole number, not "${ui.count.value}".`); return; }
    req.base = new URL(document.body.dataset.root || './', location.href).href;
    ui.sheets.replaceChildren(el('p', { class: 'muted' }, 'Laying out the worksheet…'));
    const reply = await engine.request(req);
    if (!reply.ok) {
      ui.sheets.replaceChildren();
      notice(reply.error.message.charAt(0).toUpperCase() + reply.error.message.slice(1) + '.');
      return;
    }
    ui.sheets.replaceChildren(build(reply.worksheet.root));
    document.title = reply.worksheet.title + ' · scbench';
    ui.print.disabled = false;
    window.__worksheetCount = (window.__worksheetCount || 0) + 1; // tests wait on it
  }
  ui.form.addEventListener('submit', (ev) => { ev.preventDefault(); make(); });
  ui.print.addEventListener('click', () => window.print());

  const q = new URLSearchParams(location.search);
  const slug = tasks.has(q.get('task')) ? q.get('task') : catalogue.tasks[0].slug;
  ui.task.value = slug;
  fillPresets(slug, q.get('preset'));
  if (q.get('count')) ui.count.value = q.get('count');
  if (q.get('seed')) ui.seed.value = q.get('seed');
  if (q.get('task')) await make();
}
