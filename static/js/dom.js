// Small DOM helpers. Text always goes in as text nodes: nothing from a model, a
// file or a link is ever parsed as HTML.

// el creates an element with attributes and children (strings become text).
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

export function $(sel, root = document) {
  return root.querySelector(sel);
}

export function svg(tag, attrs = {}) {
  const e = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

// download saves text or bytes as a file.
export function download(name, data, type = 'application/json') {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const url = URL.createObjectURL(blob);
  const a = el('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// copyText copies to the clipboard, falling back to a selected textarea.
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const t = el('textarea', { class: 'offscreen', readonly: true });
    t.value = text;
    document.body.append(t);
    t.select();
    let ok = false;
    try { ok = document.execCommand('copy'); } catch { ok = false; }
    t.remove();
    return ok;
  }
}

// flash briefly changes a button's label ("Copied").
export function flash(button, text, ms = 1400) {
  const old = button.dataset.label || button.textContent;
  button.dataset.label = old;
  button.textContent = text;
  clearTimeout(button._flash);
  button._flash = setTimeout(() => { button.textContent = old; }, ms);
}

export function size(n) {
  if (n >= 1 << 20) return (n / (1 << 20)).toFixed(1) + ' MB';
  if (n >= 1 << 10) return Math.round(n / 1024) + ' KB';
  return n + ' bytes';
}

export function fmtScore(x) {
  if (typeof x !== 'number' || !Number.isFinite(x)) return '–';
  return String(Math.round(x * 10000) / 10000);
}

// looksBinary reports whether bytes are not text: NUL bytes or invalid UTF-8.
export function looksBinary(bytes) {
  const n = Math.min(bytes.length, 1 << 16);
  for (let i = 0; i < n; i++) if (bytes[i] === 0) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, n), { stream: n < bytes.length });
    return false;
  } catch {
    return true;
  }
}
