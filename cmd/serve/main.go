package main

import (
	"bufio"
	"flag"
	"fmt"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"strings"
	"time"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "dist", "the folder to serve")
	flag.Parse()
	if _, err := os.Stat(*dir); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v (run ./build.sh first)\n", err)
		os.Exit(2)
	}
	rules, err := readHeaders(path.Join(*dir, "_headers"))
	if err != nil && !os.IsNotExist(err) {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(2)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(2)
	}
	fmt.Printf("serving %s on http://%s/\n", *dir, ln.Addr())
	srv := &http.Server{Handler: Handler(*dir, rules), ReadHeaderTimeout: 10 * time.Second}
	if err := srv.Serve(ln); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}

// Rule is one block of a _headers file: a path pattern (a trailing * matches
// any rest) and the headers for matching paths.
type Rule struct {
	Pattern string
	Headers [][2]string
}

func (r Rule) match(p string) bool {
	if strings.HasSuffix(r.Pattern, "*") {
		return strings.HasPrefix(p, strings.TrimSuffix(r.Pattern, "*"))
	}
	return p == r.Pattern
}

func readHeaders(name string) ([]Rule, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rules []Rule
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		t := strings.TrimSpace(line)
		switch {
		case t == "" || strings.HasPrefix(t, "#"):
		case line[0] != ' ' && line[0] != '\t':
			rules = append(rules, Rule{Pattern: t})
		case len(rules) > 0:
			k, v, ok := strings.Cut(t, ":")
			if !ok {
				return nil, fmt.Errorf("%s: %q is not a header", name, t)
			}
			rules[len(rules)-1].Headers = append(rules[len(rules)-1].Headers, [2]string{strings.TrimSpace(k), strings.TrimSpace(v)})
		}
	}
	return rules, sc.Err()
}

// Handler serves dir with the rules' headers.
func Handler(dir string, rules []Rule) http.Handler {
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	_ = mime.AddExtensionType(".mjs", "text/javascript")
	_ = mime.AddExtensionType(".md", "text/markdown; charset=utf-8")
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for _, rule := range rules {
			if rule.match(r.URL.Path) {
				for _, h := range rule.Headers {
					w.Header().Set(h[0], h[1])
				}
			}
		}
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}
