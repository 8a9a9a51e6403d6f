# The Sherwood Syndrome on screen: the header, the tracks, the tabs, the die boxes, and the
# People, Counters, Tables, Paragraphs and Adjust pages. (Playing a turn and settling its
# results: sherwood-play.ftl.)

## The die boxes

sws-roll-your-die = Roll your die and type what it shows (0 reads as 10).
# $typed: what was typed that is not a die's face.
sws-not-a-die-face = “{ $typed }” is not a face of a ten-sided die: 1 to 10 (a 0 reads as 10)
sws-your-die = your die
sws-your-die-optional = your die (optional)

## The header, the tracks and the tabs

# $turn: the turn's number; $step: the step of the turn.
sws-turn-step = Turn { $turn } · { $step }
sws-something-not-worked-out = Something the app did not work out?
sws-adjust-open = Adjust…
sws-tab-play = Play
sws-tab-people = People
sws-tab-tables = Tables
sws-tab-paragraphs = Paragraphs
sws-tab-log = Log
# Where a track's marker lies on the board: $b the box.
sws-track-box = box { $b }
sws-track-box-plus = box { $b }, +10 side
# The turn's four steps, short.
sws-step-actions = Actions
sws-step-expenses = Expenses
sws-step-kings-men = King's Men
sws-step-royal-party = Royal Party
sws-town-sworn = { $town } (sworn)
sws-town-rebellion = { $town } (IN REBELLION)
# $orders: the King's orders; $party: where the Royal Party is; $held: yes or no.
sws-orders-and-party = Orders: { $orders } · Royal Party: { $party }{ $held ->
    [yes] {" "}(held)
   *[no] {""}
}

## Adjust: corrections by hand

sws-adjust = Adjust
sws-adjust-done = Done
sws-adjust-about = Corrections for what the app does not work out itself: each is logged and can be undone.
sws-adjust-pick-named-place = Pick a named place here; a new forest, road or ford is named when someone moves or flees there.
sws-adjust-tracks = Tracks
# $from: the King's orders now; $to: the next ones.
sws-adjust-orders-next = Royal Orders: { $from } → { $to }
sws-adjust-orders-last = Royal Orders: Seize (they never go back)
sws-adjust-a-person = A person
sws-adjust-who = Who?
# $name: the person; $status: the pieces below, one after another.
sws-adjust-person-status = { $name }: { $status }
sws-adjust-yours = yours
sws-adjust-not-yours = not yours
sws-adjust-imprisoned = , imprisoned
sws-adjust-injured = , injured
sws-adjust-at = , at { $place }
sws-adjust-aboard = , aboard the Enterprise
sws-adjust-off-map = , off the map
sws-adjust-hidden-prisoner = , a hidden prisoner
# Buttons: what happens to the person.
sws-adjust-joins-you = Joins you
sws-adjust-leaves-you = Leaves you
sws-adjust-healed = Healed
sws-adjust-injure = Injured
sws-adjust-freed = Freed
sws-adjust-leaves-sanctuary = Leaves sanctuary
sws-adjust-in-sanctuary = In sanctuary
sws-adjust-no-horse = No horse
sws-adjust-has-horse = Has a horse
sws-adjust-set-aside = Off the map
sws-adjust-imprison-at = Imprison at…
sws-adjust-imprison = Imprison
sws-adjust-put-at = Put them at…
sws-adjust-a-squad = A King's Men squad
sws-adjust-which-squad = Which squad?
# $place: where the squad is; $yours: yes or no.
sws-adjust-squad-at = At { $place }{ $yours ->
    [yes] , yours
   *[no] {""}
}
sws-adjust-move-it-to = Move it to…
sws-adjust-squad-joins = It joins you
sws-adjust-towns = Towns
sws-adjust-town-fealty = { $town }: { $fealty }
sws-adjust-not-sworn = not sworn
sws-adjust-sworn = sworn
sws-adjust-in-rebellion = in open rebellion
# Button: the town swears fealty.
sws-adjust-swear = Sworn

## A chart cell entered by taps

sws-remember = Remember
# $n: the paragraph's number.
sws-cell-read-paragraph = Read paragraph { $n }.
sws-cell-placeholder = the cell as your chart prints it
sws-cell-parts-squad = Tap the parts as the cell prints them (MN moves the squad):
sws-cell-parts = Tap the parts as the cell prints them:
sws-cell-last-part = ← Last part
sws-cell-clear = Clear
# $words: what the cell does.
sws-cell-will = This cell: { $words }

## Counter values

sws-counter-whole-number = a whole number, -20 to 20
sws-counters = Counter values
# $unknown of $all values; $keys: yes where a keyboard moves on between the fields.
sws-counters-unknown = { $unknown } of { $all } values still unknown. Type them from the backs of your counters: persuasiveness (upper right), raid (lower left), donations (lower right).{ $keys ->
    [yes] {" "}Enter or Tab moves on.
   *[no] {""}
}
# Column heads, 64 pixels wide.
sws-counters-persuasiveness = Persuasive.
sws-counters-raid = Raid
sws-counters-donations = Donations
sws-counter-printed = { $value } (printed)
# $name: whose counter; $values: which of its values.
sws-counter-bad = { $name }: { $values } must be a whole number, -20 to 20
sws-value-first = Type or tap the value printed on the counter first.
sws-value-not-printed = '{ $typed }' is not a value a counter prints: a whole number from −20 to 20.
sws-value-placeholder = value on the counter
sws-value-kept = It is kept in your data and used in every later game.

## A roll before it is made

sws-die-not-modified = The die is not modified.
# $total: the modifiers added up, with its sign.
sws-die-in-all = In all: { $total } on the die.
sws-before-you-roll = Before you roll:

## Paragraphs: the reader and the import

sws-paragraphs = Paragraphs
# $n: the paragraph's number.
sws-paragraph = Paragraph { $n }
sws-paragraph-import-first = (Import your rulebook text below to read the paragraph itself.)
sws-paragraph-none-yet = Nothing revealed yet: a result that points to a paragraph opens it here.
sws-paragraph-back = Back
sws-paragraph-forward = Forward
sws-revealed-none = Revealed: none
# $paragraphs: their numbers, with commas.
sws-revealed = Revealed: { $paragraphs }
sws-paragraph-number = Paragraph number
sws-reveal = Reveal
sws-reveal-spoiler = Yes, show it even if it has not come up (spoiler)
sws-spoilers-in-odds = Show what unread result paragraphs do in the odds (spoilers)
sws-spoilers-off = Off, a result paragraph you have not read yet shows only as its number before a roll.
sws-import-heading = Import rulebook text
sws-import-choose = Choose your plain-text rulebook…
sws-import-path = Path to your plain-text rulebook
sws-import = Import
sws-browse = Browse…

## Tables: the charts as printed

# The charts' chips.
sws-chart-recruiting = Recruiting
sws-chart-donations = Donations
sws-chart-raid = Raid
sws-chart-horse-theft = Horse Theft
sws-chart-sanctuary = Sanctuary
sws-chart-flight = Flight
sws-chart-fealty = Fealty
sws-chart-kings-men = King's Men
sws-chart-healing = Healing
# The charts' names over their grid.
sws-chart-name-recruiting = Recruiting Table
sws-chart-name-donations = Donations Table
sws-chart-name-raid = Raid Table
sws-chart-name-horse-theft = Horse Theft Table
sws-chart-name-sanctuary = Sanctuary Table
sws-chart-name-flight = Flight Table
sws-chart-name-fealty = Fealty Table
sws-chart-name-kings-men = King's Men Table
sws-chart-name-healing = Healing
# $chart: its name; $unknown: its cells not known; $total: all charts' cells not known.
sws-chart-summary-short = { $chart }: { $unknown } cells unknown (?) · ~ inferred · * yours
sws-chart-summary = { $chart }: { $unknown } cells still unknown here, { $total } in all. ? unknown · ~ inferred · * yours. Tap a cell the rulebook does not print to fill it in or correct it.
# $row and $column: as the chart prints them.
sws-chart-cell = Row “{ $row }”, column “{ $column }” as printed on your chart:
sws-chart-die = die

## People

sws-people = People
sws-people-counter-values = Counter values…
sws-people-squads = King's Men squads
# $squad: its name; $place: where it is; $yours: yes or no.
sws-people-squad = { $squad } squad · { $place }{ $yours ->
    [yes] {" "}· yours
   *[no] {""}
}
sws-people-ability-later = Paragraph { $n } tells their ability; the rules have you read it when they join you.
sws-people-read-now = Read it now (a spoiler)
sws-people-no-paragraph = No paragraph of their own.
# A counter's values: persuasiveness, raid, donations ("?" where not known).
sws-people-values = P { $p } · R { $r } · D { $d }
sws-people-yours = yours
sws-people-imprisoned = imprisoned
sws-people-injured = injured
sws-people-sanctuary = sanctuary
sws-people-horse = horse
sws-people-turned-neutral = turned Neutral
sws-enterprise = Enterprise
sws-people-off-map = not on the map
sws-people-unseen = in prison, not yet found
sws-people-not-seen = Not seen yet
# $names: with commas.
sws-people-crew-unseen = Archon crew in prison, under counters not yet turned over: { $names }.
sws-people-neutrals-unseen = Neutrals not on the map (some lie in prison, the rest were set aside): { $names }.
sws-prisoners = Prisoner counters on the map
sws-prisoners-physical = You may look at a prisoner counter's colour, never at who it is: note each one (dark blue is the Archon crew, yellow a Neutral).
sws-prisoners-hidden = Who lies under each counter is hidden until they are freed; only the colours show (dark blue is the Archon crew, yellow a Neutral).
sws-prisoners-blue = Blue
sws-prisoners-yellow = Yellow
sws-prisoners-clear = Clear
# The letter on a face-down prisoner counter's mark, for its colour (dark blue, yellow).
sws-prisoner-mark-blue = B
sws-prisoner-mark-yellow = Y
