// The playground: pick or open an instance, see it in 3D, read the prompt,
// paste or upload an answer (or build one on the board of a task with a
// practice editor), grade it in the worker and see every check, with
// failures highlighted in the scene.

import { $, el, copyText, download, flash, size, fmtScore, looksBinary } from './dom.js';
import { SceneView } from './renderer.js';
import { readLink, makeLink, versionMessage, clip } from './link.js';
import { editorFor } from './editors/registry.js';
import { Practice } from './practice.js';
import './editors/shikaku.js';
import './editors/hamiltonian.js';
import './editors/maze.js';
import './editors/lego.js';
import './editors/earthworks.js';

// Answers longer than this are held in memory, not shown in the text box.
const SHOW_IN_BOX = 1 << 20;

export async function startPlay(engine, catalogue) {
  const ui = {
    task: $('#task-select'), subpass: $('#subpass-select'),
    modeCanonical: $('#mode-canonical'), modeGenerated: $('#mode-generated'),
    canonical: $('#canonical-controls'), generated: $('#generated-controls'),
    preset: $('#preset-select'), params: $('#params'), seed: $('#seed-input'), randomSeed: $('#random-seed'),
    notice: $('#notice'), label: $('#instance-label'), hash: $('#instance-hash'), meta: $('#instance-meta'),
    share: $('#share-link'), copyLink: $('#copy-link'), prompt: $('#prompt'), copyPrompt: $('#copy-prompt'),
    attachments: $('#attachments'), schema: $('#schema'), answer: $('#answer'), answerNote: $('#answer-note'),
    file: $('#answer-file'), grade: $('#grade'), solve: $('#solve'),
    viewTabs: $('#view-tabs'), boardTab: $('#edit'), sceneTab: $('#show-scene'), board: $('#board'), scenePanel: $('#scene-panel'),
    report: $('#report'), score: $('#score'), verdict: $('#verdict'), checks: $('#checks'), where: $('#report-where'),
    dlInstance: $('#download-instance'), dlPrompt: $('#download-prompt'), dlReport: $('#download-report'),
    sceneHost: $('#scene'), busy: $('#busy'), workbench: $('#workbench'),
    gradeProgress: $('#grade-progress'), gradeBar: $('#grade-bar'), gradeStage: $('#grade-stage'),
  };
  const view = new SceneView(ui.sceneHost);
  const limits = catalogue.limits;
  const tasks = new Map(catalogue.tasks.map((t) => [t.slug, t]));
  let current = null; // the instance reply
  let heldAnswer = null; // an answer too large for the text box
  let report = null;
  let sceneShown = null; // what the scene shows once its tab is open: [data, opts]
  let gradeSeq = 0;

  // ---- notices -------------------------------------------------------------
  function notice(message, kind = 'error', action = null) {
    ui.notice.hidden = !message;
    ui.notice.className = 'notice ' + kind;
    ui.notice.replaceChildren();
    if (!message) return;
    ui.notice.append(el('span', {}, message));
    if (action) {
      const b = el('button', { type: 'button', class: 'btn small' }, action.label);
      b.addEventListener('click', action.run);
      ui.notice.append(b);
    }
  }

  // ---- the picker ------------------------------------------------------------
  ui.task.replaceChildren(...catalogue.buckets.map((b) => {
    const g = el('optgroup', { label: b[0].toUpperCase() + b.slice(1) });
    for (const t of catalogue.tasks) if (t.bucket === b) g.append(el('option', { value: t.slug }, `${t.name} (#${t.id})`));
    return g;
  }).filter((g) => g.childElementCount > 0));

  function setMode(generated) {
    ui.modeCanonical.setAttribute('aria-selected', String(!generated));
    ui.modeGenerated.setAttribute('aria-selected', String(generated));
    ui.canonical.hidden = generated;
    ui.generated.hidden = !generated;
  }
  ui.modeCanonical.addEventListener('click', () => { setMode(false); open({ task: ui.task.value, subpass: Number(ui.subpass.value) || 0 }, { push: true }); });
  ui.modeGenerated.addEventListener('click', () => setMode(true));

  function fillTask(slug, params) {
    const t = tasks.get(slug);
    if (!t) return;
    ui.task.value = slug;
    ui.subpass.replaceChildren(...t.subpasses.map((s) => el('option', { value: s.index },
      `#${s.index}  ${s.name}${s.difficulty ? ' · ' + s.difficulty : ''}`)));
    ui.preset.replaceChildren(el('option', { value: '' }, 'defaults'), ...t.manifold.presets.map((p) => el('option', { value: p.name }, p.name + (p.doc ? ' — ' + p.doc : ''))),
      el('option', { value: 'custom', disabled: true }, 'custom'));
    ui.params.replaceChildren(...t.manifold.params.map((p) => paramInput(p, params ? params[p.name] : p.default)));
  }

  function paramInput(p, value) {
    let input;
    if (p.kind === 'bool') {
      input = el('input', { type: 'checkbox', name: p.name });
      input.checked = value === true;
    } else if (p.kind === 'choice') {
      input = el('select', { name: p.name }, ...(p.choices || []).map((c) => el('option', { value: c }, c)));
      input.value = value;
    } else {
      input = el('input', { type: 'number', name: p.name, min: p.min, max: p.max, step: p.kind === 'int' ? 1 : 'any', required: true });
      input.value = value;
    }
    return el('label', { class: 'param', title: p.doc }, el('span', { class: 'param-name' }, p.name), input, el('span', { class: 'param-doc' }, p.doc));
  }

  // presetOf names the preset (or '' for the defaults) that gives exactly
  // these parameters, or 'custom'.
  function presetOf(t, params) {
    const same = (values) => t.manifold.params.every((p) => String(p.name in values ? values[p.name] : p.default) === String(params[p.name]));
    if (same({})) return '';
    const pr = t.manifold.presets.find((x) => same(x.values));
    return pr ? pr.name : 'custom';
  }

  function readParams() {
    const parts = [];
    for (const input of ui.params.querySelectorAll('[name]')) {
      const v = input.type === 'checkbox' ? String(input.checked) : input.value.trim();
      parts.push(`${input.name}=${v}`);
    }
    return parts.join(',');
  }

  ui.task.addEventListener('change', () => {
    fillTask(ui.task.value);
    if (ui.generated.hidden) open({ task: ui.task.value, subpass: 0 }, { push: true });
  });
  ui.subpass.addEventListener('change', () => open({ task: ui.task.value, subpass: Number(ui.subpass.value) }, { push: true }));
  ui.preset.addEventListener('change', () => {
    const t = tasks.get(ui.task.value);
    const pr = t.manifold.presets.find((p) => p.name === ui.preset.value);
    const values = {};
    for (const p of t.manifold.params) values[p.name] = pr && p.name in pr.values ? pr.values[p.name] : p.default;
    ui.params.replaceChildren(...t.manifold.params.map((p) => paramInput(p, values[p.name])));
  });
  ui.params.addEventListener('input', () => { ui.preset.value = presetOf(tasks.get(ui.task.value), Object.fromEntries(readParams().split(',').map((kv) => kv.split('=')))); });
  ui.randomSeed.addEventListener('click', () => {
    const a = new Uint32Array(1);
    crypto.getRandomValues(a);
    ui.seed.value = String(a[0]);
  });
  ui.generated.addEventListener('submit', (ev) => {
    ev.preventDefault();
    open({ task: ui.task.value, seed: ui.seed.value.trim() || '0', params: readParams() }, { push: true });
  });

  // fillFrom sets the picker to what a request asks for, so that a link
  // that could not be opened still shows which instance it names.
  function fillFrom(req) {
    const slug = tasks.has(req.task) ? req.task : catalogue.tasks[0].slug;
    const t = tasks.get(slug);
    const generated = !!(req.seed || req.params || req.preset);
    let values = null;
    if (generated) {
      const pr = t.manifold.presets.find((p) => p.name === req.preset);
      values = Object.fromEntries(t.manifold.params.map((p) => [p.name, pr && p.name in pr.values ? pr.values[p.name] : p.default]));
      for (const kv of String(req.params || '').split(',')) {
        const [k, v] = kv.split('=');
        if (k in values && v !== undefined) values[k] = v.trim();
      }
    }
    fillTask(slug, values);
    setMode(generated);
    if (!generated && Number.isInteger(req.subpass) && req.subpass < t.subpasses.length) ui.subpass.value = String(req.subpass);
    if (generated) {
      ui.seed.value = String(req.seed || '');
      ui.preset.value = presetOf(t, values);
    }
  }

  // closeInstance leaves the page with no instance open: what a link that
  // could not be opened leaves behind, with its notice and the picker set
  // to what it asked for.
  function closeInstance(req) {
    current = null;
    board.close();
    clearReport();
    ui.workbench.hidden = true;
    fillFrom(req);
    document.title = 'Playground · scbench';
  }

  // ---- opening an instance ---------------------------------------------------
  let openSeq = 0;
  // open asks the worker for an instance and shows it. A link's request
  // (fromLink) that cannot be opened closes what was open; push makes the
  // new instance a history entry of its own, so that Back returns to the one
  // before.
  async function open(req, { fromLink = false, push = false } = {}) {
    const seq = ++openSeq;
    busy(true, 'Generating…');
    const reply = await engine.request({ op: 'instance', ...req, stream: true });
    busy(false);
    if (seq !== openSeq) return false;
    if (!reply.ok) {
      const e = reply.error || {};
      if (e.code === 'version') {
        // Another suite version is explained here; other rules for the task
        // by the engine, which names both rules versions.
        const suiteChanged = req.version && req.version !== catalogue.version;
        const t = tasks.get(req.task);
        notice(suiteChanged ? versionMessage(req.version, catalogue.version) : sentence(e.message), 'warn', {
          label: `Open it under ${suiteChanged ? catalogue.version : (t ? t.rules : 'the current rules')}`,
          run: () => { const r = { ...req }; delete r.version; delete r.rules; open(r, { fromLink: true }); },
        });
      } else if (e.code === 'cancelled') {
        return false;
      } else {
        notice((fromLink ? 'This link cannot be opened: ' : '') + e.message);
      }
      if (fromLink) closeInstance(req);
      return false;
    }
    notice('');
    // The instance comes as the exact JSON text the CLI prints, so that the
    // download and the digest below are of the same bytes.
    reply.instance = JSON.parse(reply.instance_json);
    current = reply;
    const inst = reply.instance;
    const generated = inst.seed !== null && inst.seed !== undefined;
    fillTask(inst.task, generated ? inst.params : null);
    setMode(generated);
    if (!generated) ui.subpass.value = String(inst.subpass);
    else {
      ui.seed.value = String(reply.share.seed);
      ui.preset.value = presetOf(tasks.get(inst.task), inst.params);
    }
    const link = makeLink(reply.share);
    if (push && link !== location.href) history.pushState(null, '', link);
    else history.replaceState(null, '', link);
    ui.workbench.hidden = false;
    ui.share.href = link;
    ui.share.textContent = link.replace(/^https?:\/\//, '');
    const t = tasks.get(inst.task);
    ui.label.textContent = `${t.name} — ${generated ? 'seed ' + reply.share.seed + (inst.subpass !== null ? `, subpass #${inst.subpass}'s parameters` : '') : 'subpass #' + inst.subpass}`;
    const sub = !generated ? t.subpasses[inst.subpass] : null;
    ui.meta.textContent = [sub ? sub.name : null, sub && sub.difficulty, 'parameters ' + Object.entries(inst.params).map(([k, v]) => `${k}=${v}`).join(', ')].filter(Boolean).join(' · ');
    showDigest(reply.instance_json, seq);
    ui.prompt.textContent = inst.prompt;
    showAttachments(inst.attachments || []);
    ui.schema.textContent = prettySchema(inst.schema);
    document.title = `${t.name} ${reply.label.replace(inst.task, '').trim()} · scbench`;
    setAnswer('');
    clearReport();
    setupBoard();
    showScene(reply.scene);
    streamFrames(reply.frames);
    warmUp(seq);
    return true;
  }

  // warmUp has the worker grade the instance's reference answer once, while
  // the reader reads the prompt, and throws the report away. V8 compiles a
  // WebAssembly function only when it is first called, with its quick
  // compiler, and optimises it once it has run hot; a task's first grade in
  // a fresh worker therefore runs slow code (measured: lego-hemisphere's
  // first grade three times its second). After the warm-up the grade the
  // reader asks for finds the grader's code optimised. Once per task per
  // worker; skipped when the reader has already asked for a grade, or the
  // page is hidden. A seeded instance may be as large as the limits allow,
  // and the reader's grade would wait behind its warm-up, so the task's
  // first canonical subpass warms for it: the code is the same.
  const warmed = new Set();
  engine.onState((state) => { if (state === 'ready') warmed.clear(); }); // a fresh worker is cold
  function warmUp(seq) {
    const slug = current.instance.task;
    if (warmed.has(slug)) return;
    warmed.add(slug);
    const asked = gradeSeq;
    const still = () => seq === openSeq && asked === gradeSeq && !document.hidden;
    const solveReq = current.share.seed ? { op: 'solve', task: slug, subpass: 0 } : request('solve');
    setTimeout(async () => {
      if (!still()) { warmed.delete(slug); return; }
      const t0 = performance.now();
      const s = await engine.request(solveReq);
      if (!s.ok || !still()) { warmed.delete(slug); return; }
      // streaming keeps any simulation frames in the worker, unsent
      await engine.request({ ...solveReq, op: 'grade', answer: s.answer, stream: true });
      // for tests and measurements: what warmed the worker, and how long it took
      window.__warm = { task: slug, subpass: solveReq.subpass, seeded: Boolean(solveReq.seed), ms: performance.now() - t0 };
    }, 250);
  }

  // streamFrames fetches the frames of the scene just shown, which the
  // worker kept back (a simulation's moments can be many), and appends them
  // to the viewer as they arrive. Frames of a scene that has since been
  // replaced are dropped.
  let frameSeq = 0;
  async function streamFrames(info) {
    const seq = ++frameSeq;
    if (!info || !(info.count > 0)) return;
    // a scene kept back for when it is shown (showScene) takes its frames
    // with it; a scene on view grows them as they come
    if (!sceneShown) view.expectFrames(info.count);
    await engine.request({ op: 'frames', token: info.token }, {
      onProgress: (ev) => {
        if (seq !== frameSeq || ev.event !== 'frame') return;
        if (sceneShown) (sceneShown[0].frames ||= []).push(ev.frame);
        else view.appendFrames([ev.frame]);
      },
    });
  }

  // showDigest shows the SHA-256 of the instance's JSON (the bytes that
  // `scbench instance --json` prints, without its newline). SubtleCrypto exists
  // only in secure contexts (https, localhost); elsewhere the label stays empty.
  async function showDigest(json, seq) {
    ui.hash.textContent = '';
    ui.hash.title = '';
    if (!globalThis.crypto || !crypto.subtle) return;
    const buf = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json));
    if (seq !== openSeq) return;
    const hex = Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
    ui.hash.textContent = 'instance ' + hex.slice(0, 12);
    ui.hash.title = 'SHA-256 of the instance JSON (scbench instance --json): ' + hex;
  }

  // sentence capitalises a message from the engine for the page.
  function sentence(s) {
    s = String(s || '');
    return s.charAt(0).toUpperCase() + s.slice(1) + (/[.!?]$/.test(s) ? '' : '.');
  }

  function prettySchema(s) {
    try { return JSON.stringify(s, null, 2); } catch { return String(s); }
  }

  function showAttachments(list) {
    ui.attachments.hidden = list.length === 0;
    ui.attachments.replaceChildren(...list.map((a) => {
      const name = String(a.name || 'attachment');
      const type = /^[a-z]+\/[a-z0-9.+-]+$/i.test(a.type || '') ? a.type : 'application/octet-stream';
      let bytes;
      try {
        const bin = atob(a.data || '');
        bytes = new Uint8Array(bin.length);
        for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
      } catch {
        return el('p', { class: 'error' }, `${name}: unreadable attachment`);
      }
      const blob = new Blob([bytes], { type });
      const url = URL.createObjectURL(blob);
      const dl = el('button', { type: 'button', class: 'btn small ghost' }, `Download ${name}`);
      dl.addEventListener('click', () => download(name, blob));
      const fig = el('figure', { class: 'attachment' });
      if (/^image\/(png|jpeg|gif|webp)$/.test(type)) fig.append(el('img', { src: url, alt: name }));
      fig.append(el('figcaption', {}, el('span', {}, `${name} · ${size(bytes.length)}`), dl));
      return fig;
    }));
  }

  // ---- answers ---------------------------------------------------------------
  function setAnswer(text, note = '') {
    if (text.length > SHOW_IN_BOX) {
      heldAnswer = text;
      ui.answer.value = '';
      ui.answer.placeholder = '';
      ui.answerNote.textContent = note || `An answer of ${size(text.length)} is loaded; it is too long to show here. Type in the box to replace it.`;
    } else {
      heldAnswer = null;
      ui.answer.value = text;
      ui.answerNote.textContent = note;
    }
  }
  function answerText() {
    return heldAnswer !== null ? heldAnswer : ui.answer.value;
  }
  ui.answer.addEventListener('input', () => {
    if (heldAnswer !== null) { heldAnswer = null; ui.answerNote.textContent = ''; }
  });
  ui.answer.addEventListener('paste', (ev) => {
    const text = ev.clipboardData && ev.clipboardData.getData('text/plain');
    if (text && text.length > limits.max_answer_bytes) {
      ev.preventDefault();
      notice(`That paste is ${size(text.length)}; an answer may be at most ${size(limits.max_answer_bytes)}. Nothing was pasted.`);
    }
  });
  ui.file.addEventListener('change', async () => {
    const f = ui.file.files && ui.file.files[0];
    ui.file.value = '';
    if (!f) return;
    if (f.size > limits.max_answer_bytes) {
      notice(`${clip(f.name)} is ${size(f.size)}; an answer may be at most ${size(limits.max_answer_bytes)}.`);
      return;
    }
    const bytes = new Uint8Array(await f.arrayBuffer());
    if (looksBinary(bytes)) {
      notice(`${clip(f.name)} is not a text file (it looks binary), so it cannot be an answer.`);
      return;
    }
    notice('');
    setAnswer(new TextDecoder().decode(bytes), `Loaded ${f.name} (${size(bytes.length)}).`);
    grade();
  });

  // ---- grading ---------------------------------------------------------------
  function request(op, extra = {}) {
    const s = current.share;
    const r = { op, task: s.task, ...extra };
    if (s.subpass !== undefined) r.subpass = s.subpass;
    if (s.seed) { r.seed = s.seed; r.params = s.params; }
    return r;
  }

  // grade grades the answer text; quiet grades (the board's, after every
  // edit) show no busy sign, and practice ones report progress rather than
  // failure while the puzzle is unfinished.
  async function grade({ quiet = false, practice = false } = {}) {
    if (!current) {
      notice('Open an instance first: pick a task and a subpass above.', 'warn');
      return;
    }
    const text = answerText();
    const bytes = new Blob([text]).size;
    if (bytes > limits.max_answer_bytes) {
      notice(`The answer is ${size(bytes)}; the limit is ${size(limits.max_answer_bytes)}.`);
      return;
    }
    const seq = ++gradeSeq;
    const t0 = performance.now();
    if (!quiet) busy(true, 'Grading…');
    const reply = await engine.request(request('grade', { answer: text, stream: true }), {
      onProgress: (p) => { if (!quiet && seq === gradeSeq) gradeProgress(p); },
    });
    if (!quiet) busy(false);
    if (seq === gradeSeq) gradeProgress(null);
    if (seq !== gradeSeq) return; // a newer grade is on its way
    if (!reply.ok) {
      if (reply.error.code !== 'cancelled') notice(reply.error.message);
      return;
    }
    notice('');
    const t1 = performance.now();
    showReport(reply.report, { practice });
    board.graded(text, reply.report);
    streamFrames(reply.frames);
    // for measurements: the whole grade, and the worker's share of it
    window.__lastGradeMs = performance.now() - t0;
    window.__lastGradeEngineMs = t1 - t0;
    // one column: bring the verdict into view
    if (!quiet && matchMedia('(max-width: 980px)').matches) ui.report.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }
  // gradeAnswer grades what is in the answer box and shows it in the scene;
  // the board, if there is one, takes the answer too when it can hold it.
  function gradeAnswer() {
    board.load(answerText(), { quiet: true });
    showView('scene');
    grade();
  }
  ui.grade.addEventListener('click', gradeAnswer);
  ui.answer.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) { ev.preventDefault(); gradeAnswer(); }
  });

  function clearReport() {
    report = null;
    ui.report.hidden = true;
    ui.checks.replaceChildren();
    ui.score.textContent = '';
  }

  function showReport(rep, { practice = false } = {}) {
    report = rep;
    window.__gradeCount = (window.__gradeCount || 0) + 1; // tests wait on it
    ui.report.hidden = false;
    ui.score.textContent = fmtScore(rep.score);
    // on the board an unfinished puzzle is progress, not a failure
    const unfinished = practice && !rep.passed;
    ui.report.classList.toggle('passed', !!rep.passed);
    ui.report.classList.toggle('failed', !rep.passed && !unfinished);
    ui.report.classList.toggle('practice', unfinished);
    ui.verdict.textContent = rep.passed ? 'passed' : unfinished ? 'not solved yet' : `failed${rep.failure_mode ? ' · ' + rep.failure_mode : ''}`;
    ui.where.textContent = rep.where ? `Answer read from ${rep.where}.` : (rep.error ? '' : '');
    const failed = rep.checks.filter((c) => !c.ok).map((c) => c.name);
    let focused = null;
    ui.checks.replaceChildren(...rep.checks.map((c) => {
      const li = el('li', { class: c.ok ? 'ok' : 'bad', 'data-check': c.name },
        el('span', { class: 'mark', 'aria-label': c.ok ? 'passed' : unfinished ? 'not yet' : 'failed' }, c.ok ? '✓' : unfinished ? '○' : '✗'),
        el('span', { class: 'check-name' }, c.name),
        el('span', { class: 'check-detail' }, c.detail));
      if (!c.ok) {
        li.tabIndex = 0;
        li.title = 'Show only this check in the scene, and zoom to it';
        const toggle = () => {
          focused = focused === c.name ? null : c.name;
          for (const x of ui.checks.children) x.classList.toggle('focused', x.dataset.check === focused);
          showView('scene');
          view.focusCheck(focused, { zoom: true });
        };
        li.addEventListener('click', toggle);
        li.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); toggle(); } });
      }
      return li;
    }));
    showScene(rep.overlay || current.scene, { failed });
  }

  // ---- the board: practice editors, solutions -------------------------------------
  let editTimer = 0;
  const board = new Practice(ui.board, {
    askHint: (text) => engine.request(request('hint', { answer: text })),
    onAnswer(text) {
      setAnswer(text);
      clearTimeout(editTimer);
      editTimer = setTimeout(() => grade({ quiet: true, practice: !ui.board.hidden }), 60);
    },
  });

  // setupBoard puts the instance on the board when its task has an editor,
  // and makes the board the main view; other tasks show only the scene.
  function setupBoard() {
    const task = current.instance.task;
    const factory = editorFor(task);
    const open = !!factory && board.open(factory, current.instance, { hints: !!tasks.get(task).hints });
    if (!open) board.close();
    sceneAlongside = open && !!factory.withScene;
    ui.viewTabs.hidden = !open;
    showView(open ? 'board' : 'scene');
    if (factory && !open) notice('This instance is too large for the board editor; it is shown in the scene only.', 'warn');
  }

  // showView shows the board or the scene in the main view. An editor that
  // builds a world whose outcome only the scene shows (bricks, earthworks)
  // keeps the scene in view under its board.
  let sceneAlongside = false;
  function showView(which) {
    const onBoard = which === 'board' && !!board.editor;
    ui.board.hidden = !onBoard;
    ui.scenePanel.hidden = onBoard && !sceneAlongside;
    ui.boardTab.setAttribute('aria-selected', String(onBoard));
    ui.sceneTab.setAttribute('aria-selected', String(!onBoard));
    if (!ui.scenePanel.hidden && sceneShown) {
      const [data, opts] = sceneShown;
      sceneShown = null;
      view.show(data, opts);
    }
  }
  ui.boardTab.addEventListener('click', () => showView('board'));
  ui.sceneTab.addEventListener('click', () => showView('scene'));

  // showScene draws a scene, or keeps it for when the scene is shown: a
  // hidden canvas has no size to frame it in.
  function showScene(data, opts = {}) {
    if (ui.scenePanel.hidden) sceneShown = [data, opts];
    else { sceneShown = null; view.show(data, opts); }
  }

  ui.solve.addEventListener('click', async () => {
    if (!current) return;
    busy(true, 'Solving…');
    const reply = await engine.request(request('solve'));
    busy(false);
    if (!reply.ok) { notice(reply.error.message, 'warn'); return; }
    // a planner's reference is a baseline to beat, not a perfect answer
    const baseline = tasks.get(current.instance.task)?.baseline_reference;
    setAnswer(reply.answer, baseline ? 'The reference plan: a baseline to beat, not a perfect answer.' : 'The reference solution.');
    board.load(reply.answer, { revealed: true, quiet: true });
    grade({ practice: !ui.board.hidden });
  });

  // ---- copying and downloads ---------------------------------------------------
  ui.copyLink.addEventListener('click', async () => flash(ui.copyLink, (await copyText(ui.share.href)) ? 'Copied' : 'Copy failed'));
  ui.copyPrompt.addEventListener('click', async () => flash(ui.copyPrompt, (await copyText(ui.prompt.textContent)) ? 'Copied' : 'Copy failed'));
  const base = () => (current ? current.label.replace(/[^a-z0-9-]+/gi, '-').replace(/-+$/, '') : 'scbench');
  ui.dlInstance.addEventListener('click', () => current && download(base() + '.instance.json', current.instance_json + '\n'));
  ui.dlPrompt.addEventListener('click', () => current && download(base() + '.prompt.txt', current.instance.prompt + '\n', 'text/plain'));
  ui.dlReport.addEventListener('click', () => {
    if (!report) return;
    const { overlay, ...rest } = report;
    download(base() + '.report.json', JSON.stringify(rest, null, 2) + '\n');
  });

  // gradeProgress shows a slow grader's progress ({stage, done, total}, as
  // the worker streams it) under the Grade button, or hides it (null).
  function gradeProgress(p) {
    ui.gradeProgress.hidden = !p;
    if (!p) return;
    ui.gradeBar.max = Math.max(1, p.total);
    ui.gradeBar.value = p.done;
    const stage = String(p.stage || '');
    ui.gradeStage.textContent = `${stage.charAt(0).toUpperCase()}${stage.slice(1)} · ${Math.floor((100 * p.done) / Math.max(1, p.total))}%`;
  }

  function busy(on, text = '') {
    ui.busy.hidden = !on;
    ui.busy.textContent = text;
    ui.grade.disabled = on;
  }

  // ---- start, and Back and Forward ------------------------------------------------
  // openLink opens what the page's URL asks for: a share link (with, from the
  // leaderboard, a submission's answer to load), or the first task's first
  // subpass.
  async function openLink() {
    const link = readLink(location.search);
    if (link && link.error) {
      notice(link.error);
      closeInstance(link);
    } else if (link) {
      const { answer: answerRef, ...req } = link;
      const ok = await open(req, { fromLink: true });
      if (ok && answerRef) await loadBoardAnswer(answerRef);
    } else {
      fillTask(catalogue.tasks[0].slug);
      await open({ task: catalogue.tasks[0].slug, subpass: 0 });
    }
  }
  // loadBoardAnswer loads a leaderboard submission's answer (the link's
  // answer=SUBMISSION/INDEX) from the server that serves this page, and
  // grades it: the report is this browser's own, beside the server's.
  async function loadBoardAnswer(ref) {
    const [sub, idx] = ref.split('/');
    let data = null;
    try {
      const res = await fetch(`${document.body.dataset.root || './'}api/submissions/${sub}/answers/${idx}`);
      data = res.ok ? await res.json() : null;
    } catch { data = null; }
    if (!data || typeof data.text !== 'string') { notice('The leaderboard answer this link names cannot be loaded.', 'warn'); return; }
    setAnswer(data.text, `The answer of ${data.id} in leaderboard submission ${sub}.`);
    board.load(data.text, { quiet: true });
    await grade();
  }
  window.addEventListener('popstate', () => openLink());
  await openLink();
  window.scbenchView = view; // for tests and the curious
}
