// The screen-reader page ("Play with a screen reader"): the game the app shows, as headings,
// text, buttons, an answer field, the log as a list and a live region, which VoiceOver,
// TalkBack, NVDA and Orca read and operate. The app (src/ui/app/listening.rs) sends what to
// show, in the player's language; each button sends the line the text mode would read.
// Fetched when the page is first turned on: a first screen without it does not wait for it.

let root = null;
let parts = null;
// The player pressed something: the next page moves the focus to what follows.
let acted = false;
// The number of lines the app had heard when the live region was last filled.
let heard = -1;

const make = (tag, props = {}, ...kids) => {
  const e = document.createElement(tag);
  Object.assign(e, props);
  e.append(...kids);
  return e;
};

function build(listen) {
  const heading = (level, id) => make("h" + level, { id, tabIndex: -1 });
  const p = {
    title: heading(1, "pnp-listen-title"),
    note: make("div", { id: "pnp-listen-note" }),
    standingHeading: heading(2, "pnp-listen-standing-h"),
    standing: make("ul", { id: "pnp-listen-standing" }),
    saidHeading: heading(2, "pnp-listen-said-h"),
    // Outcomes are said as they come, without moving the focus.
    said: make("div", { id: "pnp-listen-said" }),
    choicesHeading: heading(2, "pnp-listen-choices-h"),
    choices: make("ul", { id: "pnp-listen-choices" }),
    form: make("form", { id: "pnp-listen-question" }),
    question: make("label", { htmlFor: "pnp-listen-answer" }),
    answer: make("input", { id: "pnp-listen-answer", autocomplete: "off", spellcheck: false }),
    send: make("button", { type: "submit" }),
    back: make("button", { type: "button" }),
    tools: make("div", {}),
    toolsNav: make("nav", { id: "pnp-listen-tools" }),
    // Any line the text mode reads: look, log, save, a station of a physical map.
    typedForm: make("form", { id: "pnp-listen-typed" }),
    typedLabel: make("label", { htmlFor: "pnp-listen-line" }),
    typed: make("input", { id: "pnp-listen-line", autocomplete: "off", spellcheck: false }),
    typedSend: make("button", { type: "submit" }),
    logHeading: heading(2, "pnp-listen-log-h"),
    log: make("ol", { id: "pnp-listen-log" }),
  };
  p.said.setAttribute("aria-live", "polite");
  p.said.setAttribute("role", "status");
  p.choices.setAttribute("role", "list");
  p.form.append(p.question, p.answer, p.send, p.back);
  p.form.addEventListener("submit", (e) => {
    e.preventDefault();
    const line = p.answer.value.trim();
    // An empty answer would go back: that is the Go back button's, not a slip's.
    if (!line) return;
    p.answer.value = "";
    acted = true;
    listen.send(line);
  });
  p.typedForm.append(p.typedLabel, p.typed, p.typedSend);
  p.typedForm.addEventListener("submit", (e) => {
    e.preventDefault();
    const line = p.typed.value.trim();
    if (!line) return;
    p.typed.value = "";
    acted = true;
    listen.send(line);
  });
  p.toolsNav.append(p.tools, p.typedForm);
  p.back.addEventListener("click", () => { acted = true; listen.send(""); });
  const section = (...kids) => make("section", {}, ...kids);
  root.append(
    p.title,
    p.note,
    section(p.saidHeading, p.said),
    section(p.choicesHeading, p.choices, p.form),
    p.toolsNav,
    section(p.standingHeading, p.standing),
    section(p.logHeading, p.log),
  );
  return p;
}

const lines = (list, texts, tag = "li") => list.replaceChildren(...texts.map((t) => make(tag, { textContent: t })));

function tool(listen, key, words, act) {
  const b = make("button", { type: "button", textContent: words });
  b.dataset.key = key;
  b.addEventListener("click", () => { acted = true; act(); });
  return b;
}

function render(page, listen) {
  const p = parts, l = page.labels, notice = page.notice || "";
  root.lang = page.lang;
  const focused = document.activeElement && root.contains(document.activeElement)
    ? document.activeElement.dataset.key || document.activeElement.id : null;
  p.title.textContent = page.title;
  lines(p.note, page.note, "p");
  p.standingHeading.textContent = l.standing;
  p.standingHeading.hidden = !page.standing.length;
  lines(p.standing, page.standing);
  p.saidHeading.textContent = l.said;
  // The live region stays (a reader listens to it from the start); its heading shows with
  // something under it.
  p.saidHeading.hidden = !page.said.length && !notice;
  // The live region is filled anew for each line heard (the same words twice are said
  // twice), and for a notice of the drawn screen's (a problem, work done).
  if (heard !== page.heard || p.said.dataset.notice !== notice) {
    heard = page.heard;
    p.said.dataset.notice = notice;
    lines(p.said, notice ? [...page.said, notice] : page.said, "p");
  }
  p.choicesHeading.textContent = l.choices;
  p.choices.replaceChildren(...page.choices.map((words, i) => {
    const b = tool(listen, "choice-" + i, words, () => listen.send(String(i + 1)));
    return make("li", {}, b);
  }));
  const asking = page.question !== null;
  p.choicesHeading.hidden = asking;
  p.form.hidden = !asking;
  p.question.textContent = page.question || "";
  p.send.textContent = l.answer;
  p.back.textContent = l.back;
  const tools = [];
  p.toolsNav.setAttribute("aria-label", l.tools);
  if (page.in_game) {
    // At a question, undo would only go back: the Go back button says so.
    if (!asking) {
      tools.push(tool(listen, "undo", l.undo, () => listen.send("undo")));
      tools.push(tool(listen, "redo", l.redo, () => listen.send("redo")));
    }
    tools.push(tool(listen, "help", l.help, () => listen.send("help")));
    tools.push(tool(listen, "leave", l.leave, () => listen.send("quit")));
  }
  p.typedForm.hidden = !page.in_game || asking;
  p.typedLabel.textContent = l.typed;
  p.typedSend.textContent = l.send;
  if (notice) tools.unshift(tool(listen, "dismiss", l.dismiss, () => listen.dismiss()));
  tools.push(tool(listen, "picture", l.picture, () => listen.stop()));
  p.tools.replaceChildren(...tools);
  p.logHeading.textContent = l.log;
  p.logHeading.hidden = !page.in_game;
  p.log.hidden = !page.in_game;
  if (page.log.length) lines(p.log, page.log);
  else p.log.replaceChildren(make("li", { textContent: l.log_empty }));
  if (acted) {
    acted = false;
    // After a press: the answer field when a question waits, else the choices (or where
    // the game stands, when none are left). A moment later, so that the live region's news
    // is not cut off by the move.
    const next = asking ? p.answer : page.choices.length ? p.choicesHeading : p.standingHeading;
    setTimeout(() => next.focus(), 50);
  } else if (focused) {
    const again = root.querySelector(`[data-key="${focused}"]`) || document.getElementById(focused);
    (again && !again.hidden ? again : p.choicesHeading).focus();
  }
}

// Everything on the page but the page itself and its link: the canvas (iced puts it where
// index.html's #app was), the drawn screen's live regions, its keyboard's hidden field.
const pictures = () => [...document.body.children]
  .filter((e) => e.id !== "pnp-listen" && e.id !== "pnp-listen-link" && e.tagName !== "SCRIPT");

// Hides from the reader what is not the page while the page is on; the drawn screen makes a
// live region when it first needs one, and one made meanwhile is hidden as soon as it is there.
let watching = null;
const hideNewcomers = () => {
  if (!document.body.classList.contains("listening")) return;
  for (const e of pictures()) {
    if (!e.inert) {
      e.setAttribute("aria-hidden", "true");
      e.inert = true;
    }
  }
};

export function show(page, listen) {
  const link = document.getElementById("pnp-listen-link");
  if (!page) {
    if (root) root.hidden = true;
    document.body.classList.remove("listening");
    for (const e of pictures()) {
      e.removeAttribute("aria-hidden");
      e.inert = false;
    }
    if (link) link.focus();
    return;
  }
  if (!root) {
    root = make("main", { id: "pnp-listen" });
    document.body.append(root);
    parts = build(listen);
  }
  const first = root.hidden || !document.body.classList.contains("listening");
  root.hidden = false;
  document.body.classList.add("listening");
  // The canvas is a picture only a sighted player can use: hidden from the reader meanwhile.
  hideNewcomers();
  if (!watching) {
    watching = new MutationObserver(hideNewcomers);
    watching.observe(document.body, { childList: true });
  }
  if (link) {
    link.textContent = page.labels.skip;
    link.lang = page.lang;
  }
  if (document.activeElement && document.activeElement.id === "soft-keyboard") document.activeElement.blur();
  if (first) acted = false;
  render(page, listen);
  if (first) parts.title.focus();
}
