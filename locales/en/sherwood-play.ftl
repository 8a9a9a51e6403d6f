# The Sherwood Syndrome on screen: playing a turn (the space sheet, an action's form,
# moving and beaming, expenses, the King's Men, the Royal Party) and settling its results.

## Any step

sws-game-over = The game is over. Undo to play on from an earlier point, or go home for a new game.
sws-settle-first = Settle the result above first: the rest of the turn waits for it.
# $warning: how the game would be lost.
sws-lose-question = { $warning } Take it all the same?
sws-keep-playing = Keep playing
# The Space bar pressed while a question waits for a tap.
sws-space-not-an-answer = The Space bar does not answer a question: tap one of its buttons.
# The Space bar pressed where the next step is a choice (or waits for your die).
sws-space-choose = The Space bar takes only a step that needs no choice: choose what comes next here, or enter your die where a roll waits.
# The Space bar pressed where a result waits for a choice.
sws-space-choose-result = The Space bar does not choose for you: make the choice this result waits for, then apply it.
sws-lose-the-game = Lose the game
# Under a control: $label its name; $warning how the game would be lost.
sws-loss-note = { $label }: { $warning }
# "yes" where this language lowers a sentence's first letter after a colon.
sws-lower-after-colon = yes
sws-roll = Roll
sws-rolled = Rolled
sws-apply = Apply
# Between the last two names of a list (with its spaces).
sws-and = {" "}and{" "}

## Places to go

sws-new-forest = a forest (new)
sws-new-road = a road (new)
sws-new-bridge = a bridge or ford (new)
sws-along-the-road = Along the road

## Rebel Actions: the space sheet and an action's form

sws-where-act = Where do your people act?
sws-no-one-down = No one of yours is on the planet: beam someone down below.
# $names: who is here, with commas.
sws-here = Here: { $names }
sws-here-injured = {" "}(injured)
sws-here-moved = {" "}(moved)
sws-here-in-sanctuary = {" "}(in sanctuary)
sws-verb-raid = Raid
sws-verb-recruit = Recruit
sws-verb-donations = Request donations
sws-verb-steal-horses = Steal horses
sws-verb-buy-horses = Buy horses
sws-verb-aid-the-poor = Aid the poor
sws-verb-sanctuary = Seek sanctuary
sws-verb-heal = Heal
# $verb: the action; $why: why it cannot be taken.
sws-verb-refused = { $verb }: { $why }.
sws-close = Close
sws-who-raids = Who leads the raid?
sws-who-recruits = Who recruits?
sws-who-asks = Who asks?
sws-who-seeks-sanctuary = Who asks for sanctuary?
sws-taking-part-ends-sanctuary = Taking part ends sanctuary for { $names } (only healing keeps it).
sws-the-kings-men-squad = The King's Men squad
sws-whom = Whom?
sws-gold-to-spend = Gold to spend (0)
sws-use-phasers = Use phasers (+5, Witchcraft +1)
sws-treat = Treat
sws-medical-kit = Medical kit (up to three healed, Witchcraft +1)
sws-gold = { $gold } gold
sws-other-amount = Or any other amount
# $n: your people in the space.
sws-buy-horses-cost = One gold for each of your { $n } people here.
sws-aid-the-poor-gold = Aid the poor ({ $gold } gold)
sws-roll-your-die-then = Roll your die and type or tap what it shows.
# Roll tapped in a physical game before the die is entered.
sws-die-first = Your die first: roll it, then type or tap what it shows, and Roll takes that face.
sws-nobody-down = Nobody of yours is on the planet yet.
# $spaces: where, joined with "and".
sws-actions-open = Your people at { $spaces } can still take an action.
sws-end-rebel-anyway = { $open } End Rebel Actions anyway?
sws-end-rebel-actions = End Rebel Actions

## A physical setup's Neutrals

# $name: who; $place: where.
sws-placed-at = { $name } at { $place }
sws-neutrals-heading = Where did your Neutrals land?
# $count: how many Neutrals were drawn; $told: how many of them are entered.
sws-neutrals-blind = You drew { $count } Neutrals blind and set one in each space you chose. Tap who, then where, for each ({ $told } of { $count } told so far).
sws-neutrals-where = Where does this one stand?
sws-stands-at = { $name } stands at { $place }
sws-place = Place
sws-placing-done = That is all, or later
sws-placed = Placed: { $placed }.

## Moving, beaming, preaching, releases

sws-move-or-beam = Move or beam
sws-all-in-prison = Everyone of yours is in prison: no one can move or beam.
sws-all-moved = Everyone of yours has moved or acted this turn.
sws-moving-ends-sanctuary = Moving or beaming ends sanctuary for { $names }.
sws-to-which-space = To which space?
sws-beam-down = Beam down
sws-beam-up = Beam up
sws-move = Move
# $name: the preacher.
sws-preaches = { $name } preaches
sws-preach-witchcraft = Witchcraft −1
sws-preach-morale = Royal Morale −1
# $name: who frees them; $place: where the prisoners are.
sws-release = { $name }: free the prisoners of { $place } (once)

## Rebel Expenses

sws-expenses = Rebel Expenses
# $due: the gold due; $chest: the gold in the Warchest.
sws-expenses-due = { $due } gold due: one for each space with your people (prisoners excepted); the Warchest holds { $chest }.
sws-pay = Pay { $gold } gold
sws-warchest-short = The Warchest is short: beam supplies down, or let someone in a stack go hungry.
sws-beam-supplies = Beam supplies down (+4 gold, Witchcraft +1)
sws-beaming-supplies = Beaming supplies
sws-go-hungry = Let them go hungry
sws-end-expenses = End Rebel Expenses

## King's Men Actions

sws-kings-men = King's Men Actions
sws-kings-men-about = Look at your map: roll for each squad within three spaces of your people (prisoners and people in sanctuary do not count). The app does not know the map, so it lists every squad and checks only that a squad sharing a space with your people rolls.
# $squad: its name; $place: where it is; $yours: yes where your people are there too.
sws-squad-at-here = { $squad } squad, at { $place }{ $yours ->
    [yes] {" "}with your people
   *[no] {""}
}
sws-the-squad-at = the { $squad } squad at { $place }
sws-squad-near = Within 3 spaces of my people on my map
# The squads the player marked as near that have not rolled; $count how many.
sws-squads-marked-unrolled = { $count ->
    [one] { $squads }, which you marked within three spaces of your people, has not rolled yet.
   *[other] { $squads }, which you marked within three spaces of your people, have not rolled yet.
}
# $squads: the squads (above), joined; $count: how many.
sws-squads-unrolled = { $count ->
    [one] { $squads } stands with your people and has not rolled yet.
   *[other] { $squads } stand with your people and have not rolled yet.
}
sws-end-kings-men-anyway = { $open } End King's Men Actions anyway?
sws-end-anyway = End anyway
sws-end-kings-men = End King's Men Actions

## Royal Party & Fealty

sws-royal-party = Royal Party & Fealty
sws-party-done = The Royal Party is done for this turn: end the turn below.
sws-party-held = The Royal Party is held at { $town }: Fealty is rolled there again.
sws-fealty-again = Roll Fealty again
sws-fealty-again-label = Fealty again
# $town: the first town on the road.
sws-party-first = On the first turn the Royal Party leaves the Royal Palace for { $town }, where Fealty is rolled.
sws-party-first-move = Move to { $town } (roll Fealty)
sws-party-next-town = It moves one space along the road (counter-clockwise). The next town on the road is { $town }: enter it when the party reaches it on your map.
sws-party-along = It moves one space along the road (counter-clockwise).
sws-party-move-along = Move along the road
sws-party-enter = Enter { $town } (roll Fealty)
sws-end-turn = End the turn

## Results to settle

sws-the-squad = the { $squad } squad
# $made: the choices made, with semicolons.
sws-only-choice = Only one choice here, made for you: { $made }.
sws-type-the-cell = Type the cell as your chart prints it.
sws-correct-cell = Correct this cell in Tables
sws-read-paragraph = Read paragraph { $n }
# $task: what waits after the first.
sws-then = Then: { $task }
sws-captured-go-to = Captured people go to the nearest town or castle: which is it on your map?
sws-nearest-prison = Nearest town or castle
# $die: what the die showed; $total: with the modifiers.
sws-roll-kept = Your die showed { $die }, and it is kept. Enter that cell as your chart prints it: the app keeps it for every later game.
sws-roll-kept-total = Your die showed { $die }, { $total } in all, and it is kept. Enter that cell as your chart prints it: the app keeps it for every later game.
sws-take-back-squad = Take the roll back (the squad can roll again)
sws-take-back = Take the roll back (the gold and the space's action come back)
sws-skip-roll = Skip this roll (what it cost stays spent)
# Skip tapped beside a result the rules apply at once.
sws-result-forced = The rules apply this result at once: it cannot be skipped. Settle it, or Undo the roll that led to it.
# Skip this roll tapped once: the question before the roll is left undone.
sws-leave-roll-question = Leave this roll undone? Its result is lost, and what it cost stays spent.
sws-keep-the-roll = Keep the roll
sws-healers-arrested = { $names } takes no part and is arrested afterwards.
sws-raid-again = Roll the Raid Table again
sws-roll-for-gold = Roll for gold
sws-fleeing = Fleeing: { $names }.
sws-may-seek-sanctuary = They may seek sanctuary here first: if it is granted, nobody flees. Who asks?
sws-nobody-flee = Nobody: flee
sws-seeks-sanctuary = { $name } seeks sanctuary (roll)
sws-flee-where = Flee to which neighbouring space?
sws-flee-roll = Flee (roll)
# What happens to those chosen.
sws-pick-injured = injured
sws-pick-healed = healed
sws-pick-captured = captured
sws-pick-gets-away = who gets away
sws-pick-joins = who joins
sws-pick-freed = freed
# $count: how many to choose; $what: what happens to them.
sws-choose = Choose { $count } ({ $what }):
sws-no-track-change = No change to the tracks
sws-squad-name = { $squad } squad
sws-where-to = Where to?
# A prisoner counter: $n its number; $colour its colour.
sws-counter-colour = Counter { $n } ({ $colour })
sws-colour-not-noted = colour not noted
sws-who-is-it = Who is it?
