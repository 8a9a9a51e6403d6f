# Words every screen shares, and how this language writes numbers.

# This language's name, in this language (the language picker shows each in its own).
language-name = English
number-decimal-mark = .
# $value: the number, already written with this language's decimal mark.
number-percent = { $value }%

## Every game's header

game-home = Home
game-undo = Undo
game-redo = Redo
