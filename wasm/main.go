//go:build js && wasm

package main

import (
	"fmt"
	"syscall/js"

	"github.com/scbench/scbench/api"
	"github.com/scbench/scbench/tasks"
)

func main() {
	h := api.NewHandler()
	handle := js.FuncOf(func(this js.Value, args []js.Value) (ret any) {
		defer func() {
			if p := recover(); p != nil {
				ret = fmt.Sprintf(`{"ok":false,"error":{"code":%q,"message":%q}}`, api.CodeInternal, fmt.Sprint("internal error: ", p))
			}
		}()
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return `{"ok":false,"error":{"code":"bad-request","message":"handle takes the request as a JSON string"}}`
		}
		var emit func([]byte)
		if len(args) > 1 && args[1].Type() == js.TypeFunction {
			cb := args[1]
			emit = func(b []byte) {
				defer func() { recover() }() // a throwing listener must not stop the batch
				cb.Invoke(string(b))
			}
		}
		return string(h.Handle([]byte(args[0].String()), emit))
	})
	obj := js.Global().Get("Object").New()
	obj.Set("handle", handle)
	obj.Set("version", tasks.Version)
	js.Global().Set("scbench", obj)
	if ready := js.Global().Get("scbenchReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}
