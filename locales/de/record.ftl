# Deine Chronik: die Seite, wie Partien endeten, die Summen, und eine Chronik, die sich nicht lesen lässt.

record-heading = Deine { -record }
record-empty = Noch keine Partie ist zu Ende. Jede Partie, die du gewinnst oder verlierst, fügt hier eine Zeile hinzu, und sie bleibt, wenn du den Spielstand löschst.
record-mode-dnfm-physical = eigene Karten
record-mode-sherwood-physical = eigener Würfel
record-mode-dnfm-digital = Karten der App
record-mode-sherwood-digital = Würfe der App
record-game-mode = { $game } · { $mode }
record-ways-lost = { $how } × { $count }
record-longest-run = Längste Siegesserie: { $count }
record-average-turns = { $turns } { $kind ->
    [sherwood] Runden
   *[other] Züge
} je Partie
record-chart-about = Jeder Balken eine Partie, die älteste links: oben gewonnen, unten verloren.
record-every-play = Alle Partien
record-play-name = { $name } · { $how }
record-play-physical = { $game } · am Tisch · { $kind ->
    [sherwood] { -turn }
   *[other] Zug
} { $turn }
record-play-digital = { $game } · digital · { -seed } { $seed } · { $kind ->
    [sherwood] { -turn }
   *[other] Zug
} { $turn }
record-open = Öffnen
record-save-gone = Ihr Spielstand ist nicht mehr da.

## Wie eine Partie endete

record-how-megacredits = gewonnen: Megacredits erreicht
record-how-crew-lost-in-combat = verloren: Besatzung im Kampf gefallen
record-how-crew-lost-to-events = verloren: Besatzung durch Ereignisse verloren
record-how-won = gewonnen
record-how-witchcraft = verloren: Hexerei
record-how-last-town-swore = verloren: die letzte Stadt hat den Treueid geleistet
record-how-given-up = verloren: aufgegeben

## Die Summen

record-none-played = noch keine gespielt
record-won-of = { $won } von { $played } gewonnen ({ $percent } %)

## Eine Chronik, die sich nicht lesen oder schreiben lässt

record-unreadable-kept = Deine { -record } ({ $path }) ließ sich nicht lesen ({ $why }); sie bleibt, wie sie ist, und beendete Partien kommen erst wieder hinzu, wenn sie sich lesen lässt
record-cannot-read = Deine { -record } ließ sich nicht lesen: { $error }
record-cannot-write = Deine { -record } ließ sich nicht speichern: { $error }
record-not-a-record = Das ist keine { -record } von Partien („{ $format }“)
record-newer = Sie wurde von einer neueren Version geschrieben (Chronikformat { $version })
