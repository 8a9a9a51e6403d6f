#!/usr/bin/env python3
"""Teaches wasm-bindgen's glue (after minify_text.py) the second module split_wasm.py made:

- the first module's imports of the second one's functions ("placeholder") are given: each
  calls the function once the second module is in, through the shared function table;
- the second module is fetched, compiled and instantiated in the background once the first
  screen has settled (index.html calls window.pnpSecondModule then, as it starts the
  offline copy);
- on a visit where the service worker already holds the files (a repeat visit, or offline)
  the second module is compiled beside the first and is in before the app starts: nothing
  waits for the network later, and WebKit (whose synchronous requests do not go through the
  service worker) never needs one;
- a function of the second module called before it is in (a first visit's tap that came
  very early) loads it at once: a synchronous request for its bytes, then a synchronous
  compile (Chromium allows that up to 8 MiB; split_wasm.py checks the size).

window.pnpSplit holds what happened (when it loaded, how, and any early call), for the tests.

usage: split_glue.py GLUE.js SECOND_MODULE_FILE_NAME
"""

import sys

LOADER = r"""const pnpSplit = window.pnpSplit = { url: new URL("@SECOND@", import.meta.url).href,
module: null, instance: null, compiling: null, early: 0, log: [] };
const pnpSplitNote = (what) => pnpSplit.log.push(Math.round(performance.now()) + " ms: " + what);
function pnpSplitCompile() {
if (!pnpSplit.compiling) pnpSplit.compiling = WebAssembly.compileStreaming(fetch(pnpSplit.url))
.then((m) => { pnpSplitNote("compiled"); return (pnpSplit.module = m); },
(e) => { pnpSplit.compiling = null; pnpSplitNote("not loaded: " + e); throw e; });
return pnpSplit.compiling;
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
                "navigator.serviceWorker.controller);\nif (pnpSplitLocal) pnpSplitCompile();\n",
                "the start")
    finish = ("const { instance, module } = await __wbg_load(await module_or_path, imports);\n"
              "return __wbg_finalize_init(instance, module);")
    # A second module that cannot be loaded here does not stop the first: it is tried again
    # in the background, and a call that needs it first loads it at once.
    glue = once(glue, finish, finish.replace(
        "\nreturn", "\nif (pnpSplitLocal) { wasm = instance.exports; await pnpSplitLoad()"
        ".catch((e) => pnpSplitNote(\"not in before start: \" + e)); }\nreturn"),
        "the finish")
    open(path, "w", encoding="utf-8").write(glue)
    print(f"split_glue: {path} loads {second}")


if __name__ == "__main__":
    main()
