// Prints the grader's WebAssembly size raw, gzip and brotli, and with --check
// exits 1 when the brotli size is over the budget (2.0 MiB, for every task): the download
// every visitor pays before the first grade.
//   node scripts/wasm-size.mjs dist/static/scbench.wasm [--check]
import { readFileSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const budget = 2048 * 1024;
const file = process.argv[2] ?? 'dist/static/scbench.wasm';
const b = readFileSync(file);
const gz = gzipSync(b, { level: 9 }).length;
const br = brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`${file}: ${kib(b.length)} raw, ${kib(gz)} gzip, ${kib(br)} brotli (budget ${kib(budget)} brotli)`);
if (process.argv.includes('--check') && br > budget) {
  console.error(`the wasm is ${kib(br - budget)} over its brotli budget`);
  process.exit(1);
}
