# Die Hülle: Fenstertitel, Hinweise, Probleme beim Start, gespeicherte und geöffnete Dateien.

## Titel und was ein Bildschirmleser von der Seite sagt

app-title-game = { $game } — { $name }
app-title-print = PnP Companion — Drucken
app-title-record = PnP Companion — Deine { -record }
app-cannot-start = PnP Companion kann nicht starten
app-headline-dnfm-over = Do Not Forsake Me, Zug { $turn }: Die Partie ist vorbei
app-headline-dnfm = Do Not Forsake Me, Zug { $turn }: { $phase }
app-headline-sherwood = The Sherwood Syndrome, Runde { $turn }: { $step }
app-live-outcome = { $action }: { $what }
app-live-outcome-more = { $said }. { $line }
app-live-outcome-next = { $said } { $line }

## Start und eine beschädigte Installation

app-chart-entry-misfit = Deine gespeicherten Tabellendaten haben einen Eintrag, der nicht mehr passt: { $problem }
app-imported-unread-kept = { $path } ließ sich nicht lesen ({ $error }); deine importierten Abschnitte werden erst wieder gezeigt, wenn die Datei repariert oder neu importiert ist; die Datei bleibt erhalten
app-imported-unread = { $error }; deine importierten Abschnitte werden erst wieder gezeigt, wenn die Datei repariert oder neu importiert ist
app-data-damaged = Die Spieldaten der App selbst sind beschädigt: { $error }
app-reinstall = Installiere PnP Companion neu. Deine Spielstände und eigenen Daten wurden nicht angetastet.
app-card-data-broken = Die Kartendaten sind beschädigt.
app-sherwood-data-broken = Die Sherwood-Daten sind beschädigt.

## Hinweise

app-ok = OK
app-reload = Neu laden
app-update-waiting = Eine neue Version von PnP Companion ist bereit. Lade neu, um sie zu nutzen: Deine Partien bleiben erhalten.
app-add-to-home-screen = Behalte deine Partien: Füge PnP Companion zu deinem Startbildschirm hinzu (auf dem iPhone Teilen, dann Zum Home-Bildschirm; auf Android das Menü, dann App installieren). Ein Browser kann die Daten einer Seite nach einigen Tagen ohne Besuch löschen (Safari nach 7); eine installierte App behält sie. Exportiere ab und zu alles als Kopie.
app-saving-before-close = Deine Partie wird vor dem Schließen gespeichert…
app-not-saved-play-on = Nicht gespeichert: { $error }. Spiel weiter; die App versucht es nach deiner nächsten Aktion erneut.
app-kept-as-copy = „{ $name }“ wurde seit dem Öffnen hier von einem anderen Fenster, Tab oder Textmodus gespeichert. Jenes Spiel bleibt, wie es ist; dieses wird jetzt als „{ $copy }“ gespeichert.
app-not-saved = Nicht gespeichert: { $error }.
app-no-file-chosen = Keine Datei gewählt.
app-no-file-chosen-desktop = Keine Datei gewählt. Wenn kein Dialog erschien, gib den Pfad ein und tippe auf Importieren.
app-no-folder-paragraphs = Kein Datenordner: Die Abschnitte können nicht behalten werden.
app-no-folder-export = Kein Datenordner für den Export.
app-no-folder-remember = Kein Datenordner: Das kann nicht gespeichert werden.
app-no-such-save = Kein Spielstand „{ $wanted }“ im Datenordner.
app-pick-data = Ein Spielstand oder Daten, aus PnP Companion exportiert
app-pick-rulebook = Dein Regelheft von The Sherwood Syndrome als reiner Text
app-links-start-with = Links geteilter Partien beginnen jetzt mit { $address }.
app-no-web-address = Keine Web-App-Adresse: Links werden ohne sie gezeigt, und ohne QR-Code.
app-ended-already = „{ $name }“ ist zu Ende: Deine { -record } hat sie schon.
app-counted-lost = „{ $name }“ zählt in deiner { -record } als verloren.
app-your-chart-data = deine Sherwood-Tabellendaten: { $error }
app-not-shared = Die Partie ließ sich nicht teilen: { $why }
app-shared-not-added = Die geteilte Partie wurde nicht hinzugefügt: { $why }
app-shared-declined = Die geteilte Partie wurde nicht hinzugefügt. Öffne ihren Link erneut, um sie später hinzuzufügen.

## Arbeit im Hintergrund: Einstellungen, Protokoll, Umbenennen, Löschen, Importieren

app-settings-not-saved = Einstellungen nicht gespeichert: { $error }
app-log-is-in = Das Protokoll liegt in { $path }
app-already-called = Der Spielstand heißt schon „{ $name }“.
app-name-taken = Ein anderer Spielstand heißt „{ $name }“: Wähle einen anderen Namen.
app-save-gone = Dieser Spielstand ist nicht mehr da.
app-not-renamed = Nicht umbenannt: { $error }
app-renamed-old-stays = Umbenannt, aber die alte Datei bleibt: { $error }
app-renamed = Umbenannt in „{ $name }“.
app-not-deleted = Nicht gelöscht: { $error }
app-deleted-backup = „{ $name }“ ist gelöscht; die Sicherung bleibt in { $path }.
app-deleted = „{ $name }“ ist gelöscht.
app-nothing-imported = Nichts importiert: { $error }
app-imported-paragraphs = { $found ->
    [one] { $found } Abschnitt importiert
   *[other] { $found } Abschnitte importiert
}; { $missing } nicht gefunden.
app-left-out = { $done }. Ausgelassen, weil unlesbar: { $skipped }
app-file-unreadable = { $file } ließ sich nicht lesen: { $error }

## Dateien: Speicherdialog, Downloads, eine Datei öffnen

app-no-storage-desktop = Es wurde kein Datenordner gefunden: Partien werden nicht gespeichert.
app-no-storage-browser = Dieser Browser speichert für diese Seite keine Daten (ein privates Fenster oder blockierte Website-Daten): Partien werden nicht gespeichert.
app-shared-no-storage-desktop = Eine Partie wurde mit dir geteilt, aber es wurde kein Datenordner gefunden: Partien werden nicht gespeichert.
app-shared-no-storage-browser = Eine Partie wurde mit dir geteilt, aber dieser Browser speichert für diese Seite keine Daten (ein privates Fenster oder blockierte Website-Daten): Partien werden nicht gespeichert.
app-not-chosen = keine Datei gewählt, daher wurde nichts geschrieben
app-no-dialog-no-folder = dieses System zeigt keinen Speicherdialog und hat keinen Datenordner
app-no-dialog = Dieses System zeigt keinen Speicherdialog (kein Desktop-Portal, kein zenity). { $said }
app-saved-file = { $path } gespeichert ({ $size }).
app-saved-in-folder = Im Datenordner gespeichert: { $path } ({ $size }).
app-opened = { $path } geöffnet
app-no-opener = Kein Programm hier öffnet { $path }; öffne es über deinen Dateimanager.
app-kilobytes = { $kilobytes } KB
app-file-too-large = sie ist zu groß (mehr als { $megabytes } MB), um eine Datei dieser App zu sein
app-browser-cannot-read = der Browser konnte sie nicht lesen
app-download-refused = der Browser hat den Download abgelehnt
app-language-not-fetched = Diese Sprache ließ sich nicht herunterladen (offline?). Die App bleibt in dieser; versuch es wieder, wenn du online bist.
app-no-page = es gibt keine Seite, von der heruntergeladen werden kann
app-downloaded = { $name } heruntergeladen ({ $size })
app-shared-file = { $name } geteilt ({ $size })
app-share-cancelled = das Teilen wurde abgebrochen, daher wurde nichts gesendet
app-awake-dropped = Dieses Telefon hat die Bildschirmsperre sofort wieder zugelassen, als die App den Bildschirm anlassen wollte (ein bekannter Fehler bei Apps auf dem Home-Bildschirm unter manchen iOS-Versionen): Der Bildschirm kann trotzdem dunkel werden. Stell die automatische Sperre des Telefons für ein Spiel länger ein.
app-no-folder-in-browser = ein Browser hat keinen Datenordner zum Schreiben; nutze PDF speichern
app-open-from-downloads = Öffne { $path } aus deinen Downloads.
app-kind-pdf = PDF
app-kind-png = PNG-Bild
app-kind-zip = Zip mit Bildern
app-kind-markdown = Markdown
app-kind-json = PnP-Companion-Daten
app-kind-text = Text
