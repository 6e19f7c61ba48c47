// Share links: the URL of the playground carries the task, the canonical
// subpass or the parameters and seed, the suite version and the task's rules
// version, so that opening it reproduces the same instance, or says that it
// cannot.
//
//   play/?task=shikaku&subpass=2&v=scbench-go%2F1&rules=shikaku%2F1
//   play/?task=shikaku&seed=42&params=height%3D7%2Cmax_area%3D8%2Cwidth%3D7&v=scbench-go%2F1&rules=shikaku%2F1

// readLink returns the request a URL asks for, or {error} for a malformed one.
// Values are passed on as text; the Go side checks them and says what is wrong.
export function readLink(search) {
  const q = new URLSearchParams(search);
  const task = (q.get('task') || '').trim();
  if (!task) return null;
  const req = { task };
  const sub = q.get('subpass');
  if (sub !== null && sub.trim() !== '') {
    if (!/^\d{1,6}$/.test(sub.trim())) return { task, error: `The link's subpass "${clip(sub)}" is not a whole number.` };
    req.subpass = Number(sub.trim());
  }
  for (const k of ['seed', 'params', 'preset']) {
    const v = q.get(k);
    if (v !== null && v.trim() !== '') req[k] = v.trim();
  }
  const v = q.get('v');
  if (v !== null && v.trim() !== '') req.version = v.trim();
  const rules = q.get('rules');
  if (rules !== null && rules.trim() !== '') req.rules = rules.trim();
  // answer=SUBMISSION/INDEX: a leaderboard submission's answer to load
  const answer = q.get('answer');
  if (answer !== null && answer.trim() !== '') {
    if (!/^[0-9a-f]{1,32}\/\d{1,6}$/.test(answer.trim())) return { task, error: `The link's answer "${clip(answer)}" does not name a leaderboard submission's answer.` };
    req.answer = answer.trim();
  }
  return req;
}

// makeLink returns the share URL of an instance (from the Go reply's share).
export function makeLink(share, base = location.href) {
  const u = new URL(base);
  u.hash = '';
  const q = new URLSearchParams();
  q.set('task', share.task);
  if (share.subpass !== undefined && share.subpass !== null) q.set('subpass', String(share.subpass));
  if (share.seed) q.set('seed', share.seed);
  if (share.params) q.set('params', share.params);
  q.set('v', share.version);
  if (share.rules) q.set('rules', share.rules);
  u.search = q.toString();
  return u.toString();
}

export function clip(s, n = 40) {
  s = String(s);
  return s.length > n ? s.slice(0, n) + '…' : s;
}

// versionNumber reads the N of "scbench-go/N", or NaN.
export function versionNumber(v) {
  const m = /\/(\d+)$/.exec(String(v || ''));
  return m ? Number(m[1]) : NaN;
}

// versionMessage explains a link from another suite version.
export function versionMessage(linkVersion, ours) {
  const a = versionNumber(linkVersion), b = versionNumber(ours);
  let rel = 'another';
  if (a < b) rel = 'an older';
  if (a > b) rel = 'a newer';
  return `This link was made under ${rel} suite version (${clip(linkVersion)}); this page runs ${ours}. ` +
    'The same link may give a different instance here, so it was not opened.';
}
