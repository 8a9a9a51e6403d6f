//! No words a player reads are written in the code: in every file of `src/`, every string
//! literal is a catalogue key, has no letters (a format string's `{}` and `·`), sits in an
//! attribute or the test module, or is one of the file's few code strings (an id, a file
//! name, a word a player types) listed below. A new file is listed with its code strings.
//!
//! What the check cannot see: an attribute's words (`#[error("…")]`), which is why the
//! errors a player reads take their words from the catalogue in a method of their own.

use std::collections::BTreeSet;
use std::path::Path;

/// Every file of `src/`, with the literals in it that are code, not words.
const CODE_STRINGS: &[(&str, &[&str])] = &[
    // The text mode (pnp-companion play):
    ("src/cli/play/mod.rs", &[]),
    ("src/cli/play/talk.rs", &[]),
    (
        "src/text/conversation.rs",
        // The commands in English, understood in every language beside the player's own.
        &["help", "undo", "redo", "log", "look", "save", "quit"],
    ),
    ("src/cli/play/keep.rs", &[]),
    (
        "src/text/odds.rs",
        &["certain", "likely", "even", "unlikely", "slim", "none"],
    ),
    (
        "src/text/dnfm/play.rs",
        &["station", "quadrant", "down", "up", "yes", "no"],
    ),
    ("src/text/sherwood/play.rs", &[]),
    (
        "src/text/sherwood/forms.rs",
        &["all", "yes", "y", "no", "n", "forest", "road", "bridge"],
    ),
    ("src/store/kept_game.rs", &[]),
    (
        "src/store/lock.rs",
        &[".{name}.lock", ".shared-files.lock", "Release"],
    ),
    (
        "src/ui/home/mod.rs",
        &["home", "https://", "http://", "CARGO_PKG_VERSION"],
    ),
    ("src/ui/home/settings.rs", &[]),
    ("src/ui/share.rs", &[]),
    ("src/ui/dnfm/view.rs", &[]),
    ("src/ui/dnfm/cards.rs", &["A", "B"]),
    ("src/ui/dnfm/choices.rs", &[]),
    ("src/ui/dnfm/ship.rs", &[]),
    ("src/ui/dnfm/coach.rs", &[]),
    ("src/ui/widgets.rs", &["A", "B"]),
    ("src/i18n/mod.rs", &[]),
    ("src/i18n/arg.rs", &[]),
    (
        "src/i18n/lang.rs",
        &["en", "de", "fr", "English", "Deutsch", "Français"],
    ),
    ("src/i18n/numbers.rs", &["value"]),
    ("src/i18n/catalogue_keys.rs", &[" =", "terms.ftl"]),
    (
        "src/i18n/catalogue.rs",
        &["OUT_DIR", "/catalogues.rs", "number-decimal-mark = ,"],
    ),
    // sherwood-screens:
    (
        "src/ui/sherwood/mod.rs",
        &[
            "sherwood-play",
            "sherwood-people",
            "sherwood-paragraphs",
            "z",
            "y",
        ],
    ),
    ("src/ui/sherwood/page.rs", &["yes", "no"]),
    ("src/ui/sherwood/adjust.rs", &["adjust", "yes", "no"]),
    ("src/ui/sherwood/cell_picker.rs", &[]),
    (
        "src/ui/sherwood/counters.rs",
        &["counter-{person}-{}", "yes", "no", "da-costa"],
    ),
    ("src/ui/sherwood/forecast.rs", &[]),
    ("src/ui/sherwood/game_ref.rs", &[]),
    ("src/ui/sherwood/paragraphs.rs", &[]),
    ("src/ui/sherwood/people.rs", &["yes", "no"]),
    ("src/ui/sherwood/result/mod.rs", &["result"]),
    ("src/ui/sherwood/result/pick.rs", &["result", "result-name"]),
    ("src/ui/sherwood/tables.rs", &[]),
    (
        "src/ui/sherwood/play/mod.rs",
        &["forest", "road", "bridge", "Along the road", "yes"],
    ),
    ("src/ui/sherwood/play/choosing.rs", &["squad"]),
    ("src/ui/sherwood/play/form.rs", &["squad"]),
    ("src/ui/sherwood/play/sheet.rs", &["play"]),
    ("src/ui/sherwood/play/movement.rs", &["play"]),
    (
        "src/ui/sherwood/play/later_steps.rs",
        &["play", "yes", "no"],
    ),
    // sherwood-rules:
    ("src/games/sherwood/refusal.rs", &[]),
    ("src/games/sherwood/paragraphs.rs", &[]),
    (
        "src/games/sherwood/words.rs",
        &[
            "kings-men",
            "squad",
            "king's men",
            "king's men squad",
            "kings men",
        ],
    ),
    (
        "src/games/sherwood/persons.rs",
        &[
            "enterprise",
            "archon",
            "neutral",
            "royalist",
            "cleric",
            "kings-men",
            "royal-party",
            "persuasiveness",
            "pers",
            "p",
            "raid",
            "r",
            "donations",
            "donation",
            "don",
            "d",
            "j < b.len() indexes rows of length b.len() + 1",
        ],
    ),
    (
        "src/games/sherwood/codes.rs",
        &[
            "witchcraft",
            "royal-morale",
            "N",
            "R",
            "F",
            "G",
            "half",
            "M",
            "W",
            "all",
            "MN",
        ],
    ),
    (
        "src/games/sherwood/spaces.rs",
        &[
            "town",
            "castle",
            "cathedral",
            "royal-palace",
            "bridge-ford",
            "road",
            "forest",
            "other",
            "bridge",
            "ford",
            "bridge-or-ford",
            "palace",
        ],
    ),
    (
        "src/games/sherwood/board.rs",
        &[
            "the road",
            "Witchcraft",
            "Rebel Warchest",
            "Royal Morale",
            "witchcraft",
            "w",
            "warchest",
            "gold",
            "rebel-warchest",
            "morale",
            "royal-morale",
            "m",
            "archon",
            "neutral",
            "Archon crew (dark blue)",
            "Neutral (yellow)",
        ],
    ),
    (
        "src/games/sherwood/situation.rs",
        &["patrol", "search", "seize"],
    ),
    (
        "src/games/sherwood/state.rs",
        &[
            "rebel-actions",
            "expenses",
            "kings-men",
            "royal-party",
            "Rebel Actions",
            "Rebel Expenses",
            "King's Men Actions",
            "Royal Party & Fealty",
            "Victory: every crewmember is free, a town is in open rebellion and Witchcraft is below 10.",
            "Defeat: Witchcraft reached 10.",
            "Defeat: all six towns have sworn fealty to King Eyven.",
            "Royal Palace",
            "Farnosh Bridge",
            "Klamath Town",
            "Port Ferkin",
            "Randisfarne",
            "Winklesea",
            "Trott",
            "Castle Dil",
            "High Samwith",
        ],
    ),
    (
        "src/games/sherwood/tables.rs",
        &[
            "recruiting",
            "donations",
            "raid",
            "horse-theft",
            "sanctuary",
            "flight",
            "fealty",
            "kings-men",
            "heal",
            "-table",
            "recruit",
            "donation",
            "horses",
            "horse",
            "kingsmen",
            "healing",
            "F",
            "1C",
            "2C",
            "all C",
            "1I",
            "2I",
            "all I",
            "M+",
            "M\\u{2013}",
            "W+",
            "W\\u{2013}",
            "MN",
            "N",
            "R",
            "G",
            "G half",
            "GD",
        ],
    ),
    ("src/games/sherwood/results.rs", &[]),
    (
        "src/games/sherwood/effects/describe.rs",
        &["enterprise", "space", "off-map", "unseen"],
    ),
    ("src/games/sherwood/effects/mod.rs", &[]),
    ("src/games/sherwood/effects/chosen.rs", &[]),
    ("src/games/sherwood/paragraph_number.rs", &[]),
    ("src/games/sherwood/reader.rs", &[]),
    ("src/games/sherwood/space_id.rs", &["place", "squad"]),
    (
        "src/games/sherwood/change.rs",
        &[
            "change",
            "track",
            "injure",
            "heal",
            "capture",
            "free",
            "free-all-at",
            "recruit",
            "leave",
            "move",
            "horse",
            "sanctuary",
            "move-squad",
            "recruit-squad",
            "orders",
            "fealty",
            "set-aside",
            "free-supply",
            "release",
            "identify",
            "place-neutral",
            "record-prisoners",
            "pick",
            "persons",
            "squad",
            "squad-destination",
            "destination",
            "free-one",
            "legend",
        ],
    ),
    (
        "src/store/draft.rs",
        &[
            "result_die",
            "faces",
            "Vec::is_empty",
            "String::is_empty",
            "gold",
        ],
    ),
    ("src/games/sherwood/mod.rs", &[]),
    ("src/games/sherwood/moves.rs", &[]),
    ("src/games/sherwood/person_id.rs", &[]),
    ("src/games/sherwood/places.rs", &[]),
    (
        "src/games/sherwood/data.rs",
        &[
            "sherwood/data/persons",
            "sherwood/data/spaces",
            "sherwood/data/tables",
        ],
    ),
    ("src/games/sherwood/hidden.rs", &[]),
    ("src/games/sherwood/actions/kings_men.rs", &[]),
    ("src/games/sherwood/actions/expenses.rs", &[]),
    ("src/games/sherwood/actions/legal.rs", &[]),
    (
        "src/games/sherwood/actions/mod.rs",
        &[
            "the pieces of one roll, passed as they are",
            "action",
            "beam-down",
            "beam-up",
            "move",
            "roll",
            "buy-horses",
            "aid-the-poor",
            "preach",
            "release",
            "roll-gold",
            "end-rebel-actions",
            "pay-expenses",
            "beam-supplies",
            "starve",
            "end-expenses",
            "kings-men",
            "end-kings-men",
            "royal-party-moves",
            "fealty-again",
            "end-turn",
            "apply",
            "flee",
            "seek-sanctuary",
            "resolve-roll",
            "raid-again",
            "resolve",
            "dismiss",
        ],
    ),
    ("src/games/sherwood/roll.rs", &[]),
    (
        "src/games/sherwood/import.rs",
        &[
            "Paragraphs ",
            "Charts and Tables",
            "Paragraph Text",
            "\\nParagraph Text",
        ],
    ),
    ("src/games/sherwood/game.rs", &["Paragraph", "Result"]),
    ("src/games/sherwood/pending.rs", &[]),
    (
        "src/games/sherwood/actions/rebel.rs",
        &["the pieces of one roll, passed as they are", "Healed"],
    ),
    (
        "src/games/sherwood/actions/royal_party.rs",
        &[
            "Randisfarne",
            "Port Ferkin",
            "Winklesea",
            "Trott",
            "Swear Fealty",
            "Open Rebellion",
            "Defy",
            "Delay",
        ],
    ),
    ("src/games/sherwood/actions/settle.rs", &[]),
    (
        "src/games/sherwood/foresight.rs",
        &[
            "Open Rebellion",
            "Defy",
            "Delay",
            "Swear Fealty",
            "Healed",
            "Not healed",
            "cell",
            "column",
            "row",
            "none",
        ],
    ),
    ("src/games/sherwood/prepare.rs", &[]),
    // cli:
    (
        "src/cli/sherwood_play/act.rs",
        &[
            "refused",
            "not-waiting",
            "confirm",
            "skip",
            "unknown-value",
            "not-possible",
            "needs-die",
            "bad-die",
            "bad-change",
            "bad-choice",
            "roll",
        ],
    ),
    (
        "src/text/sherwood/read.rs",
        &[
            "beam-down",
            "beam-up",
            "move",
            "roll",
            "buy-horses",
            "aid-the-poor",
            "preach",
            "release",
            "roll-gold",
            "end-rebel-actions",
            "pay-expenses",
            "beam-supplies",
            "starve",
            "end-expenses",
            "kings-men",
            "end-kings-men",
            "royal-party-moves",
            "fealty-again",
            "end-turn",
            "apply",
            "flee",
            "seek-sanctuary",
            "resolve-roll",
            "raid-again",
            "resolve",
            "dismiss",
            "set-value",
            "confirm",
            "gold-die",
            "kind",
            "dice",
            "action",
            "id",
            "person",
            "stat",
            "value",
        ],
    ),
    (
        "src/text/sherwood/words.rs",
        &[
            "persuasiveness",
            "raid",
            "donations",
            "confirm",
            "flee",
            "roll",
            "raid-again",
            "gold-die",
        ],
    ),
    (
        "src/text/sherwood/report.rs",
        &[
            "enterprise",
            "won",
            "lost",
            "lost-to-witchcraft",
            "lost-to-fealty",
            "yours",
            "not-yours",
            "free",
            "imprisoned",
            "unseen",
        ],
    ),
    (
        "src/cli/sherwood_data.rs",
        &[
            ".bak",
            "paragraph",
            "revealed",
            "effect",
            "effects",
            "text",
            "table",
            "name",
            "cells",
            "rulebook",
            "inferred",
            "yours",
            "unknown",
            "tables",
            "values_known",
            "values_unknown",
            "kinds_unknown",
        ],
    ),
    (
        "src/cli/apply_reference.rs",
        &[
            "kirk",
            "Trott",
            "big-tim",
            "bridge",
            "Winklesea",
            "Farnosh Bridge",
            "fernan",
            "mbele",
            "Castle Dil",
            "person",
            "space",
            "town",
            "squad",
            "to",
            "prison",
            "track",
            "delta",
            "has",
            "until_turn",
            "granted",
            "orders",
            "fealty",
            "archon",
            "neutral",
            "unknown",
            "change",
            "expected one of",
            "action",
            "apply",
        ],
    ),
    (
        "src/games/dnfm/card_text.rs",
        // A pattern's positions; a face's side and way up, as typed.
        &["W", "B", "u", "up", "d", "down"],
    ),
    (
        "src/games/dnfm/cards.rs",
        &[
            "dnfm/data/cards",
            "crew",
            "wmc",
            "fusion",
            "navcomm",
            "wave-motion-cannon",
            "cannon",
            "fusioncasting",
            "fusioncasting-engines",
            "nav",
            "dnfm-event-",
            "dnfm-bounty-subtitle-{}",
            "rules:{n}",
            "ship",
            "ship-status",
            "resource:crew-low",
            "resource:crew-high",
            "resource:wmc",
            "resource:fusion",
            "resource:navcomm",
            "event-table",
            "megacredits",
            "bounties",
            "reference",
            "map",
            "dice",
            "a",
            "b",
        ],
    ),
    ("src/games/dnfm/reference.rs", &[]),
    (
        "src/games/dnfm/odds.rs",
        &[
            "known",
            "peek",
            "Odds from what you can know: the cards in the deck, well mixed",
            "Odds peeking at the deck: exact for the cards as they lie",
            "the combination indices stay below k, and idx[i] < n - k + i",
            "card indices stay below n <= 8 and hand positions below k <= n; lies below 4",
        ],
    ),
    (
        "src/games/dnfm/coach.rs",
        &["win the game {p:.0} % ± {m:.0} %"],
    ),
    ("src/games/dnfm/game.rs", &[]),
    ("src/games/dnfm/words.rs", &[]),
    (
        "src/engine/words.rs",
        &[
            "k",
            "d",
            "m",
            "l",
            "r",
            "n",
            "s",
            "c",
            "g",
            "w",
            "and",
            "or",
            "comma",
            "plus",
            "semicolon",
            "space",
            "tight",
            "lines",
            "dot",
            "marks",
            "sentence",
            "no-stop",
            "stop",
        ],
    ),
    ("src/cli/json_words.rs", &[]),
    ("src/cli/shown.rs", &[]),
    ("src/i18n/say.rs", &["speak", "items", "last", "value"]),
    ("src/i18n/typed.rs", &[]),
    ("src/games/dnfm/rules/mod.rs", &[]),
    ("src/games/dnfm/rules/combat.rs", &[]),
    ("src/games/dnfm/rules/events.rs", &[]),
    (
        "src/cli/sherwood.rs",
        &[
            "roll",
            "N[,N]",
            "seed",
            "table",
            "table_name",
            "row",
            "die_source",
            "modifiers",
            "label",
            "value",
            "provenance",
            "modified",
            "result",
            "clamped",
            "follow_up",
            "notes",
            "odds",
            "Paragraph",
            "Result",
            "name",
            "cells",
            "bands",
            "bands_are",
            "rows",
        ],
    ),
    (
        "src/engine/provenance.rs",
        &["rulebook", "inferred", "designed", "unknown", "player"],
    ),
    ("src/windows_console.rs", &["system", "CONOUT$"]),
    ("src/main.rs", &["windows"]),
    (
        "src/cli/mod.rs",
        &["pnp-companion", "--lang", "--lang=", "--json"],
    ),
    (
        "src/cli/help_words.rs",
        // The keys made from the commands' paths; clap's own ids, title and usage tag.
        &[
            "cli-more-{place}",
            "cli-about-{place}",
            "lang",
            "json",
            "cli-arg--{name}",
            "cli-arg-{place}--{name}",
            "cli-value",
            "help",
            "version",
            "{}Usage:{} ",
            "[OPTIONS]",
        ],
    ),
    (
        "src/cli/mistakes.rs",
        // clap's flag for the help, its range check's words and its usage line's title.
        &["--help", "{value} is not in ", "Usage: "],
    ),
    ("src/cli/session.rs", &[]),
    ("src/cli/script.rs", &[]),
    ("src/text/script_line.rs", &[" at line "]),
    ("src/text/mod.rs", &[]),
    ("src/text/open.rs", &[]),
    (
        "src/ui/app/listening.rs",
        &["yes", "no", "dnfm", "sherwood"],
    ),
    ("src/text/lines.rs", &[]),
    ("src/text/sherwood/mod.rs", &[]),
    ("src/text/dnfm/coach.rs", &[]),
    (
        "src/text/dnfm/mod.rs",
        &[
            "movement",
            "refit",
            "event",
            "bounty",
            "encounter",
            "combat",
        ],
    ),
    (
        "src/cli/dnfm_play/act.rs",
        &[
            "not-physical",
            "refused",
            "needs-cards",
            "bad-card",
            "game-over",
            "broken-data",
        ],
    ),
    ("src/text/dnfm/board.rs", &[]),
    (
        "src/cli/dnfm_play/coach.rs",
        &["FILE", "save", "seed", "mode", "turn", "phase", "coach"],
    ),
    ("src/cli/dnfm_play/figures.rs", &[]),
    ("src/cli/dnfm_play/mod.rs", &["physical", "QUADRANTS"]),
    (
        "src/text/dnfm/read.rs",
        &[
            "move",
            "dock",
            "buy",
            "repair",
            "continue",
            "scan-for-events",
            "reveal-bounty",
            "evade",
            "fight",
            "attack",
            "flee",
            "down",
            "up",
            "A",
            "B",
            "draws",
            "action",
            "arg",
        ],
    ),
    ("src/text/dnfm/report.rs", &["won", "lost"]),
    ("src/text/dnfm/standing.rs", &["yes", "no"]),
    (
        "src/cli/dnfm.rs",
        &[
            "The ",
            "wmc",
            "fusion",
            "drawn",
            "kept",
            "discarded",
            "pattern",
            "dice_total",
            "fusion_modifier",
            "cv",
            "bounty",
            "name",
            "sorted",
            "value",
            "ed",
            "event",
            "kind",
            "effect",
            "provenance",
            "system",
            "quadrants",
            "price",
            "steps",
            "each",
            "dl",
            "navcomm",
            "cards",
            "aside",
            "asides",
            "basis",
            "probability",
            "favourable",
            "cases",
        ],
    ),
    ("src/cli/saves.rs", &["game"]),
    ("src/cli/record.rs", &["physical", "digital"]),
    (
        "src/cli/print.rs",
        &["on", "yes", "true", "off", "no", "false"],
    ),
    ("src/engine/range.rs", &["or less", "or more"]),
    (
        "src/engine/deck.rs",
        &["i < n indexes the two length-n vectors; c[i] < i"],
    ),
    ("src/engine/dice.rs", &[]),
    ("src/engine/tagged.rs", &["not an object", "{name}: {e}"]),
    (
        "src/engine/journal/mod.rs",
        &["change", "the log's place is past its last entry"],
    ),
    (
        "src/engine/journal/patch.rs",
        &[
            "a change in the log does not fit the state before it ({0})",
            "not a change",
            "not a list",
            "a list's length",
            "a list's item",
            "not an object",
            "a removed key",
            "o",
            "d",
            "a",
            "n",
        ],
    ),
    ("src/engine/mod.rs", &[]),
    ("src/engine/modifier.rs", &[]),
    ("src/engine/odds.rs", &[]),
    ("src/engine/random.rs", &[]),
    ("src/engine/table.rs", &[]),
    (
        "src/games/dnfm/sim.rs",
        &["cautious", "bold", "random", "turn limit reached"],
    ),
    (
        "src/games/dnfm/state.rs",
        &[
            "crew lost in combat",
            "crew lost to events",
            "Orientation",
            "side",
            "down",
        ],
    ),
    ("src/games/dnfm/deal.rs", &[]),
    ("src/games/dnfm/few.rs", &[]),
    ("src/games/dnfm/map.rs", &[]),
    ("src/games/dnfm/mod.rs", &[]),
    // The record's figures, by their English names.
    ("src/games/dnfm/moves.rs", &["Megacredits", "Crew"]),
    ("src/games/dnfm/rules/prices.rs", &[]),
    ("src/text/sherwood/standing.rs", &["yes", "no"]),
    ("src/cli/sherwood_play/mod.rs", &[]),
    ("src/text/sherwood/sight.rs", &[]),
    // shell:
    (
        "src/ui/help.rs",
        &[
            "CARGO_PKG_VERSION",
            // The Fealty Table's results as its data names them (tables.toml).
            "Open Rebellion",
            "Defy",
            "Delay",
            "Swear Fealty",
        ],
    ),
    ("src/ui/record.rs", &["record"]),
    ("src/ui/print.rs", &["print"]),
    ("src/ui/jobs.rs", &[]),
    (
        "src/ui/mod.rs",
        &["io.github.pnp_companion.PnPCompanion", "app", "Noto Sans"],
    ),
    (
        "src/ui/palette.rs",
        &[
            "PnP Companion light",
            "PnP Companion dark",
            // The text surfaces' names, for the contrast tests' messages.
            "page",
            "card",
            "button",
            "button-hovered",
            "next-step",
            "success",
            "done-notice",
            "problem-notice",
        ],
    ),
    ("src/ui/soft_keyboard.rs", &[]),
    (
        "src/ui/app/mod.rs",
        &["PNP_OPEN_SAVE", "PNP_EXIT_AFTER_FIRST_FRAME"],
    ),
    (
        "src/ui/app/handlers.rs",
        // The screen the start settled on, as the web page's timing notes name it.
        &["print", "record", "broken", "home", "dnfm-log.md"],
    ),
    ("src/ui/app/files.rs", &[]),
    ("src/ui/app/keys.rs", &["h"]),
    ("src/ui/app/notices.rs", &[]),
    ("src/ui/app/page.rs", &[]),
    ("src/ui/app/rules_data.rs", &[]),
    ("src/ui/app/saving.rs", &[]),
    (
        "src/ui/app/screens.rs",
        &[
            "sherwood-log.md",
            "pnp-companion-kit.pdf",
            "pnp-companion-printer-check.pdf",
            "sherwood-counter-sheet.png",
        ],
    ),
    ("src/ui/app/sharing.rs", &[]),
    ("src/ui/app/view.rs", &[]),
    ("src/ui/app/speaking.rs", &[]),
    ("src/ui/read_aloud.rs", &[]),
    // speech:
    ("src/speech/mod.rs", &[]),
    ("src/speech/recording.rs", &["recorder"]),
    ("src/speech/sentences.rs", &[]),
    ("src/speech/process.rs", &["speech"]),
    ("src/speech/web.rs", &["speechSynthesis"]),
    (
        "src/speech/program.rs",
        &[
            "windows",
            "macos",
            "Add-Type -AssemblyName System.Speech",
            "$s = New-Object System.Speech.Synthesis.SpeechSynthesizer",
            "try { $s.SelectVoiceByHints([System.Speech.Synthesis.VoiceGender]::NotSet, [System.Speech.Synthesis.VoiceAge]::NotSet, 0, [System.Globalization.CultureInfo]::new($env:PNP_SPEAK_LANG)) } catch {}",
            "$s.Speak($env:PNP_SPEAK_TEXT)",
            "spd-say",
            "espeak-ng",
            "espeak",
            "say",
            "powershell",
            "{program}.exe",
            "PATH",
            "PNP_SPEAK_TEXT",
            "PNP_SPEAK_LANG",
            "--wait",
            "--language",
            "-v",
            "-NoProfile",
            "-NonInteractive",
            "-Command",
            "--cancel",
        ],
    ),
    ("src/ui/platform/error.rs", &[]),
    ("src/ui/game_screen.rs", &[]),
    ("src/ui/dnfm/shell.rs", &[]),
    ("src/ui/sherwood/shell.rs", &[]),
    (
        "src/ui/platform/mod.rs",
        &[
            "a compile-time check of both platforms' signatures",
            "pdf",
            "md",
            "json",
            "txt",
            "text",
            "application/pdf",
            "png",
            "image/png",
            "zip",
            "application/zip",
            "text/markdown",
            "application/json",
            "text/plain",
        ],
    ),
    (
        "src/ui/platform/desktop.rs",
        &[
            "windows",
            "macos",
            "DBUS_SESSION_BUS_ADDRESS",
            "zenity",
            "PATH",
            "cmd",
            "/C",
            "start",
            "open",
            "xdg-open",
            "PNP_DRAWN_MARKER",
        ],
    ),
    (
        "src/ui/platform/web.rs",
        &[
            "input",
            "file",
            "cancel",
            "style",
            "display: none",
            "a",
            "C",
            "live-screen",
            "live-state",
            "live-outcome",
            "live-notice",
            "data-told",
            "div",
            "role",
            "status",
            "aria-live",
            "polite",
            "aria-atomic",
            "true",
            "position:absolute;left:-10000px;top:0;width:1px;height:1px;overflow:hidden",
            "clipboard",
            "writeText",
            "pnpShown",
            "pnpSaved",
            "pnpPageSize",
            "pnpCatalogue",
            "pnpLoadCatalogue",
            "pnpPrinter",
            "pnpPrint",
            "lang",
            "pnp-companion/.language",
            "shared",
            "cancelled",
        ],
    ),
    ("src/store/record/stats.rs", &[]),
    ("src/store/mod.rs", &[]),
    (
        "src/store/paths.rs",
        &[
            "io.github",
            "pnp-companion",
            "PnP Companion",
            "PNP_COMPANION_DATA_DIR",
            "sherwood-user-data.json",
            "sherwood-rulebook-text.json",
            "saves",
        ],
    ),
    ("src/store/packed.rs", &["deflate:"]),
    (
        "src/store/migrate.rs",
        &[
            "pnp-companion 0.1.0",
            "version",
            "draft",
            "written_by",
            "game",
            "sherwood",
            "data",
            "mode",
            "physical",
            "digital",
            "setup",
            "draw",
            "neutral_spaces",
        ],
    ),
    (
        "src/store/storage.rs",
        &[".bak", "{key}.bak", "saves/", "(memory)/{key}"],
    ),
    (
        "src/store/browser.rs",
        &["C", "pnpStore", "QuotaExceededError", "{folder}/", ".bak"],
    ),
    (
        "src/store/settings.rs",
        // The tabs' words in the settings file.
        &[
            "settings.json",
            "play",
            "people",
            "counters",
            "tables",
            "paragraphs",
            "log",
        ],
    ),
    (
        "src/store/saves.rs",
        &[
            "pnp-companion-save",
            "saves",
            "{SAVES}/{}.json",
            "game",
            ".json",
            "{key}.bak",
        ],
    ),
    ("src/store/rulebook_text.rs", &[]),
    (
        "src/store/moving.rs",
        &[
            "pnp-companion-bundle",
            "pnp-companion-data.json",
            "game.json",
            ".json",
            "format",
            "game",
            "saves/",
        ],
    ),
    ("src/store/share.rs", &["#game=", "v"]),
    (
        "src/store/user_data.rs",
        &["pnp-companion-sherwood-data", "da-costa", "player-{}"],
    ),
    (
        "src/store/record/mod.rs",
        &["record.json", "pnp-companion-record"],
    ),
    ("src/store/record/ended.rs", &[]),
    (
        "src/games/game.rs",
        // Serde's, the command line's and the record's words; the games' titles and a new
        // game's save name.
        &[
            "dnfm",
            "sherwood",
            "Do Not Forsake Me",
            "The Sherwood Syndrome",
            "Do Not Forsake Me",
            "Sherwood",
            "digital",
            "physical",
            "megacredits",
            "crew-lost-in-combat",
            "crew-lost-to-events",
            "won",
            "witchcraft",
            "last-town-swore",
            "given-up",
        ],
    ),
    // The arguments every unknown word's message is given.
    ("src/engine/keyword.rs", &["text", "names"]),
    // the rest:
    (
        "src/fonts.rs",
        &[
            "../fonts/NotoSans-Regular.ttf",
            "../fonts/NotoSans-Bold.ttf",
            "../fonts/web/NotoSans-Regular.ttf",
            "../fonts/web/NotoSans-Bold.ttf",
            "Noto Sans",
            "../fonts/PnPSymbols.ttf",
        ],
    ),
    (
        "src/games/data_text.rs",
        &[
            "CARGO_MANIFEST_DIR",
            "/src/games/",
            ".toml",
            "OUT_DIR",
            ".json",
        ],
    ),
    ("src/games/mod.rs", &[]),
    ("src/lib.rs", &[]),
    (
        "src/store/files.rs",
        &["pnp-companion ", "CARGO_PKG_VERSION", ".bak", ".tmp-"],
    ),
    // The record's CSV: a file format, not words.
    (
        "src/store/record/csv.rs",
        &[
            "game",
            "mode",
            "seed",
            "save",
            "name",
            "ended",
            "turns",
            "outcome",
            "how",
            "figures",
            "ended_unix",
            "physical",
            "digital",
            "won",
            "lost",
        ],
    ),
    ("src/ui/autosave.rs", &[]),
    ("src/ui/dnfm/mod.rs", &["dnfm-play", "z", "y"]),
    ("src/ui/drawing.rs", &[]),
    ("src/ui/scroll_memory.rs", &[]),
    ("src/ui/scrolled_by.rs", &[]),
    ("src/ui/style.rs", &[]),
    ("src/ui/swipe.rs", &[]),
    ("src/ui/text_field.rs", &[]),
    ("src/ui/window_fit.rs", &[]),
    ("src/ui/wrapper.rs", &[]),
    // print-kit:
    ("src/print/mod.rs", &[]),
    ("src/print/calibration.rs", &[]),
    ("src/print/draw.rs", &[]),
    ("src/print/fit.rs", &[]),
    (
        "src/print/geometry.rs",
        &["a4", "letter", "us-letter", "long", "short"],
    ),
    ("src/print/icons.rs", &[]),
    (
        "src/print/options.rs",
        &[
            "dnfm",
            "sherwood",
            "all",
            "thegamecrafter",
            "drivethrucards",
            "makeplayingcards",
        ],
    ),
    ("src/print/pdf.rs", &["PnP Companion"]),
    // File names and endings a shop's upload reads.
    (
        "src/print/shop.rs",
        &[
            "pdf",
            "png",
            "zip",
            "do-not-forsake-me-{}.{ending}",
            "front",
            "back",
            "card-{:02}-{side}.png",
        ],
    ),
    ("crates/pnp-pdf/src/raster.rs", &[]),
    ("crates/pnp-pdf/src/zip.rs", &[]),
    // The PDF writer's crates: no words of their own (the app words their errors).
    ("crates/pnp-pdf/src/lib.rs", &[]),
    (
        "crates/pnp-pdf/src/error.rs",
        &["catalog", "save", "pages", "font", "image", "names"],
    ),
    ("crates/pnp-pdf/src/page.rs", &[]),
    ("crates/pnp-pdf/src/wire.rs", &["PNPK"]),
    (
        "crates/pnp-pdf/src/write.rs",
        &[
            "Root",
            "DuplexFlipLongEdge",
            "Simplex",
            "DuplexFlipShortEdge",
            "ViewerPreferences",
            "PrintScaling",
            "None",
            "Duplex",
        ],
    ),
    ("crates/pnp-pdf-web/src/lib.rs", &[]),
    // PNG's signature and chunk names.
    (
        "crates/pnp-pdf/src/png.rs",
        &["\\x89PNG\\r\\n\\x1a\\n", "IHDR", "pHYs", "IDAT", "IEND"],
    ),
    ("crates/pnp-pdf/src/crc.rs", &[]),
    ("src/print/sherwood.rs", &[]),
    (
        "src/print/dnfm/mod.rs",
        &[
            "A",
            "B",
            "a",
            "b",
            "wmc",
            "fusion",
            "navcomm",
            "crew-high",
            "crew-low",
            "dice:{card}:{side}",
            "rules",
            "ship",
            "ship-status",
            "resource",
            "event-table",
            "megacredits",
            "bounties",
            "reference",
            "map",
            "dice",
        ],
    ),
    (
        "src/print/dnfm/resource_cards.rs",
        &["wmc", "fusion", "navcomm", "crew-low", "crew-high"],
    ),
    ("src/print/dnfm/table_cards.rs", &[]),
];

/// Where the test module starts: `#[cfg(test)]`, other attributes if any, then `mod tests`.
fn test_module_start(source: &str) -> Option<usize> {
    source
        .match_indices("#[cfg(test)]\n")
        .map(|(at, _)| at)
        .find(|&at| {
            source[at..]
                .lines()
                .skip(1)
                .find(|l| !l.trim_start().starts_with("#["))
                .is_some_and(|l| l.starts_with("mod tests"))
        })
}

/// The string literals of Rust source before its test module: (line, text), comments and
/// char literals stepped over, raw strings read.
fn literals(source: &str) -> Vec<(usize, String)> {
    let code = &source[..test_module_start(source).unwrap_or(source.len())];
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |k: usize| chars.get(k).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
        }
        if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && at(i + 1) == '*' {
            i += 2;
            while i < chars.len() && !(chars[i] == '*' && at(i + 1) == '/') {
                line += usize::from(chars[i] == '\n');
                i += 1;
            }
            i += 2;
            continue;
        }
        if c == '\'' {
            // A char literal ('x', '\n', '"'), or a lifetime ('a).
            if at(i + 1) == '\\' {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1;
            }
            continue;
        }
        let ident_before = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        if c == 'r' && !ident_before && (at(i + 1) == '"' || at(i + 1) == '#') {
            let mut j = i + 1;
            let mut hashes = 0;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            if at(j) == '"' {
                let start_line = line;
                let mut text = String::new();
                j += 1;
                loop {
                    if j >= chars.len() {
                        break;
                    }
                    if chars[j] == '"' && (1..=hashes).all(|h| at(j + h) == '#') {
                        j += 1 + hashes;
                        break;
                    }
                    line += usize::from(chars[j] == '\n');
                    text.push(chars[j]);
                    j += 1;
                }
                out.push((start_line, text));
                i = j;
                continue;
            }
        }
        if c == '"' {
            let start_line = line;
            let mut text = String::new();
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    text.push(chars[i]);
                    i += 1;
                }
                line += usize::from(chars[i] == '\n');
                text.push(chars[i]);
                i += 1;
            }
            out.push((start_line, text));
        }
        i += 1;
    }
    out
}

/// The literal's letters outside `{…}` (a format string's arguments are code).
fn has_words(literal: &str) -> bool {
    let mut depth = 0usize;
    let mut escaped = false;
    literal.chars().any(|c| match c {
        // An escape's letter (`\n`, `\u{2212}`) is no word.
        _ if escaped => {
            escaped = false;
            false
        }
        '\\' => {
            escaped = true;
            false
        }
        '{' => {
            depth += 1;
            false
        }
        '}' => {
            depth = depth.saturating_sub(1);
            false
        }
        _ => depth == 0 && c.is_alphabetic(),
    })
}

fn english_keys() -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for (lang, _, text) in pnp_companion::i18n::catalogue_files() {
        if *lang == "en" {
            for line in text.lines() {
                if let Some((key, _)) = line.split_once(" =")
                    && !key.starts_with(['#', ' '])
                {
                    keys.insert(key.trim().to_string());
                }
            }
        }
    }
    keys
}

/// What a file writes in words, outside the catalogues: (line, literal).
fn words_in(source: &str, code_strings: &[&str], keys: &BTreeSet<String>) -> Vec<(usize, String)> {
    let lines: Vec<&str> = source.lines().collect();
    literals(source)
        .into_iter()
        .filter(|(line, text)| {
            let in_attribute = lines
                .get(line - 1)
                .is_some_and(|l| l.trim_start().starts_with("#["));
            has_words(text)
                && !in_attribute
                && !keys.contains(text)
                && !code_strings.contains(&text.as_str())
        })
        .collect()
}

#[test]
fn screens_moved_to_the_catalogues_write_no_words_of_their_own() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let keys = english_keys();
    assert!(keys.len() > 50, "the English catalogue was not read");
    let mut found = Vec::new();
    for (file, code_strings) in CODE_STRINGS {
        let source = std::fs::read_to_string(root.join(file)).unwrap();
        for (line, text) in words_in(&source, code_strings, &keys) {
            found.push(format!("{file}:{line}: \"{text}\""));
        }
        // A code string no longer there is taken off the list.
        let all: BTreeSet<String> = literals(&source).into_iter().map(|(_, t)| t).collect();
        for s in *code_strings {
            if !all.contains(*s) {
                found.push(format!("{file}: \"{s}\" is listed but not there"));
            }
        }
    }
    let mut files = Vec::new();
    super::rust_files(&root.join("src"), &mut files);
    super::rust_files(&root.join("crates"), &mut files);
    let listed: BTreeSet<&str> = CODE_STRINGS.iter().map(|(file, _)| *file).collect();
    for file in files {
        let name = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if !listed.contains(name.as_str()) {
            found.push(format!(
                "{name} is not in CODE_STRINGS: list it with the code strings it holds"
            ));
        }
    }
    assert!(
        found.is_empty(),
        "words in the code (put them in locales/*/…ftl and ask with t!), or a list to mend:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_finds_words_and_steps_over_what_is_not() {
    let keys = BTreeSet::from(["home-help".to_string()]);
    let source = r##"
// "a comment"
/* "a block" */
#[serde(rename = "kebab-case")]
fn f<'a>(x: &'a str) -> char {
    let _ = t!("home-help");
    let _ = format!("{x} · {}", 1);
    let _ = r#"Raw words"#;
    let _ = "id";
    let q = '"';
    text("Hello there")
}
"##;
    let found: Vec<String> = words_in(source, &["id"], &keys)
        .into_iter()
        .map(|(l, t)| format!("{l}:{t}"))
        .collect();
    assert_eq!(found, ["8:Raw words", "11:Hello there"]);
}
