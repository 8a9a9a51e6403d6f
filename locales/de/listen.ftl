# Die Seite für Bildschirmleser: das Spiel der Web-App als Überschriften, Text und Schaltflächen.

listen-link = Mit Bildschirmleser spielen
listen-title-home = PnP Companion
listen-home = Wähle ein Spiel zum Beginnen oder ein gespeichertes zum Weiterspielen. „Zurück zum Bild“ verlässt diese Seite für den gezeichneten Bildschirm.
listen-standing = So steht das Spiel
listen-said = Was geschah
listen-choices = Deine Möglichkeiten
listen-answer = Antworten
listen-back = Zurück
listen-undo = Letzten Schritt rückgängig machen
listen-redo = Wiederholen
listen-help = Hilfe
listen-log = Das Protokoll
listen-leave = Spiel verlassen
listen-picture = Zurück zum Bild
listen-typed = Oder tippe einen Befehl oder eine Zeile (ansehen, protokoll, speichern, station 5)
listen-send = Senden
listen-tools = Das Spiel
listen-dismiss = Hinweis gelesen
listen-go-home = Zur Startseite
listen-elsewhere = Der gezeichnete Bildschirm zeigt eine Seite, die diese nicht zeigt (Drucken, deine { -record }). Geh zur Startseite, um zu spielen, oder zurück zum Bild, um sie zu nutzen.
listen-kept = Das Spiel ist gespeichert.
listen-new-digital = { $game }: ein neues Spiel, die App zieht und würfelt
listen-new-physical = { $game }: ein neues Spiel mit { $kind ->
    [dnfm] deinen eigenen Karten
   *[sherwood] deinem eigenen Würfel
}
listen-go-on = { $finished ->
    [yes] { $name } ansehen ({ $game }, beendet)
   *[no] { $name } weiterspielen ({ $game })
}
