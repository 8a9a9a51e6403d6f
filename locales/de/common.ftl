# Wörter, die alle Seiten teilen, und wie diese Sprache Zahlen schreibt.

language-name = Deutsch
number-decimal-mark = ,
number-percent = { $value } %

## Die Kopfzeile jedes Spiels

game-home = Start
game-undo = Zurück
game-redo = Vor
