// Command gen renders scbench's static site into a folder (dist/): the home
// page, one page per implemented task, the playground, batch and scene-viewer
// pages, the about page and DEVIATIONS.md as HTML; then the _headers file for
// static hosts and the service worker with the list of every file to cache for
// offline use. Run it last, after the scripts, styles and wasm are in place:
//
//	go run ./web/gen -out dist
//
// Imports: web, worksheet, templ, goldmark; run at build time only.
package main
