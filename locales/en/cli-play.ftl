# The text mode (`pnp-companion play dnfm|sherwood`): a game played line by line in a
# terminal, for screen readers and for players who would rather not look. Short sentences:
# each line is heard, not seen.

cli-about-play = Play a game line by line in the terminal (for a screen reader, or without looking)
cli-about-play-dnfm = Do Not Forsake Me (Oh My Darling), a turn at a time
cli-about-play-sherwood = The Sherwood Syndrome, a turn at a time

## The conversation

cli-play-prompt = {"> "}
cli-play-kept-as = Saved as “{ $name }” after every move; the window opens it too.
cli-play-how = Type a choice's number or its first words. Also: help, undo, redo, log, look, save, quit.
cli-play-help = Type the number of a choice, or words only that choice has. Commands: help (this), undo (take back the last move), redo (play it again), log (every move so far), look (the whole state), save (save now; every move is saved anyway), quit (save and leave). Enter alone, when a question is asked, goes back.
cli-play-help-question = At a question: help, look and log answer and ask again; undo, or Enter alone, goes back; quit keeps the game and leaves.
cli-play-save-question = Every move is saved as it is made: this one once its questions are answered.
cli-play-choice-odds = { $words } ({ $chance })
cli-play-chance = { $percent }, { $band ->
    [certain] certain
    [likely] likely
    [even] about even
    [unlikely] unlikely
    [slim] a slim chance
   *[none] no chance
}
cli-play-chance-under = under { $percent }, a slim chance
cli-play-over = You may undo, look at the log, or quit.
cli-play-bye = Saved as “{ $name }”. Goodbye.
# Quitting when the last write failed (said above): the save holds the last move that was kept.
cli-play-bye-not-saved = The last moves were not saved; “{ $name }” holds the game as it was last kept. Goodbye.
cli-play-saved = Saved as “{ $name }”.
cli-play-not-saved = Not saved: { $error }
cli-play-record-failed = Saved, but your record of plays could not note the game: { $error }
# The log in the text mode, an entry a line: its turn, the action, what happened.
cli-play-log-entry = { $heading }, { $action }: { $lines }
cli-play-log-entry-bare = { $heading }, { $action }
cli-play-log-empty = Nothing has happened yet.
# $entry: the log's line for the move.
cli-play-undone = Taken back: { $entry }
cli-play-redone = Played again: { $entry }
cli-play-nothing-to-undo = There is nothing to take back.
cli-play-nothing-to-redo = There is nothing to play again.
cli-play-cancelled = Back to the choices; nothing changed.
cli-play-gone = That choice is no longer open.
cli-play-not-a-choice = “{ $typed }” is not a choice here: type a number from 1 to { $last }, or help.
cli-play-no-choices = “{ $typed }” means nothing here: type undo, log, look or quit.
cli-play-no-data-folder = There is no folder to save games in on this system: set PNP_COMPANION_DATA_DIR to one.
cli-play-no-such-save = There is no saved game called “{ $name }”. { $count ->
    [0] No game of this kind is saved yet.
   *[other] Saved: { $names }.
}
cli-play-your-choice = Your choice (1 to { $last })?
cli-play-your-choices = Your choices (numbers from 1 to { $last }, or all)?
cli-play-pick-one = Type one number from 1 to { $last }, or Enter to go back.
cli-play-pick-count = Pick { $count }: their numbers from 1 to { $last }, separated by spaces.
cli-play-pick-some = Pick one or more: their numbers from 1 to { $last }, separated by spaces, or all.
cli-play-number-between = “{ $typed }” is not a number from { $low } to { $high }.

## Words the player may type, beside the English ones

cli-play-word-help = help
cli-play-word-undo = undo
cli-play-word-redo = redo
cli-play-word-log = log
cli-play-word-look = look
cli-play-word-save = save
cli-play-word-quit = quit
cli-play-word-station = station
cli-play-word-all = all
cli-play-word-yes = yes
cli-play-word-no = no

## Do Not Forsake Me

cli-play-dnfm-draw = { $purpose }: draw { $count ->
    [one] one Dice Card and type it as it lies, such as 3B down
   *[other] { $count } Dice Cards and type them as they lie, such as 3B down, 5A up
}.
cli-play-dnfm-physical = You lay out your own cards and draw your own Dice Cards. Before the first move, type station and a quadrant for each spacestation on your map, such as station 5.
cli-play-dnfm-cards-again = Those cards cannot be right ({ $error }). Type the cards of this draw again.
cli-play-dnfm-buy = Buy { $system }: one level for { $price } { $price ->
    [one] megacredit
   *[other] megacredits
}
cli-play-dnfm-repair = Repair { $system }: one level for { $price } { $price ->
    [one] megacredit
   *[other] megacredits
}
# A move in the text mode: how far, and the quadrant it lands on ($station: yes where that quadrant has a spacestation).
cli-play-dnfm-move-to = Move { $quadrants }, to quadrant { $to }{ $station ->
    [yes] , a spacestation
   *[no] {""}
}
# Evading in the text mode: how many NavComm cards are drawn and the total they must reach (the bounty's Difficulty Level).
cli-play-dnfm-evade-needs = Evade: { $cards ->
    [one] your NavComm card must show
   *[other] your { $cards } NavComm cards must total
} { $needed } or more
# How far the next spacestation is, ahead of the ship.
cli-play-dnfm-next-station = Next spacestation: quadrant { $quadrant }, { $ahead ->
    [one] one quadrant ahead
   *[other] { $ahead } quadrants ahead
}
cli-play-dnfm-help = Evade, fight and attack show their chance from what you can know. In physical play, you are asked for each card you draw.
cli-play-dnfm-help-stations = Before your first move, type station and a quadrant (1 to 16) to mark or unmark a spacestation of your map.
cli-play-dnfm-station-number = Type station and a quadrant from 1 to 16, such as station 5.
cli-play-dnfm-stations-set = The map is laid out: stations can only be marked before the first move.
cli-play-dnfm-station-added = Quadrant { $quadrant } has a spacestation.
cli-play-dnfm-station-removed = Quadrant { $quadrant } has no spacestation.

## The Sherwood Syndrome

cli-play-sw-help = Each action asks who, where and how much; before a roll you hear the odds. In physical play you are asked what your die shows (0 reads as 10). A counter value or chart cell nobody has entered is asked for once and kept. You may also type a script line, as sherwood play reads them.
cli-play-sw-at = { $verb } at { $place }
cli-play-sw-place-neutral = Tell where a Neutral you drew stands ({ $told } of { $count } told)
cli-play-sw-which-neutral = Which Neutral?
cli-play-sw-neutral-where = Where does this one stand?
cli-play-sw-settle = Settle it
cli-play-sw-skip = Leave it undone
cli-play-sw-seek-sanctuary = Seek sanctuary instead of fleeing
cli-play-sw-waits = { $more ->
    [0] Waiting: { $task }
   *[other] Waiting, with { $more } more after it: { $task }
}
# King's Men Actions in the text mode: the app knows only the squads in your people's spaces; you say which others stand within three spaces of them on your map.
cli-play-sw-near-squads = Say which other { -squad(form: "pl") } stand within three spaces of your people
cli-play-sw-near-which = Which of these King's Men { -squad(form: "pl") } stand within three spaces of your people on your map? The app does not know your map.
cli-play-sw-squad-at = the { $squad } { -squad }
cli-play-sw-near-none = none of them
cli-play-sw-near-kept = { $count ->
    [0] No other { -squad } rolls this turn.
    [one] That { -squad } rolls this turn too: it is among the choices.
   *[other] Those { $count } { -squad(form: "pl") } roll this turn too: they are among the choices.
}
# $squads: the squads' names; $count: how many.
cli-play-sw-near-unrolled = { $count ->
    [one] The { $squads } { -squad } stands within three spaces of your people and has not rolled.
   *[other] The { $squads } { -squad(form: "pl") } stand within three spaces of your people and have not rolled.
} End King's Men Actions anyway? (yes or no)
cli-play-sw-who = Who? Their numbers, separated by spaces, or all.
cli-play-sw-where = Where to?
cli-play-sw-who-acts = Who acts?
cli-play-sw-whom = Whom?
cli-play-sw-a-squad = A King's Men squad
cli-play-sw-who-asks = Who asks for sanctuary?
cli-play-sw-bribe = How much gold do you spend (0 for none)?
cli-play-sw-aid-gold = How much gold do you give (5 lowers Royal Morale)?
cli-play-sw-phasers = Use phasers? (yes or no)
cli-play-sw-patients = How many patients?
cli-play-sw-medical-kit = Use the medical kit? (yes or no)
cli-play-sw-odds = Odds: { $odds }.
cli-play-sw-roll-now = Roll? (yes, or Enter to go back)
cli-play-yes-or-back = “{ $typed }” is no answer here: type yes or no (Enter alone is no).
cli-play-sw-your-die = What does your die show? (0 to 10)
cli-play-sw-flee-to = Flee where?
cli-play-sw-cell = Your chart's { $table }, row { $row }, column { $column }: what does the cell say (a paragraph number, or a code such as N or 2C)?
cli-play-sw-pick-persons = Which { $count }?
cli-play-sw-which-squad = Which squad?
cli-play-sw-who-goes-free = Who goes free?
cli-play-sw-who-is-counter = Who is counter { $n }?
cli-play-sw-legend = Which changes does your chart's legend name? Their numbers, separated by spaces.
cli-play-sw-legend-none = If it names none, press Enter and leave it undone.
cli-play-sw-prison = Imprisoned where?
cli-play-sw-kept-value = Kept in your data; the window knows it too.
