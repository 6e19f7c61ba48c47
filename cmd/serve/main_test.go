package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestServeAppliesHeadersAndTypes(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "static"), 0o755)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!DOCTYPE html><p>hi"), 0o644)
	os.WriteFile(filepath.Join(dir, "static", "x.wasm"), []byte("\x00asm\x01\x00\x00\x00"), 0o644)
	os.WriteFile(filepath.Join(dir, "_headers"), []byte("# comment\n/*\n  Content-Security-Policy: default-src 'self'\n  X-Test: yes\n/static/x.wasm\n  X-Wasm: 1\n"), 0o644)
	rules, err := readHeaders(filepath.Join(dir, "_headers"))
	if err != nil || len(rules) != 2 {
		t.Fatalf("rules %v, %v", rules, err)
	}
	srv := httptest.NewServer(Handler(dir, rules))
	defer srv.Close()

	res, err := http.Get(srv.URL + "/static/x.wasm")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if ct := res.Header.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("wasm served as %q", ct)
	}
	if res.Header.Get("X-Wasm") != "1" || res.Header.Get("X-Test") != "yes" {
		t.Errorf("headers %v", res.Header)
	}
	res, err = http.Get(srv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.Header.Get("Content-Security-Policy") != "default-src 'self'" || res.Header.Get("X-Wasm") != "" {
		t.Errorf("headers of / %v", res.Header)
	}
	if _, err := readHeaders(filepath.Join(dir, "missing")); !os.IsNotExist(err) {
		t.Errorf("missing _headers: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "bad"), []byte("/*\n  no colon here\n"), 0o644)
	if _, err := readHeaders(filepath.Join(dir, "bad")); err == nil {
		t.Error("a malformed _headers file was accepted")
	}
}
