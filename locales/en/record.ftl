# Your record of plays: the page, how games ended, the sums, and a record that cannot be read.

record-heading = Your record
record-empty = No game has ended yet. Each game you win or lose adds a line here, and it stays when you delete the save.
# What the player draws or rolls by hand, by game and mode.
record-mode-dnfm-physical = your own cards
record-mode-sherwood-physical = your own die
record-mode-dnfm-digital = the app's draws
record-mode-sherwood-digital = the app's rolls
# $game: the game's title; $mode: one of the above.
record-game-mode = { $game } · { $mode }
# $how: how games were lost; $count: how often.
record-ways-lost = { $how } × { $count }
record-longest-run = Longest run of wins: { $count }
# $turns: the average, already written with this language's decimal mark.
record-average-turns = { $turns } { $kind ->
    [sherwood] turns
   *[other] turns
} a game
record-chart-about = Each bar a game, oldest on the left: up won, down lost.
record-every-play = Every play
# $name: the save's name; $how: how the game ended.
record-play-name = { $name } · { $how }
record-play-physical = { $game } · physical · { $kind ->
    [sherwood] turn
   *[other] turn
} { $turn }
record-play-digital = { $game } · digital · seed { $seed } · { $kind ->
    [sherwood] turn
   *[other] turn
} { $turn }
record-open = Open
record-save-gone = Its save is no longer here.

## How a game ended

record-how-megacredits = won: the Megacredits reached
record-how-crew-lost-in-combat = lost: the crew fell in combat
record-how-crew-lost-to-events = lost: the crew lost to events
record-how-won = won
record-how-witchcraft = lost: Witchcraft
record-how-last-town-swore = lost: the last town swore fealty
record-how-given-up = lost: given up

## The sums

record-none-played = none played yet
# $won of $played; $percent: the share won, a whole number.
record-won-of = { $won } of { $played } won ({ $percent } %)

## A record that cannot be read or written

# $path: the record's file; $why: what is wrong with it.
record-unreadable-kept = Your record ({ $path }) could not be read ({ $why }); it is kept as it is, and games that end are not added to it until it reads again
# $error: what went wrong.
record-cannot-read = Your record could not be read: { $error }
record-cannot-write = Your record could not be written: { $error }
# $format: the name the file gives its format.
record-not-a-record = it is not a record of plays ("{ $format }")
record-newer = it was written by a newer version (record format { $version })
