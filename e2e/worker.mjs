// The leaderboard's worker for the end-to-end tests: wrangler (from
// node_modules, the version package-lock.json pins) runs worker/build/ with
// dist/ as its assets and a local D1 database in a temporary folder, started
// the way a user starts it, and stopped by its process id.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo } from './harness.mjs';

const wrangler = join(repo, 'node_modules', '.bin', 'wrangler');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', CI: 'true' };

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
    s.on('error', reject);
  });
}

// startWorker applies the migrations to a fresh local D1 and starts
// `wrangler dev`; it returns {url, restart(), stop()}.
export async function startWorker({ token }) {
  const state = mkdtempSync(join(tmpdir(), 'scbench-d1-'));
  execFileSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { cwd: repo, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  let proc = null;
  let log = '';

  async function start() {
    log = '';
    // its own process group, so that stopping it stops workerd too
    proc = spawn(wrangler, ['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--var', `ADMIN_TOKEN:${token}`, '--show-interactive-dev-session=false'],
      { cwd: repo, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    proc.stdout.on('data', (d) => { log += d; });
    proc.stderr.on('data', (d) => { log += d; });
    const deadline = Date.now() + 120000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error('wrangler dev exited:\n' + log.slice(-2000));
      try {
        const res = await fetch(url + 'api/rounds');
        if (res.ok) return;
      } catch { /* not listening yet */ }
      if (Date.now() > deadline) throw new Error('wrangler dev did not start:\n' + log.slice(-2000));
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  // stop ends wrangler and workerd by the process group's id; hard (SIGKILL)
  // is a crash, with no chance to flush anything.
  async function stop({ hard = false } = {}) {
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    try { process.kill(-proc.pid, hard ? 'SIGKILL' : 'SIGTERM'); } catch { /* gone already */ }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10000))]);
    if (proc.exitCode === null && proc.signalCode === null) {
      try { process.kill(-proc.pid, 'SIGKILL'); } catch { /* gone */ }
      await exited;
    }
  }

  await start();
  return {
    url,
    log: () => log,
    restart: async (opts) => { await stop(opts); await start(); },
    stop: async () => { await stop(); rmSync(state, { recursive: true, force: true }); },
  };
}
