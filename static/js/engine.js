// The page's side of the grading worker: requests are promises that always
// resolve to a reply object ({ok: true, ...} or {ok: false, error}); they never
// reject. A batch can be cancelled by restarting the worker.

export class Engine {
  constructor(url) {
    this.url = url;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = new Set();
    this.start();
  }

  start() {
    this.readyState = 'loading';
    this.worker = new Worker(this.url);
    this.worker.onmessage = (e) => this.receive(e.data || {});
    this.worker.onerror = (e) => {
      e.preventDefault?.();
      this.fail('engine', 'the grading worker failed: ' + (e.message || 'unknown error'));
    };
    this.worker.onmessageerror = () => this.fail('engine', 'the grading worker sent an unreadable message');
  }

  receive(m) {
    if ('dead' in m) {
      // the Go runtime died (it should not): answer what was pending, start afresh
      this.worker.terminate();
      this.fail('engine', m.dead + '; the grader has been restarted, please try again');
      this.start();
      return;
    }
    if ('ready' in m) {
      this.readyState = m.ready ? 'ready' : 'failed';
      this.readyError = m.error;
      this.listeners.forEach((f) => f(this.readyState, m.error));
      return;
    }
    const p = this.pending.get(m.id);
    if (!p) return;
    if (m.event !== undefined) {
      if (p.onProgress) {
        try { p.onProgress(JSON.parse(m.event)); } catch (err) { console.warn(err); }
      }
      return;
    }
    this.pending.delete(m.id);
    let reply;
    try {
      reply = JSON.parse(m.reply);
    } catch {
      reply = { ok: false, error: { code: 'engine', message: 'the grading worker sent an unreadable reply' } };
    }
    p.resolve(reply);
  }

  fail(code, message) {
    for (const p of this.pending.values()) p.resolve({ ok: false, error: { code, message } });
    this.pending.clear();
  }

  onState(f) {
    this.listeners.add(f);
    if (this.readyState !== 'loading') f(this.readyState, this.readyError);
  }

  request(req, { onProgress } = {}) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, onProgress });
      try {
        this.worker.postMessage({ id, request: JSON.stringify(req) });
      } catch (e) {
        this.pending.delete(id);
        resolve({ ok: false, error: { code: 'engine', message: 'cannot send the request: ' + e.message } });
      }
    });
  }

  // restart abandons every request in flight (they resolve as cancelled) and
  // starts a fresh worker.
  restart() {
    this.worker.terminate();
    this.fail('cancelled', 'cancelled');
    this.start();
  }
}
