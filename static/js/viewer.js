// The scene viewer: draws any scene JSON (from `scbench scene ...`, or a
// report's overlay) with the same renderer as the playground.
import { $, looksBinary, size } from './dom.js';
import { SceneView } from './renderer.js';

const MAX_SCENE = 32 << 20;

export function startViewer() {
  const view = new SceneView($('#scene'));
  const notice = $('#view-notice');
  const say = (m) => { notice.hidden = !m; notice.textContent = m || ''; };
  function show(text) {
    let data;
    try { data = JSON.parse(text); } catch (e) { say('This is not JSON: ' + e.message); return; }
    if (data && data.overlay) data = data.overlay; // a report with its overlay
    else if (data && data.scene) data = data.scene; // an instance reply
    if (!data || typeof data !== 'object' || Array.isArray(data)) { say('This JSON is not a scene.'); return; }
    say('');
    const failed = Array.isArray(data.failed) ? data.failed : [];
    view.show(data, { failed });
  }
  $('#scene-file').addEventListener('change', async (ev) => {
    const f = ev.target.files[0];
    ev.target.value = '';
    if (!f) return;
    if (f.size > MAX_SCENE) { say(`${f.name} is ${size(f.size)}; scenes may be at most ${size(MAX_SCENE)}.`); return; }
    const bytes = new Uint8Array(await f.arrayBuffer());
    if (looksBinary(bytes)) { say(`${f.name} is not a text file.`); return; }
    show(new TextDecoder().decode(bytes));
  });
  $('#scene-show').addEventListener('click', () => show($('#scene-text').value));
  window.scbenchView = view;
}
