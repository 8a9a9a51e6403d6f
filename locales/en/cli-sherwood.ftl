# The Sherwood Syndrome on the command line: the scripted session (`sherwood play`) in words.

## Where the game stands

cli-sw-session = The Sherwood Syndrome: a scripted session
# $dice: who rolls; $board: who set up the board.
cli-sw-session-setup = Seed { $seed }; { $dice }; { $board }
cli-sw-app-rolls = the app rolls the dice
cli-sw-you-roll = you roll your own die
cli-sw-app-set-up = the app set up the board (prisoners drawn in secret)
cli-sw-you-set-up = you set up the board with your own counters
cli-sw-the-enterprise = the Enterprise
cli-sw-off-map = off the map
cli-sw-unsworn = not sworn
cli-sw-sworn = sworn to the King
cli-sw-rebellion = in open rebellion
# $id: the number a script line settles it by; $text: what waits.
cli-sw-waiting = waiting #{ $id }: { $text }
cli-sw-paragraph-effect = Paragraph { $number }: { $effect }
cli-sw-paragraph = Paragraph { $number }
cli-sw-tracks = Witchcraft { $witchcraft } · Rebel Warchest { $warchest } · Royal Morale { $morale }
cli-sw-orders = Royal Orders: { $orders }
# $place: where the Royal Party is; $held: yes where it is held there.
cli-sw-royal-party = Royal Party: { $place }{ $held ->
    [yes] , held there until the town swears
   *[no] , not held
}
# $towns: each town with its fealty.
cli-sw-towns = Towns: { $towns }
cli-sw-injured = injured
cli-sw-with-horse = with a horse
cli-sw-in-sanctuary = in sanctuary
cli-sw-your-people = Your people:
cli-sw-your-prisoners = Your people in prison:
cli-sw-others = Others on the map:
cli-sw-other-prisoners = Other prisoners you know of:
cli-sw-unseen = Not on the map, or prisoners not yet found: { $persons }
# $count: how many prisoners of that colour.
cli-sw-dark-blue = { $count } dark blue
cli-sw-yellow = { $count } yellow
cli-sw-hidden = Hidden prisoners: { $prisoners }
cli-sw-squad-yours = { $squad } squad at { $place } (yours)
cli-sw-squad = { $squad } squad at { $place }
cli-sw-kings-men = King's Men: { $squads }
cli-sw-nothing-waits = Nothing waits to be settled.
cli-sw-waiting-title = Waiting to be settled:
cli-sw-over = The game is over. { $ending }
cli-sw-goes-on = The game goes on.

## A script's line read, applied or refused

cli-sw-resolve-the-roll = Resolve the roll
cli-sw-roll-already-resolved = Nothing left to do: the roll resolved when it was made, on a chart cell already recorded.
# $place: the place's name.
cli-sw-new-place = A new place on the map: { $place }.
# $verb: confirm or skip (resolve or dismiss).
cli-sw-settle-first = { $verb ->
    [confirm] Confirm what waits first
   *[skip] Skip what waits first
}
# $task: what waits, in words.
cli-sw-settle-task = { $verb ->
    [confirm] Confirm: { $task }
   *[skip] Skip: { $task }
}
cli-sw-settle-id = { $verb ->
    [confirm] Confirm #{ $id }
   *[skip] Skip #{ $id }
}
# $ask: what is missing, in a sentence; $person and $stat: the words to type.
cli-sw-record-value = { $ask } Record it with: pnp-companion sherwood set-value { $person } { $stat } N, or give it in the script before this line: {"{"}"action": "set-value", "person": "{ $person }", "stat": "{ $stat }", "value": N{"}"}
cli-sw-record-kind = { $ask } Record it with: pnp-companion sherwood set-kind { $person } KIND
cli-sw-needs-die = this rolls a die: add what your die shows to the line, such as "dice": [4] (0 reads as 10)
# $kind: what the line says it settles, as typed; $other: what waits, as typed; $task: what waits, in words.
cli-sw-other-waits = no { $kind } waits there: it is a { $other } ({ $task }); the line is left undone rather than settle something else
cli-sw-no-roll-waits = no roll waits: the last roll resolved when it was made (its chart cell is known), so there is no roll to settle
cli-sw-none-waits = no { $kind } waits
# $stat: persuasiveness, raid or donations, as typed.
cli-sw-set-value = Set { $person }'s { $stat } value to { $value }
cli-sw-value-for-session = { $person }'s { $stat } value is { $value } for this session (sherwood set-value keeps it).
# $kind: what was typed; $kinds: the kinds there are.
cli-sw-not-a-kind = '{ $kind }' is not a kind of thing that waits; the kinds are { $kinds }
cli-sw-kind-form = "kind" is what the line settles: one of { $kinds }
cli-sw-dice-range = "dice" lists what your dice show, 0 to 10 (0 reads as 10), such as [4]
cli-sw-dice-form = "dice" is a list of what your dice show, such as [4] (0 reads as 10)
cli-sw-action-is-a-name = "action" is the action's name, such as "end-turn"
cli-sw-no-action = the line names no "action", such as {"{"}"action": "end-turn"{"}"}
# $name: the action, as typed.
cli-sw-kind-not-for = "kind" is for resolve, dismiss and resolve-roll, not { $name }
cli-sw-set-value-form = a set-value line names "person", "stat" (persuasiveness, raid or donations) and "value", such as {"{"}"action": "set-value", "person": "Kirk", "stat": "raid", "value": 3{"}"}
# $key: a key of the line's JSON; $form: what a set-value line holds.
cli-sw-not-in-set-value = '{ $key }' is not part of a set-value line: { $form }

## How a script line settles what waits

cli-sw-how-confirm = resolve applies it; dismiss leaves it undone
# $count: how many of them the line names.
cli-sw-who-keep-free = { $count ->
    [one] the one who stays free
   *[other] the { $count } who stay free
}
cli-sw-who-injured = { $count ->
    [one] the one who is injured
   *[other] the { $count } who are injured
}
cli-sw-who-healed = { $count ->
    [one] the one who is healed
   *[other] the { $count } who are healed
}
cli-sw-who-captured = { $count ->
    [one] the one who is captured
   *[other] the { $count } who are captured
}
cli-sw-who-joins = { $count ->
    [one] the one who joins you
   *[other] the { $count } who join you
}
cli-sw-who-goes-free = { $count ->
    [one] the one who goes free
   *[other] the { $count } who go free
}
# $who: which of them the line names; $persons: names with their ids.
cli-sw-how-persons = resolve with "choice": {"{"}"persons": [...]{"}"}, { $who }, of { $persons }
# $to: where the squad goes; $squads: the squads to choose from.
cli-sw-how-squad = resolve with "choice": {"{"}"squad": ...{"}"}, the squad that goes to { $to }: one of { $squads }
cli-sw-how-squad-to = resolve with "choice": {"{"}"to": ...{"}"}, where the { $squad } squad ends (a place's name, or forest, road, bridge or ford)
cli-sw-how-destination = resolve with "choice": {"{"}"to": ...{"}"}, where { $persons } go (a place's name, or forest, road, bridge or ford)
cli-sw-how-free-one = resolve with "choice": {"{"}"persons": [...]{"}"}, the one counter you drew: one of { $persons }
# $symbol: the chart's symbol, as printed.
cli-sw-how-legend = resolve with "choice": {"{"}"tracks": [["warchest", 2], ...]{"}"}, what “{ $symbol }” does to the tracks by your chart's legend (warchest +1 to +4 or −1, −2; royal-morale or witchcraft +1 or −1; none: [])
cli-sw-not-looked-at = not looked at
# $colours: each counter's colour, in order.
cli-sw-how-identify = resolve with "choice": {"{"}"persons": [...]{"}"}, one name for each counter in order ({ $colours })
cli-sw-how-archon = ; Archon crew: { $persons }
cli-sw-how-neutrals = ; Neutrals: { $persons }
# $places: the towns or castles to choose from.
cli-sw-how-prison = ; add "prison": the town or castle nearest to them, one of { $places }
cli-sw-how-flee-sanctuary = flee with "to": a neighbouring space (a place's name, or forest, road, bridge or ford); or seek-sanctuary first with "requester": one of those who flee
cli-sw-how-flee = flee with "to": a neighbouring space (a place's name, or forest, road, bridge or ford)
# $table: the table as typed; $row and $column: the cell as the chart names them.
cli-sw-how-roll = record the cell with: pnp-companion sherwood set-cell { $table } "{ $row }" "{ $column }" CODE, and run the script again: the roll then resolves when it is made, and a resolve-roll line after it has nothing left to do; or dismiss it with "kind": "roll" to go on without it (on a rerun that line is refused rather than skip what the result leaves)
cli-sw-how-raid-again = raid-again rolls it; dismiss leaves it
cli-sw-how-gold-die = roll-gold rolls it (your die in "dice" in physical play)

## The reader and your own data

# The help of `sherwood set-cell`: the rows' and columns' names stay as the chart prints them.
cli-sw-set-cell-help =
    Which is the row and which the column, table by table:
    {"  "}kings-men      ROW: the die, 1 to 10; COLUMN: the orders, Patrol, Search or Seize
    {"  "}recruiting     ROW: a person, or "King's Men squads"; COLUMN: a total, such as "1-3"
    {"  "}donations      ROW: a kind of space, such as Town or Bridge/Ford; COLUMN: a total, such as "1-2"
    {"  "}heal           ROW: a total, such as "2-4"; COLUMN: "One person", "Two people (McCoy or Goren)" or "Three people (McCoy or Goren)"
    {"  "}raid, horse-theft, sanctuary, flight
    {"                 "}ROW: a total, such as "4-6"; COLUMN: Paragraph
    {"  "}fealty         ROW: a total; COLUMN: Result

    Example: pnp-companion sherwood set-cell kings-men 4 Patrol MN
# $file: your data file; $backup: its backup.
cli-sw-recover-with-backup = { $file } is kept untouched. To recover: copy its backup { $backup } over it if that one is good, or move it away and bring your data back from an export with `pnp-companion sherwood import-data FILE`
cli-sw-recover = { $file } is kept untouched. To recover: move it away and bring your data back from an export with `pnp-companion sherwood import-data FILE`
# $error: why the file cannot be read; $recovery: how to get it back.
cli-sw-data-unchanged = { $error }
    Your data was not changed: { $recovery }.
cli-sw-data-warning = warning: { $error }
    warning: going on without your own chart cells and counter values. { $recovery }.
cli-sw-entry-no-longer-fits = note: your saved data has an entry that no longer fits: { $problem }
cli-sw-no-paragraph = there is no paragraph { $number } in The Sherwood Syndrome
cli-sw-paragraph-hidden = Paragraph { $number } exists. Pass --reveal to read it (it may spoil the story).
# $error: why the imported rulebook text cannot be read.
cli-sw-text-warning = warning: { $error }
    The paragraph is shown without its text; the file is kept as it is. To read it again, import your rulebook text once more: sherwood import-rulebook FILE
cli-sw-import-to-read = (Import your rulebook text to read the paragraph itself: sherwood import-rulebook FILE)
# $found: paragraphs found; $total: paragraphs there are.
cli-sw-imported = Imported { $found } of { $total } paragraphs into { $file }.
# $numbers: paragraph numbers, with commas.
cli-sw-not-found = Not found: { $numbers }
cli-sw-found-twice = Found more than once (the first kept): { $numbers }
# A chart's cells by where they come from ($cells: all of them, aligned).
cli-sw-known-cells = { $cells } cells: { $rulebook } rulebook, { $inferred } inferred, { $yours } yours, { $unknown } unknown
cli-sw-known-values = Counter values: { $known } known, { $unknown } unknown
# $kinds: the persons whose kind is not known, or none.
cli-sw-kinds-unknown = Kinds unknown: { $kinds }
# $table, $row, $column, $code: as typed.
cli-sw-saved-cell = Saved: { $table } / { $row } / { $column } = { $code }
cli-sw-not-a-whole-number = '{ $text }' is not a whole number
# $stat: the value's name.
cli-sw-saved-value = Saved: { $person }'s { $stat } = { $value }
# $kind: enterprise, archon, neutral, royalist or cleric, as typed.
cli-sw-saved-kind = Saved: { $person } is { $kind }
cli-sw-saved-person = Saved: { $name } ({ $id }) is a { $kind }; their counter prints with the others.
# $kind: the kind of space, in words.
cli-sw-saved-space = Saved: { $name } is a { $kind }
cli-sw-exported = Exported { $cells } cells, { $values } values, { $kinds } kinds to { $file }.
# $problems: what does not fit, with semicolons.
cli-sw-does-not-fit = { $file } does not fit the charts: { $problems }
cli-sw-imported-data = Imported { $file }.
# $conflict: a cell or value both had, differently.
cli-sw-kept-yours = Kept yours: { $conflict }

## The reference of `apply` changes (docs/sherwood-play.md): what each change does

cli-sw-apply-head = | change | what it does | fields | example |
cli-sw-apply-track = moves a track (`witchcraft`, `warchest` or `royal-morale`) by `delta`; it stays within 0 to 19
cli-sw-apply-injure = injures one of yours
cli-sw-apply-heal = heals one of yours
cli-sw-apply-capture = captures someone: imprisoned where they stand in a town, castle or the Royal Palace, elsewhere in the `prison` you name
cli-sw-apply-free = frees a prisoner, who is yours from then on
cli-sw-apply-free-all-at = frees every prisoner at a place (hidden counters are named first with `identify`)
cli-sw-apply-recruit = makes someone yours
cli-sw-apply-leave = someone of yours leaves you (not a crewmember)
cli-sw-apply-move = puts someone elsewhere; `to` is a place (see the forms below), a kind of space making a new place as `move` does
cli-sw-apply-horse = gives someone a horse (`has`: true) or takes it (false)
cli-sw-apply-sanctuary = puts someone in sanctuary (`granted`: true), to leave by the end of `until_turn` if given, or ends it (false)
cli-sw-apply-move-squad = puts a King's Men squad (named for where it started) elsewhere on the map, or `off-map`
cli-sw-apply-recruit-squad = a King's Men squad joins you
cli-sw-apply-orders = sets the Royal Orders (`patrol`, `search`, `seize`); they never go back
cli-sw-apply-fealty = sets a town's fealty: `unsworn`, `sworn` or `open-rebellion`
cli-sw-apply-set-aside = takes a counter out of play (the rules' set-aside)
cli-sw-apply-free-supply = the stack at a place needs no supply this turn
cli-sw-apply-release = a mayor's or castle lord's once-a-game release of their place's prisoners
cli-sw-apply-identify = physical setup: a hidden prisoner counter at a place turns out to be this person
cli-sw-apply-place-neutral = physical setup: where a Neutral you drew blind was placed
cli-sw-apply-record-prisoners = physical setup: the prisoner counters lying at a place, by colour (`archon`, `neutral`, `unknown` not looked at)
# What each field of a change holds.
cli-sw-apply-field-person = a person: id, name or short name
cli-sw-apply-field-space = a place: its name on the map or in play
cli-sw-apply-field-town = a town's name
cli-sw-apply-field-squad = a King's Men squad, named for the town or castle it started at
cli-sw-apply-field-to = where to: a place form (below)
cli-sw-apply-field-prison = optional: the town or castle nearest to them
cli-sw-apply-field-track = `witchcraft`, `warchest` or `royal-morale`
cli-sw-apply-field-delta = how far, up (positive) or down (negative)
cli-sw-apply-field-has = true or false
cli-sw-apply-field-until-turn = optional: the turn by whose end sanctuary ends
cli-sw-apply-field-granted = true to grant, false to end
cli-sw-apply-field-orders = `patrol`, `search` or `seize`
cli-sw-apply-field-fealty = `unsworn`, `sworn` or `open-rebellion`
cli-sw-apply-field-count = a count of counters, 0 or more
cli-sw-apply-place-forms = A place form (`to`) is one of: `{"{"}"space": "Trott"{"}"}` (a place of the map or one named in play, such as `Forest 1`); `{"{"}"space": "forest"{"}"}` (a kind of space: forest, road, bridge or ford makes a new place and the step names it, such as `Bridge or ford 1`; a kind only one place has is that place, such as `royal-palace`); `"enterprise"` (aboard the Enterprise, your people only); `"off-map"` (out of play).
