// Undo and redo without limit, shared by every practice editor.
//
// An editor expresses each edit as an operation: an object with redo() and
// undo() that apply and revert it. Small boards swap whole states (change()
// below makes such an operation from two snapshots); editors with many pieces
// may prefer deltas ({redo: () => place(brick), undo: () => remove(brick)}).
// A stroke (press, drag, release), a hint or a loaded answer is one step:
// operations recorded between begin() and end() undo and redo together.
//
//   const history = new History();
//   history.apply(change(restore, before, after)); // do it and record it
//   history.record(op);                             // record what is already done
//   history.undo(); history.redo();
//
// The page gives every editor the same controls over its history: buttons,
// Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z and the keys u and r (see historyKey).

export class History {
  constructor() {
    this.done = []; // steps, each a list of operations, oldest first
    this.undone = []; // steps undone, the next to redo last
    this.group = null;
    this.depth = 0;
    this.listeners = new Set();
  }

  // listen calls f after every change to the history; it returns a function
  // that stops it.
  listen(f) {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  notify() {
    for (const f of this.listeners) f(this);
  }

  // apply runs op.redo() and records the operation.
  apply(op) {
    op.redo();
    this.record(op);
  }

  // record adds an operation the editor has already carried out (a drag that
  // draws as it goes) as a step of its own, or to the open group. A new step
  // forgets what was undone: redo follows one line of edits.
  record(op) {
    if (this.group) {
      this.group.push(op);
      return;
    }
    this.done.push([op]);
    this.undone = [];
    this.notify();
  }

  // begin opens a group; groups nest, and the outermost end() closes it.
  begin() {
    if (this.depth++ === 0) this.group = [];
  }

  // end closes a group: its operations become one step, or none if empty.
  end() {
    if (this.depth === 0 || --this.depth > 0) return;
    const ops = this.group;
    this.group = null;
    if (ops.length === 0) return;
    this.done.push(ops);
    this.undone = [];
    this.notify();
  }

  get canUndo() { return this.done.length > 0; }
  get canRedo() { return this.undone.length > 0; }
  // steps counts the steps that can be undone: the moves of the game so far.
  get steps() { return this.done.length; }
  // last is the step the board is at (the same object after an undo and a
  // redo), or null at the start.
  get last() { return this.done.length ? this.done[this.done.length - 1] : null; }

  undo() {
    if (this.group || !this.canUndo) return false;
    const ops = this.done.pop();
    for (let i = ops.length - 1; i >= 0; i--) ops[i].undo();
    this.undone.push(ops);
    this.notify();
    return true;
  }

  redo() {
    if (this.group || !this.canRedo) return false;
    const ops = this.undone.pop();
    for (const op of ops) op.redo();
    this.done.push(ops);
    this.notify();
    return true;
  }

  // clear forgets every step (a new puzzle).
  clear() {
    this.done = [];
    this.undone = [];
    this.group = null;
    this.depth = 0;
    this.notify();
  }
}

// change is an operation that swaps a whole state for another: restore puts
// a snapshot back (and redraws); before and after must not be changed later.
export function change(restore, before, after) {
  return { undo: () => restore(before), redo: () => restore(after) };
}

// historyKey maps a key press to "undo", "redo" or null: Ctrl+Z (Cmd+Z),
// Ctrl+Y, Ctrl+Shift+Z, and the bare keys u and r as in Simon Tatham's
// puzzles.
export function historyKey(ev) {
  const mod = ev.ctrlKey || ev.metaKey;
  const key = ev.key.length === 1 ? ev.key.toLowerCase() : ev.key;
  if (ev.altKey) return null;
  if (mod && key === 'z') return ev.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y') return 'redo';
  if (!mod && !ev.shiftKey && key === 'u') return 'undo';
  if (!mod && !ev.shiftKey && key === 'r') return 'redo';
  return null;
}
