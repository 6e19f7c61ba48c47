// Unit tests of the share-link code (static/js/link.js), which runs in the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readLink, makeLink, versionMessage, versionNumber } from '../static/js/link.js';

test('readLink reads what a share link carries', () => {
  assert.equal(readLink(''), null);
  assert.equal(readLink('?subpass=2'), null);
  assert.deepEqual(readLink('?task=shikaku&subpass=2&v=scbench-go%2F1'), { task: 'shikaku', subpass: 2, version: 'scbench-go/1' });
  assert.deepEqual(readLink('?task=shikaku&seed=42&params=width%3D7%2Cheight%3D9&v=scbench-go%2F1'),
    { task: 'shikaku', seed: '42', params: 'width=7,height=9', version: 'scbench-go/1' });
  assert.deepEqual(readLink('?task=shikaku&preset=hard&seed=banana'), { task: 'shikaku', preset: 'hard', seed: 'banana' });
  assert.deepEqual(readLink('?task=shikaku&subpass=0&v=scbench-go%2F1&rules=shikaku%2F2'), { task: 'shikaku', subpass: 0, version: 'scbench-go/1', rules: 'shikaku/2' });
  assert.match(readLink('?task=shikaku&subpass=two').error, /subpass "two" is not a whole number/);
  assert.match(readLink('?task=shikaku&subpass=' + 'x'.repeat(500)).error, /…/);
});

test('makeLink round-trips through readLink', () => {
  const share = { task: 'delaunay', seed: '9007199254740991', params: 'decimals=3,num_points=12', version: 'scbench-go/1', rules: 'delaunay/4' };
  const url = makeLink(share, 'https://example.org/some/folder/play/?task=old#frag');
  assert.ok(url.startsWith('https://example.org/some/folder/play/?task=delaunay&seed=9007199254740991&'));
  assert.ok(!url.includes('#'));
  const back = readLink(new URL(url).search);
  assert.deepEqual(back, { task: 'delaunay', seed: share.seed, params: share.params, version: share.version, rules: 'delaunay/4' });
  const canon = makeLink({ task: 'shikaku', subpass: 0, version: 'scbench-go/1' }, 'http://h/play/');
  assert.equal(canon, 'http://h/play/?task=shikaku&subpass=0&v=scbench-go%2F1');
});

test('versionMessage says older or newer', () => {
  assert.equal(versionNumber('scbench-go/12'), 12);
  assert.ok(Number.isNaN(versionNumber('nonsense')));
  assert.match(versionMessage('scbench-go/0', 'scbench-go/1'), /an older suite version \(scbench-go\/0\); this page runs scbench-go\/1/);
  assert.match(versionMessage('scbench-go/7', 'scbench-go/1'), /a newer suite version/);
  assert.match(versionMessage('something', 'scbench-go/1'), /another suite version/);
});
