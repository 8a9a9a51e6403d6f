# Words every screen shares, and how this language writes numbers.

# Between thousands: "2,000".
number-group-mark = ,
number-decimal-mark = .
# $value: the number, already written with this language's decimal mark.
number-percent = { $value }%

## Every game's header

game-home = Home
game-undo = { -undo }
game-redo = { -redo }

## The turn log (both games)

log-heading = Turn log
log-export = Export
log-the-start = the start
# An entry of the log, quoted.
log-quoted = “{ $label }”
# $to: where to ("the start", or an entry quoted); $actions: how many actions it undoes.
log-go-back-question = { $actions ->
    [one] Go back to { $to }? This undoes { $actions } action (Redo brings it back until you play on).
   *[other] Go back to { $to }? This undoes { $actions } actions (Redo brings them back until you play on).
}
log-go-back = Go back
log-keep-playing = Keep playing
log-undone = (undone) { $label }
log-back-to-start = Back to the start

## Dice and Dice Cards drawn (both games' screens)

fight-dropped = ✗ dropped
fight-white-counts = W counts
fight-black-ignored = B ignored
# A Dice Card as it lies: $card its number, $side A or B.
dice-card-up = card { $card }{ $side }
dice-card-down = card { $card }{ $side } down

## A number pad

pad-clear = Clear
list-plus-spoken = plus
number-plus-spoken = plus { $value }
number-minus-spoken = minus { $value }
