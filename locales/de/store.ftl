# Die Dateien der App: was beim Lesen oder Schreiben schiefging, wie ein Hinweis es sagt.

store-no-data-dir = für diesen Benutzer wurde kein Datenordner gefunden
store-cannot-read = { $path } ließ sich nicht lesen: { $error }
store-cannot-write = { $path } ließ sich nicht schreiben: { $error }
store-too-large = { $path } ist zu groß (mehr als { $megabytes } MB), um eine Datei dieser App zu sein
store-too-large-to-write = { $path } wäre { $size } MB groß, mehr als die { $megabytes } MB, die diese App wieder einliest: Die Datei wurde nicht geschrieben, die Fassung davor bleibt erhalten
store-not-text = { $path } ist kein Text (kein UTF-8)
store-corrupt = { $path } lässt sich nicht lesen ({ $reason }); die Datei bleibt, wie sie ist
store-too-new = { $path } wurde von { $writer } in einem neueren Format ({ $found }) geschrieben, als dieses { $reader } liest (bis { $supported }). Aktualisiere PnP Companion, um sie zu öffnen; die Datei bleibt, wie sie ist
store-a-newer-version = einer neueren Version
store-not-a-save = kein Spielstand von PnP Companion (Format „{ $format }“)
store-save-of-other-game = ein Spielstand von „{ $found }“, nicht von „{ $game }“
store-save-gone = der Spielstand ist weg (gelöscht, seit die Liste erstellt wurde?)
store-save-newer-or-other = { $path } stammt von einer neueren Version oder einem anderen Programm; die Datei bleibt, wie sie ist
store-name-imported = { $name } (importiert)
store-damaged-data = die gespeicherten Daten sind beschädigt
store-damaged-data-why = die gespeicherten Daten sind beschädigt ({ $error })
store-stored-copy-bad = die gespeicherte Fassung lässt sich nicht lesen und wird darum nicht überschrieben
store-settings-unreadable = { $path } ließ sich nicht lesen ({ $error }); es gelten die Standardeinstellungen, und die Datei bleibt erhalten

## Ein älterer Spielstand, auf das Format dieser Version gebracht

store-migrate-not-object = der Spielstand ist kein JSON-Objekt
store-migrate-no-way = Spielstand-Format { $version } lässt sich nicht lesen
store-migrate-no-game = der Spielstand enthält kein Spiel
store-migrate-unknown-mode = unbekannte Spielweise „{ $mode }“
store-migrate-no-mode = das Spiel nennt keine Spielweise

## Der Speicher der Web-App (der des Browsers)

store-browser-refused = Dieser Browser speichert für diese Seite keine Daten (ein privates Fenster oder gesperrte Website-Daten): Spiele werden nicht gespeichert. Exportiere ein Spiel, um es zu behalten.
store-browser-full = der Speicher des Browsers für diese Seite ist voll: Exportiere alte Spiele und lösche sie, um Platz zu schaffen
store-browser-refused-write = der Browser hat das Speichern verweigert
store-browser-place = (dieser Browser)/{ $key }

## Import: ein Spielstand oder ein Datenexport von einem anderen Gerät

store-import-unknown = { $name } ist kein Spielstand und kein Datenexport von PnP Companion ({ $reason }); nichts wurde importiert
store-import-too-new = { $name } wurde von { $writer } in einem neueren Format exportiert, als dieses { $reader } liest. Aktualisiere PnP Companion, um es zu importieren; nichts wurde importiert
store-import-bad-file = { $name }: { $key } darin ist nicht verwendbar ({ $reason }); nichts wurde importiert
store-import-the-save = der Spielstand
store-import-not-json = kein JSON: { $error }
store-import-no-format = die Datei nennt kein Format
store-import-format = das Format ist „{ $format }“
store-import-cannot-merge = die { -record } lässt sich nicht zusammenführen: { $problem }
store-import-unknown-game = ein Spielstand eines Spiels, das diese Version nicht kennt
store-import-unknown-file = die App führt keine Datei dieses Namens
store-imported-one-save = der Spielstand „{ $name }“
store-imported-saves = { $count ->
    [one] { $count } Spielstand
   *[other] { $count } Spielstände
}
store-imported-settings = die Einstellungen
store-imported-plays = { $count ->
    [one] { $count } Partie in deine { -record }
   *[other] { $count } Partien in deine { -record }
}
store-imported-chart-data = deine Sherwood-Tabellendaten
store-imported-paragraphs = die importierten Abschnitte
store-imported = Importiert: { $what }
store-imported-nothing = Nichts Neues zu importieren
store-imported-summary = { $unchanged ->
    [0] { $said }.
    [one] { $said } ({ $unchanged } Spielstand war schon da).
   *[other] { $said } ({ $unchanged } Spielstände waren schon da).
}
store-imported-chart-kept = Wo deine Tabellendaten abweichen, bleiben deine: { $differences }.
store-imported-paragraphs-kept = { $count ->
    [one] { $count } importierter Abschnitt lautet anders als deiner; deiner bleibt.
   *[other] { $count } importierte Abschnitte lauten anders als deine; deine bleiben.
}
store-imported-settings-kept = Die Einstellungen aus der Datei wurden nicht übernommen; deine bleiben.

## Ein per Link geteiltes Spiel

store-link-no-game = das ist kein Link zu einem geteilten Spiel (ihm fehlt der Teil „#game=“)
store-link-too-long = dieser Link ist zu lang für ein geteiltes Spiel ({ $count } Zeichen)
store-link-damaged = dieser Link ist beschädigt ({ $why }); bitte erneut darum oder um die Datei des Spielstands
store-link-too-new = dieser Link stammt von einem neueren PnP Companion (Linkformat { $version }); aktualisiere die App, um ihn zu öffnen
store-link-does-not-replay = das Spiel in diesem Link lässt sich hier nicht nachspielen ({ $why }); nichts wurde importiert
store-link-differs = das Spiel in diesem Link kommt hier beim Nachspielen zu einem anderen Stand als dort, wo es geteilt wurde (eine andere Version der App oder andere Sherwood-Tabellendaten); nichts wurde importiert
store-link-chart-differs = das Spiel in diesem Link wurde mit Tabelleneinträgen gespielt, die von deinen abweichen ({ $differences }); nichts wurde importiert
store-link-encode = das Spiel ließ sich nicht in einen Link schreiben ({ $why })
store-link-too-many-steps = dieser Link enthält { $count } Züge, mehr als ein Spiel je braucht ({ $most }); nichts wurde importiert
store-link-read-unreached = dieser Link markiert Abschnitte als gelesen, die sein Spiel nie erreicht hat; nichts wurde importiert
store-link-not-as-written = dieser Link ist nicht so, wie PnP Companion ihn schreibt (seine Züge passen nicht zum Spiel, das sie ergeben); nichts wurde importiert
store-link-not-base64 = kein base64url: { $error }
store-link-too-big = entpackt wäre er größer, als ein Spiel sein kann
store-link-does-not-unpack = er lässt sich nicht entpacken
store-link-no-format = er nennt kein Linkformat
store-link-chart-entries = seine Tabelleneinträge: { $problem }
store-received-dnfm = Do Not Forsake Me, { $mode }, Zug { $turn }
store-received-sherwood = The Sherwood Syndrome, { $mode }, Runde { $turn }
store-mode-physical = am Tisch
store-mode-digital = digital
store-shared-game = Geteiltes Spiel
store-opened = Das geteilte Spiel ist jetzt der Spielstand „{ $name }“.
store-entries-not-added = Seine Tabelleneinträge kamen nicht zu deinen hinzu: { $error }.
store-entries-added = Seine Tabelleneinträge sind jetzt bei deinen.
store-entries-theirs = Seine Tabelleneinträge sind jetzt bei deinen, und wo deine abwichen, gelten jetzt seine: { $differences }.
store-entries-unreadable = Seine Tabelleneinträge kamen nicht hinzu: Deine eigenen lassen sich nicht lesen ({ $error }).

## Die eigenen Sherwood-Daten (Tabellenfelder, Spielsteinwerte, Personen und Felder)

store-chart-no-row = { $table } hat keine Zeile „{ $name }“ (ihre Zeilen: { $names })
store-chart-no-column = { $table } hat keine Spalte „{ $name }“ (ihre Spalten: { $names })
store-not-sherwood-data = keine Sherwood-Datendatei (Format „{ $format }“)
store-da-costa-printed = da Costas Überzeugungskraft steht im Regelheft (-2)
store-value-out-of-range = { $person }, { $stat }: { $value } liegt außerhalb des Bereichs
store-no-person = keine Person „{ $person }“
store-no-such-cell = dieses Feld gibt es nicht
store-cell-printed = dieses Feld steht im Regelheft und kann nicht geändert werden
store-cell-not-buildable = „{ $code }“ ist kein Feld, das diese Tabelle druckt: eines ihrer Ergebnisse wählen oder ihre Teile mit Kommas verbunden
store-value-not-printed = { $value } ist kein Wert, der auf einem { -counter } steht (-20 bis 20)
store-name-length = ein Name muss 1 bis 60 Zeichen haben
store-name-taken = es gibt schon jemanden namens „{ $name }“
store-space-name-length = ein Feldname muss 1 bis 60 Zeichen haben
store-differs = { $what }: bei dir { $mine }, bei ihnen { $theirs }
store-file-does-not-parse = die Datei auf der Festplatte ist nicht lesbar aufgebaut, darum wird sie nicht überschrieben
store-file-unreadable = die Datei auf der Festplatte lässt sich nicht lesen
store-in-use = „{ $path }“ ist in einem anderen Fenster oder Textmodus der App offen. Schließe es dort zuerst: Zwei, die ein Spiel spielen, würden einander überschreiben.
store-open-in-another-tab = Dieses Spiel ist in einem anderen Tab dieser App geöffnet. Spiele dort weiter oder schließe zuerst diesen Tab: Zwei Tabs, die ein Spiel spielen, würden sich gegenseitig überschreiben.
store-changed-elsewhere = „{ $path }“ wurde seit dem Öffnen hier von einem anderen Fenster, Tab oder Textmodus der App geschrieben; es wird nicht überschrieben
