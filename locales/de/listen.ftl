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
listen-help-page = Drücke die Schaltfläche einer Möglichkeit, um sie zu wählen; die Chance eines Wurfs oder Ziehens steht in ihren Worten. Rückgängig nimmt den letzten Schritt zurück, Wiederholen spielt ihn erneut. Eine Frage wird in ihrem Feld beantwortet; Zurück verlässt sie, ohne etwas zu ändern. Das Feld unter den Schaltflächen liest jede Zeile, die der Textmodus liest: ansehen (der ganze Stand), protokoll (jeder Schritt), speichern. Was geschieht, wird gesagt, sobald es geschieht; jeder Schritt wird gespeichert.
listen-help-question = Bei einer Frage: tippe die Antwort in ihr Feld und drücke Antworten, oder Zurück, um nichts zu ändern. Hilfe, ansehen und protokoll antworten und fragen erneut.
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
