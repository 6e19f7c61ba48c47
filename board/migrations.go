package board

import (
	"embed"
	"io/fs"
	"sort"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migration is one schema migration: a file of migrations/, named as
// wrangler expects (0001_what.sql), applied in name order.
type Migration struct {
	Name string
	SQL  string
}

// Migrations lists the schema migrations in the order they apply. The
// worker's D1 database gets them from `wrangler d1 migrations apply`; tests
// and local tools apply them with Migrate.
func Migrations() []Migration {
	names, _ := fs.Glob(migrations, "migrations/*.sql")
	sort.Strings(names)
	out := make([]Migration, 0, len(names))
	for _, n := range names {
		b, _ := migrations.ReadFile(n)
		out = append(out, Migration{Name: n[len("migrations/"):], SQL: string(b)})
	}
	return out
}
