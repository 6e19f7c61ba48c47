// Measures the leaderboard against the real local worker (wrangler dev on a
// fresh local D1), after ./build.sh: the time the worker takes to take a
// full paper-board submission (every canonical subpass, answered with its
// reference), the time `scbench round verify` takes on a closed round of
// every task, and, when wrk is installed, requests per second for the
// Leaderboard page and the board's API under a bounded load on loopback.
//   node e2e/board-measure.mjs [--instances N] [--seconds S]
import { execFileSync, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo } from './harness.mjs';
import { startWorker } from './worker.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? def : Number(process.argv[i + 1]);
};
const perTask = arg('--instances', 5);
const seconds = arg('--seconds', 10);

const bin = join(repo, 'bin', 'scbench');
const cli = (...args) => execFileSync(bin, args, { encoding: 'utf8', maxBuffer: 256 << 20 });
const token = randomBytes(16).toString('hex');
const secret = randomBytes(32).toString('hex');
const dir = mkdtempSync(join(tmpdir(), 'scbench-measure-'));
const worker = await startWorker({ token });

// seedOf is the round's seed derivation (round/doc.go: derivation 2, with
// the round's id, here measure).
function seedOf(task, params, n) {
  const mac = createHmac('sha256', secret).update(`scbench-round-seed/2\0measure\0${task}\0${params}\0${n}`).digest();
  return (mac.readBigUInt64BE(0) >> 11n).toString();
}

async function post(path, body, headers = {}) {
  const t0 = performance.now();
  const res = await fetch(worker.url + path, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 500)}`);
  return { json: JSON.parse(text), ms };
}

function submitCLI(roundID, lines, model) {
  const file = join(dir, `${roundID}.jsonl`);
  writeFileSync(file, lines.join('\n') + '\n');
  const t0 = performance.now();
  cli('submit', worker.url, roundID, file, '--model', model, '--tools', 'off', '--json');
  return performance.now() - t0;
}

try {
  const names = JSON.parse(cli('tasks', '--json')).map((t) => t.slug);

  // The paper board: every canonical subpass with its reference answer.
  const suite = cli('suite', '--json').trim().split('\n').map((l) => JSON.parse(l));
  const paper = suite.map((s) => {
    const answer = cli('solve', s.task, '--subpass', String(s.subpass)).trim();
    return JSON.stringify({ task: s.task, subpass: s.subpass, version: s.version, rules: s.rules, answer });
  });
  const paperMs = submitCLI('paper', paper, 'Reference');
  console.log(`paper board: ${paper.length} lines submitted, re-graded and stored in ${(paperMs / 1000).toFixed(2)} s (wall, through scbench submit)`);

  // A sealed round of every task, answered, closed and verified.
  const open = { id: 'measure', title: 'Measure', secret, tasks: names.map((task) => ({ task, count: perTask })) };
  await post('api/admin/rounds', JSON.stringify(open), { Authorization: 'Bearer ' + token });
  const prompts = cli('round', 'prompts', worker.url, 'measure').trim().split('\n').map((l) => JSON.parse(l)).filter((p) => p.id);
  const sealed = prompts.map((p) => {
    const n = Number(p.id.split('#')[1]);
    const answer = cli('solve', p.task, '--seed', seedOf(p.task, p.params, n), '--params', p.params).trim();
    return JSON.stringify({ id: p.id, task: p.task, version: p.version, rules: p.rules, answer });
  });
  const sealedMs = submitCLI('measure', sealed, 'Reference');
  console.log(`sealed round: ${sealed.length} lines submitted in ${(sealedMs / 1000).toFixed(2)} s`);
  await post('api/admin/rounds/measure/close', '', { Authorization: 'Bearer ' + token });
  const t0 = performance.now();
  const v = spawnSync(bin, ['round', 'verify', worker.url, 'measure'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const verifyMs = performance.now() - t0;
  if (v.status !== 0) throw new Error('verify failed:\n' + v.stdout + v.stderr);
  console.log(`scbench round verify: ${(verifyMs / 1000).toFixed(2)} s for ${sealed.length} instances, one submission`);

  if (spawnSync('wrk', ['--version']).error) {
    console.log('wrk is not installed (apt-get install -y wrk): no load test');
  } else {
    for (const path of ['board/', 'api/rounds/paper/board']) {
      const out = execFileSync('wrk', ['-t', '1', '-c', '8', '-d', `${seconds}s`, '--timeout', '10s', worker.url + path], { encoding: 'utf8' });
      const rps = /Requests\/sec:\s*([\d.]+)/.exec(out)?.[1];
      const lat = /Latency\s+(\S+)/.exec(out)?.[1];
      const errs = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0';
      console.log(`GET /${path}: ${rps} requests/s (8 connections, ${seconds} s, mean latency ${lat}, ${errs} non-2xx)`);
    }
  }
} finally {
  await worker.stop();
  rmSync(dir, { recursive: true, force: true });
}
