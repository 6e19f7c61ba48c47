// Unit tests of the practice editors' shared undo history
// (static/js/editors/history.js), which runs in the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { History, change, historyKey } from '../static/js/editors/history.js';

// counter is a tiny editor: its state is a list, its edits small operations.
function counter() {
  const state = { items: [] };
  const push = (x) => ({ redo: () => state.items.push(x), undo: () => state.items.pop() });
  return { state, push };
}

test('undo and redo round-trip any number of steps', () => {
  const h = new History();
  const { state, push } = counter();
  let notified = 0;
  h.listen(() => notified++);
  for (let i = 0; i < 500; i++) h.apply(push(i));
  assert.equal(state.items.length, 500);
  assert.equal(h.steps, 500);
  while (h.undo());
  assert.deepEqual(state.items, []);
  assert.equal(h.canUndo, false);
  while (h.redo());
  assert.equal(state.items.length, 500);
  assert.equal(state.items[499], 499);
  assert.equal(notified, 1500);
});

test('a group is one step; an empty group is none; groups nest', () => {
  const h = new History();
  const { state, push } = counter();
  h.begin();
  h.apply(push('a'));
  h.begin();
  h.apply(push('b'));
  h.end();
  h.apply(push('c'));
  h.end();
  assert.equal(h.steps, 1);
  h.begin();
  h.end();
  assert.equal(h.steps, 1);
  h.undo();
  assert.deepEqual(state.items, []);
  h.redo();
  assert.deepEqual(state.items, ['a', 'b', 'c']);
  // undo waits while a group is open
  h.begin();
  assert.equal(h.undo(), false);
  h.end();
});

test('a new step forgets what was undone; last identifies the step after undo and redo', () => {
  const h = new History();
  const { state, push } = counter();
  h.apply(push(1));
  const first = h.last;
  h.apply(push(2));
  h.undo();
  assert.equal(h.last, first);
  h.redo();
  const second = h.last;
  h.undo();
  h.redo();
  assert.equal(h.last, second);
  h.undo();
  h.apply(push(3));
  assert.equal(h.canRedo, false);
  assert.deepEqual(state.items, [1, 3]);
  h.clear();
  assert.equal(h.last, null);
  assert.equal(h.canUndo, false);
});

test('change swaps whole states; record keeps what is already done', () => {
  const h = new History();
  let board = 'empty';
  const restore = (s) => { board = s; };
  h.apply(change(restore, board, 'one'));
  board = 'two'; // drawn by a drag as it went
  h.record(change(restore, 'one', 'two'));
  h.undo();
  assert.equal(board, 'one');
  h.undo();
  assert.equal(board, 'empty');
  h.redo();
  h.redo();
  assert.equal(board, 'two');
});

test('the keys: Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z, Cmd+Z, u and r', () => {
  const key = (k, mods = {}) => historyKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
  assert.equal(key('z', { ctrlKey: true }), 'undo');
  assert.equal(key('Z', { ctrlKey: true, shiftKey: true }), 'redo');
  assert.equal(key('y', { ctrlKey: true }), 'redo');
  assert.equal(key('z', { metaKey: true }), 'undo');
  assert.equal(key('u'), 'undo');
  assert.equal(key('r'), 'redo');
  assert.equal(key('U', { shiftKey: true }), null);
  assert.equal(key('z'), null);
  assert.equal(key('z', { ctrlKey: true, altKey: true }), null);
  assert.equal(key('ArrowLeft'), null);
});
