// Small DOM helpers. Text always goes in as text nodes: nothing from a model, a
// file or a link is ever parsed as HTML.

const SVG_NS = 'http://www.w3.org/2000/svg';

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
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

// What a tree from the worker (a worksheet, a figure: package markup's Node)
// may be made of; anything else is left out. SVG names count only inside an
// svg element, so a tree cannot make a <title> of the page.
const HTML_TAGS = new Set(['article', 'header', 'section', 'div', 'h1', 'h2', 'p', 'span', 'pre', 'a', 'ul', 'li', 'svg']);
const SVG_TAGS = new Set(['svg', 'g', 'path', 'rect', 'circle', 'line', 'polyline', 'polygon', 'text', 'title', 'desc']);

// build makes the DOM of a tree the worker laid out ({tag, attrs, kids} or
// {text}) with DOM calls, never parsing markup: elements by name (SVG ones
// in the SVG namespace), text as text, no event handlers, no styles, links
// only to http(s) addresses or paths.
export function build(n, inSvg = false) {
  if (!n || typeof n !== 'object') return document.createTextNode('');
  if (!n.tag) return document.createTextNode(String(n.text || ''));
  if (!(inSvg ? SVG_TAGS : HTML_TAGS).has(n.tag)) return document.createTextNode('');
  const isSvg = inSvg || n.tag === 'svg';
  const e = isSvg ? document.createElementNS(SVG_NS, n.tag) : document.createElement(n.tag);
  for (const [k, v] of Array.isArray(n.attrs) ? n.attrs : []) {
    if (/^on/i.test(k) || k === 'style' || !/^[a-z][a-z0-9-]*$/i.test(k)) continue;
    if (k === 'href' && /^[a-z][a-z0-9+.-]*:/i.test(v) && !/^https?:/i.test(v)) continue;
    e.setAttribute(k, String(v));
  }
  for (const k of Array.isArray(n.kids) ? n.kids : []) e.append(build(k, isSvg));
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
