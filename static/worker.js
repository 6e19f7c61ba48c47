// The grading worker: loads scbench's WebAssembly module and answers the page's
// messages with it, so that generating and grading never freeze the page.
// Messages in: {id, request}; out: {id, event} while a batch runs, then
// {id, reply}, where event and reply are JSON text from Go. A failure here is
// a reply too ({ok: false, error}), never a silent dead worker.
'use strict';
importScripts('wasm_exec.js');

let dead = null; // why the Go program cannot answer any more

function errorReply(code, message) {
  return JSON.stringify({ ok: false, error: { code, message } });
}

const ready = (async () => {
  const go = new Go();
  const url = 'scbench.wasm';
  let result;
  try {
    result = await WebAssembly.instantiateStreaming(fetch(url), go.importObject);
  } catch (streamErr) {
    // hosts that serve .wasm with another content type: compile from bytes
    const res = await fetch(url);
    if (!res.ok) throw new Error(`cannot load ${url}: HTTP ${res.status}`);
    result = await WebAssembly.instantiate(await res.arrayBuffer(), go.importObject);
  }
  // main never returns; if the Go runtime dies anyway, say so: the page then
  // starts a fresh worker
  go.run(result.instance).then(
    () => { dead = 'the grading engine stopped'; postMessage({ dead }); },
    (e) => { dead = 'the grading engine crashed: ' + e; postMessage({ dead }); },
  );
  if (!self.scbench || typeof self.scbench.handle !== 'function') throw new Error('the grading engine did not start');
  postMessage({ ready: true, version: self.scbench.version });
})();
ready.catch((e) => {
  dead = 'cannot start the grading engine: ' + (e && e.message ? e.message : e);
  postMessage({ ready: false, error: dead });
});

self.onmessage = async (msg) => {
  const { id, request } = msg.data || {};
  let reply;
  try {
    await ready;
    if (dead) {
      reply = errorReply('engine', dead);
    } else {
      const text = typeof request === 'string' ? request : JSON.stringify(request);
      reply = self.scbench.handle(text, (event) => postMessage({ id, event }));
      if (typeof reply !== 'string') reply = errorReply('engine', 'the grading engine gave no reply');
    }
  } catch (e) {
    reply = errorReply('engine', dead || 'the grading engine failed: ' + (e && e.message ? e.message : e));
  }
  postMessage({ id, reply });
};
