// Package web renders scbench's static pages at build time: templ components
// fed from the Go catalogue (suite.Tasks, suite.Catalogue, each task's Info,
// Manifold and Subpasses), so that a newly registered task appears on every
// page without touching this package. The generator is ./gen.
//
// Each page's body is a templ component; the shell around it (head, header,
// footer) is the repository's top-level index.html, filled in per page by
// Shell (shell.go).
//
// Imports: suite, tasks, verifiers, worksheet, templ and golang.org/x/net/html; nothing
// imports it but web/gen.
package web
