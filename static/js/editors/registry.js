// Practice editors: a small registry keyed by task slug. An editor lets a
// person build an answer by hand; every edit becomes answer text, which the
// page grades in the worker like any pasted answer (live checks).
//
// An editor factory is called as factory(host, instance, onChange) where host
// is an empty element, instance the instance JSON and onChange(text) is called
// with the new answer text after every edit. It returns
//   { load(text) -> bool   (show an existing answer if it can read it),
//     destroy() }
// A grid task adds an editor with registerEditor('its-slug', factory).

const editors = new Map();

export function registerEditor(slug, factory) {
  editors.set(slug, factory);
}

export function editorFor(slug) {
  return editors.get(slug) || null;
}
