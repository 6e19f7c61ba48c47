// Practice editors: a small registry keyed by task slug. An editor lets a
// person build an answer by hand on the playground's main board; every edit
// becomes answer text, which the page grades in the worker like any pasted
// answer (live checks).
//
// An editor factory is called as factory(host, instance, onChange) where host
// is an empty element, instance the instance JSON and onChange(text) is called
// with the new answer text after every edit (undo and redo included). It
// returns null when the instance is too large to edit, or
//   { load(text) -> bool   show an existing answer if it can read it, as
//                          one undoable step,
//     destroy(),
//   and, for the page's practice controls (each optional, but every editor
//   should have them):
//     history              a History (./history.js) holding every edit:
//                          the page gives it Undo, Redo and their keys,
//     restart()            back to the fresh board, as one undoable step,
//     showHint(hint)       place a hint's piece (api op "hint") as one
//                          undoable step, or mark hint.cells where the board
//                          goes wrong,
//     setSolved(on)        show (or stop showing) that the puzzle is solved,
//     answer() -> text     the board as answer text,
//     root                 the element that takes the keyboard focus }
// The board marks only what is wrong for certain (no solution can have it);
// cells a person has not reached yet stay neutral.
// A factory with withScene = true keeps the scene in view under the board:
// for editors whose outcome only the scene shows (bricks, earthworks).
// A grid task adds an editor with registerEditor('its-slug', factory).

const editors = new Map();

export function registerEditor(slug, factory) {
  editors.set(slug, factory);
}

export function editorFor(slug) {
  return editors.get(slug) || null;
}
