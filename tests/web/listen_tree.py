#!/usr/bin/env python3
"""The screen-reader page, played as a screen reader plays it: headless Chromium's
accessibility tree (CDP Accessibility.getFullAXTree) is read after every press, and every
press is on a node found in that tree by its role and name, never by where it is drawn:

1. the first thing in the tree a reader can act on is "Play with a screen reader";
2. a whole digital game of Do Not Forsake Me, always the first choice, to its end;
3. three turns of The Sherwood Syndrome with the player's own die, its questions answered in
   the labelled answer field;
4. while the page is on, the canvas is out of the tree; "Back to the picture" puts it back.

usage: listen_tree.py DIST OUT_DIR
"""

import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from drive import browser, serve, shot, wait_for  # noqa: E402

# The words the tree is searched by (locales/en/listen.ftl).
LINK = "Play with a screen reader"
TOOLS = {"Undo the last step", "Redo", "Help", "Leave the game", "Back to the picture",
         "Answer", "Go back", "Send", "Done with the notice"}
# The field for any line (look, save, station 5), there whenever no question waits.
TYPED = "Or type a command or a line"


class Tree:
    """The page's accessibility tree as a reader sees it (ignored nodes left out)."""

    def __init__(self, driver):
        self.driver = driver
        nodes = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
        self.nodes = [n for n in nodes if not n.get("ignored")]

    @staticmethod
    def role(n):
        return n.get("role", {}).get("value", "")

    @staticmethod
    def name(n):
        return n.get("name", {}).get("value", "")

    def named(self, role):
        return [(self.name(n), n) for n in self.nodes if self.role(n) == role]

    def find(self, role, starts):
        for name, n in self.named(role):
            if name.startswith(starts):
                return n
        return None

    def texts(self):
        return [self.name(n) for n in self.nodes if self.role(n) == "StaticText"]

    def says(self, words):
        return any(words in t for t in self.texts())

    def choices(self):
        """The choice buttons, in order (the page's own buttons left out)."""
        return [(name, n) for name, n in self.named("button") if name not in TOOLS]

    def question(self):
        """The answer field's label (its accessible name), if a question waits."""
        box = [(name, n) for name, n in self.named("textbox") if not name.startswith(TYPED)]
        return box[0] if box else None


def press(driver, node):
    """Clicks the DOM node behind an accessibility node (what a reader's activation does)."""
    obj = driver.execute_cdp_cmd("DOM.resolveNode", {"backendNodeId": node["backendDOMNodeId"]})
    driver.execute_cdp_cmd("Runtime.callFunctionOn", {
        "objectId": obj["object"]["objectId"],
        "functionDeclaration": "function() { this.focus(); this.click(); }",
    })


def answer(driver, tree, words):
    """Types `words` into the labelled answer field and presses Answer."""
    _, box = tree.question()
    obj = driver.execute_cdp_cmd("DOM.resolveNode", {"backendNodeId": box["backendDOMNodeId"]})
    driver.execute_cdp_cmd("Runtime.callFunctionOn", {
        "objectId": obj["object"]["objectId"],
        "functionDeclaration": "function() { this.focus(); this.value = ''; }",
    })
    if words:
        driver.execute_cdp_cmd("Input.insertText", {"text": words})
        press(driver, tree.find("button", "Answer"))
    else:
        press(driver, tree.find("button", "Go back"))


def settled(driver, before):
    """The tree once the page has answered the last press (its text changed)."""
    def changed():
        t = Tree(driver)
        return t if t.texts() != before.texts() or [n for n, _ in t.choices()] != [
            n for n, _ in before.choices()] else None
    try:
        return wait_for("the page to answer", changed, timeout=10)
    except AssertionError:
        # Some presses change nothing a reader hears (a choice the same as before).
        return Tree(driver)


def canvas_hidden(driver):
    return driver.execute_script(
        "const c = document.querySelector('canvas');"
        "return !!c && c.getAttribute('aria-hidden') === 'true' && c.inert;")


def a_late_region_hidden(driver):
    """A live region the drawn screen makes while the page is on (it makes one when first
    needed) is out of the reader's way as soon as it is there."""
    driver.execute_script(
        "const d = document.createElement('div'); d.id = 'late-region';"
        "d.setAttribute('aria-live', 'polite'); d.textContent = 'Late news from the canvas';"
        "document.body.appendChild(d);")
    wait_for("the late region hidden", lambda: driver.execute_script(
        "const d = document.getElementById('late-region');"
        "return d.inert && d.getAttribute('aria-hidden') === 'true';"), timeout=5)
    assert not Tree(driver).says("Late news from the canvas"), "the late region is in the tree"
    driver.execute_script("document.getElementById('late-region').remove();")


def dnfm_to_its_end(driver, out):
    tree = Tree(driver)
    home = tree.find("button", "Do Not Forsake Me: a new game, the app")
    assert home, [n for n, _ in tree.choices()]
    press(driver, home)
    tree = wait_for("a game", lambda: (lambda t: t if t.find("heading", "Do Not Forsake Me")
                                       else None)(Tree(driver)))
    assert tree.says("Turn 1, Movement"), tree.texts()[:20]
    shot(driver, out, "listen-dnfm-first")
    heard_odds = False
    for step in range(1500):
        if tree.says("the game is lost") or tree.says("Won with"):
            break
        assert tree.question() is None, f"a digital game asks nothing: {tree.question()}"
        choices = tree.choices()
        assert choices, tree.texts()
        heard_odds |= any(n.startswith("Evade: ") and "%" in n for n, _ in choices)
        press(driver, choices[0][1])
        tree = settled(driver, tree)
    else:
        raise AssertionError("the game did not end")
    assert heard_odds, "a chance on the evade button"
    assert canvas_hidden(driver), "the canvas is out of the tree while the page is on"
    a_late_region_hidden(driver)
    log = [name for name, _ in tree.named("listitem")]
    print(f"  Do Not Forsake Me played to its end in {step} presses; the log has "
          f"{len(log)} list items")
    shot(driver, out, "listen-dnfm-end")
    press(driver, tree.find("button", "Leave the game"))
    return wait_for("Home", lambda: (lambda t: t if t.find("button", "The Sherwood") else None)(
        Tree(driver)))


def sherwood_step(tree, beamed):
    """The answer to a question, or the choice to press (as tests/ui/screen_reader_page.rs's
    sherwood_step): (answer words or None, choice node or None)."""
    asked = tree.question()
    if asked:
        said = " ".join(tree.texts()) + " " + asked[0]
        if "What does your" in said or "How much" in said:
            return "7", None
        for cue, words in [("Roll? (yes", "yes"), ("Your chart's", "N"), ("Who?", "all"),
                           ("Where to?", "Trott")]:
            if cue in said:
                return words, None
        return "", None
    choices = tree.choices()
    find = lambda start: next((n for name, n in choices if name.startswith(start)), None)  # noqa: E731
    if not beamed[0] and find("Beam down"):
        beamed[0] = True
        return None, find("Beam down")
    for start in ["Settle it", "Pay expenses", "King's Men: the", "End "]:
        if find(start):
            return None, find(start)
    return None, next((n for name, n in choices if not name.startswith("Tell where")),
                      choices[0][1])


def three_sherwood_turns(driver, out, tree):
    press(driver, tree.find("button", "The Sherwood Syndrome: a new game with"))
    tree = wait_for("a game", lambda: (lambda t: t if t.says("Turn 1, Rebel Actions")
                                       else None)(Tree(driver)))
    beamed, dice = [False], 0
    for _ in range(300):
        if tree.says("Turn 4, "):
            break
        words, node = sherwood_step(tree, beamed)
        if words is not None:
            dice += "die" in tree.question()[0]
            answer(driver, tree, words)
        else:
            press(driver, node)
        tree = settled(driver, tree)
    else:
        raise AssertionError("three turns were not played")
    assert dice >= 3, f"the player's own die was asked for ({dice})"
    print(f"  The Sherwood Syndrome: three turns with the player's own die ({dice} rolls)")
    shot(driver, out, "listen-sherwood-turn-4")


def main():
    dist, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    server = serve(dist)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    driver = browser(tempfile.mkdtemp(prefix="pnp-listen-"))
    try:
        driver.get(url)
        wait_for("the app", lambda: driver.execute_script(
            "return !!(window.pnpListen && window.pnpListen.tell)"), timeout=60)
        driver.execute_cdp_cmd("Accessibility.enable", {})
        driver.execute_cdp_cmd("DOM.enable", {})
        tree = Tree(driver)
        actable = [n for n in tree.nodes if Tree.role(n) in ("link", "button", "textbox")]
        assert actable and Tree.name(actable[0]) == LINK, \
            f"the first thing a reader can act on: {[Tree.name(n) for n in actable[:3]]}"
        press(driver, actable[0])
        tree = wait_for("the page", lambda: (lambda t: t if t.find("heading", "PnP Companion")
                                             else None)(Tree(driver)))
        assert canvas_hidden(driver)
        shot(driver, out, "listen-home")
        tree = dnfm_to_its_end(driver, out)
        three_sherwood_turns(driver, out, tree)
        # Back to the picture: the canvas is in the tree again, the page gone from it.
        press(driver, Tree(driver).find("button", "Back to the picture"))
        wait_for("the canvas back", lambda: not canvas_hidden(driver))
        assert Tree(driver).find("heading", "The Sherwood") is None
        print("listen_tree: the accessibility tree played both games")
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
