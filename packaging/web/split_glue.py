#!/usr/bin/env python3
"""Teaches wasm-bindgen's glue (after minify_text.py) the second module split_wasm.py made:

- the first module's imports of the second one's functions ("placeholder") are given: each
  calls the function once the second module is in, through the shared function table;
- the second module is fetched, compiled and instantiated in the background once the first
  screen has settled (index.html calls window.pnpSecondModule then, as it starts the
  offline copy);
- on a visit where the service worker already holds the files (a repeat visit, or offline)
  its bytes are read from the worker's copy beside the first module's compile and held
  before the app starts, and compiled (from the worker, where the browser's code cache can
  serve it) once the first screen has settled, as on a first visit: compiling it before
  start made a repeat visit a sixth slower, and with the bytes at hand nothing needs the
  network later (WebKit's synchronous requests do not go through the service worker);
- a function of the second module called before it is in (a first visit's tap that came
  very early) loads it at once: a synchronous compile of the held bytes, or first a
  synchronous request for them (Chromium compiles synchronously up to 8 MiB; split_wasm.py
  checks the size).

window.pnpSplit holds what happened (when it loaded, how, and any early call), for the tests.

usage: split_glue.py GLUE.js SECOND_MODULE_FILE_NAME
"""

import sys

LOADER = r"""const pnpSplit = window.pnpSplit = { url: new URL("@SECOND@", import.meta.url).href,
module: null, instance: null, bytes: null, holding: null, compiling: null, early: 0, log: [] };
const pnpSplitNote = (what) => pnpSplit.log.push(Math.round(performance.now()) + " ms: " + what);
function pnpSplitCompile() {
if (!pnpSplit.compiling) pnpSplit.compiling = WebAssembly.compileStreaming(fetch(pnpSplit.url))
.then((m) => { pnpSplitNote("compiled"); pnpSplit.bytes = null; return (pnpSplit.module = m); },
(e) => { pnpSplit.compiling = null; pnpSplitNote("not loaded: " + e); throw e; });
return pnpSplit.compiling;
}
function pnpSplitHold() {
if (!pnpSplit.holding) pnpSplit.holding = fetch(pnpSplit.url)
.then((r) => { if (!r.ok) throw new Error("status " + r.status); return r.arrayBuffer(); })
.then((b) => { if (!pnpSplit.module) pnpSplit.bytes = new Uint8Array(b); pnpSplitNote("held"); },
(e) => pnpSplitNote("not held: " + e));
return pnpSplit.holding;
}
async function pnpSplitLoad() {
if (pnpSplit.instance) return;
const m = await pnpSplitCompile();
if (pnpSplit.instance) return;
const i = await WebAssembly.instantiate(m, { primary: wasm });
if (!pnpSplit.instance) { pnpSplit.instance = i; pnpSplitNote("in"); }
}
function pnpSplitNow(index) {
if (pnpSplit.instance) return;
pnpSplit.early++;
pnpSplitNote("function " + index + " of the rest called before it was in, from "
+ String(new Error().stack || "").split("\n").slice(2, 6).join(" < "));
if (!pnpSplit.module && pnpSplit.bytes) pnpSplit.module = new WebAssembly.Module(pnpSplit.bytes);
if (!pnpSplit.module) {
const xhr = new XMLHttpRequest();
xhr.open("GET", pnpSplit.url, false);
xhr.overrideMimeType("text/plain; charset=x-user-defined");
xhr.send();
if (xhr.status !== 200) throw new Error("the rest of the app could not be loaded (" + xhr.status + "): reload the page");
const text = xhr.responseText, bytes = new Uint8Array(text.length);
for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
pnpSplit.module = new WebAssembly.Module(bytes);
}
pnpSplit.instance = new WebAssembly.Instance(pnpSplit.module, { primary: wasm });
pnpSplitNote("in at once: called before it was loaded");
}
const pnpSplitCalls = new Proxy({}, { get(_, index) {
const i = Number(index);
return (...args) => { pnpSplitNow(i); return wasm.table.get(i)(...args); };
} });
// Loads the rest in the background (once the first screen has settled, or before the
// screen-reader page starts); a failure is noted and tried again when next asked.
window.pnpSecondModule = () => pnpSplitLoad().catch((e) => pnpSplitNote("not in: " + e));
window.addEventListener("online", () => { if (wasm && !pnpSplit.instance) window.pnpSecondModule(); });
"""


def once(text, old, new, what):
    if text.count(old) != 1:
        sys.exit(f"split_glue: wasm-bindgen's glue has changed ({what} is not there once); "
                 "nothing patched")
    return text.replace(old, new)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    path, second = sys.argv[1], sys.argv[2]
    glue = open(path, encoding="utf-8").read()
    anchor = "let wasmModule, wasmInstance, wasm;\n"
    glue = once(glue, anchor, anchor + LOADER.replace("@SECOND@", second), "the module's state")
    imports = "return {\n__proto__: null,\n"
    glue = once(glue, imports, imports + '"placeholder": pnpSplitCalls,\n', "the imports")
    begin = "async function __wbg_init_once(module_or_path) {\n"
    glue = once(glue, begin, begin + "const pnpSplitLocal = !!(navigator.serviceWorker && "
                "navigator.serviceWorker.controller);\nif (pnpSplitLocal) pnpSplitHold();\n",
                "the start")
    finish = ("const { instance, module } = await __wbg_load(await module_or_path, imports);\n"
              "return __wbg_finalize_init(instance, module);")
    # Bytes that cannot be read here do not stop the first module: the rest is fetched in
    # the background later, and a call that needs it first loads it at once.
    glue = once(glue, finish, finish.replace(
        "\nreturn", "\nif (pnpSplitLocal) await pnpSplitHold();\nreturn"), "the finish")
    open(path, "w", encoding="utf-8").write(glue)
    print(f"split_glue: {path} loads {second}")


if __name__ == "__main__":
    main()
