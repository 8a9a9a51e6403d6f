# Die Hilfe der Befehlszeile (--help): die Zeile jedes Befehls und jedes Arguments, nach
# seinem Platz benannt (src/cli/help_words.rs bildet die Schlüssel), und die Worte, die clap
# sonst selbst schreibt. Was der Spieler tippt (ein Befehl, eine Option, ein Wert wie raid
# oder on), bleibt, wie es getippt wird.

## Die Worte von clap

cli-help-usage = Aufruf:
cli-help-commands = Befehle:
cli-help-arguments = Argumente:
cli-help-options = Optionen:
cli-help-options-tag = [OPTIONEN]
cli-help-command-name = BEFEHL
cli-help-help = Hilfe zeigen
cli-help-help-short = Hilfe zeigen (ausführlicher mit „--help“)
cli-help-help-long = Hilfe zeigen (kürzer mit „-h“)
cli-help-version = Versionsnummer zeigen
cli-help-help-command = Diese Hilfe zeigen oder die der genannten Befehle
cli-help-default = [Vorgabe: { $value }]
cli-help-aliases = [auch: { $names }]
cli-help-values = [mögliche Werte: { $values }]

## Fehler in der Befehlszeile (jeweils nach „Fehler: “)

cli-mistake-unknown-arg = unbekanntes Argument „{ $arg }“
cli-mistake-unknown-command = unbekannter Befehl „{ $command }“
cli-mistake-no-command = nach „{ $command }“ fehlt ein Befehl
cli-mistake-missing = diese Angaben fehlen: { $args }
cli-mistake-no-value = „{ $arg }“ braucht einen Wert, aber es steht keiner dabei
cli-mistake-bad-value = ungültiger Wert „{ $value }“ für „{ $arg }“
cli-mistake-bad-value-because = ungültiger Wert „{ $value }“ für „{ $arg }“: { $reason }
cli-mistake-not-whole = keine ganze Zahl
cli-mistake-too-large = eine zu große Zahl
cli-mistake-range = nicht zwischen { $low } und { $high }
cli-mistake-twice = „{ $arg }“ darf nur einmal angegeben werden
cli-mistake-conflict = „{ $arg }“ lässt sich nicht mit „{ $other }“ verbinden
cli-mistake-conflict-some = „{ $arg }“ lässt sich mit einer der anderen Angaben nicht verbinden
cli-mistake-too-many = unerwarteter Wert „{ $value }“ für „{ $arg }“: mehr Werte nimmt es nicht
cli-mistake-how-many = „{ $arg }“ nimmt { $wanted } Werte, angegeben sind { $given }
cli-mistake-unreadable = die Befehlszeile ließ sich nicht lesen
cli-mistake-commands = [Befehle: { $commands }]
cli-mistake-near = Tipp: Meintest du „{ $near }“?
cli-mistake-more = Mehr dazu mit „{ $help }“.

## Das Argument jedes Befehls: --json

cli-arg--json = Ein JSON-Objekt statt Text ausgeben

## Do Not Forsake Me: pnp-companion dnfm …

cli-about-dnfm-combat-value = Dein Kampfwert aus den gezogenen Würfelwerten (behaltene und abgelegte Würfel werden gezeigt)
cli-arg-dnfm-combat-value--wmc = Stufe der Wellenbewegungskanone (1-4)
cli-arg-dnfm-combat-value--fusion = Stufe des Fusionsantriebs (1-4); ohne Angabe die Anfangsstufe 4
cli-arg-dnfm-combat-value--dice = Die gezogenen Würfelwerte, etwa 1,5,6 (3 bis 5 Werte, je 1-6)
cli-about-dnfm-bounty-value = Der Kampfwert eines Kopfgelds aus den Würfelwerten, die für es gezogen wurden
cli-arg-dnfm-bounty-value--bounty = Name oder Kennung des Kopfgelds (etwa "The Narn" oder narn)
cli-arg-dnfm-bounty-value--wmc = Deine Stufe der Wellenbewegungskanone zu Beginn des Kampfes (1-4)
cli-arg-dnfm-bounty-value--dice = Die gezogenen Würfelwerte (3 oder 4, wie die Angriffszeile des Kopfgelds sagt)
cli-about-dnfm-event = Das Ereignis, das eine Summe der Ereigniserkennung ergibt
cli-arg-dnfm-event--ed = Die Summe der Ereigniserkennung ({ -ed }; 0 oder mehr)
cli-about-dnfm-repair-cost = Preis, um im All eine Stufe zu reparieren
cli-arg-dnfm-repair-cost--system = fusion, navcomm oder wmc
cli-arg-dnfm-repair-cost--quadrants = In diesem Zug zurückgelegte Quadranten (1-4)
cli-about-dnfm-station-cost = Preis von Verbesserungen an einer Raumstation
cli-arg-dnfm-station-cost--system = fusion, navcomm oder wmc
cli-arg-dnfm-station-cost--steps = Wie viele Stufen du kaufst (1-3)
cli-about-dnfm-odds = Chancen aus dem, was ein Spieler wissen kann (die Karten im Stapel, gut gemischt): genau fürs Ausweichen und für den Sieg in einer Kampfrunde; beim Berater die Chance jeder Wahl, das Spiel zu gewinnen
cli-about-dnfm-odds-evade = Chance, dass deine NavComm-{ -draw } die Entdeckungsstufe eines Kopfgelds erreicht
cli-arg-dnfm-odds-evade--navcomm = NavComm-Stufe (1-4)
cli-arg-dnfm-odds-evade--bounty = Das Kopfgeld (seine Entdeckungsstufe, { -dl }, zählt)
cli-arg-dnfm-odds-evade--aside = Die für das Kopfgeld beiseitegelegte { -dice-card } (1-6), eine von denen, auf denen es steht; ohne Angabe der Mittelwert über diese Karten
cli-about-dnfm-odds-combat = Chance, eine Kampfrunde zu gewinnen
cli-arg-dnfm-odds-combat--wmc = Stufe der Wellenbewegungskanone (1-4)
cli-arg-dnfm-odds-combat--fusion = Stufe des Fusionsantriebs (1-4)
cli-arg-dnfm-odds-combat--bounty = Das Kopfgeld, gegen das du kämpfst (Name oder Kennung)
cli-arg-dnfm-odds-combat--aside = Die für das Kopfgeld beiseitegelegte { -dice-card } (1-6), eine von denen, auf denen es steht; ohne Angabe der Mittelwert über diese Karten
cli-about-dnfm-odds-coach = Der Berater: jede Wahl, die an einer Stelle des Spiels offensteht, mit ihrer Chance, das ganze Spiel zu gewinnen (der Simulator spielt die Spiele zu Ende; siehe `docs/dnfm-play.md`)
cli-arg-dnfm-odds-coach--script = Das Skript des Spiels bis hierher, wie für `dnfm play` (- liest die Standardeingabe)
cli-arg-dnfm-odds-coach--save = Ein Spielstand eines Spiels von Do Not Forsake Me (aus dem Datenordner oder exportiert)
cli-arg-dnfm-odds-coach--seed = Der { -seed } des Spiels im Skript, wie für `dnfm play` (ohne Angabe wird ein neuer gewählt)
cli-arg-dnfm-odds-coach--physical = Das Skript ist ein Spiel am Tisch, wie bei `dnfm play --physical`
cli-arg-dnfm-odds-coach--stations = Spiel am Tisch: die Quadranten deiner { -star-map } mit einer Raumstation, etwa 3,10
cli-arg-dnfm-odds-coach--games = Wie viele Spiele von jeder Wahl aus zu Ende gespielt werden (1 bis 100.000)
cli-arg-dnfm-odds-coach--coach-seed = Der { -seed } der zu Ende gespielten Spiele (gleicher { -seed }, gleiche Zahlen)
cli-arg-dnfm-odds-coach--peek = Vom Stapel der { -app } aus weiterspielen, wie er liegt (digitales Spiel), den kein Spieler am Tisch sehen kann, so wie „In den Stapel schauen“ in der { -app }; ohne diese Option aus dem, was der Spieler wissen kann
cli-about-dnfm-simulate = Viele Spiele mit einer Strategie spielen und zeigen, wie sie ausgehen
cli-arg-dnfm-simulate--games = Wie viele Spiele gespielt werden
cli-arg-dnfm-simulate--seed = Der { -seed } des ersten Spiels (gleicher { -seed }, gleiches Ergebnis)
cli-arg-dnfm-simulate--policy = cautious (vorsichtig), bold (kühn) oder random (zufällig)
cli-about-dnfm-play = Ein Spiel nach Skript spielen: eine Aktion je Zeile als JSON (siehe `docs/dnfm-play.md`)
cli-arg-dnfm-play--script = Das Skript: eine Aktion je Zeile als JSON; leere Zeilen und solche, die mit # beginnen, werden übersprungen; - liest die Standardeingabe
cli-arg-dnfm-play--seed = { -seed } für die { -star-map } und die Ziehungen der { -dice-card(form: "pl") } in der { -app }, um eine Sitzung genau zu wiederholen (ohne Angabe wird ein neuer gewählt und gezeigt)
cli-arg-dnfm-play--physical = Spiel am Tisch: Du legst deine eigenen Karten aus und ziehst deine eigenen { -dice-card(form: "pl") }; daher braucht jede Aktion, bei der gezogen wird, "draws" in ihrer Zeile
cli-arg-dnfm-play--stations = Spiel am Tisch: die Quadranten deiner { -star-map } (1-16, das Schiff beginnt auf 1) mit einer Raumstation, etwa 3,10
cli-arg-dnfm-play--coach = Dazu die Zahlen des Beraters, wo das Skript endet: jede Wahl, die dann offensteht, mit ihrer Chance, das ganze Spiel zu gewinnen (siehe `docs/dnfm-play.md`)
cli-arg-dnfm-play--coach-games = Berater: wie viele Spiele von jeder Wahl aus zu Ende gespielt werden (1 bis 100.000; mehr Spiele, kleineres ±)
cli-arg-dnfm-play--coach-seed = Berater: der { -seed } der zu Ende gespielten Spiele (gleicher { -seed }, gleiche Zahlen)

## The Sherwood Syndrome: pnp-companion sherwood …

cli-about-sherwood-roll = Auf einer Tabelle würfeln, jeder Modifikator angewandt und einzeln aufgeführt
cli-more-sherwood-roll = Beschreibe die Lage (wer im Feld steht, wer handelt, wo, die Stände von Hexerei und Moral), und die { -app } leitet jeden Modifikator ab, den das Regelheft vorsieht, die Sonderfähigkeiten eingeschlossen.
cli-arg-sherwood-roll--table = recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men, heal
cli-arg-sherwood-roll--space = Das Feld: ein Ortsname ("Trott", "Royal Palace") oder eine Feldart (town, castle, cathedral, royal-palace, bridge-ford, road, forest)
cli-arg-sherwood-roll--actor = Wer handelt: wer anwirbt, wer den Überfall anführt, wer um Spenden oder Zuflucht bittet
cli-arg-sherwood-roll--with = Deine übrigen Leute im Feld, durch Kommas getrennt ("Kirk,Jink,Uhura")
cli-arg-sherwood-roll--injured = Welche deiner Leute im Feld verletzt sind (sie tragen nichts bei)
cli-arg-sherwood-roll--sanctuary = Welche deiner Leute im Feld in Zuflucht sind
cli-arg-sherwood-roll--target = Wen du anwerben willst: eine Person, oder "squad" für einen { -squad }
cli-arg-sherwood-roll--squads = { -squad(form: "pl") } im Feld
cli-arg-sherwood-roll--gold = Für einen Anwerbeversuch ausgegebene Goldstücke
cli-arg-sherwood-roll--warchest = Die Kriegskasse der Rebellen vor der Ausgabe (damit die Ausgabe geprüft wird)
cli-arg-sherwood-roll--phasers = Bei einem Überfall { -phasers } einsetzen (+5, Hexerei +1; braucht ein Besatzungsmitglied der Föderation)
cli-arg-sherwood-roll--witchcraft = Der Stand der Hexerei (0-19)
cli-arg-sherwood-roll--morale = Der Stand der Königlichen Moral (0-19; das Spiel beginnt bei 10)
cli-arg-sherwood-roll--orders = Die Befehle des Königs: patrol, search oder seize
cli-arg-sherwood-roll--flee-to = Flucht: das Feld, in das geflohen wird (ein Ortsname oder eine Feldart, etwa forest)
cli-arg-sherwood-roll--squads-there = Flucht: { -squad(form: "pl") } im Feld, in das geflohen wird
cli-arg-sherwood-roll--horses = Flucht: alle Fliehenden haben ein Pferd
cli-arg-sherwood-roll--patients = Heilung: wie viele Verletzte auf einmal behandelt werden (1-3)
cli-arg-sherwood-roll--medical-kit = Heilung: McCoy oder Goren benutzt das { -medkit } (kein Wurf, Hexerei +1)
cli-arg-sherwood-roll--row = Diese Zeile der Tabelle nach ihrem Namen lesen (eine Zeile, die du von deiner eigenen Tabelle eingetragen hast)
cli-arg-sherwood-roll--value = Ein Wert, der auf einem { -counter } steht, etwa kirk.raid=3 (Werte: persuasiveness, raid, donations)
cli-arg-sherwood-roll--roll = Der Würfel, den du selbst geworfen hast (0 zählt als 10); ein zweiter Wert dient einem Folgewurf
cli-arg-sherwood-roll--seed = { -seed } für den Würfel der { -app }, um einen Wurf genau zu wiederholen
cli-about-sherwood-paragraph = Die Wirkung eines Abschnitts (und dein importierter Text); ohne --reveal verborgen, damit nichts verraten wird
cli-arg-sherwood-paragraph--number = Die Nummer des Abschnitts
cli-arg-sherwood-paragraph--reveal = Ihn zeigen (das kann die Geschichte verraten, wenn er im Spiel noch nicht vorkam)
cli-about-sherwood-import-rulebook = Dein eigenes Regelheft als reinen Text einlesen und den Text seiner Abschnitte in deinem Datenordner behalten
cli-arg-sherwood-import-rulebook--file = Dein Regelheft als reine Textdatei
cli-about-sherwood-known = Was du eingetragen hast und was noch unbekannt ist
cli-about-sherwood-set-cell = Ein { -chart-cell } von deiner eigenen Tabelle eintragen: TABELLE ZEILE SPALTE KÜRZEL, Zeile und Spalte so benannt wie auf deiner gedruckten Tabelle (`sherwood table TABLE` zeigt ihren Aufbau)
cli-arg-sherwood-set-cell--table = Die Tabelle: recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men oder heal
cli-arg-sherwood-set-cell--row = Die Zeile, wie deine Tabelle sie am Rand druckt (unten für jede Tabelle)
cli-arg-sherwood-set-cell--column = Die Spalte, wie deine Tabelle sie oben druckt (unten für jede Tabelle)
cli-arg-sherwood-set-cell--code = Was im Feld steht: eine Abschnittsnummer oder ein Ergebniskürzel, etwa MN oder 2C,F
cli-about-sherwood-set-value = Einen Wert eines { -counter(form: "gen") } eintragen: PERSON WERT N (Wert: persuasiveness, raid, donations)
cli-arg-sherwood-set-value--person = Die Person, mit Namen
cli-arg-sherwood-set-value--stat = persuasiveness, raid oder donations
cli-arg-sherwood-set-value--value = Der Wert, der auf dem { -counter } steht (-20 bis 20)
cli-about-sherwood-set-kind = Die Art einer Person eintragen: PERSON ART (enterprise, archon, neutral, royalist, cleric)
cli-arg-sherwood-set-kind--person = Die Person, mit Namen
cli-arg-sherwood-set-kind--kind = enterprise, archon, neutral, royalist oder cleric
cli-about-sherwood-add-person = Eine Person von deinen eigenen { -counter(form: "dat-pl") } hinzufügen: NAME ART (enterprise, archon, neutral, royalist, cleric)
cli-arg-sherwood-add-person--name = Der Name der Person, wie er auf dem { -counter } steht
cli-arg-sherwood-add-person--kind = enterprise, archon, neutral, royalist oder cleric
cli-about-sherwood-add-space = Ein Feld von deinem eigenen { -map } hinzufügen: NAME ART (town, castle, cathedral, bridge-ford, road, forest, other)
cli-arg-sherwood-add-space--name = Der Name des Felds, wie er auf deinem { -map } steht
cli-arg-sherwood-add-space--kind = town, castle, cathedral, bridge-ford, road, forest oder other
cli-about-sherwood-export-data = Alles, was du eingetragen hast, in eine Datei schreiben
cli-arg-sherwood-export-data--file = Die Datei, die geschrieben wird
cli-about-sherwood-import-data = Eine Datei übernehmen, die ein anderer Spieler exportiert hat (wo beide sich unterscheiden, gilt deine)
cli-arg-sherwood-import-data--file = Die Datei, die ein anderer Spieler exportiert hat
cli-about-sherwood-play = Ein Spiel nach Skript spielen: eine Aktion je Zeile als JSON (siehe `docs/sherwood-play.md`)
cli-more-sherwood-play = Beginnt ein neues Spiel (Aufbau und Würfel der { -app } aus dem { -seed }, oder deine eigenen mit --physical), führt die Aktion jeder Zeile aus und meldet, ob sie ausgeführt oder mit welchem Grund sie abgelehnt wurde, und zeigt dann, wo das Spiel steht. Eine Zeile, die sich nicht lesen lässt, wird mit ihrer Nummer gemeldet und übersprungen; der Rückgabewert ist dann 2.
cli-arg-sherwood-play--script = Das Skript: eine Aktion je Zeile als JSON; leere Zeilen und solche, die mit # beginnen, werden übersprungen; - liest die Standardeingabe
cli-arg-sherwood-play--seed = { -seed } für die Aufbau-{ -draw } und die Würfel der { -app }, um eine Sitzung genau zu wiederholen (ohne Angabe wird ein neuer gewählt und gezeigt)
cli-arg-sherwood-play--physical = Spiel am Tisch: Du baust mit deinen eigenen { -counter(form: "dat-pl") } auf und wirfst deinen eigenen Würfel; daher braucht jeder Wurf "dice" in seiner Zeile
cli-about-sherwood-table = Eine Tabelle Feld für Feld zeigen, mit der Herkunft jedes Felds
cli-arg-sherwood-table--table = recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men, heal

## Der Druckbogen: pnp-companion print …

cli-arg-print--kit = dnfm, sherwood oder all (beide)
cli-arg-print--calibration = Statt eines Druckbogens den Druckertest drucken: ein Blatt mit 25 Quadraten auf beiden Seiten, das zeigt, welchen --back-offset dein Drucker braucht (und den Maßstab prüft)
cli-arg-print--paper = a4 oder letter
cli-arg-print--bleed = Beschnitt um jedes Teil: 0 oder 3 (mm)
cli-arg-print--crop-marks = Schnittmarken außerhalb des Endformats: on oder off
cli-arg-print--back-bleed = Beschnitt um jede Rückseite, 0 bis 6 (mm); ohne Angabe wie --bleed. Mehr als vorn vergrößert die Abstände zwischen den Teilen
cli-arg-print--back-crop-marks = Schnittmarken (und Schneidelinien) auch auf den Rückseiten: on oder off
cli-arg-print--back-offset = Versatz der Rückseiten für Drucker, die nicht deckungsgleich drucken: X,Y in mm
cli-arg-print--shop = Das Deck von Do Not Forsake Me, wie eine Kartendruckerei es nimmt: thegamecrafter und makeplayingcards ein Zip mit PNGs zu 300 dpi, drivethrucards ein PDF
cli-arg-print--png = Die { -counter(form: "pl") } für Sherwood als ein PNG-Bogen mit 300 dpi, zum Falten und Kleben (mit sherwood)
cli-arg-print--fold = Seiten zum Falten für Drucker ohne Duplex: Vorderseiten über einer Faltlinie, ihre Rückseiten darunter, einseitig gedruckt
cli-arg-print--measured = Die 10-cm-Lineale des Druckertests, wie du sie gemessen hast: QUER,HOCH in mm (jeweils 90 bis 110); gedruckt wird so skaliert, dass beide stimmen
cli-arg-print--counter-size = { -counter(form: "pl") } für Sherwood: 5/8 oder 1/2 (Zoll)
cli-arg-print--flip = Die Kante, an der dein Duplexdrucker das Blatt wendet: long oder short
cli-arg-print--ink-saver = Tinte sparen: große Flächen (Nachthimmel, Hintergründe der { -counter(form: "pl") }) als blasse Töne mit Umriss
cli-arg-print--output = Die PDF-Datei, die geschrieben wird
cli-arg-print--force = Die PDF-Datei überschreiben, wenn es sie schon gibt

## Spielstände: pnp-companion saves …

cli-about-saves-show = Was ein Spielstand enthält: sein Spiel, Name, { -seed }, wie weit es kam; ein Fehler, wenn er sich nicht spielen lässt
cli-arg-saves-show--file = Die Datei des Spielstands (aus dem Datenordner oder von der Web-{ -app } exportiert)
cli-about-saves-import = Übernimmt einen Spielstand oder einen Export von allem (aus der Web-{ -app } oder von einem anderen Rechner) in den Datenordner
cli-arg-saves-import--file = Die exportierte Datei
cli-arg-saves-import--settings = Die Einstellungen übernehmen, die ein Export von allem mitbringt; ohne diese Option bleiben die Einstellungen hier (ein Ordner ohne Einstellungen übernimmt sie)
cli-about-saves-share = Ein Link, der das Spiel eines Spielstands trägt ({ -seed }, Modus und Züge), für die Web-{ -app } auf einem anderen Gerät
cli-arg-saves-share--file = Die Datei des Spielstands
cli-arg-saves-share--base = Die Adresse der Web-{ -app }; ohne Angabe die in der { -app } eingestellte („Wo deine Web-App liegt“), sonst nur der Teil des Links ab "#game="
cli-about-saves-open = Öffnet den Link eines geteilten Spiels als neuen Spielstand im Datenordner (er wird erst nachgespielt und geprüft)
cli-arg-saves-open--link = Der Link (oder sein Teil ab "#game="); in der Befehlszeile in Anführungszeichen setzen
cli-arg-saves-open--theirs = Wo die Tabelleneinträge des Spiels von deinen abweichen, die des Absenders nehmen (das Spiel wurde mit ihnen gespielt); ohne diese Option wird ein solcher Link abgelehnt und nichts geschrieben

## Die Chronik: pnp-companion record …

cli-arg-record--game = Nur dieses Spiel
cli-about-record-export = Schreibt jede Partie als CSV (eine Zeile je Partie; `README.md` nennt die Spalten)
cli-arg-record-export--csv = Die CSV-Datei, die geschrieben wird
cli-arg-record-export--force = Die Datei überschreiben, wenn es sie schon gibt

## Im Terminal spielen: pnp-companion play …

cli-arg-play-dnfm--physical = Spiel am Tisch: Du ziehst deine eigenen { -dice-card(form: "pl") } und tippst ein, was sie zeigen
cli-arg-play-dnfm--seed = { -seed } für die Ziehungen der { -app }, um dasselbe Spiel noch einmal zu spielen
cli-arg-play-dnfm--name = Der Name, unter dem das Spiel gespeichert wird (ohne Angabe der Name des Spiels)
cli-arg-play-dnfm--open = Ein gespeichertes Spiel dieses Namens fortsetzen (hier oder im Fenster begonnen)
cli-arg-play-sherwood--physical = Spiel am Tisch: Du wirfst deinen eigenen Würfel und tippst ein, was er zeigt
cli-arg-play-sherwood--seed = { -seed } für die Würfe der { -app }, um dasselbe Spiel noch einmal zu spielen
cli-arg-play-sherwood--name = Der Name, unter dem das Spiel gespeichert wird (ohne Angabe der Name des Spiels)
cli-arg-play-sherwood--open = Ein gespeichertes Spiel dieses Namens fortsetzen (hier oder im Fenster begonnen)

## Die Namen der Werte (<DATEI>), in Großbuchstaben

cli-value-aside = KARTE
cli-value-back-bleed = MM
cli-value-back-crop-marks = SCHALTER
cli-value-back-offset = X,Y
cli-value-measured = QUER,HOCH
cli-value-shop = DRUCKEREI
cli-value-base = ADRESSE
cli-value-bleed = MM
cli-value-bounty = KOPFGELD
cli-value-code = KÜRZEL
cli-value-column = SPALTE
cli-value-counter-size = GRÖSSE
cli-value-crop-marks = SCHALTER
cli-value-dice = WERTE
cli-value-ed = SUMME
cli-value-file = DATEI
cli-value-flip = KANTE
cli-value-fusion = STUFE
cli-value-game = SPIEL
cli-value-games = ANZAHL
cli-value-gold = ANZAHL
cli-value-kind = ART
cli-value-kit = DRUCKBOGEN
cli-value-link = LINK
cli-value-morale = STAND
cli-value-n = N
cli-value-n-n = N[,N]
cli-value-name = NAME
cli-value-name-kind = NAME|ART
cli-value-navcomm = STUFE
cli-value-number = NUMMER
cli-value-orders = BEFEHLE
cli-value-output = DATEI
cli-value-paper = PAPIER
cli-value-patients = ANZAHL
cli-value-person = PERSON
# squad: wird so getippt.
cli-value-person-squad = PERSON|squad
cli-value-person-stat-n = PERSON.WERT=N
cli-value-persons = PERSONEN
cli-value-policy = STRATEGIE
cli-value-quadrants = QUADRANTEN
cli-value-row = ZEILE
cli-value-seed = STARTWERT
cli-value-squads = ANZAHL
cli-value-squads-there = ANZAHL
cli-value-stat = WERT
cli-value-steps = STUFEN
cli-value-system = SCHIFFSSYSTEM
cli-value-table = TABELLE
cli-value-value = WERT
cli-value-warchest = STAND
cli-value-witchcraft = STAND
cli-value-wmc = STUFE
