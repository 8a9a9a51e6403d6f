# Der Druckbildschirm: Bogenoptionen, Vorschau des Layouts und Speichern des PDFs.

print-screen-heading = Drucken und spielen
print-screen-kit-both = Beide
print-screen-kit-dnfm = Do Not Forsake Me
print-screen-kit-sherwood = Sherwood
print-screen-bleed = 3 mm Beschnitt
print-screen-crop-marks = Schnittmarken
print-screen-back-offset = Versatz Rückseite (mm) X,Y
print-screen-counters-large = { -counter(form: "pl") } 5/8 in
print-screen-counters-small = 1/2 in
print-screen-ink-saver = Tinte sparen: blasse Flächen mit Umriss
print-screen-duplex = Duplex: Der Drucker wendet das Blatt an der
print-screen-long-edge = langen Kante
print-screen-short-edge = kurzen Kante
print-screen-at-full-size = Mit 100 % drucken (Originalgröße). Rückseiten folgen jeder Vorderseite, gespiegelt für die Kante, an der der Drucker wendet.
print-screen-making = PDF wird erstellt…
print-screen-save = PDF speichern…
print-screen-open-pdf = PDF öffnen
print-screen-open-file = Datei öffnen
print-screen-open-folder = Ordner öffnen
print-screen-save-in-folder = Stattdessen im Datenordner speichern
print-screen-chosen = ● { $choice }
print-screen-cards = Karten
print-screen-counters = { -counter(form: "pl") }
print-screen-per-sheet = { $what }: { $count } je Blatt
print-screen-per-sheet-side = { $what }: { $count } je Blatt, Blatt quer

## The back offset, in words, and the printer check

print-screen-offset-right = { $mm } mm nach rechts
print-screen-offset-left = { $mm } mm nach links
print-screen-offset-up = { $mm } mm nach oben
print-screen-offset-down = { $mm } mm nach unten
print-screen-offset-none = Rückseiten liegen genau hinter ihren Vorderseiten (kein Versatz).
print-screen-offset-one = Rückseiten { $shift } verschoben, von der Rückseite aus gesehen.
print-screen-offset-two = Rückseiten { $across } und { $up } verschoben, von der Rückseite aus gesehen.
print-screen-offset-reset = Zurücksetzen
print-screen-check = Drucker prüfen
print-screen-check-how = Drucke das Blatt beidseitig mit 100 % (ohne Skalierung), halte es gegen das Licht und tippe das Quadrat an, dessen Linien sich treffen:
print-screen-back-bleed = Beschnitt der Rückseiten (mehr als vorn passt weniger auf ein Blatt):
print-screen-back-bleed-same = wie vorn
print-screen-back-bleed-mm = { $mm } mm
print-screen-back-crop-marks = Schnittmarken auf den Rückseiten
print-screen-measured = Die 10-cm-Lineale des Tests messen (mm) quer,hoch
print-screen-measured-true = Gedruckt wird unverändert: Beide Lineale messen 10 cm.
# $across, $down: the kit's scale on each axis, in per cent ("101.0").
print-screen-measured-scaled = Gedruckt wird quer mit { $across } % und hoch mit { $down } %, damit beide Lineale stimmen.
print-screen-measured-reset = Unverändert drucken
print-screen-fold = Zum Falten: kein Duplexdrucker nötig
print-screen-fold-how = Jede Seite trägt oben ihre Vorderseiten und unter einer Faltlinie deren Rückseiten. Einseitig drucken, an der gestrichelten Linie falten, kleben, dann schneiden.
print-screen-shop = Für eine Druckerei
print-screen-shop-how-thegamecrafter = Das Deck von Do Not Forsake Me, wie The Game Crafter es nimmt: ein PNG mit 300 dpi je Kartenseite, 825 × 1125 Pixel mit 1/8 Zoll Anschnitt, benannt card-01-front.png, card-01-back.png und so fort, in einem Zip.
print-screen-shop-how-drivethrucards = Das Deck von Do Not Forsake Me, wie DriveThruCards es nimmt: ein PDF, eine Seite je Kartenseite mit 1/8 Zoll Anschnitt, jede Vorderseite gefolgt von ihrer Rückseite.
print-screen-shop-how-makeplayingcards = Das Deck von Do Not Forsake Me, wie MakePlayingCards es nimmt: ein PNG mit 300 dpi je Kartenseite, 822 × 1122 Pixel mit seinen 36 Pixeln Anschnitt, benannt card-01-front.png, card-01-back.png und so fort, in einem Zip.
print-screen-shop-save = Deck für { $shop } speichern…
print-screen-counter-sheet-how = Die { -counter(form: "pl") } für Sherwood als ein Bild mit 300 dpi: Vorderseiten über der Faltlinie, ihre Rückseiten darunter; einseitig drucken, falten, kleben, schneiden.
print-screen-counter-sheet-save = Bogen mit den { -counter(form: "dat-pl") } speichern…
