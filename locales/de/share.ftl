# Das Spiel eines Spielstands als Link und QR-Code, und ein geteiltes Spiel, das ankommt.

share-panel-about = Ein Link, der „{ $name }“ selbst enthält ({ -seed }, Spielweise und jeden Zug), für die Web-App auf einem anderen Gerät. Kein Server bekommt ihn zu sehen.
share-copy-link = Link kopieren
share-export-file = Als Datei
share-close = Schließen
share-no-qr-address = Kein QR-Code: Gib an, wo deine Web-App liegt (Einstellungen, unten), dann öffnet der Link sie.
share-no-qr-too-long = Dieses Spiel ist zu lang für einen QR-Code, den ein Telefon sicher liest: Kopiere den Link oder exportiere den Spielstand als Datei.
share-no-qr-failed = Für diesen Link ließ sich kein QR-Code erstellen: Kopiere ihn oder exportiere den Spielstand.
share-link-length = { $count ->
    [one] { $count } Zeichen
   *[other] { $count } Zeichen
}
share-offer-heading = Ein Spiel, das mit dir geteilt wurde
share-offer-about = „{ $name }“: { $about }.
share-offer-question = Es wurde hier Zug für Zug nachgespielt. Als neuen Spielstand hinzufügen?
share-offer-add = Zu meinen Spielständen
share-offer-add-theirs = Hinzufügen, mit ihren Einträgen
share-offer-not-now = Jetzt nicht
share-offer-differences = Es wurde mit Tabelleneinträgen gespielt, die von deinen abweichen. Beim Hinzufügen kommen ihre Einträge in diese Felder (ein Spiel lässt sich nur mit den Einträgen teilen, mit denen es gespielt wurde); „Jetzt nicht“ behält deine und lässt das Spiel weg:
share-offer-difference = · { $difference }
share-paste-about = Ein per Link geteiltes Spiel öffnen: Füge den Link hier ein.
share-paste-placeholder = https://…#game=…
share-open = Öffnen
