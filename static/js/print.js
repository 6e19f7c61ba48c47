// The print page: a worksheet of seeded instances of one task and difficulty,
// laid out by the worker (package worksheet, op "worksheet") as a tree of
// elements, built here with DOM calls (dom.js's build: no HTML is ever
// parsed), then printed by the browser: puzzles first, the answer key on
// pages of its own.
import { $, el, build } from './dom.js';

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
