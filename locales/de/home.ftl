# Start: die Spielstände, ein neues Spiel, deine Daten, die Einstellungen.

app-name = PnP Companion
about-line = Ein Begleiter für zwei Solo-Brettspiele · Version { $version }
home-help = Hilfe
home-f1 = F1: Hilfe und Tastenkürzel

## Die Spielstände

home-continue = Weiterspielen
home-no-saves = Noch keine gespeicherten Spiele.
home-unreadable = unlesbar
home-save-unreadable = nicht lesbar (aufbewahrt)
home-save-physical = am Tisch
home-save-digital = digital
home-save-turn = Zug { $turn }
home-save-won = gewonnen
home-save-lost = verloren
home-options-open = Optionen
home-options-close = Schließen
home-not-a-game = { $path } ist kein Spiel, das diese Version kennt
home-seed = { -seed } { $seed }
home-copy-seed = { -seed } kopieren
home-seed-copied = { -seed } { $seed } kopiert.
home-new-name = Neuer Name
home-rename = Umbenennen
home-type-name-first = Gib zuerst den neuen Namen ein.
home-other-device = Auf einem anderen Gerät spielen
home-share = Teilen
home-export = Exportieren
home-cannot-share = Dieser Spielstand ist nicht lesbar und kann daher nicht geteilt werden.
home-link-copied = Link kopiert.
home-paste-first = Füge zuerst den Link ein.
home-given-up = Aufgegeben? Deine { -record } kann das Spiel als verloren zählen (weiterspielen kannst du trotzdem)
home-count-as-lost = Als verloren zählen
home-delete = Löschen…
home-delete-question = „{ $name }“ löschen? Das Spiel kann danach nicht fortgesetzt werden.
home-delete-yes = Löschen
home-delete-no = Behalten

## Ein neues Spiel

home-new-game = Neues Spiel
home-name-placeholder = Name (optional)
home-seed-placeholder = { -seed } (optional, zum Wiederholen)
home-bad-seed = „{ $seed }“ ist kein { -seed }: gib eine ganze Zahl ein oder lass das Feld leer
home-digital = Digital
home-physical = Am Tisch
home-chosen = ● { $mode }
home-mode-physical = Am Tisch: meine eigenen Würfel und Karten
home-mode-digital = Digital: die App zieht Karten und würfelt
home-record = Deine { -record } der Partien
home-print = PDFs zum Ausdrucken und Spielen

## Deine Daten

home-your-data = Deine Daten
home-your-data-about = Bring deine Spiele, Einstellungen und Sherwood-Tabellen von einem Gerät zum anderen (Telefon und Computer): hier exportieren, dort importieren.
home-data-at-risk = Dieser Browser kann die Spiele der App löschen, wenn sie einige Tage nicht geöffnet wird. Füge PnP Companion zum Startbildschirm hinzu, um sie zu behalten.
home-last-exported = Zuletzt exportiert: { $when }
home-not-exported = Noch nicht exportiert.
home-export-all = Alles exportieren
home-import = Importieren…
home-take-settings = Auch seine Einstellungen übernehmen

## Einstellungen

home-settings = Einstellungen
home-language = Sprache
home-follow-system = Wie das System
home-theme = Farben
home-theme-light = Hell
home-theme-dark = Dunkel
home-scale = Größe
home-scale-capped = Bei { $chosen } zeigt diese Seite { $shown }: sonst wäre sie zu schmal.
home-number-pads = Ziffernblöcke für Würfel und Zahlen (Touchscreen)
home-reopen-last = Das letzte Spiel dort öffnen, wo du aufgehört hast
home-screen-reader = Mit Bildschirmleser spielen
home-screen-reader-what = Eine Seite aus Überschriften, Text und Schaltflächen über dem Bild, für VoiceOver, TalkBack, NVDA oder Orca: dasselbe Spiel, gespielt wie im Textmodus.
home-keep-screen-on = Bildschirm während eines Spiels anlassen
home-cannot-keep-awake = Dieser Browser kann den Bildschirm nicht anlassen (Safari vor iOS 16.4): Stell die automatische Sperre des Telefons für ein Spiel länger ein.
home-awake-dropped = Dieses Telefon hat die Bildschirmsperre sofort wieder zugelassen: Der Bildschirm kann trotzdem dunkel werden. Stell die automatische Sperre des Telefons für ein Spiel länger ein.
home-web-address = Wo deine Web-App liegt (ihre Adresse), für Links und QR-Codes geteilter Spiele
home-web-address-placeholder = https://…
home-address-scheme = Die Adresse der Web-App beginnt mit https:// (so wie der Browser sie zeigt).
home-keep = Merken

## Wie lange her

age-just-now = gerade eben
age-minutes = vor { $n } Min.
age-hours = vor { $n } Std.
age-days = { $n ->
    [one] vor einem Tag
   *[other] vor { $n } Tagen
}
