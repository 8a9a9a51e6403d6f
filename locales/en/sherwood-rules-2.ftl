# The Sherwood Syndrome's rules in words, continued (sherwood-rules.ftl): the log's steps,
# what waits to be settled, the notes an action writes, the odds in words and what goes
# into a roll. A log line is kept in the language it was written in.

## The turn log

# $turn: the turn's number; $step: the step of the turn.
swr-log-turn = Turn { $turn } · { $step }
    .speak = Turn { $turn }, { $step }
swr-log-title = The Sherwood Syndrome — turn log
# The healing roll's chart, as the rulebook names it.
swr-log-healing = Healing
# A roll in the log. $head: the table (and its row); $die: the die; $total: the die with
# its modifiers; $modifiers: each modifier and why; $result: what it reads.
swr-log-die = { $head }: die { $die } → { $result }
    .speak = { $head }: die { $die }, so { $result }
swr-log-die-total = { $head }: die { $die }, { $total } in all → { $result }
    .speak = { $head }: die { $die }, { $total } in all, so { $result }
swr-log-die-modifiers = { $head }: die { $die }, { $modifiers }: { $total } in all → { $result }
    .speak = { $head }: die { $die }, { $modifiers }: { $total } in all, so { $result }

## The log's steps: what the player did

# $kind: the kind of space typed for a place not named yet.
swr-log-new-place = { $kind ->
    [town] a new town
    [castle] a new castle
    [cathedral] a new cathedral
    [royal-palace] a new Royal Palace
    [bridge-ford] a new bridge or ford
    [road] a new road
    [forest] a new forest
   *[other] a new other space
}
# $persons: names joined; $to: where.
swr-log-beam-down = Beam down { $persons } to { $to }
swr-log-beam-up = Beam up { $persons }
swr-log-move = Move { $persons } to { $to }
# Who acts, after an action; starts with a space.
swr-log-by = { " " }by { $person }
# $space: where; $by: swr-log-by, or nothing.
swr-log-recruit = Recruit { $target } at { $space }{ $by }
swr-log-recruit-squad = Recruit the King's Men squad at { $space }{ $by }
swr-log-recruit-someone = Recruit at { $space }{ $by }
swr-log-donations = Request donations at { $space }{ $by }
swr-log-raid = Raid at { $space }{ $by }
swr-log-horse-theft = Steal horses at { $space }{ $by }
swr-log-sanctuary = Seek sanctuary at { $space }{ $by }
swr-log-heal-kit = Heal at { $space } with the medical kit
swr-log-heal = Heal at { $space }
# $table: the table's word (fealty, kings-men, flight).
swr-log-roll-table = Roll on the { $table } table at { $space }{ $by }
swr-log-buy-horses = Buy horses at { $space }
swr-log-aid-the-poor = Aid the poor at { $space } with { $gold } gold
swr-log-preach = Brother Gerald preaches against { $track }
swr-log-roll-gold = Roll for gold
swr-log-end-rebel-actions = End Rebel Actions
swr-log-pay-expenses = Pay expenses
swr-log-beam-supplies = Beam supplies down
swr-log-starve = Let { $person } go hungry
swr-log-end-expenses = End Rebel Expenses
swr-log-kings-men = King's Men: the { $squad } squad
swr-log-end-kings-men = End King's Men Actions
swr-log-party-enters = The Royal Party enters { $town }
swr-log-party-leaves-palace = The Royal Party leaves the palace for { $town }
swr-log-party-road = The Royal Party moves along the road
swr-log-fealty-again = Fealty again
swr-log-end-turn = End the turn
# $change: a change made by hand, in words.
swr-log-adjust = Adjust: { $change }
swr-log-flee = Flee to { $to }
swr-log-seek-sanctuary = { $person } seeks sanctuary instead of fleeing
swr-log-resolve-roll = The kept roll, read on the cell entered
swr-log-raid-again = The Raid Table again (paragraph 150)
# $task: what was left undone.
swr-log-left-undone = Left undone: { $task }

## What waits to be settled

# What settling it decided, as a heading in the log.
swr-done-injured = Who is injured
swr-done-healed = Who is healed
swr-done-captured = Who is captured
swr-done-gets-away = Who gets away
swr-done-joins = Who joins you
swr-done-goes-free = Who goes free
swr-done-squad-comes = The squad that comes to { $space }
swr-done-squad-stops = Where the { $squad } squad stops
swr-done-destination = Where your people go
swr-done-identify = Who the prisoners at { $space } are
# $symbol: a chart symbol only the player's legend explains.
swr-done-legend = What “{ $symbol }” did, by your chart's legend
swr-done-flight = The flight from { $space }
# $table: a table's name.
swr-done-roll = The roll on the { $table } kept for a chart cell
swr-done-raid-again = The second roll on the Raid Table
swr-done-gold-die = The die of gold
# What is to be done.
swr-task-flee-or-sanctuary = Your people at { $space } must flee: seek sanctuary first, or flee to a neighbouring space.
swr-task-flee = Your people at { $space } must flee to a neighbouring space.
swr-task-roll = The roll on the { $table } waits for a cell of your chart: row “{ $row }”, column “{ $column }”.
swr-task-raid-again = Roll the Raid Table again at { $space } (paragraph 150).
swr-task-gold-die = Roll a die: that much gold to the Warchest.
swr-task-gold-die-half = Roll a die and halve it (round down): that much gold to the Warchest.

## Rebel Actions: what an action does, in the log

# $person: who; $space: where.
swr-note-beam-exempt = { $person } is at { $space }: beaming raises no Witchcraft.
swr-note-beam-down = Beaming down to { $space }: Witchcraft +1.
swr-note-beam-up = Beaming up: Witchcraft +1.
swr-note-how-far = Up to two spaces (three with a horse, stopping on entering a forest); water only at fords and bridges.
swr-route-already-yours = { $person } is already one of your people
swr-note-phasers-used = Phasers used: Witchcraft +1.
swr-note-medical-kit-used = The medical kit: Witchcraft +1.
swr-result-ballad = Maura's ballad: if no more than one of yours was hurt or taken, Royal Morale −1.
swr-result-choose-healed = Choose who is healed.
# $gold: how much gold.
swr-note-half-die-gold = G half: +{ $gold } gold to the Warchest.
swr-note-horses-bought = { $gold } gold for horses: place a Horse marker.
# $steps: how many full 5s (Witchcraft −1 each); $spare: the gold beyond them.
swr-note-aid-the-poor = { $gold } gold to the poor at { $space }: { $steps ->
    [0] less than 5, so Witchcraft stays as it is.
   *[other] Witchcraft −{ $steps }{ $spare ->
        [0] {""}
       *[other] {" "}(the last { $spare } buy nothing)
    }.
}
# $track: Witchcraft or Royal Morale.
swr-note-preaches = { $person } preaches at { $space }: { $track } −1.
swr-note-opens-prisons = { $person } opens the prisons of { $space }.

## The Royal Party and Fealty

# $town: a town's name.
swr-route-not-a-town = '{ $town }' is not one of the six towns
swr-route-town-decided = { $town } has already sworn or risen
swr-route-randisfarne-next = after Farnosh Bridge the road leads to Randisfarne
swr-route-klamath-last = Klamath Town is the last town on the road
swr-route-first-move = on its first move the Royal Party goes to Farnosh Bridge
swr-note-party-road = The Royal Party moves one space along the road (counter-clockwise).
swr-note-sworn-already = { $town } has sworn already: no Fealty roll; the Royal Party moves on next turn.
swr-note-leaves-map = { $person } leaves the map.
swr-note-swears = { $town } swears fealty; the Royal Party moves on next turn.
swr-note-rises = { $town } rises in open rebellion!
swr-note-rebellion-as-defy = Open Rebellion counts only with every Archon crewmember free: it is read as Defy.
swr-note-defies = { $town } defies the King: the Royal Party stays; Royal Morale −1.
swr-result-delay-imprisoned = One of your people in the town (your choice) is imprisoned.
swr-note-delays = { $town } delays: the Royal Party stays.
swr-note-sanctuary-over = { $person }'s three days of sanctuary are over.

## Flight, sanctuary, kept rolls and the gold die

swr-note-no-one-to-flee = No one of yours is left at { $space } to flee.
# $who: names joined; $n: how many.
swr-note-flee = { $n ->
    [one] { $who } flees from { $from } to { $to }.
   *[other] { $who } flee from { $from } to { $to }.
}
swr-route-flee-elsewhere = they flee to a neighbouring space, not where they are
swr-note-sanctuary-refused = Sanctuary refused: they must flee.
# $die: the die kept; $total: with its modifiers.
swr-note-kept-die = The die kept from the roll ({ $die }), total { $total }, read on the cell you entered.
swr-note-phasers-paid = The phasers still count; their Witchcraft was paid on the first roll.
swr-note-108-again = 108 again: the raid fails, with no other effect.
swr-note-107-again = 107 again: the plague is already cured; the raid has no effect.
swr-result-healer-arrested = The raid is over: the healer is arrested for witchcraft.
swr-note-gold-die = Die { $die }: +{ $gold } gold to the Warchest.

## The odds in words (what a result does, as far as the player may know it)

swr-odds-all-captured = everyone captured
swr-odds-all-captured-and-one = everyone captured, and one more
swr-odds-some-injured-all-flee = some injured, all flee
swr-odds-one-captured-rest-flee = one captured, the rest flee
swr-odds-all-flee = all flee
swr-odds-two-captured = two captured
swr-odds-driven-off = driven off, one injured
swr-odds-plague = plague: no effect unless a healer is there
swr-odds-healer-taken = the healer cures the plague and is taken
swr-odds-squad-comes = a squad comes, nothing else
swr-odds-one-freed = one prisoner freed
swr-odds-freed-some-injured = prisoners freed, some injured
swr-odds-freed-all-flee = prisoners freed, all flee
swr-odds-freed-two-injured = prisoners freed, two injured
swr-odds-freed = prisoners freed
swr-odds-all-imprisoned = everyone imprisoned
swr-odds-nothing-happens = nothing happens
swr-odds-horse-one-injured = a horse, one injured
swr-odds-horse = a horse
swr-odds-refused = refused, nothing else
swr-odds-sanctuary-three-days = sanctuary for three days
swr-odds-sanctuary = sanctuary
swr-odds-all-but-one-imprisoned = all but one imprisoned
swr-odds-injured-taken = the injured are taken
swr-odds-one-injured-taken = one injured person taken
swr-odds-escape-horses-spent = escape, horses spent
swr-odds-escape = escape
# $symbol: a chart symbol the rulebook does not explain.
swr-odds-legend = “{ $symbol }” as your chart's legend says
swr-odds-nothing-much = nothing much
swr-odds-recruited = recruited
swr-odds-small-haul = +2 gold
swr-odds-half-die-gold = half a die of gold
swr-odds-all-injured = everyone injured
# $n: how many.
swr-odds-captured = { $n ->
    [1] one captured
    [2] two captured
    [3] three captured
   *[other] { $n } captured
}
swr-odds-injured = { $n ->
    [1] one injured
    [2] two injured
    [3] three injured
   *[other] { $n } injured
}
swr-odds-squad-moves = the squad moves toward your people
swr-odds-squad-does-nothing = the squad does nothing
swr-odds-open-rebellion = Open Rebellion (with every Archon crewmember free, it wins; else read as Defy)
swr-odds-defy = Defy (the party stays, Royal Morale −1)
swr-odds-delay = Delay (the party stays; one of yours in the town is imprisoned)
swr-odds-swear-fealty = the town swears fealty
swr-odds-healed = healed
swr-odds-not-healed = not healed
# $n: a paragraph's number; $does: what it does.
swr-odds-paragraph = Paragraph { $n }
swr-odds-paragraph-does = Paragraph { $n } ({ $does })
swr-odds-paragraph-unread = Paragraph { $n } (not read yet)
swr-odds-unread-run = Paragraphs { $from } to { $to }, not read yet: { $percent } each
# $what: what happens without a roll.
swr-odds-certain = Certain: { $what }
# Cells of the player's chart not entered yet. $n: how many; $place: cell (one, by its row
# and column), column or row (all share it), or none.
swr-odds-not-entered = Not entered from your chart yet: { $n ->
    [one] { $n } cell
   *[other] { $n } cells
}{ $place ->
    [cell] { " " }(row “{ $row }”, column “{ $column }”)
    [column] { " " }of the “{ $column }” column
    [row] { " " }of the “{ $row }” row
   *[none] {""}
}
# One outcome and its chance.
swr-odds-line = { $words }: { $percent }

## What goes into a roll: its modifiers, its notes, and what must be said first

swr-prep-phasers = Using phasers raises Witchcraft by 1.
# $name: a person; $stat: a counter value; $corner: where it is printed.
swr-prep-missing-value = { $name }'s { $stat } is not known yet: read it on the back of the counter ({ $corner }).
swr-prep-missing-kind = { $name }'s kind (Enterprise, Archon, Neutral, Royalist, Cleric) is not known yet: read it from the counter's colour.
swr-prep-no-id = no one with the id '{ $id }' is in the roster
# $table: the table's word (recruiting, donations, raid, horse-theft, sanctuary).
swr-prep-say-who = { $table ->
    [recruiting] say who recruits
    [donations] say who requests donations
    [raid] say who leads the raid
   *[sanctuary] say who asks for sanctuary
}
swr-prep-actor-injured = { $person } is injured: an injured person adds nothing and leads nothing, so choose someone else
swr-prep-actor-value = { $table ->
    [recruiting] { $person } recruits ({ $stat })
    [donations] { $person } requests ({ $stat })
   *[raid] { $person } leads ({ $stat })
}
swr-prep-helper-value = { $person } adds their { $stat }
swr-prep-squad-here = King's Men squad in the space
swr-prep-say-where = { $table ->
    [donations] say where you request donations
    [raid] say where you raid
    [horse-theft] say where you steal horses
   *[sanctuary] say where you ask for sanctuary
}: a space name or a kind of space
# $table: the table's name; $name: a row's name.
swr-prep-no-row-called = the { $table } has no row called '{ $name }'
swr-prep-no-row = the { $table } has no row for that
swr-prep-say-whom = say whom you try to recruit
swr-prep-a-squad = a King's Men squad
swr-prep-cannot-spend = you cannot spend { $gold } gold: the Warchest holds { $chest }
swr-prep-gold-spent = gold spent
swr-prep-witchcraft-penalty = Witchcraft { $witchcraft } (−1 for every three points)
swr-prep-morale-waived = { $person } is here: Royal Morale is not subtracted.
# $target: who is recruited.
swr-prep-morale-penalty = Royal Morale { $morale } (recruiting { $target })
swr-prep-take-gold = Take { $gold } gold from the Warchest whatever the result.
swr-prep-raid-frees = { $person } is with the raiders: the prisoners of { $space } go free without a roll.
swr-prep-phasers-need-crewman = phasers need an Enterprise or Archon crewman in the space who is not injured
swr-prep-phasers-bonus = Phasers (a Federation crewman is here)
swr-prep-castle = Castle
swr-prep-royal-palace = Royal Palace
swr-prep-secret-way = { $person } knows a secret way into { $space }
swr-prep-first-raid = The first raid of the game turns the Royal Orders to Search.
swr-prep-horses-in-town = horses can only be stolen (or bought) in a town
swr-prep-who-steals = say who is in the town: someone not injured must do the stealing
swr-prep-horse-thief = { $person } is a horse thief
swr-prep-sanctuary-where = sanctuary can only be sought in a town or a cathedral
swr-prep-sanctuary-granted = { $person } asks, and sanctuary is granted without a roll.
swr-prep-asks-persuasiveness = { $person } asks (persuasiveness)
swr-prep-witchcraft = Witchcraft { $witchcraft }
swr-prep-federation = { $person } is a Federation crewmember
swr-prep-asks = { $person } asks
swr-prep-finds-help = { $person } finds help along the way
swr-prep-forest-with = Fleeing into a forest with { $person }
swr-prep-forest = Fleeing into a forest
swr-prep-all-horses = Everyone fleeing has a horse
swr-prep-squads-both = King's Men squads in both spaces
swr-prep-squad-from = King's Men squad in the space fled from
swr-prep-squad-to = King's Men squad in the space fled to
swr-prep-move-first = Move the fleeing people to the adjacent space before rolling.
swr-prep-fealty-in-town = the Fealty Table is rolled only when the Royal Party is in a town
swr-prep-royal-morale = Royal Morale { $morale }
# $kind: what kind of person.
swr-prep-stands-with-you = { $person } ({ $kind }) stands with you in the town
# $orders: the Royal Orders now.
swr-prep-forces-patrol = { $person } is in the squad's space: roll on the Patrol column instead of { $orders }.
swr-prep-kit-who = only McCoy or Goren, not injured, can use the medical kit
swr-prep-kit-witchcraft = The medical kit raises Witchcraft by 1.
swr-prep-kit-heals = { $person } uses the medical kit: up to three injured people here are healed.
swr-prep-three-at-most = no more than three people can be treated at once
# $n: how many are treated.
swr-prep-treats = { $n ->
    [one] { $person } treats { $n } person.
   *[other] { $person } treats { $n } people.
}
swr-prep-one-at-a-time = only McCoy or Goren can treat more than one person at once
swr-prep-one-heals = Only one person per space may heal this turn.
swr-the-road = the road

## Choices: what the player may do now, worded as a thing to do (the log words what was done)

swr-choice-end-rebel-actions = End Rebel Actions
swr-choice-pay-expenses = Pay expenses
swr-choice-beam-supplies = Beam supplies down
swr-choice-end-expenses = End Rebel Expenses
swr-choice-end-kings-men = End King's Men Actions
swr-choice-end-turn = End the turn
