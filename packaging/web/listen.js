// The screen-reader page ("Play with a screen reader"): the game the app shows, as headings,
// text, buttons, an answer field, the log as a list and a live region, which VoiceOver,
// TalkBack, NVDA and Orca read and operate. The app (src/ui/app/listening.rs) sends what to
// show, in the player's language; each button sends the line the text mode would read.
// Fetched when the page is first turned on: a first screen without it does not wait for it.

let root = null;
let parts = null;
// The player pressed something: the next page moves the focus to what follows.
let acted = false;

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
    tools: make("div", { id: "pnp-listen-tools" }),
    logHeading: heading(2, "pnp-listen-log-h"),
    log: make("ol", { id: "pnp-listen-log" }),
  };
  p.said.setAttribute("aria-live", "polite");
  p.said.setAttribute("role", "status");
  p.form.append(p.question, p.answer, p.send, p.back);
  p.form.addEventListener("submit", (e) => {
    e.preventDefault();
    const line = p.answer.value;
    p.answer.value = "";
    acted = true;
    listen.send(line);
  });
  p.back.addEventListener("click", () => { acted = true; listen.send(""); });
  const section = (...kids) => make("section", {}, ...kids);
  root.append(
    p.title,
    p.note,
    section(p.saidHeading, p.said),
    section(p.choicesHeading, p.choices, p.form),
    p.tools,
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
  const p = parts, l = page.labels;
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
  p.saidHeading.hidden = !page.said.length;
  const said = page.said.join("\n");
  if (p.said.dataset.text !== said) {
    p.said.dataset.text = said;
    lines(p.said, page.said, "p");
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
  if (page.in_game) {
    tools.push(tool(listen, "undo", l.undo, () => listen.send("undo")));
    tools.push(tool(listen, "redo", l.redo, () => listen.send("redo")));
    tools.push(tool(listen, "help", l.help, () => listen.send("help")));
    tools.push(tool(listen, "leave", l.leave, () => listen.send("quit")));
  }
  tools.push(tool(listen, "picture", l.picture, () => listen.stop()));
  p.tools.replaceChildren(...tools);
  p.logHeading.textContent = l.log;
  p.logHeading.hidden = !page.in_game;
  p.log.hidden = !page.in_game;
  if (page.log.length) lines(p.log, page.log);
  else p.log.replaceChildren(make("li", { textContent: l.log_empty }));
  if (acted) {
    acted = false;
    // After a press: the answer field when a question waits, else the choices (what
    // happened is said by the live region meanwhile).
    (asking ? p.answer : p.choicesHeading).focus();
  } else if (focused) {
    const again = root.querySelector(`[data-key="${focused}"]`) || document.getElementById(focused);
    if (again) again.focus();
  }
}

// The canvas (iced puts it where index.html's #app was) and anything left of #app.
const pictures = () => [document.querySelector("canvas"), document.getElementById("app")].filter(Boolean);

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
  for (const e of pictures()) {
    e.setAttribute("aria-hidden", "true");
    e.inert = true;
  }
  if (link) link.textContent = page.labels.skip;
  if (first) acted = false;
  render(page, listen);
  if (first) parts.title.focus();
}
