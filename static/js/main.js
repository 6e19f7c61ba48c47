// Entry point of every page: registers the service worker (offline use), then
// starts the page's part of the app, named by <body data-page>.
import { $ } from './dom.js';
import { Engine } from './engine.js';

const root = document.body.dataset.root || './';
const page = document.body.dataset.page;

if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker.register(root + 'sw.js').catch((e) => console.warn('offline mode unavailable:', e));
}

const status = $('#engine-status');

// pageNotice shows an error in the page's notice box.
function pageNotice(message) {
  const n = $('#notice') || $('#batch-notice') || $('.notice[role=alert]');
  if (n) { n.hidden = false; n.className = 'notice error'; n.textContent = message; }
}
function setStatus(state, text) {
  if (!status) return;
  status.dataset.state = state;
  status.textContent = text;
}

// withEngine starts the grading worker at once (the wasm loads while the
// page's own script arrives), then runs the page with it.
async function withEngine(load) {
  setStatus('loading', 'loading grader…');
  const engine = new Engine(new URL(root + 'static/worker.js', location.href).href);
  engine.onState((state, error) => {
    if (state === 'ready') {
      setStatus('ready', 'grader ready');
      window.__engineReadyAt = performance.now();
    }
    if (state === 'failed') setStatus('failed', 'grader failed');
    if (error) pageNotice(error);
  });
  const [mod, cat] = await Promise.all([load(), engine.request({ op: 'catalogue' })]);
  if (!cat.ok) {
    pageNotice('The grader cannot start: ' + cat.error.message);
    document.body.dataset.ready = 'error';
    return;
  }
  try {
    await mod.start(engine, cat);
  } catch (e) {
    pageNotice('Something went wrong on this page: ' + e.message);
    document.body.dataset.ready = 'error';
    throw e;
  }
  window.__readyAt = performance.now();
  document.body.dataset.ready = 'true';
}

if (page === 'play') {
  withEngine(() => import('./play.js').then((m) => ({ start: m.startPlay })));
} else if (page === 'batch') {
  withEngine(() => import('./batch.js').then((m) => ({ start: m.startBatch })));
} else if (page === 'view') {
  import('./viewer.js').then((m) => { m.startViewer(); document.body.dataset.ready = 'true'; });
} else if (page === 'board') {
  withEngine(() => import('./leaderboard.js').then((m) => ({ start: m.startBoard })));
} else if (page === 'compare') {
  withEngine(() => import('./compare.js').then((m) => ({ start: m.startCompare })));
} else if (page === 'submit' || page === 'submission') {
  // the leaderboard's own pages need the server, not the grader
  import('./leaderboard.js')
    .then((m) => (page === 'submit' ? m.startSubmit() : m.startSubmission()))
    .then(() => { document.body.dataset.ready = 'true'; }, (e) => { pageNotice('Something went wrong on this page: ' + e.message); document.body.dataset.ready = 'error'; });
} else {
  document.body.dataset.ready = 'true';
}
