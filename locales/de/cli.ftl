# Die Befehlszeile: ihre Hilfe, ihre Fehler und ihre Berichte (der Text; --json bleibt in
# jeder Sprache gleich).

## Die Befehle

cli-about = Ein Begleiter für zwei Solo-Brettspiele: Do Not Forsake Me (Oh My Darling) und The Sherwood Syndrome
cli-about-dnfm = Do Not Forsake Me (Oh My Darling): Kampfwerte, Ereignisse, Preise, Chancen, Simulation
cli-about-sherwood = The Sherwood Syndrome (Star Trek III, 1985): Würfe, Tabellen und Spiel nach Skript
cli-about-print = PDFs zum Ausdrucken: die Karten von Do Not Forsake Me und die Spielsteinbögen von Sherwood
cli-about-saves = Spielstände: was einer enthält, und Spielstände von einem anderen Gerät übernehmen
cli-about-record = Deine { -record }: gewonnene und verlorene Partien je Spiel und Modus, oder jede Partie als CSV
cli-lang-help = Sprache des Textes: en, de oder fr (sonst die des Systems); --json ist in jeder Sprache gleich
cli-lang-unknown = die Sprache „{ $code }“ gibt es nicht: nimm eine von { $known }

## Fehler

cli-error = Fehler: { $error }
cli-output-failed = die Ausgabe konnte nicht geschrieben werden: { $error }
cli-window-failed = Fehler: das Fenster konnte nicht geöffnet werden: { $error }
cli-app-failed = die App konnte nicht starten: { $error }

## Woher eine Angabe stammt

provenance-rulebook = Regelheft
provenance-inferred = abgeleitet
provenance-designed = eigener Entwurf
provenance-unknown = unbekannt
provenance-player = deine Angabe

## Sherwood: Würfe und Tabellen

cli-sw-when = Runde { $turn }, { $step }

cli-sw-not-a-space = „{ $text }“ ist weder ein Ort aus dem Regelheft noch eine Art von Feld (town, castle, cathedral, royal-palace, bridge-ford, road, forest)
cli-sw-not-a-value = „{ $spec }“ ist kein Spielsteinwert: schreib ihn als PERSON.STAT=N, z. B. kirk.raid=3
cli-sw-not-whole = „{ $number }“ ist keine ganze Zahl (in „{ $spec }“)
cli-sw-value-out-of-range = { $value } steht auf keinem { -counter } (in „{ $spec }“): erwartet -20 bis 20
cli-sw-pass-value = { $ask } Gib ihn als --value { $person }.{ $stat }=N an.
cli-sw-rolled-seed = gewürfelt, Startwert { $seed }
cli-sw-rolled = gewürfelt
cli-sw-your-die = dein Würfel
cli-sw-die = Wurf ({ $how })
cli-sw-total = Summe
cli-sw-result = Ergebnis: { $result }
cli-sw-cell-is = (dieses Feld: { $provenance })
cli-sw-follow-up-die = Folgewurf: { $die } → { $gold } Gold in die Kriegskasse
cli-sw-follow-up = Folgewurf: { $reason } — würfle ihn und gib ihn als zweiten --roll-Wert an
cli-sw-note = Hinweis: { $note }
cli-sw-odds = Chancen vor dem Wurf: { $odds }
cli-sw-table-title = { $name }  (? = nicht im Regelheft: lies es auf deiner Tabelle ab; ~ = abgeleitet; * = deine Angabe)

## Spiel nach Skript (beide Spiele)

cli-session-line = Zeile { $line } · { $when } · { $label }
cli-session-refused = abgelehnt: { $reason }
cli-session-not-read = Zeile { $line } · nicht lesbar: { $error }; die Zeile wird übersprungen
cli-session-standing = Wo das Spiel steht
cli-session-one-unread = Zeile { $line } des Skripts war nicht lesbar
cli-session-unread = { $count } Zeilen des Skripts waren nicht lesbar: Zeilen { $lines }
cli-script-stdin-failed = das Skript konnte nicht von der Standardeingabe gelesen werden: { $error }
cli-script-unreadable = das Skript ist nicht lesbar: { $error }
cli-script-json-ends = das ist kein JSON: die Zeile endet vor ihrem Objekt (fehlt eine schließende {"}"}?)
cli-script-not-json = das ist kein JSON ({ $error }, in Spalte { $column })
cli-script-not-object = erwartet ist ein JSON-Objekt mit einer "action", etwa {"{"}"action": "{ $example }"{"}"}
cli-percent = { $value } %

## Würfelbereiche (die Zeilen einer Tabelle)

range-unreadable = „{ $text }“ ist kein Würfelbereich (erwartet etwa "4", "1-3", "0 or less", "16 or more", "9 +")
range-backwards = der Bereich „{ $text }“ läuft rückwärts
range-empty = eine Tabelle braucht mindestens einen Würfelbereich
range-not-contiguous = die Bereiche „{ $first }“ und „{ $second }“ schließen nicht aneinander an: jede Summe muss in genau einen fallen
range-open-inside = nur der erste Bereich darf nach unten offen sein und nur der letzte nach oben („{ $text }“)

## Spielstände, die Bilanz, die Druckvorlage

cli-no-data-folder = für diesen Benutzer wurde kein Datenordner gefunden
cli-saves-chart-differs = { $error }. Um es mit den Einträgen des Absenders in diesen Feldern zu übernehmen, führe es noch einmal mit --theirs aus.
cli-saves-opened = Das geteilte Spiel wurde als Spielstand „{ $name }“ geöffnet.
cli-saves-import-settings-hint = Um stattdessen die Einstellungen aus der Datei zu nutzen, importiere sie noch einmal mit --settings.
cli-saves-data-folder = Datenordner: { $folder }
cli-saves-chart-data = deine Sherwood-Tabellendaten: { $error }
cli-saves-not-a-save = { $file } ist kein Spielstand ({ $error })
cli-saves-unknown-game = { $file } ist kein Spielstand eines Spiels, das diese Version kennt
cli-saves-seed = Startwert: { $seed }
cli-saves-actions = Aktionen: { $actions }
cli-saves-won = Beendet: gewonnen
cli-saves-lost = Beendet: verloren
cli-saves-not-finished = Nicht beendet
cli-file-there = { $file } gibt es schon: nichts geschrieben. Gib eine andere Datei an oder füge --force hinzu, um sie zu überschreiben.
cli-record-not-written = { $file } konnte nicht geschrieben werden: { $error }
cli-record-written = { $plays } Partien nach { $file } geschrieben
cli-record-no-json = die { -record } ließ sich nicht als JSON schreiben: { $error }
cli-record-empty = Noch ist kein Spiel zu Ende: deine { -record } beginnt mit dem ersten, das endet.
cli-record-physical = am Tisch
cli-record-digital = digital
cli-record-longest-run = längste Siegesserie: { $wins }
cli-record-turns = { $kind ->
    [sherwood] Runden
   *[other] Züge
} je Partie: { $turns } im Mittel
cli-print-crop-marks = --crop-marks ist on oder off, nicht „{ $text }“
cli-print-back-crop-marks = --back-crop-marks ist on oder off, nicht „{ $text }“
cli-print-wrote = { $file } geschrieben ({ $kilobytes } KB) in { $ms } ms.
# $shop: the card printer named with --shop.
cli-print-shop-dnfm-only = --shop { $shop } druckt das Deck von Do Not Forsake Me: schreib print dnfm --shop { $shop }
cli-print-png-sherwood-only = --png zeichnet den Bogen mit den { -counter(form: "dat-pl") } für Sherwood: schreib print sherwood --png
cli-print-ending = { $file } endet nicht auf .{ $ending }, die Art Datei, die hier entsteht: benenne sie so
