# Die Druckvorlage: Kopfzeilen und Lineal der Bögen, die Wörter der Spielsteine von
# Sherwood Syndrome und was schiefgeht (die Karten von Do Not Forsake Me: print-dnfm.ftl).

## Die Bögen

print-kit-title = PnP Companion – Druckvorlage
print-sheet-title-dnfm = Do Not Forsake Me
print-sheet-title-sherwood = { -counter(form: "pl") } für Sherwood Syndrome
print-sheet-header = { $title } · Bogen { $sheet } von { $sheets }, { $side } · { $paper } · mit 100 % drucken
print-sheet-fronts = Vorderseiten
print-shop-thegamecrafter = The Game Crafter
print-shop-drivethrucards = DriveThruCards
print-shop-makeplayingcards = MakePlayingCards
print-shop-deck-title = Do Not Forsake Me — das Deck für eine Kartendruckerei
print-sheet-fold-side = zum Falten: einseitig drucken, an der gestrichelten Linie falten, kleben, schneiden
print-sheet-fold = falten
print-counter-sheet-header = { $title } · { $how }
print-sheet-backs-long = Rückseiten: an der langen Kante wenden
print-sheet-backs-short = Rückseiten: an der kurzen Kante wenden
print-ruler-cm = cm
print-paper-a4 = A4
print-paper-letter = US-Letter

## Die Spielsteine von Sherwood Syndrome (Namen bleiben, wie das Regelheft sie druckt)

print-counter-kings-men = Königstruppen
print-counter-royal-palace = Königspalast
print-counter-royal-party = Königliches Gefolge
print-counter-imprisoned = Gefangen
print-counter-injured = Verletzt
print-counter-horse = Pferd
print-counter-sanctuary = Zuflucht
print-counter-witchcraft = Hexerei
print-counter-warchest = Kriegskasse
print-counter-morale = Moral
print-counter-orders = Befehle
print-counter-blank = leer: { $kind }

## Was schiefgeht

print-error-font = die mitgelieferte Schrift ließ sich nicht lesen
print-error-image = eine Seite ist zu groß, um sie als Bild zu zeichnen
print-error-data = die Kartendaten sind fehlerhaft: { $reason }
print-error-pdf-write = das PDF ließ sich nicht schreiben: { $error }
print-error-pdf-catalog = dem PDF fehlt sein Katalog: { $error }
print-error-writer-missing = der PDF-Teil der { -app } ließ sich nicht laden: einmal online gehen und es noch einmal versuchen (danach druckt sie auch offline)
print-error-pages = der PDF-Teil konnte die Seiten des Bogens nicht lesen: die { -app } neu laden, damit ihre Teile zusammenpassen
print-error-back-offset = „{ $text }“ ist kein Versatz der Rückseiten: X,Y in Millimetern schreiben, z. B. 1.5,-0.5 (jeweils zwischen -10 und 10)
print-error-measured = „{ $text }“ ist keine Messung der Lineale: QUER,HOCH in Millimetern schreiben, z. B. 99.5,100 (jeweils zwischen 90 und 110)
print-error-shop = „{ $text }“ ist keine Kartendruckerei, für die die { -app } schreibt: drivethrucards
print-error-bleed = Beschnitt ist 0 oder 3 (mm), nicht „{ $text }“
print-error-back-bleed = Beschnitt der Rückseiten ist 0 bis 6 (mm), nicht „{ $text }“
print-error-kit = „{ $text }“ ist keine Vorlage: dnfm, sherwood oder all
print-error-paper = „{ $text }“ ist kein Papierformat: a4 oder letter
print-error-counter-size = { -counter(form: "pl") } sind 5/8 oder 1/2 Zoll groß, nicht „{ $text }“
print-error-flip = der Drucker wendet das Blatt an der langen (long) oder kurzen (short) Kante, nicht „{ $text }“

## The printer check (src/print/calibration.rs): one sheet printed on both sides

print-check-pdf-title = PnP Companion Druckertest
print-check-title = Druckertest · { $side } · { $paper }
print-check-front = Vorderseite
print-check-back-long = Rückseite, über die lange Kante gewendet
print-check-back-short = Rückseite, über die kurze Kante gewendet
print-check-how-long = Drucke dieses Blatt beidseitig mit 100 % (Originalgröße, ohne Skalierung), vom Drucker über die lange Kante gewendet. Halte es gegen das Licht: In einem Quadrat treffen sich die Linien beider Seiten. Tippe die Nummer dieses Quadrats in der App an (Drucken und spielen, Drucker prüfen) oder gib das X und Y darunter als Versatz der Rückseiten ein.
print-check-how-short = Drucke dieses Blatt beidseitig mit 100 % (Originalgröße, ohne Skalierung), vom Drucker über die kurze Kante gewendet. Halte es gegen das Licht: In einem Quadrat treffen sich die Linien beider Seiten. Tippe die Nummer dieses Quadrats in der App an (Drucken und spielen, Drucker prüfen) oder gib das X und Y darunter als Versatz der Rückseiten ein.
print-check-back-how = Jedes Quadrat auf dieser Seite ist um seinen eigenen Betrag verschoben. Das eine, das seine Vorderseite trifft, sagt, wie weit dein Drucker die Rückseiten verschiebt.
print-check-scale = Bei 100 % messen die Lineale genau 10 cm (quer unten, hoch rechts) und 1 Zoll. Misst eines anders, gib beide Längen beim Druckertest in der { -app } an: Gedruckt wird dann so, dass es ausgeglichen ist.
print-check-shift = X { $x } · Y { $y }
print-check-ten-cm = 10 cm
print-check-ten-cm-down = 10 cm, hoch
print-check-inch = 1 Zoll
