# Die Regeln des Sherwood Syndrome in Worten.

## Tracks and colours

swr-track-witchcraft = Hexerei
swr-track-warchest = Kriegskasse der Rebellen
swr-track-royal-morale = Königliche Moral
swr-colour-archon = Archon-Besatzung (dunkelblau)
swr-colour-neutral = Neutrale (gelb)

## Kinds of person, and a counter's values

swr-kind-enterprise = Besatzungsmitglied der Enterprise
swr-kind-archon = Besatzungsmitglied der Archon
swr-kind-neutral = Neutraler
swr-kind-royalist = Royalist
swr-kind-cleric = Geistlicher
swr-kind-kings-men = { -squad }
swr-kind-royal-party = Königliches Gefolge
swr-stat-persuasiveness = Überzeugungskraft
swr-stat-raid = Überfallwert
swr-stat-donations = Spendenwert
swr-corner-upper-right = oben rechts
swr-corner-lower-left = unten links
swr-corner-lower-right = unten rechts

## Royal orders, kinds of space, the turn's steps

swr-orders-patrol = Patrouille
swr-orders-search = Durchsuchung
swr-orders-seize = Beschlagnahme
swr-space-town = Stadt
swr-space-castle = Burg
swr-space-cathedral = Kathedrale
swr-space-royal-palace = Königspalast
swr-space-bridge-ford = Brücke oder Furt
swr-space-road = Straße
swr-space-forest = Wald
swr-space-other = anderes Feld
swr-step-rebel-actions = Aktionen der Rebellen
swr-step-expenses = Ausgaben der Rebellen
swr-step-kings-men = Aktionen der Königstruppen
swr-step-royal-party = Königliches Gefolge & { -fealty }

## How a game ends

swr-ending-won = Sieg: Die ganze Besatzung ist frei, eine Stadt ist in offener { -rebellion } und die Hexerei liegt unter 10.
swr-ending-witchcraft = Niederlage: Die Hexerei hat 10 erreicht.
swr-ending-fealty = Niederlage: Alle sechs Städte haben König Eyven { -fealty } geschworen.
swr-warning-won = Damit ist das Spiel gewonnen.
swr-warning-witchcraft = Damit ist das Spiel verloren: Die Hexerei erreicht 10.
swr-warning-fealty = Damit ist das Spiel verloren: Die letzte Stadt schwört König Eyven { -fealty }.

## The tables

swr-table-recruiting = Anwerbetabelle
swr-table-donations = Spendentabelle
swr-table-raid = Überfalltabelle
swr-table-horse-theft = Pferdediebstahltabelle
swr-table-sanctuary = Zufluchtstabelle
swr-table-flight = Fluchttabelle
swr-table-fealty = Treuetabelle
swr-table-kings-men = Königstruppentabelle
swr-table-heal = Heilungswurf

## Refusals: why an action cannot be taken now

swr-refuse-wrong-step = das gehört zu { $needs }; jetzt ist { $now }
swr-refuse-settle-first = erst klären, was das letzte Ergebnis offen ließ: { $what }
swr-refuse-nothing-to-settle = nichts dieser Art steht aus
swr-refuse-settle-in-order = was wartet, wird der Reihe nach erledigt: Nummer { $first } ({ $title }) kommt zuerst
swr-refuse-no-such-person = niemand namens „{ $name }“ in diesem Spiel
swr-refuse-no-such-squad = kein { -squad } namens „{ $name }“
swr-refuse-no-such-space = kein Feld namens „{ $name }“: nenne einen Ort des { -map(form: "gen") }, einen im Spiel benannten oder eine Art (Wald, Straße, Brücke oder Furt)
swr-refuse-name-the-place = es gibt mehr als ein Feld der Art { $kind }: nenne es beim Namen
swr-refuse-not-yours = { $person } gehört nicht zu deinen Leuten
swr-refuse-imprisoned = { $person } ist gefangen
swr-refuse-not-aboard = { $person } ist nicht an Bord der Enterprise
swr-refuse-not-on-the-map = { $person } ist nicht auf dem { -map }
swr-refuse-already-moved = { $person } hat sich diese Runde bewegt oder wurde gebeamt und kann nichts anderes mehr tun
swr-refuse-took-part = { $person } hat diese Runde an einer Aktion teilgenommen und kann sich nicht mehr bewegen oder beamen
swr-refuse-space-acted = deine Leute in { $space } haben die Aktion dieser Runde schon ausgeführt
swr-refuse-beam-both-ways = niemand beamt in derselben Runde hinunter und hinauf
swr-refuse-say-who-goes = wähle, wer geht
swr-refuse-say-who-beams-up = wähle, wer hinaufbeamt
swr-refuse-beam-up-together = man beamt gemeinsam von einem Feld hinauf
swr-refuse-crewman-beams-up = ein Besatzungsmitglied der Enterprise muss hinaufbeamen, damit die anderen mitkommen
swr-refuse-nobody-there = keiner deiner Leute in { $space } kann diese Runde handeln
swr-refuse-all-injured = alle deine Leute in { $space } sind verletzt: sie können nur heilen, Zuflucht suchen oder sich bewegen
swr-refuse-not-in-space = { $person } ist nicht frei in { $space }
swr-refuse-not-recruitable = { $person } kann nicht angeworben werden: das geht nur bei Neutralen, Royalisten, Geistlichen und { -squad(form: "pl") }
swr-refuse-no-squad-there = in { $space } steht kein { -squad }
swr-refuse-horses-only-in-towns = Pferde werden nur in einer Stadt gekauft oder gestohlen
swr-refuse-all-mounted = alle deine Leute in { $space } haben schon ein Pferd: für niemanden ist eins zu holen
swr-refuse-too-many-patients = { $injured ->
    [0] { $asked } können nicht behandelt werden: hier ist niemand verletzt
    [1] { $asked } können nicht behandelt werden: hier ist nur eine Person verletzt
   *[other] { $asked } können nicht behandelt werden: hier sind nur { $injured } Personen verletzt
}
swr-refuse-not-enough-gold = das kostet { $need } Gold; die Kriegskasse hat { $have }
swr-refuse-no-gold = sag, wie viel Gold an die Armen geht: je volle 5 senken die Hexerei um 1
swr-refuse-not-a-preacher = nur Bruder Gerald predigt, sobald er dir gehört, frei und unverletzt ist und sich nicht bewegt hat
swr-refuse-preacher-track = Predigen senkt die Hexerei oder die Königliche Moral
swr-refuse-no-release = { $person } hat keine Gefangenen freizulassen
swr-refuse-release-used = die Freilassung von { $person } ist schon verbraucht
swr-refuse-gold-not-short = die Kriegskasse hat { $have } Gold und { $due } sind fällig: Vorräte und Hungern gibt es nur, wenn das Gold nicht reicht
swr-refuse-expenses-paid = die Ausgaben dieser Runde sind bezahlt
swr-refuse-expenses-due = { $due } Gold sind für Vorräte fällig: bezahle, beame Vorräte hinunter oder lass jemanden hungern
swr-refuse-starve-crew-first = Besatzungsmitglieder werden nie neutral: wähle jemand anderen in diesem Stapel (ein Besatzungsmitglied wird nur verletzt, wo sonst niemand ist)
swr-refuse-starve-injured = { $person } ist schon verletzt: ein hungriger Stapel aus Besatzung verletzt einen Unverletzten (sind alle verletzt, beame Vorräte hinunter)
swr-refuse-squad-recruited = der { -squad } { $squad } gehört jetzt dir
swr-refuse-squad-rolled = der { -squad } { $squad } hat diese Runde gewürfelt
swr-refuse-fealty-in-its-step = auf der Treuetabelle wird in ihrem eigenen Schritt gewürfelt, nicht als Aktion
swr-refuse-kings-men-in-its-step = auf der Königstruppentabelle wird in ihrem eigenen Schritt gewürfelt, nicht als Aktion
swr-refuse-party-held = das Königliche Gefolge wird in seiner Stadt festgehalten: würfle dort erneut auf { -fealty }
swr-refuse-party-not-held = das Königliche Gefolge wird nirgends festgehalten
swr-refuse-party-done = das Königliche Gefolge hat sich diese Runde bewegt oder gewürfelt
swr-refuse-party-not-done = das Königliche Gefolge hat sich diese Runde weder bewegt noch auf { -fealty } gewürfelt
swr-refuse-no-flight = niemand muss jetzt fliehen
swr-refuse-no-sanctuary-here = Zuflucht gibt es nur in einer Stadt oder einer Kathedrale, und { $space } ist keins von beiden
swr-refuse-sanctuary-tried = um Zuflucht wurde schon einmal gebeten: jetzt müssen sie fliehen
swr-refuse-not-fleeing = { $person } gehört nicht zu denen, die fliehen müssen
swr-refuse-cell-still-unknown = das Feld in Zeile „{ $row }“, Spalte „{ $column }“ ist noch unbekannt: trag es von deiner Tabelle ein
swr-refuse-game-over = das Spiel ist vorbei: { $why }
swr-refuse-changes-nothing = das würde nichts ändern

## What a paragraph does (the app's own summary)

swr-kind-unknown = Art unbekannt
swr-para-person-plain = { $name } ({ $kind }): keine Sonderregel.
swr-para-person = { $name } ({ $kind }): { $rules }
swr-para-99 = Der Überfall ist verraten: Alle deine Leute auf dem Feld werden gefangen, und die Königliche Moral steigt um 1.
swr-para-100 = Verraten: Alle deine Leute auf dem Feld werden gefangen und die Hälfte davon (abgerundet, deine Wahl) verletzt; eine weitere Person von dir anderswo (deine Wahl) wird ebenfalls gefangen.
swr-para-101 = Das Gefängnis wurde bewacht: Der ganze Überfalltrupp wird gefangen.
swr-para-102 = Auf der Mauer entdeckt: Die Hälfte deiner Leute (abgerundet, deine Wahl) wird verletzt, und alle müssen fliehen.
swr-para-103 = Aus dem Hinterhalt: Die Person mit dem höchsten Überfallwert (bei Gleichstand deine Wahl) wird gefangen; der Rest muss fliehen.
swr-para-104 = Zu viele Wachen: Deine Leute müssen fliehen, der Überfall scheitert.
swr-para-105 = Zurückgeschlagen: Zwei deiner Leute (deine Wahl) werden gefangen; die anderen bleiben unversehrt.
swr-para-106 = Entdeckt: Zieh alle deine Leute vom Feld auf ein benachbartes; eine Person des Überfalltrupps (deine Wahl) wird verletzt.
swr-para-107 = Die Pest im Ort: Sind McCoy oder Goren dabei, lies 150; sonst bleibt der Überfall ohne Wirkung.
swr-para-108 = Ein { -squad } lagert in der Nähe: Der nächste { -squad }, der nicht schon hier ist, zieht zu deinen Leuten (bei Gleichstand deine Wahl). Der Überfall wartet.
swr-para-109 = Ein Loch in der Mauer: Ein blind gezogener Gefangener kommt frei; alle anderen bleiben.
swr-para-110 = Ein harter Kampf gewonnen: Die Gefangenen kommen frei; die Hälfte der Leute, die du hier hattest (abgerundet, deine Wahl; nicht die Befreiten), wird verletzt.
swr-para-111 = Befreit, doch die Besatzung jagt hinterher: Die Gefangenen kommen frei, und alle deine Leute hier, die Befreiten eingeschlossen, müssen fliehen.
swr-para-112 = Stille Nachtarbeit: Die Gefangenen kommen frei; zwei deiner Leute (deine Wahl) werden verletzt.
swr-para-113 = Ohne Zwischenfall: Die Gefangenen kommen frei.
swr-para-114 = Die Wachen sind beim Trinken: Die Gefangenen kommen frei, und du behältst ihre Pferde (ein Pferdemarker hier).
swr-para-115 = Königliches Gold zum Mitnehmen: Die Gefangenen kommen frei; würfle und leg das Ergebnis in die Kriegskasse.
swr-para-116 = Eine saubere Befreiung findet Bewunderer: Die Gefangenen kommen frei, und ein Neutraler oder Geistlicher deiner Wahl schließt sich dir an.
swr-para-117 = Eine lautlose Befreiung, die den König bestürzt: Die Gefangenen kommen frei, und die Königliche Moral sinkt um 1.
swr-para-150 = Der Heiler besiegt die Pest: Königliche Moral −1 und Hexerei +1. Würfle erneut auf der Überfalltabelle (nochmal 108 heißt, der Überfall scheitert, sonst nichts); der Heiler nimmt an diesem Ergebnis nicht teil und wird danach gefangen.
swr-para-200 = Im Stall erwischt: Alle deine Leute auf dem Feld werden eingesperrt.
swr-para-201 = Die Pferde sind bewacht: keine Pferde, kein Schaden.
swr-para-202 = Pferde erbeutet, ein Pfeil am Tor: ein Pferdemarker hier; eine Person von dir (deine Wahl) wird verletzt.
swr-para-203 = Die Pferde der Stadtwache gehören dir: ein Pferdemarker hier.
swr-para-204 = Ein freundlicher Schmied: ein Pferdemarker hier, und dieser Stapel braucht diese Runde keine Vorräte.
swr-para-300 = In der Kirche verraten: Zuflucht verweigert, und alle deine Leute hier werden eingesperrt.
swr-para-301 = Alarm wird geschlagen: Zuflucht verweigert, und deine Leute müssen fliehen.
swr-para-302 = Höflich abgewiesen: Zuflucht verweigert.
swr-para-303 = Zuflucht für kurze Zeit: Leg einen Zufluchtsmarker; deine Leute müssen bis zum Ende des dritten Tages ab heute gehen.
swr-para-304 = Willkommen: Leg einen Zufluchtsmarker.
swr-para-400 = Eingeholt: Alle Fliehenden werden gefangen.
swr-para-401 = In die Enge getrieben: Eine Person der Gruppe (deine Wahl) entkommt; die anderen werden eingesperrt.
swr-para-402 = Die Verwundeten bleiben zurück: Jede verletzte Person der Gruppe wird eingesperrt.
swr-para-403 = Einer fällt zurück: Eine verletzte Person (deine Wahl), falls vorhanden, wird eingesperrt.
swr-para-404 = Im Galopp davon: Alle Pferde sind verbraucht (entferne den Pferdemarker); alle entkommen.
swr-para-405 = Eine saubere Flucht.

## A word typed that names nothing (the words to type stay in English)

swr-word-no-table = keine Tabelle namens „{ $text }“: wähle eine von { $names }
swr-word-no-stat = „{ $text }“ ist kein Wert eines { -counter(form: "gen") }: nimm persuasiveness, raid oder donations
swr-word-no-kind = „{ $text }“ ist keine Art: enterprise, archon, neutral, royalist, cleric
swr-word-no-space-kind = „{ $text }“ ist keine Feldart: town, castle, cathedral, bridge-ford, road, forest, other
swr-word-no-orders = „{ $text }“ ist kein königlicher Befehl: nimm patrol, search oder seize
swr-word-no-target = nenne, wen du anwirbst: eine Person, oder squad für einen { -squad }

## What a person can do (the app's own words)

swr-ability-adds-persuasiveness = Beim Anwerben zählt ihre Überzeugungskraft zu der der handelnden Person.
swr-ability-adds-raid = Beim Überfall zählt ihr Überfallwert zu dem der handelnden Person.
swr-ability-adds-donations = Beim Bitten um Spenden zählt ihr Spendenwert zu dem der handelnden Person.
swr-ability-raid-bonus = +{ $value } auf einen Überfall auf { $space }, an dem sie teilnimmt.
swr-ability-raid-frees = Ein Überfall auf { $space } mit ihr befreit die Gefangenen dort ohne Wurf.
swr-ability-horse-theft-bonus = +{ $value } auf Pferdediebstahl, wo sie ist.
swr-ability-flight-bonus = +{ $value } auf die Flucht einer Gruppe, in der sie ist.
swr-ability-forest-flight-bonus = Flucht in einen Wald mit ihr gibt +{ $value } statt +2.
swr-ability-sanctuary-bonus = +{ $value }, wenn sie um Zuflucht bittet.
swr-ability-sanctuary-automatic = Bittet sie um Zuflucht, wird sie immer gewährt.
swr-ability-morale-out-royalist = Einen Royalisten auf ihrem Feld anzuwerben senkt die Königliche Moral nicht.
swr-ability-morale-out-kings-men = Einen { -squad } auf ihrem Feld anzuwerben senkt die Königliche Moral nicht.
swr-ability-forces-patrol = Ein { -squad } auf ihrem Feld würfelt immer in der Spalte Patrouille.
swr-ability-healer = Heilt überall, bis zu drei auf einmal (zwei bei 4 oder weniger, drei bei einer 1); darf das { -medkit } nutzen: bis zu drei geheilt, Hexerei +1.
swr-ability-on-recruit-morale = Königliche Moral { $change }
swr-ability-on-recruit-witchcraft = Hexerei { $change }
swr-ability-on-recruit = Beim Anwerben: { $changes }.
swr-ability-brings-along = Wer sie anwirbt, bekommt auch { $person } unter Kontrolle.
swr-ability-frees-prisoners = Einmal pro Spiel, wann du willst: Befreie alle Gefangenen in { $space }.
swr-ability-ballad = Jeder gelungene Überfall in ihrem Beisein (Gefangene befreit, höchstens eine deiner Personen verletzt oder gefangen): Königliche Moral −1.
swr-ability-beam-exemption = Beamen auf ihr Feld oder von dort erhöht die Hexerei nicht (Vorräte, Kits und Phaser schon).
swr-ability-preacher = Darf als Aktion des Feldes predigen: Hexerei oder Königliche Moral −1 (deine Wahl); dann zieht der nächste { -squad }, der nicht schon dort ist, zu ihm.
swr-ability-river-travel = Beginnt sie am Fluss oder am Meer, zieht sie mit deinen Leuten dort auf ein beliebiges anderes Feld am Fluss oder am Meer.
swr-ability-horse-breeder = Bringt beim Anwerben ein Pferd mit; alle auf ihrem Feld gelten als beritten.
swr-person-unknown = niemand namens „{ $query }“ im Sherwood Syndrome{ $hint }
swr-person-did-you-mean = { " " }(meintest du { $names }?)

## A chart's result codes, in words

swr-code-empty = leerer Ergebniscode
swr-code-malformed = Ergebniscode „{ $code }“: „{ $part }“ ist kein Code (erwartet sind Teile wie N, R, F, G, G half, 2I, all C, M+, W–)
swr-code-nothing = es passiert nicht viel
swr-code-recruited = angeworben: die Person gehört jetzt dir
swr-code-flee = deine Leute müssen fliehen (würfle auf der Fluchttabelle)
swr-code-small-haul = kleine Beute: +2 Gold in die Kriegskasse
swr-code-half-die-gold = würfle, halbiere (abgerundet) und lege so viel Gold in die Kriegskasse
swr-code-all-captured = alle deine Leute auf dem Feld werden gefangen (eingesperrt in der nächsten Stadt oder Burg)
swr-code-all-injured = alle deine Leute auf dem Feld werden verletzt
swr-code-some-captured = { $n ->
    [one] eine Person von dir (deine Wahl) wird gefangen (eingesperrt in der nächsten Stadt oder Burg)
   *[other] { $n } deiner Leute (deine Wahl) werden gefangen (eingesperrt in der nächsten Stadt oder Burg)
}
swr-code-some-injured = { $n ->
    [one] eine Person von dir (deine Wahl) wird verletzt
   *[other] { $n } deiner Leute (deine Wahl) werden verletzt
}
swr-code-index-rises = { $index } steigt um { $by }
swr-code-index-falls = { $index } sinkt um { $by }
swr-code-undefined = „{ $symbol }“ erklärt der Regeltext nicht: lies die Legende deiner Tabelle
swr-code-squad-moves = der { -squad } zieht (bis zu zwei Felder) zum nächsten Feld, auf dem du Leute hast; Gefangene und Leute in Zuflucht zählen nicht
swr-code-squad-does-nothing = Der { -squad } tut nichts.
swr-code-then = {"; dann "}
swr-code-sentence = { $text }.
swr-code-legend-only = „{ $symbol }“ tut, was die Königstruppen-Legende deiner Tabelle sagt: die App fragt, was es mit den Leisten macht

## A space named by its kind

swr-space-a = { $kind ->
    [town] eine Stadt
    [castle] eine Burg
    [cathedral] eine Kathedrale
    [royal-palace] der Königspalast
    [bridge-ford] eine Brücke oder Furt
    [road] eine Straße
    [forest] ein Wald
   *[other] ein anderes Feld
}
swr-space-unnamed = ein unbenanntes Feld

## A table's data or a cell that cannot be taken

swr-tabledata-toml = Tabellendaten nicht lesbar: { $why }
swr-tabledata-bands = Tabelle „{ $table }“: { $why }
swr-tabledata-code = Tabelle „{ $table }“, Zeile „{ $row }“: { $why }
swr-tabledata-no-paragraph = Tabelle „{ $table }“, Zeile „{ $row }“: „{ $cell }“ ist kein Abschnitt des Regelhefts
swr-tabledata-no-meaning = Tabelle „{ $table }“, Zeile „{ $row }“: für „{ $cell }“ ist keine Bedeutung angegeben
swr-tabledata-no-person = Tabelle „{ $table }“: eine Zeile nennt die unbekannte Person „{ $person }“
swr-tabledata-nameless = Tabelle „{ $table }“: eine Zeile hat weder Namen noch Person
swr-tabledata-set = Tabelle „{ $table }“ kommt doppelt vor oder eine Tabelle fehlt: jede der neun muss genau einmal da sein
swr-cell-no-paragraph = „{ $text }“ ist keine Abschnittsnummer des Regelhefts
swr-cell-not-a-result = „{ $given }“ ist keines der Ergebnisse dieser Tabelle ({ $expected })
swr-cell-not-on-table = dieses Feld gehört nicht zu dieser Tabelle
swr-cell-printed = dieses Feld steht im Regelheft und kann nicht geändert werden
swr-cell-bad-row-name = ein Zeilenname muss 1 bis 60 Zeichen lang sein
swr-cell-row-exists = die Tabelle hat schon eine Zeile namens „{ $name }“

## What a result leaves to settle

swr-result-all-captured = Alle deine Leute hier werden gefangen.
swr-result-all-imprisoned = Alle deine Leute hier werden eingesperrt.
swr-result-injured-imprisoned = Jede verletzte Person der Gruppe wird eingesperrt.
swr-result-one-gets-away = Wähle, wer entkommt; die anderen werden eingesperrt.
swr-result-highest-raid-captured = Wer den höchsten Überfallwert hat, wird gefangen (bei Gleichstand deine Wahl).
swr-result-one-injured-imprisoned = Wähle eine verletzte Person: Sie wird eingesperrt.
swr-result-choose-captured = Wähle, wer gefangen wird.
swr-result-all-injured = Alle deine Leute hier werden verletzt.
swr-result-choose-injured = Wähle, wer verletzt wird.
swr-result-another-captured = Eine weitere Person von dir anderswo wird gefangen (deine Wahl).
swr-result-move-away = Zieh alle deine Leute von hier auf ein Nachbarfeld.
swr-result-anyone-joins = Ein beliebiger Neutraler oder Geistlicher im Spiel schließt sich dir an.
swr-result-horse-here = Ein Pferdemarker hier: Deine Leute hier haben Pferde.
swr-result-horses-spent = Die Pferde sind verbraucht.
swr-result-no-supply = Dieser Stapel braucht diese Runde keine Vorräte.
swr-result-sanctuary-limited = Zuflucht, die bis zum Ende des dritten Tages ab heute zu verlassen ist.
swr-result-sanctuary = Zuflucht gewährt.
swr-result-your-people = deinen Leuten
swr-result-nearest-squad = Der nächste { -squad }, der nicht schon in { $space } ist, zieht zu { $whom } (bei Gleichstand deine Wahl).
swr-result-prisoners-free = Die Gefangenen in { $space } kommen frei und schließen sich dir an.
swr-result-prisoners-free-hidden = { $hidden ->
    [one] Die Gefangenen in { $space } kommen frei und schließen sich dir an: Dreh den verdeckten { -counter } um und sag, wer es ist.
   *[other] Die Gefangenen in { $space } kommen frei und schließen sich dir an: Dreh die { $hidden } verdeckten { -counter(form: "pl") } um und sag, wer jeweils dahinter steckt.
}
swr-result-one-free = Ein blind gezogener Gefangener kommt frei.
swr-result-draw-one-free = Zieh blind einen Gefangenen-{ -counter }: Dieser kommt frei. Wer ist es?
swr-result-joins = { $person } schließt sich dir an.
swr-result-squad-joins = Der { -squad } { $squad } schließt sich dir an.
swr-result-legend = „{ $symbol }“ erklärt die Legende deiner Tabelle, nicht der Regeltext: Tippe an, was es mit den Leisten macht.

## Changes in words (the log, the confirm step)

swr-at-enterprise = die Enterprise
swr-at-off-map = außerhalb des { -map(form: "gen") }
swr-at-unknown-prison = ein unbekanntes Gefängnis
swr-change-track = { $track } { $change }
swr-change-injure = { $person } wird verletzt
swr-change-heal = { $person } wird geheilt
swr-change-capture-at = { $person } wird in { $prison } eingesperrt
swr-change-capture = { $person } wird an Ort und Stelle eingesperrt
swr-change-free = { $person } kommt frei und schließt sich dir an
swr-change-free-all = die Gefangenen in { $space } kommen frei
swr-change-recruit = { $person } schließt sich dir an
swr-change-leave = { $person } verlässt deine Sache
swr-change-move = { $kind ->
    [enterprise] { $person } auf die Enterprise
    [off-map] { $person } verlässt den { -map }
    [unseen] { $person } in ein unbekanntes Gefängnis
   *[other] { $person } nach { $to }
}
swr-change-horse = { $person } hat ein Pferd
swr-change-no-horse = { $person } hat kein Pferd
swr-change-sanctuary-until = { $person } in Zuflucht bis zum Ende von Runde { $turn }
swr-change-sanctuary = { $person } in Zuflucht
swr-change-leave-sanctuary = { $person } verlässt die Zuflucht
swr-change-move-squad = { $kind ->
    [off-map] der { -squad } { $squad } verlässt den { -map }
   *[other] der { -squad } { $squad } nach { $to }
}
swr-change-recruit-squad = der { -squad } { $squad } schließt sich dir an
swr-change-orders = Königliche Befehle: { $orders }
swr-fealty-unsworn = keine { -fealty } geschworen
swr-fealty-sworn = dem König { -fealty } geschworen
swr-fealty-open-rebellion = in offener { -rebellion }
swr-change-fealty = { $town }: { $fealty }
swr-change-set-aside = { $person } verlässt den { -map }
swr-change-free-supply = in { $space } sind diese Runde keine Vorräte fällig
swr-change-release = { $person } befreit die Gefangenen ihres Ortes
swr-change-identify = der Gefangene in { $space } ist { $person }
swr-change-place-neutral = { $person } steht in { $space } (beim Aufbau gesetzt)
swr-change-record-prisoners = Gefangene in { $space }: { $archon } Archon, { $neutral } Neutrale, { $unknown } nicht angesehen
swr-all-imprisoned = { $n ->
    [one] { $who } wird in { $place } eingesperrt.
   *[other] { $who } werden in { $place } eingesperrt.
}
swr-all-injured = { $n ->
    [one] { $who } ist verletzt.
   *[other] { $who } sind verletzt.
}
swr-all-healed = { $n ->
    [one] { $who } ist geheilt.
   *[other] { $who } sind geheilt.
}
swr-all-horse = { $n ->
    [one] { $who } hat ein Pferd.
   *[other] { $who } haben je ein Pferd.
}
swr-all-no-horse = { $n ->
    [one] { $who } hat jetzt kein Pferd.
   *[other] { $who } haben jetzt kein Pferd.
}
swr-all-sanctuary-until = { $n ->
    [one] { $who } ist in Zuflucht bis zum Ende von Runde { $turn }.
   *[other] { $who } sind in Zuflucht bis zum Ende von Runde { $turn }.
}
swr-all-sanctuary = { $n ->
    [one] { $who } ist in Zuflucht.
   *[other] { $who } sind in Zuflucht.
}
swr-all-at = { $kind ->
    [enterprise] { $n ->
        [one] { $who } ist jetzt auf der Enterprise.
       *[other] { $who } sind jetzt auf der Enterprise.
    }
    [off-map] { $n ->
        [one] { $who } ist jetzt außerhalb des { -map(form: "gen") }.
       *[other] { $who } sind jetzt außerhalb des { -map(form: "gen") }.
    }
   *[other] { $n ->
        [one] { $who } ist jetzt in { $place }.
       *[other] { $who } sind jetzt in { $place }.
    }
}

## Changes refused, and notes on changes made

swr-change-no-person = niemand mit der Kennung „{ $id }“ in diesem Spiel
swr-change-no-squad = kein { -squad } namens „{ $name }“
swr-change-no-town = keine Stadt namens „{ $name }“
swr-change-not-a-prison = { $place } ist weder Stadt noch Burg: Gefangene kommen in die nächste Stadt oder Burg, die du nennst
swr-change-prison-needed = nenne die Stadt oder Burg, die { $place } am nächsten ist: dort werden die Gefangenen eingesperrt
swr-change-hidden-first = nenne zuerst die verdeckten Gefangenen in { $place }: dreh ihre { -counter(form: "pl") } um und sag, wer sie sind
swr-change-not-on-planet = { $person } ist nicht auf dem Planeten und kann nicht gefangen werden
swr-change-no-space = kein Feld namens „{ $space }“: nenne einen Ort des { -map(form: "gen") }, einen im Spiel benannten oder eine Feldart (Wald, Straße, Brücke oder Furt) für einen neuen
swr-change-lies-unseen = { $person } liegt verdeckt unter den Gefangenen: dreh zuerst den { -counter } um und benenne ihn
swr-change-not-seen-prisoner = { $person } ist kein Gefangener, den du sehen kannst
swr-note-no-one-imprisoned = In { $space } war niemand eingesperrt.
swr-change-crew-never-leave = Besatzungsmitglieder verlassen dich nie; stattdessen werden sie verletzt
swr-note-now-neutral = { $person } ist von nun an neutral.
swr-change-prisoners-cannot-move = Gefangene können sich nicht bewegen: befreie sie zuerst
swr-change-only-unnamed-unseen = nur noch nicht benannte Gefangene sind verdeckt
swr-change-only-yours-aboard = nur deine eigenen Leute gehen an Bord der Enterprise
swr-change-sanctuary-free-only = nur freie Leute auf dem { -map } können in Zuflucht sein
swr-change-squad-on-map = ein { -squad } steht auf dem { -map } oder außerhalb
swr-change-orders-escalate = Königliche Befehle werden nur schärfer
swr-change-town-no-back = eine Stadt, die geschworen hat oder sich erhoben hat, kehrt nicht zurück
swr-change-prisoners-stay = Gefangene bleiben in ihrem Gefängnis: befreie sie zuerst
swr-change-cannot-release = diese Person kann keine Gefangenen befreien
swr-change-recruit-first = wirb die Person zuerst an: die Freilassung liegt bei ihr
swr-change-release-used = diese Freilassung ist schon verbraucht
swr-change-not-recruitable = Besatzungsmitglieder und das Königliche Gefolge können nicht angeworben werden
swr-change-prisoners-not-recruited = Gefangene können nicht angeworben werden: befreie sie
swr-change-already-yours = gehört schon zu dir
swr-note-rejoins = { $person } kehrt zurück: Die Leisten, die sich beim ersten Anwerben bewegten, bewegen sich nicht erneut.
swr-note-joins-as-well = { $person } schließt sich ebenfalls an.
swr-note-horse-marker = Ein Pferdemarker kommt auf das Feld.
swr-change-not-hidden-kind = { $person } kann kein verdeckter Gefangener sein: nur ein noch nicht gesehenes Besatzungsmitglied der Archon oder ein Neutraler, der nicht auf dem { -map } ist
swr-change-no-hidden-colour = in { $space } liegt kein verdeckter Gefangener in der Farbe von { $person }
swr-change-not-neutral = { $person } ist kein Neutraler
swr-change-neutral-placed = { $person } ist schon auf dem { -map } oder gefangen: nur ein noch nicht gesetzter Neutraler geht
swr-change-neutral-there = { $person } steht schon in { $place }: ein Neutraler pro Feld
swr-change-neutrals-full = { $n } Neutrale sind schon auf dem { -map }
swr-change-too-many-blue = das ergibt { $archon } dunkelblaue { -counter(form: "pl") }, aber nur { $unseen } Besatzungsmitglieder der Archon sind noch ungesehen
swr-change-too-few-blue = { $unseen } Besatzungsmitglieder der Archon sind noch ungesehen, aber nur { $counters } { -counter(form: "pl") } könnten sie sein (dunkelblau oder nicht angesehen)
swr-change-too-many-yellow = das ergibt { $neutral } gelbe { -counter(form: "pl") }, aber nur { $pool } Neutrale sind nicht zugeordnet

## A choice that cannot be taken

swr-choice-count = wähle { $n } davon
swr-choice-not-offered = { $choice } steht nicht zur Wahl
swr-choice-squad = wähle den { -squad }
swr-choice-where = sag, wohin
swr-choice-names = nenne jeden befreiten Gefangenen, jeden nur einmal
swr-choice-prison = nenne die nächste Stadt oder Burg: dort werden die Gefangenen eingesperrt
swr-choice-track-twice = eine Änderung pro Leiste: { $track } ist doppelt genannt

## Paragraphs asked for

swr-no-paragraph = im Sherwood Syndrome gibt es keinen Abschnitt { $n }
swr-paragraph-unrevealed = Abschnitt { $n } ist im Spiel noch nicht vorgekommen: bestätige, um ihn trotzdem zu lesen

## A name left empty

swr-empty-name = { $what ->
    [squad] kein { -squad } genannt
   *[place] kein Ort genannt
}

## The die

swr-awaiting-die = würfle und gib ein, was der Würfel zeigt (0 zählt als 10)

## Importing the rulebook

swr-import-empty = die Datei ist leer
swr-import-too-large = die Datei ist zu groß für ein Regelheft ({ $bytes } Bytes; höchstens 2 MB)
swr-import-nothing = keine nummerierten Abschnitte des Sherwood Syndrome gefunden: ist das sein Regelheft als reiner Text?

## Hidden prisoners

swr-hidden-dark-blue = { $n } dunkelblau
swr-hidden-yellow = { $n } gelb
swr-hidden-not-looked-at = { $n } nicht angesehen

## King's Men

swr-squad-nobody-there = Niemand wird gefasst: keiner deiner Leute ist in { $space }.
swr-squad-all-in-sanctuary = Niemand wird gefasst: alle deine Leute in { $space } sind in Zuflucht.
swr-squad-moves-where = Der { -squad } { $squad } zieht bis zu zwei Felder auf deine nächsten Leute zu: Wo hält er auf deinem { -map }?

## Expenses

swr-expenses-nothing = Nichts zu zahlen: keiner deiner Leute ist auf dem Planeten.
swr-expenses-paid = { $due } Gold für Vorräte bezahlt.
swr-expenses-beamed = Vorräte von der Enterprise: +4 Gold, Hexerei +1.
swr-expenses-free-supply = { $space } braucht diese Runde kein Gold
swr-expenses-hungry-injured = { $person } hungert und wird verletzt; { $space } braucht diese Runde kein Gold.
swr-expenses-hungry-leaves = { $person } verlässt deine Sache; { $space } braucht diese Runde kein Gold.
swr-expenses-then-squads = Würfle für jeden { -squad }, der auf deinem { -map } höchstens drei Felder von deinen Leuten entfernt ist (ohne Gefangene und Leute in Zuflucht); die App kennt die Karte nicht und überlässt dir das Abzählen.

## Actions not open here

swr-route-none-to-beam-down = keiner deiner Leute an Bord der Enterprise kann hinunterbeamen
swr-route-none-to-beam-up = keiner deiner Leute auf dem Planeten kann hinaufbeamen
swr-route-none-to-move = keiner deiner Leute auf dem Planeten kann sich bewegen
swr-route-raid-where = nur eine Burg, eine Stadt oder der Königspalast kann überfallen werden
swr-route-none-injured = keiner deiner Leute in { $space } ist verletzt
swr-route-heal-where = ohne McCoy oder Goren heilen Wunden nur in einer Stadt oder Kathedrale
swr-route-none-recruitable = in { $space } kann niemand angeworben werden (kein Neutraler, Royalist, Geistlicher oder { -squad } dort)

## Notes on the turn

swr-note-roll-kept = Der Wurf bleibt stehen: Trag das Feld von deiner Tabelle ein, dann wird er mit diesem Würfel aufgelöst.
swr-note-no-expenses = Keine Ausgaben: keiner deiner Leute ist auf dem Planeten.
swr-note-expenses = Ausgaben: { $due } Gold, eins für jedes Feld mit deinen Leuten ({ $spaces ->
    [one] 1 Feld
   *[other] { $spaces } Felder
}).
swr-note-orders-seize = Die Königliche Moral liegt unter 5: Die königlichen Befehle werden zu Beschlagnahme.

## Rolls

swr-roll-read-paragraph = lies Abschnitt { $n }
swr-roll-not-known = noch unbekannt: lies das Feld in Zeile „{ $row }“, Spalte „{ $column }“ deiner Tabelle
swr-roll-automatic = automatisch
swr-roll-below-lowest = Eine Summe von { $total } liegt unter der niedrigsten Zeile der Tabelle „{ $table }“: Sie gilt als diese Zeile (abgeleitet).
swr-roll-above-highest = Eine Summe von { $total } liegt über der höchsten Zeile der Tabelle „{ $table }“: Sie gilt als diese Zeile (abgeleitet).
swr-roll-inferred-why = es folgt aus den gedruckten Feldern
swr-roll-inferred = Dieses Ergebnis stammt aus einem abgeleiteten Feld (Zeile „{ $row }“, Spalte „{ $column }“ der Tabelle „{ $table }“): { $why }. Steht auf deiner Tabelle dort etwas anderes, korrigiere das Feld im Reiter Tabellen.
swr-roll-half-die = G half: ein zweiter Würfel, halbiert (abgerundet), ist das gewonnene Gold
swr-odds-index = { $index } { $delta }
swr-log-table-row = { $table } ({ $row })
swr-log-modifier = { $value } { $label }
swr-log-head-result = { $head }: { $result }
swr-roll-code-means = { $code }: { $meaning }
    .speak = { $meaning }
swr-roll-unknown-short = ? ({ $row } / { $column })
