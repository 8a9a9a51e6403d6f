# Wörter, die alle Seiten teilen, und wie diese Sprache Zahlen schreibt.

number-group-mark = .
number-decimal-mark = ,
number-percent = { $value } %

## Die Kopfzeile jedes Spiels

game-home = Start
game-undo = { -undo }
game-redo = { -redo }

## Das Zugprotokoll (beide Spiele)

log-heading = Zugprotokoll
log-export = Exportieren
log-the-start = zum Anfang
log-quoted = zu „{ $label }“
log-go-back-question = { $actions ->
    [one] Zurück { $to }? Das macht { $actions } Aktion rückgängig („{ -redo }“ holt sie zurück, bis du weiterspielst).
   *[other] Zurück { $to }? Das macht { $actions } Aktionen rückgängig („{ -redo }“ holt sie zurück, bis du weiterspielst).
}
log-go-back = Zurückgehen
log-keep-playing = Weiterspielen
log-undone = (rückgängig) { $label }
log-back-to-start = Zurück zum Anfang

## Gezogene Würfel und Würfelkarten (beide Spiele)

fight-dropped = ✗ abgeworfen
fight-white-counts = W zählt
fight-black-ignored = S zählt nicht
dice-card-up = Karte { $card }{ $side }
dice-card-down = Karte { $card }{ $side } { -upside-down }

## Ziffernblock

pad-clear = Entf
list-plus-spoken = plus
number-plus-spoken = plus { $value }
number-minus-spoken = minus { $value }
