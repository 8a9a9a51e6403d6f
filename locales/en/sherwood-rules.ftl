# The Sherwood Syndrome's rules in words: tracks, colours, kinds of person and space, the
# royal orders, the turn's steps, the tables, refusals and the log. A log line is kept in
# the language it was written in. (The screens: sherwood.ftl.)

## Tracks and colours

swr-track-witchcraft = Witchcraft
swr-track-warchest = Rebel Warchest
swr-track-royal-morale = Royal Morale
swr-colour-archon = Archon crew (dark blue)
swr-colour-neutral = Neutral (yellow)

## Kinds of person, and a counter's values

swr-kind-enterprise = Enterprise crewmember
swr-kind-archon = Archon crewmember
swr-kind-neutral = Neutral
swr-kind-royalist = Royalist
swr-kind-cleric = Cleric
swr-kind-kings-men = King's Men squad
swr-kind-royal-party = Royal Party
swr-stat-persuasiveness = persuasiveness
swr-stat-raid = raid value
swr-stat-donations = donations value
# Where a value is printed on a counter.
swr-corner-upper-right = upper right
swr-corner-lower-left = lower left
swr-corner-lower-right = lower right

## Royal orders, kinds of space, the turn's steps

swr-orders-patrol = Patrol
swr-orders-search = Search
swr-orders-seize = Seize
swr-space-town = town
swr-space-castle = castle
swr-space-cathedral = cathedral
swr-space-royal-palace = Royal Palace
swr-space-bridge-ford = bridge or ford
swr-space-road = road
swr-space-forest = forest
swr-space-other = other space
swr-step-rebel-actions = Rebel Actions
swr-step-expenses = Rebel Expenses
swr-step-kings-men = King's Men Actions
swr-step-royal-party = Royal Party & Fealty

## How a game ends

swr-ending-won = Victory: every crewmember is free, a town is in open rebellion and Witchcraft is below 10.
swr-ending-witchcraft = Defeat: Witchcraft reached 10.
swr-ending-fealty = Defeat: all six towns have sworn fealty to King Eyven.
swr-warning-won = This wins the game.
swr-warning-witchcraft = This ends the game in a loss: Witchcraft reaches 10.
swr-warning-fealty = This ends the game in a loss: the last town swears fealty to King Eyven.

## The tables

swr-table-recruiting = Recruiting Table
swr-table-donations = Donations Table
swr-table-raid = Raid Table
swr-table-horse-theft = Horse Theft Table
swr-table-sanctuary = Sanctuary Table
swr-table-flight = Flight Table
swr-table-fealty = Fealty Table
swr-table-kings-men = King's Men Table
swr-table-heal = healing roll

## Refusals: why an action cannot be taken now

# $needs, $now: steps of the turn.
swr-refuse-wrong-step = that belongs to { $needs }; it is now { $now }
# $what: what waits to be settled.
swr-refuse-settle-first = first settle what the last result left: { $what }
swr-refuse-nothing-to-settle = nothing of that kind is waiting
swr-refuse-settle-in-order = what waits is settled in order: number { $first } ({ $title }) comes first
# $name: what the player typed.
swr-refuse-no-such-person = no one called '{ $name }' in this game
swr-refuse-no-such-squad = no King's Men squad called '{ $name }'
swr-refuse-no-such-space = no space called '{ $name }': name a place of the map, one named in play, or a kind (forest, road, bridge or ford)
# $kind: a kind of space.
swr-refuse-name-the-place = there is more than one { $kind }: say which one by its name
swr-refuse-not-yours = { $person } is not one of your people
swr-refuse-imprisoned = { $person } is imprisoned
swr-refuse-not-aboard = { $person } is not aboard the Enterprise
swr-refuse-not-on-the-map = { $person } is not on the map
swr-refuse-already-moved = { $person } moved or beamed this turn and can do nothing else
swr-refuse-took-part = { $person } took part in an action this turn and cannot move or beam now
swr-refuse-space-acted = your people at { $space } have already taken this turn's action
swr-refuse-beam-both-ways = no one beams down and up on the same turn
swr-refuse-say-who-goes = choose who goes
swr-refuse-say-who-beams-up = choose who beams up
swr-refuse-beam-up-together = people beam up together from one space
swr-refuse-crewman-beams-up = an Enterprise crewmember must beam up for the others to go with them
swr-refuse-nobody-there = none of your people at { $space } can act this turn
swr-refuse-all-injured = everyone of yours at { $space } is injured: they may only heal, seek sanctuary or move
swr-refuse-not-in-space = { $person } is not free at { $space }
swr-refuse-not-recruitable = { $person } cannot be recruited: only Neutrals, Royalists, Clerics and King's Men squads can
swr-refuse-no-squad-there = no King's Men squad stands at { $space }
swr-refuse-horses-only-in-towns = horses are bought or stolen only in a town
swr-refuse-all-mounted = everyone of yours at { $space } has a horse already: there is no one to get one for
# $asked: how many were to be treated; $injured: how many are injured there.
swr-refuse-too-many-patients = { $injured ->
    [0] { $asked } cannot be treated: no one is injured here
    [1] { $asked } cannot be treated: only one person is injured here
   *[other] { $asked } cannot be treated: only { $injured } people are injured here
}
swr-refuse-not-enough-gold = that needs { $need } gold; the Warchest holds { $have }
swr-refuse-no-gold = say how much gold goes to the poor: every full 5 lowers Witchcraft by 1
swr-refuse-not-a-preacher = only Brother Gerald preaches, once he is yours, free, unhurt and has not moved
swr-refuse-preacher-track = preaching lowers Witchcraft or Royal Morale
swr-refuse-no-release = { $person } has no prisoners to release
swr-refuse-release-used = { $person }'s release has been used already
swr-refuse-gold-not-short = the Warchest holds { $have } gold and { $due } is due: supplies and going hungry are only for when the gold is short
swr-refuse-expenses-paid = the expenses are paid for this turn
swr-refuse-expenses-due = { $due } gold is due for supplies: pay it, beam supplies down, or let someone go hungry
swr-refuse-starve-crew-first = crewmen never turn neutral: choose someone else in that stack (a crewman is injured only where no one else is)
swr-refuse-starve-injured = { $person } is injured already: a hungry stack of crewmen injures one who is not (if all are, beam down supplies)
swr-refuse-squad-recruited = the { $squad } squad is yours now
swr-refuse-squad-rolled = the { $squad } squad has rolled this turn
swr-refuse-fealty-in-its-step = the Fealty Table is rolled in its own step, not as an action
swr-refuse-kings-men-in-its-step = the King's Men Table is rolled in its own step, not as an action
swr-refuse-party-held = the Royal Party is held in its town: roll Fealty there again
swr-refuse-party-not-held = the Royal Party is not held anywhere
swr-refuse-party-done = the Royal Party has moved or rolled this turn
swr-refuse-party-not-done = the Royal Party has not moved or rolled Fealty this turn
swr-refuse-no-flight = no one has to flee now
swr-refuse-no-sanctuary-here = sanctuary is sought only in a town or a cathedral, and { $space } is neither
swr-refuse-sanctuary-tried = sanctuary was asked for once already: now they must flee
swr-refuse-not-fleeing = { $person } is not among those who must flee
swr-refuse-cell-still-unknown = the cell in row "{ $row }", column "{ $column }" is still unknown: enter it from your chart
# $why: how the game ended.
swr-refuse-game-over = the game is over: { $why }
swr-refuse-changes-nothing = that would change nothing

## What a paragraph does (the app's own summary)

swr-kind-unknown = kind unknown
# $name: a person's name; $kind: what kind of person.
swr-para-person-plain = { $name } ({ $kind }): no special rule.
# $rules: what the person can do.
swr-para-person = { $name } ({ $kind }): { $rules }
swr-para-99 = The raid is betrayed: everyone of yours in the space is captured, and Royal Morale rises by 1.
swr-para-100 = Betrayed: all of yours in the space are captured and half of them (round down, your choice) are injured; one more of your people elsewhere (your choice) is captured too.
swr-para-101 = The prison was watched: the whole raiding party is captured.
swr-para-102 = Discovered on the wall: half your people (round down, your choice) are injured, and all must flee.
swr-para-103 = Ambushed: the person with the highest raid value (your choice among equals) is captured; the rest must flee.
swr-para-104 = Too many guards: your people must flee, the raid undone.
swr-para-105 = Driven back: two of your people (your choice) are captured; the others are unharmed.
swr-para-106 = Found out: move all your people from the space to an adjacent one; one of the raiding party (your choice) is injured.
swr-para-107 = Plague in the place: with McCoy or Goren present, read 150; otherwise the raid has no effect.
swr-para-108 = A squad camps nearby: the nearest King's Men squad not already here moves to your people (your choice among equals). The raid waits.
swr-para-109 = A hole in the wall: one prisoner, picked blind, goes free; any others stay.
swr-para-110 = A hard fight won: the prisoners go free; half of the people you had here (round down, your choice; not the freed) are injured.
swr-para-111 = Freed, but the garrison gives chase: the prisoners go free and everyone of yours here, freed ones included, must flee.
swr-para-112 = A quiet night's work: the prisoners go free; two of your people (your choice) are injured.
swr-para-113 = Without a hitch: the prisoners go free.
swr-para-114 = Guards away drinking: the prisoners go free and you keep their horses (a Horse marker here).
swr-para-115 = Royal gold for the taking: the prisoners go free; roll a die and add it to the Warchest.
swr-para-116 = A clean rescue wins admirers: the prisoners go free, and any one neutral or cleric you choose joins you.
swr-para-117 = A silent rescue that dismays the King: the prisoners go free and Royal Morale falls by 1.
swr-para-150 = The healer cures the plague: Royal Morale −1 and Witchcraft +1. Roll the Raid Table again (108 again means the raid fails, nothing else); the healer takes no part in its result and is captured afterwards.
swr-para-200 = Caught in the stable: everyone of yours in the space is imprisoned.
swr-para-201 = The horses are guarded: no horses, no harm.
swr-para-202 = Horses taken, an arrow at the gate: a Horse marker here; one of your people (your choice) is injured.
swr-para-203 = The town guard's horses are yours: a Horse marker here.
swr-para-204 = A friendly blacksmith: a Horse marker here, and this stack needs no supply this turn.
swr-para-300 = Denounced in the church: sanctuary refused and everyone of yours here is imprisoned.
swr-para-301 = The alarm is raised: sanctuary refused, and your people must flee.
swr-para-302 = Turned away politely: sanctuary refused.
swr-para-303 = Sanctuary for a short while: place a Sanctuary marker; your people must leave by the end of the third day from this one.
swr-para-304 = Welcomed: place a Sanctuary marker.
swr-para-400 = Run down: everyone fleeing is captured.
swr-para-401 = Cornered: one of the group (your choice) gets away; the others are imprisoned.
swr-para-402 = The wounded are left behind: every injured person in the group is imprisoned.
swr-para-403 = One falls behind: one injured person (your choice), if any, is imprisoned.
swr-para-404 = Away at a gallop: any horses are spent (remove the Horse marker); everyone escapes.
swr-para-405 = A clean escape.

## A word typed that names nothing (the words to type stay in English)

# $text: what was typed; $names: the tables' words to type.
swr-word-no-table = no table called '{ $text }': choose one of { $names }
swr-word-no-stat = '{ $text }' is not a counter value: use persuasiveness, raid or donations
swr-word-no-kind = '{ $text }' is not a kind: enterprise, archon, neutral, royalist, cleric
swr-word-no-space-kind = '{ $text }' is not a kind of space: town, castle, cathedral, bridge-ford, road, forest, other
swr-word-no-orders = '{ $text }' is not a Royal Order: use patrol, search or seize
swr-word-no-target = name whom you recruit: a person, or squad for a King's Men squad

## What a person can do (the app's own words)

swr-ability-adds-persuasiveness = When recruiting, adds their persuasiveness to the acting person's.
swr-ability-adds-raid = When raiding, adds their raid value to the acting person's.
swr-ability-adds-donations = When requesting donations, adds their donations value to the acting person's.
# $value: a bonus; $space: a place's name.
swr-ability-raid-bonus = +{ $value } to a raid on { $space } they take part in.
swr-ability-raid-frees = A raid on { $space } with them frees its prisoners without a roll.
swr-ability-horse-theft-bonus = +{ $value } to steal horses where they are.
swr-ability-flight-bonus = +{ $value } to the flight of a group they are in.
swr-ability-forest-flight-bonus = Fleeing into a forest with them gives +{ $value } instead of +2.
swr-ability-sanctuary-bonus = +{ $value } when they ask for sanctuary.
swr-ability-sanctuary-automatic = Sanctuary they ask for is always granted.
swr-ability-morale-out-royalist = Recruiting a Royalist in their space does not subtract Royal Morale.
swr-ability-morale-out-kings-men = Recruiting a King's Men squad in their space does not subtract Royal Morale.
swr-ability-forces-patrol = A squad in their space always rolls on the Patrol column.
swr-ability-healer = Heals anywhere, up to three at once (two on 4 or less, three on a 1); may use the medical kit: up to three healed, Witchcraft +1.
# $change: "+1", "−1".
swr-ability-on-recruit-morale = Royal Morale { $change }
swr-ability-on-recruit-witchcraft = Witchcraft { $change }
# $changes: the changes above, joined.
swr-ability-on-recruit = When recruited: { $changes }.
swr-ability-brings-along = Recruiting them brings { $person } under your control as well.
swr-ability-frees-prisoners = Once a game, whenever you like: free every prisoner held at { $space }.
swr-ability-ballad = Each successful raid with them present (prisoners freed, at most one of yours hurt or taken): Royal Morale −1.
swr-ability-beam-exemption = Beaming down to or up from their space raises no Witchcraft (supplies, kits and phasers still do).
swr-ability-preacher = May preach as the space's action: Witchcraft or Royal Morale −1 (your choice); then the nearest King's Men squad not already there moves to them.
swr-ability-river-travel = Starting beside the river or the sea, moves with your people there to any other space beside the river or the sea.
swr-ability-horse-breeder = Brings a horse when recruited; anyone in their space counts as having a horse.
# $query: the name typed; $hint: swr-person-did-you-mean, or nothing.
swr-person-unknown = no one called '{ $query }' in The Sherwood Syndrome{ $hint }
# $names: names like the one typed. Starts with a space.
swr-person-did-you-mean = { " " }(did you mean { $names }?)

## A chart's result codes, in words

swr-code-empty = empty result code
# $code: the code as written; $part: the part that is not a code.
swr-code-malformed = result code '{ $code }': '{ $part }' is not a code (expected parts like N, R, F, G, G half, 2I, all C, M+, W–)
swr-code-nothing = nothing much happens
swr-code-recruited = recruited: you now control the person
swr-code-flee = your people must flee (roll on the Flight Table)
swr-code-small-haul = small haul: +2 gold to the Warchest
swr-code-half-die-gold = roll a die, halve it (round down) and add that much gold to the Warchest
swr-code-all-captured = all your people in the space are captured (imprisoned in the nearest town or castle)
swr-code-all-injured = all your people in the space are injured
# $n: how many of your people.
swr-code-some-captured = { $n ->
    [one] one of your people (your choice) is captured (imprisoned in the nearest town or castle)
   *[other] { $n } of your people (your choice) are captured (imprisoned in the nearest town or castle)
}
swr-code-some-injured = { $n ->
    [one] one of your people (your choice) is injured
   *[other] { $n } of your people (your choice) are injured
}
# $index: a track; $by: by how much.
swr-code-index-rises = { $index } rises by { $by }
swr-code-index-falls = { $index } falls by { $by }
# $symbol: a code the rulebook's text does not explain.
swr-code-undefined = '{ $symbol }' is not explained in the rulebook text: read your chart's legend
swr-code-squad-moves = the squad moves (up to two spaces) toward the nearest space where you have people; prisoners and people in sanctuary do not count
swr-code-squad-does-nothing = The squad does nothing.
# Between a squad's results, in one sentence.
swr-code-then = {"; then "}
# $text: a squad's results, joined.
swr-code-sentence = { $text }.
swr-code-legend-only = “{ $symbol }” does what your chart's King's Men legend says: the app asks what it does to the tracks

## A space named by its kind

# $kind: the kind's word (town, castle, cathedral, royal-palace, bridge-ford, road, forest, other).
swr-space-a = { $kind ->
    [town] a town
    [castle] a castle
    [cathedral] a cathedral
    [royal-palace] a Royal Palace
    [bridge-ford] a bridge or ford
    [road] a road
    [forest] a forest
   *[other] a other space
}
swr-space-unnamed = an unnamed space

## A table's data or a cell that cannot be taken

# $why: what went wrong, in words.
swr-tabledata-toml = table data cannot be read: { $why }
# $table: the table's word (raid, kings-men …).
swr-tabledata-bands = table '{ $table }': { $why }
swr-tabledata-code = table '{ $table }', row '{ $row }': { $why }
swr-tabledata-no-paragraph = table '{ $table }', row '{ $row }': '{ $cell }' is not a paragraph the rulebook has
swr-tabledata-no-meaning = table '{ $table }', row '{ $row }': '{ $cell }' has no meaning listed
swr-tabledata-no-person = table '{ $table }': a row names unknown person '{ $person }'
swr-tabledata-nameless = table '{ $table }': a row has neither a name nor a person
swr-tabledata-set = table '{ $table }' appears twice, or a table is missing: every one of the nine must be there once
swr-cell-no-paragraph = '{ $text }' is not a paragraph number the rulebook has
# $given: what was typed; $expected: the table's results.
swr-cell-not-a-result = '{ $given }' is not one of this table's results ({ $expected })
swr-cell-not-on-table = that cell is not on this table
swr-cell-printed = that cell is printed in the rulebook and cannot be changed
swr-cell-bad-row-name = a row name must be 1 to 60 characters
swr-cell-row-exists = the table already has a row called '{ $name }'

## What a result leaves to settle

swr-result-all-captured = Everyone of yours here is captured.
swr-result-all-imprisoned = Everyone of yours here is imprisoned.
swr-result-injured-imprisoned = Every injured person in the group is imprisoned.
swr-result-one-gets-away = Choose the one who gets away; the others are imprisoned.
swr-result-highest-raid-captured = The one with the highest raid value is captured (you choose among equals).
swr-result-one-injured-imprisoned = Choose one injured person: imprisoned.
swr-result-choose-captured = Choose who is captured.
swr-result-all-injured = Everyone of yours here is injured.
swr-result-choose-injured = Choose who is injured.
swr-result-another-captured = One more of your people elsewhere is captured (your choice).
swr-result-move-away = Move all your people here to a neighbouring space.
swr-result-anyone-joins = Any one neutral or cleric in play joins you.
swr-result-horse-here = A Horse marker here: your people here have horses.
swr-result-horses-spent = The horses are spent.
swr-result-no-supply = This stack needs no supply this turn.
swr-result-sanctuary-limited = Sanctuary, to be left by the end of the third day from today.
swr-result-sanctuary = Sanctuary granted.
# Whom a squad moves to, where no one is named.
swr-result-your-people = your people
# $space: where; $whom: a person's name, or swr-result-your-people.
swr-result-nearest-squad = The nearest King's Men squad not already at { $space } moves to { $whom } (your choice among equals).
swr-result-prisoners-free = The prisoners at { $space } go free and join you.
# $hidden: how many prisoner counters are not yet turned over.
swr-result-prisoners-free-hidden = { $hidden ->
    [one] The prisoners at { $space } go free and join you: turn over the hidden counter and say who it is.
   *[other] The prisoners at { $space } go free and join you: turn over the { $hidden } hidden counters and say who each is.
}
swr-result-one-free = One prisoner, picked blind, goes free.
swr-result-draw-one-free = Draw one prisoner counter blind: that one goes free. Who is it?
swr-result-joins = { $person } joins you.
swr-result-squad-joins = The { $squad } squad joins you.
swr-result-legend = “{ $symbol }” is explained on your chart's legend, not in the rulebook text: tap what it does to the tracks.

## Changes in words (the log, the confirm step)

swr-at-enterprise = the Enterprise
swr-at-off-map = off the map
swr-at-unknown-prison = an unknown prison
# $track: a track; $change: "+1", "−2".
swr-change-track = { $track } { $change }
swr-change-injure = { $person } is injured
swr-change-heal = { $person } is healed
swr-change-capture-at = { $person } is imprisoned at { $prison }
swr-change-capture = { $person } is imprisoned where they are
swr-change-free = { $person } goes free and joins you
swr-change-free-all = the prisoners at { $space } go free
swr-change-recruit = { $person } joins you
swr-change-leave = { $person } leaves your cause
# $to: where (swr-at-… or a place's name); $kind: enterprise, space, off-map or unseen.
swr-change-move = { $kind ->
   *[other] { $person } to { $to }
}
swr-change-horse = { $person } has a horse
swr-change-no-horse = { $person } has no horse
swr-change-sanctuary-until = { $person } in sanctuary until the end of turn { $turn }
swr-change-sanctuary = { $person } in sanctuary
swr-change-leave-sanctuary = { $person } leaves sanctuary
swr-change-move-squad = { $kind ->
   *[other] the { $squad } squad to { $to }
}
swr-change-recruit-squad = the { $squad } squad joins you
swr-change-orders = Royal Orders: { $orders }
swr-fealty-unsworn = not sworn
swr-fealty-sworn = sworn to the King
swr-fealty-open-rebellion = in open rebellion
swr-change-fealty = { $town }: { $fealty }
swr-change-set-aside = { $person } leaves the map
swr-change-free-supply = no supply due at { $space } this turn
swr-change-release = { $person } frees the prisoners of their place
swr-change-identify = the prisoner at { $space } is { $person }
swr-change-place-neutral = { $person } stands at { $space } (placed at setup)
swr-change-record-prisoners = prisoners at { $space }: { $archon } Archon, { $neutral } Neutral, { $unknown } not looked at
# People named together: $who the names joined, $n how many.
swr-all-imprisoned = { $n ->
    [one] { $who } is imprisoned at { $place }.
   *[other] { $who } are imprisoned at { $place }.
}
swr-all-injured = { $n ->
    [one] { $who } is injured.
   *[other] { $who } are injured.
}
swr-all-healed = { $n ->
    [one] { $who } is healed.
   *[other] { $who } are healed.
}
swr-all-horse = { $n ->
    [one] { $who } has a horse.
   *[other] { $who } each have a horse.
}
swr-all-no-horse = { $n ->
    [one] { $who } has no horse now.
   *[other] { $who } have no horse now.
}
swr-all-sanctuary-until = { $n ->
    [one] { $who } is in sanctuary until the end of turn { $turn }.
   *[other] { $who } are in sanctuary until the end of turn { $turn }.
}
swr-all-sanctuary = { $n ->
    [one] { $who } is in sanctuary.
   *[other] { $who } are in sanctuary.
}
# $kind: enterprise, space, off-map or unseen.
swr-all-at = { $kind ->
   *[other] { $n ->
        [one] { $who } is now at { $place }.
       *[other] { $who } are now at { $place }.
    }
}

## Changes refused, and notes on changes made

swr-change-no-person = no one with the id '{ $id }' in this game
swr-change-no-squad = no squad called '{ $name }'
swr-change-no-town = no town called '{ $name }'
swr-change-not-a-prison = { $place } is not a town or castle: the captured go to the nearest town or castle, which you name
swr-change-prison-needed = say which town or castle is nearest to { $place }: the captured are imprisoned there
swr-change-hidden-first = name the hidden prisoners at { $place } first: turn their counters over and say who they are
swr-change-not-on-planet = { $person } is not on the planet and cannot be captured
swr-change-no-space = no space called '{ $space }': name a place of the map, one named in play, or a kind of space (forest, road, bridge or ford) for a new one
swr-change-lies-unseen = { $person } lies unseen among the prisoners: turn the counter over and name it first
swr-change-not-seen-prisoner = { $person } is not a prisoner you can see
swr-note-no-one-imprisoned = No one was imprisoned at { $space }.
swr-change-crew-never-leave = crewmembers never leave you; they are injured instead
swr-note-now-neutral = { $person } is a Neutral from now on.
swr-change-prisoners-cannot-move = prisoners cannot move: free them first
swr-change-only-unnamed-unseen = only prisoners not yet named are unseen
swr-change-only-yours-aboard = only your own people go aboard the Enterprise
swr-change-sanctuary-free-only = only free people on the map can be in sanctuary
swr-change-squad-on-map = a squad stands on the map, or off it
swr-change-orders-escalate = Royal Orders only ever escalate
swr-change-town-no-back = a town that has sworn or risen does not go back
swr-change-prisoners-stay = prisoners stay in their prison: free them first
swr-change-cannot-release = this person cannot free prisoners
swr-change-recruit-first = recruit them first: the release is theirs to give
swr-change-release-used = that release has been used already
swr-change-not-recruitable = crewmembers and the Royal Party cannot be recruited
swr-change-prisoners-not-recruited = prisoners cannot be recruited: free them
swr-change-already-yours = already one of yours
swr-note-rejoins = { $person } rejoins: the tracks moved when first recruited do not move again.
swr-note-joins-as-well = { $person } joins as well.
swr-note-horse-marker = A Horse marker goes in the space.
swr-change-not-hidden-kind = { $person } cannot be a hidden prisoner: only an Archon crewmember not yet seen or a Neutral not on the map can
swr-change-no-hidden-colour = no hidden prisoner of { $person }'s colour lies at { $space }
swr-change-not-neutral = { $person } is not a Neutral
swr-change-neutral-placed = { $person } is on the map already, or in prison: only a Neutral not yet placed can be
swr-change-neutral-there = { $person } stands at { $place } already: one Neutral to a space
swr-change-neutrals-full = { $n } Neutrals are on the map already
swr-change-too-many-blue = that makes { $archon } dark blue counters, but only { $unseen } Archon crewmembers are still unseen
swr-change-too-few-blue = { $unseen } Archon crewmembers are still unseen, but only { $counters } counters could be them (dark blue or not looked at)
swr-change-too-many-yellow = that makes { $neutral } yellow counters, but only { $pool } Neutrals are unaccounted for

## A choice that cannot be taken

swr-choice-count = choose { $n } of them
swr-choice-not-offered = { $choice } is not one of the choices
swr-choice-squad = choose the squad
swr-choice-where = say where to
swr-choice-names = name each freed prisoner, and each only once
swr-choice-prison = say which town or castle is nearest: the captured are imprisoned there
swr-choice-track-twice = one change to each track: { $track } is named twice

## Paragraphs asked for

# $n: what was asked for, as typed
swr-no-paragraph = there is no paragraph { $n } in The Sherwood Syndrome
swr-paragraph-unrevealed = paragraph { $n } has not come up in play: confirm to read it anyway

## A name left empty

# $what: place or squad
swr-empty-name = { $what ->
    [squad] no squad named
   *[place] no place named
}

## The die

swr-awaiting-die = roll your die and enter what it shows (0 reads as 10)

## Importing the rulebook

swr-import-empty = the file is empty
swr-import-too-large = the file is too large for a rulebook ({ $bytes } bytes; at most 2 MB)
swr-import-nothing = no numbered paragraphs of The Sherwood Syndrome were found: is this its rulebook as plain text?

## Hidden prisoners

# Hidden prisoner counters by colour; $n: how many.
swr-hidden-dark-blue = { $n } dark blue
swr-hidden-yellow = { $n } yellow
swr-hidden-not-looked-at = { $n } not looked at

## King's Men

swr-squad-nobody-there = Nobody is taken: no one of yours is at { $space }.
swr-squad-all-in-sanctuary = Nobody is taken: everyone of yours at { $space } is in sanctuary.
swr-squad-moves-where = The { $squad } squad moves up to two spaces toward your nearest people: where does it stop on your map?

## Expenses

swr-expenses-nothing = Nothing to pay: none of your people are on the planet.
swr-expenses-paid = Paid { $due } gold in supplies.
swr-expenses-beamed = Supplies from the Enterprise: +4 gold, Witchcraft +1.
swr-expenses-free-supply = { $space } needs no gold this turn
swr-expenses-hungry-injured = { $person } goes hungry and is injured; { $space } needs no gold this turn.
swr-expenses-hungry-leaves = { $person } leaves your cause; { $space } needs no gold this turn.
swr-expenses-then-squads = Roll for each King's Men squad within three spaces of your people on your map (ignore prisoners and people in sanctuary); the app does not know the map and leaves that count to you.

## Actions not open here

swr-route-none-to-beam-down = no one of yours aboard the Enterprise is free to beam down
swr-route-none-to-beam-up = no one of yours on the planet is free to beam up
swr-route-none-to-move = no one of yours on the planet is free to move
swr-route-raid-where = only a castle, a town or the Royal Palace can be raided
swr-route-none-injured = no one of yours at { $space } is injured
swr-route-heal-where = without McCoy or Goren, wounds heal only in a town or a cathedral
swr-route-none-recruitable = no one at { $space } can be recruited (no Neutral, Royalist, Cleric or squad there)

## Notes on the turn

swr-note-roll-kept = The roll is kept: enter the cell from your chart and it resolves with this die.
swr-note-no-expenses = No expenses: none of your people are on the planet.
swr-note-expenses = { $spaces ->
    [one] Expenses: { $due } gold, one for each space where your people are (1 space).
   *[other] Expenses: { $due } gold, one for each space where your people are ({ $spaces } spaces).
}
swr-note-orders-seize = Royal Morale is below 5: the Royal Orders turn to Seize.

## Rolls

swr-roll-read-paragraph = read paragraph { $n }
swr-roll-not-known = not known yet: read the cell in row “{ $row }”, column “{ $column }” of your chart
swr-roll-automatic = automatic
swr-roll-below-lowest = A total of { $total } is below the lowest row of the { $table }: it reads as that row (inferred).
swr-roll-above-highest = A total of { $total } is above the highest row of the { $table }: it reads as that row (inferred).
swr-roll-inferred-why = it follows from the printed cells
swr-roll-inferred = This result comes from an inferred cell (row “{ $row }”, column “{ $column }” of the { $table }): { $why }. If your chart prints something else there, correct the cell in the Tables tab.
swr-roll-half-die = G half: a second die, halved (round down), is the gold gained
# A track moved by a result: "Witchcraft +1".
swr-odds-index = { $index } { $delta }
# A chart and its row: "Raid (Town)".
swr-log-table-row = { $table } ({ $row })
# A modifier in a roll line: "+2 persuasiveness".
swr-log-modifier = { $value } { $label }
# A roll that needed no die: the chart, then its result.
swr-log-head-result = { $head }: { $result }
# A chart code and what it means: "2C: two captured".
swr-roll-code-means = { $code }: { $meaning }
    .speak = { $meaning }
# A cell not entered yet, in a list of results: its row and column.
swr-roll-unknown-short = ? ({ $row } / { $column })
