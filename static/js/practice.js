// The playground's board for tasks with a practice editor: the editor itself
// (editors/), with the controls every editor shares around it: undo and redo
// without limit (buttons, Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z, u / r), restart,
// a hint from the task's own solver, and the moment the puzzle is solved.
import { el } from './dom.js';
import { historyKey } from './editors/history.js';

export class Practice {
  // host is the board's element; askHint(board) resolves to the worker's
  // reply to a hint request; onAnswer(text) gets the answer after every edit.
  constructor(host, { askHint, onAnswer }) {
    this.host = host;
    this.askHint = askHint;
    this.onAnswer = onAnswer;
    this.editor = null;
    this.text = '';
    this.revealed = null; // the history step that showed the solution
    this.quiet = false;
    this.loaded = null; // the text the board last loaded
    const button = (label, title, run, testid) => {
      const b = el('button', { type: 'button', class: 'btn small', title, 'data-testid': testid }, label);
      b.addEventListener('click', run);
      return b;
    };
    this.undoBtn = button('Undo', 'Undo the last move (Ctrl+Z or u)', () => this.undo(), 'undo');
    this.redoBtn = button('Redo', 'Redo the move undone (Ctrl+Y, Ctrl+Shift+Z or r)', () => this.redo(), 'redo');
    this.restartBtn = button('Restart', 'Back to the empty board (undoable)', () => this.editor?.restart?.(), 'restart');
    this.hintBtn = button('Hint', 'Reveal one piece of a solution that keeps your board, or where it goes wrong', () => this.hint(), 'hint');
    this.moves = el('span', { class: 'moves muted small', 'data-testid': 'moves' });
    this.bar = el('div', { class: 'practice-bar' }, this.undoBtn, this.redoBtn, this.restartBtn, this.hintBtn, this.moves);
    this.editorHost = el('div', { class: 'editor' });
    this.note = el('p', { class: 'practice-note', role: 'status', 'aria-live': 'polite', 'data-testid': 'practice-note', hidden: '' });
    host.replaceChildren(this.bar, this.note, this.editorHost);
    this.onKey = (ev) => this.key(ev);
    document.addEventListener('keydown', this.onKey);
  }

  // open puts an editor for the instance on the board; false when the
  // instance is too large to edit.
  open(factory, instance, { hints = false } = {}) {
    this.close();
    this.editor = factory(this.editorHost, instance, (text) => this.edited(text));
    if (!this.editor) return false;
    this.text = this.editor.answer ? this.editor.answer() : '';
    this.hintBtn.hidden = !hints || !this.editor.showHint;
    this.restartBtn.hidden = !this.editor.restart;
    this.undoBtn.hidden = this.redoBtn.hidden = !this.editor.history;
    this.unlisten = this.editor.history?.listen(() => this.sync());
    this.sync();
    return true;
  }

  close() {
    this.unlisten?.();
    this.unlisten = null;
    this.editor?.destroy();
    this.editor = null;
    this.say('');
    this.revealed = null;
  }

  get active() { return !!this.editor && !this.host.hidden; }

  // load shows an answer on the board (one undoable step); revealed marks
  // it as the reference solution rather than the player's own, and quiet
  // keeps it from the page (which is grading it already).
  load(text, { revealed = false, quiet = false } = {}) {
    if (!this.editor) return false;
    this.quiet = quiet;
    const ok = this.editor.load(text);
    this.quiet = false;
    // the page grades the text it loaded, which may be written otherwise
    // than the board writes it (a JSON string, prose around a grid)
    if (ok) this.loaded = text;
    if (ok && revealed) this.revealed = this.editor.history ? this.editor.history.last : true;
    return ok;
  }

  edited(text) {
    this.text = text;
    this.loaded = null;
    this.editor?.setSolved?.(false);
    this.say('');
    this.sync();
    if (!this.quiet) this.onAnswer(text);
  }

  undo() { this.editor?.history?.undo(); }
  redo() { this.editor?.history?.redo(); }

  sync() {
    const h = this.editor?.history;
    if (!h) return;
    this.undoBtn.disabled = !h.canUndo;
    this.redoBtn.disabled = !h.canRedo;
    this.moves.textContent = h.steps === 1 ? '1 move' : `${h.steps} moves`;
  }

  // graded takes the report of a grade of text: score 1 is the completion
  // moment, anything else leaves the board as it is.
  graded(text, report) {
    if (!this.editor || (text !== this.text && text !== this.loaded)) return; // a stale grade
    const solved = report.passed && report.score === 1;
    this.editor.setSolved?.(solved);
    if (solved) {
      const moves = this.editor.history ? this.editor.history.steps : 0;
      const shown = this.revealed && (this.revealed === true || this.revealed === this.editor.history?.last);
      this.say(shown ? 'This is a solution (shown, not solved by hand).' :
        `Solved! Every check passes${moves ? `, in ${moves} move${moves === 1 ? '' : 's'}` : ''}.`, 'solved');
    }
  }

  async hint() {
    if (!this.editor) return;
    this.hintBtn.disabled = true;
    const reply = await this.askHint(this.text);
    this.hintBtn.disabled = false;
    if (!reply.ok) {
      this.say(reply.error.message, 'unknown');
      return;
    }
    const h = reply.hint;
    this.editor.showHint(h);
    this.say((h.kind === 'piece' ? 'Hint: ' : '') + h.message, h.kind);
  }

  say(message, kind = '') {
    this.note.hidden = !message;
    this.note.textContent = message;
    this.note.className = 'practice-note' + (kind ? ' ' + kind : '');
    if (kind === 'solved') {
      // restart the animation when solved again
      this.note.classList.remove('solved');
      void this.note.offsetWidth;
      this.note.classList.add('solved');
    }
  }

  key(ev) {
    if (!this.active || ev.defaultPrevented) return;
    const t = ev.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    const what = historyKey(ev);
    if (!what || !this.editor.history) return;
    ev.preventDefault();
    if (what === 'undo') this.undo(); else this.redo();
  }
}
