# Die Regeln von The Sherwood Syndrome in Worten, Fortsetzung (sherwood-rules.ftl): die
# Schritte des Protokolls, was noch zu klären ist, die Notizen einer Aktion, die Chancen in
# Worten und was in einen Wurf eingeht. Eine Protokollzeile bleibt in ihrer Sprache.

## Das Rundenprotokoll

swr-log-turn = Runde { $turn } · { $step }
    .speak = Runde { $turn }, { $step }
swr-log-title = The Sherwood Syndrome — Rundenprotokoll
swr-log-healing = Heilung
swr-log-die = { $head }: Wurf { $die } → { $result }
    .speak = { $head }: Wurf { $die }, also { $result }
swr-log-die-total = { $head }: Wurf { $die }, insgesamt { $total } → { $result }
    .speak = { $head }: Wurf { $die }, insgesamt { $total }, also { $result }
swr-log-die-modifiers = { $head }: Wurf { $die }, { $modifiers }: insgesamt { $total } → { $result }
    .speak = { $head }: Wurf { $die }, { $modifiers }: insgesamt { $total }, also { $result }

## Die Schritte des Protokolls: was der Spieler tat

swr-log-new-place = { $kind ->
    [town] neue Stadt
    [castle] neue Burg
    [cathedral] neue Kathedrale
    [royal-palace] neuer Königspalast
    [bridge-ford] neue Brücke oder Furt
    [road] neue Straße
    [forest] neuer Wald
   *[other] neues Feld
}
swr-log-beam-down = Hinuntergebeamt: { $persons } → { $to }
    .speak = Hinuntergebeamt: { $persons } nach { $to }
swr-log-beam-up = Hinaufgebeamt: { $persons }
swr-log-move = Bewegt: { $persons } → { $to }
    .speak = Bewegt: { $persons } nach { $to }
swr-log-by = { " " }durch { $person }
swr-log-recruit = Anwerbung von { $target } in { $space }{ $by }
swr-log-recruit-squad = Anwerbung des Königstruppen-{ -squad(form: "pl") } in { $space }{ $by }
swr-log-recruit-someone = Anwerbung in { $space }{ $by }
swr-log-donations = Bitte um Spenden in { $space }{ $by }
swr-log-raid = Überfall auf { $space }{ $by }
swr-log-horse-theft = Pferdediebstahl in { $space }{ $by }
swr-log-sanctuary = Bitte um Zuflucht in { $space }{ $by }
swr-log-heal-kit = Heilung in { $space } mit dem { -medkit }
swr-log-heal = Heilung in { $space }
swr-log-roll-table = { $table ->
    [fealty] Wurf auf der Treuetabelle in { $space }{ $by }
    [kings-men] Wurf auf der Königstruppentabelle in { $space }{ $by }
    [flight] Wurf auf der Fluchttabelle in { $space }{ $by }
   *[other] Wurf auf der Tabelle { $table } in { $space }{ $by }
}
swr-log-buy-horses = Pferde gekauft in { $space }
swr-log-aid-the-poor = { $gold } Gold für die Armen in { $space }
swr-log-preach = Bruder Gerald predigt gegen { $track }
swr-log-roll-gold = Wurf um Gold
swr-log-end-rebel-actions = Aktionen der Rebellen beendet
swr-log-pay-expenses = Ausgaben bezahlt
swr-log-beam-supplies = Vorräte hinuntergebeamt
swr-log-starve = { $person } hungern lassen
swr-log-end-expenses = Ausgaben der Rebellen beendet
swr-log-kings-men = Königstruppen: der { -squad } { $squad }
swr-log-end-kings-men = Aktionen der Königstruppen beendet
swr-log-party-enters = Das Königliche Gefolge zieht in { $town } ein
swr-log-party-leaves-palace = Das Königliche Gefolge verlässt den Palast nach { $town }
swr-log-party-road = Das Königliche Gefolge zieht die Straße entlang
swr-log-fealty-again = Erneut { -fealty }
swr-log-end-turn = Runde beendet
swr-log-adjust = Angepasst: { $change }
swr-log-flee = Flucht → { $to }
    .speak = Flucht nach { $to }
swr-log-seek-sanctuary = { $person } sucht Zuflucht, statt zu fliehen
swr-log-resolve-roll = Der aufbewahrte Wurf, gelesen auf dem eingetragenen Feld
swr-log-raid-again = Erneut die Überfalltabelle (Abschnitt 150)
swr-log-left-undone = Nicht erledigt: { $task }

## Was noch zu klären ist

swr-done-injured = Wer verletzt wird
swr-done-healed = Wer geheilt wird
swr-done-captured = Wer gefangen wird
swr-done-gets-away = Wer entkommt
swr-done-joins = Wer sich dir anschließt
swr-done-goes-free = Wer freikommt
swr-done-squad-comes = Der { -squad }, der nach { $space } kommt
swr-done-squad-stops = Wo der { -squad } { $squad } anhält
swr-done-destination = Wohin deine Leute gehen
swr-done-identify = Wer die Gefangenen in { $space } sind
swr-done-legend = Was „{ $symbol }“ laut der Legende deiner Tabelle bewirkte
swr-done-flight = Die Flucht aus { $space }
swr-done-roll = Der aufbewahrte Wurf ({ $table }) für ein Tabellenfeld
swr-done-raid-again = Der zweite Wurf auf der Überfalltabelle
swr-done-gold-die = Der Würfel um Gold
swr-task-flee-or-sanctuary = Deine Leute in { $space } müssen fliehen: Such erst Zuflucht oder flieh auf ein Nachbarfeld.
swr-task-flee = Deine Leute in { $space } müssen auf ein Nachbarfeld fliehen.
swr-task-roll = Der Wurf ({ $table }) wartet auf ein Feld deiner Tabelle: Zeile „{ $row }“, Spalte „{ $column }“.
swr-task-raid-again = Würfle in { $space } erneut auf der Überfalltabelle (Abschnitt 150).
swr-task-gold-die = Würfle: so viel Gold kommt in die Kriegskasse.
swr-task-gold-die-half = Würfle und halbiere (abgerundet): so viel Gold kommt in die Kriegskasse.

## Aktionen der Rebellen: was eine Aktion bewirkt, im Protokoll

swr-note-beam-exempt = { $person } ist in { $space }: Beamen erhöht die Hexerei nicht.
swr-note-beam-down = Hinunterbeamen nach { $space }: Hexerei +1.
swr-note-beam-up = Hinaufbeamen: Hexerei +1.
swr-note-how-far = Bis zu zwei Felder (drei mit Pferd, Halt beim Betreten eines Waldes); Wasser nur an Furten und Brücken.
swr-route-already-yours = { $person } gehört schon zu deinen Leuten
swr-note-phasers-used = Phaser eingesetzt: Hexerei +1.
swr-note-medical-kit-used = Das { -medkit }: Hexerei +1.
swr-result-ballad = Mauras Ballade: Wurde höchstens einer deiner Leute verletzt oder gefangen, Königliche Moral −1.
swr-result-choose-healed = Wähle, wer geheilt wird.
swr-note-half-die-gold = G half: +{ $gold } Gold für die Kriegskasse.
swr-note-horses-bought = { $gold } Gold für Pferde: Leg einen Pferdemarker hin.
swr-note-aid-the-poor = { $gold } Gold für die Armen in { $space }: { $steps ->
    [0] weniger als 5, die Hexerei bleibt, wie sie ist.
   *[other] Hexerei −{ $steps }{ $spare ->
        [0] {""}
       *[other] {" "}(die letzten { $spare } bewirken nichts)
    }.
}
swr-note-preaches = { $person } predigt in { $space }: { $track } −1.
swr-note-opens-prisons = { $person } öffnet die Gefängnisse von { $space }.

## Das Königliche Gefolge und die Treue

swr-route-not-a-town = „{ $town }“ ist keine der sechs Städte
swr-route-town-decided = { $town } hat schon geschworen oder sich erhoben
swr-route-randisfarne-next = nach Farnosh Bridge führt die Straße nach Randisfarne
swr-route-klamath-last = Klamath Town ist die letzte Stadt an der Straße
swr-route-first-move = bei seinem ersten Zug geht das Königliche Gefolge nach Farnosh Bridge
swr-note-party-road = Das Königliche Gefolge zieht ein Feld die Straße entlang (gegen den Uhrzeigersinn).
swr-note-sworn-already = { $town } hat schon geschworen: kein Treuewurf; das Königliche Gefolge zieht nächste Runde weiter.
swr-note-leaves-map = { $person } verlässt den { -map }.
swr-note-swears = { $town } schwört { -fealty }; das Königliche Gefolge zieht nächste Runde weiter.
swr-note-rises = { $town } erhebt sich in offener { -rebellion }!
swr-note-rebellion-as-defy = Offene { -rebellion } zählt nur, wenn die ganze Archon-Besatzung frei ist: Sie gilt als Trotz.
swr-note-defies = { $town } trotzt dem König: Das Königliche Gefolge bleibt; Königliche Moral −1.
swr-result-delay-imprisoned = Eine Person von dir in der Stadt (deine Wahl) wird gefangen.
swr-note-delays = { $town } zögert: Das Königliche Gefolge bleibt.
swr-note-sanctuary-over = Die drei Tage Zuflucht von { $person } sind vorbei.

## Flucht, Zuflucht, aufbewahrte Würfe und der Würfel um Gold

swr-note-no-one-to-flee = In { $space } ist niemand von dir mehr, der fliehen müsste.
swr-note-flee = { $n ->
    [one] { $who } flieht von { $from } nach { $to }.
   *[other] { $who } fliehen von { $from } nach { $to }.
}
swr-route-flee-elsewhere = sie fliehen auf ein Nachbarfeld, nicht dorthin, wo sie sind
swr-note-sanctuary-refused = Zuflucht verweigert: Die Gruppe muss fliehen.
swr-note-kept-die = Der aufbewahrte Würfel ({ $die }), insgesamt { $total }, gelesen auf dem eingetragenen Feld.
swr-note-phasers-paid = Die Phaser zählen weiter; ihre Hexerei wurde beim ersten Wurf bezahlt.
swr-note-108-again = Wieder 108: Der Überfall scheitert, sonst geschieht nichts.
swr-note-107-again = Wieder 107: Die Seuche ist schon geheilt; der Überfall bleibt ohne Wirkung.
swr-result-healer-arrested = Der Überfall ist vorbei: Der Heiler wird wegen Hexerei verhaftet.
swr-note-gold-die = Wurf { $die }: +{ $gold } Gold für die Kriegskasse.

## Die Chancen in Worten (was ein Ergebnis bewirkt, soweit der Spieler es wissen darf)

swr-odds-all-captured = alle gefangen
swr-odds-all-captured-and-one = alle gefangen, und noch einer
swr-odds-some-injured-all-flee = einige verletzt, alle fliehen
swr-odds-one-captured-rest-flee = einer gefangen, die anderen fliehen
swr-odds-all-flee = alle fliehen
swr-odds-two-captured = zwei gefangen
swr-odds-driven-off = vertrieben, einer verletzt
swr-odds-plague = Seuche: ohne Heiler keine Wirkung
swr-odds-healer-taken = der Heiler heilt die Seuche und wird gefasst
swr-odds-squad-comes = ein { -squad } kommt, sonst nichts
swr-odds-one-freed = ein Gefangener befreit
swr-odds-freed-some-injured = Gefangene befreit, einige verletzt
swr-odds-freed-all-flee = Gefangene befreit, alle fliehen
swr-odds-freed-two-injured = Gefangene befreit, zwei verletzt
swr-odds-freed = Gefangene befreit
swr-odds-all-imprisoned = alle eingekerkert
swr-odds-nothing-happens = nichts geschieht
swr-odds-horse-one-injured = ein Pferd, einer verletzt
swr-odds-horse = ein Pferd
swr-odds-refused = abgewiesen, sonst nichts
swr-odds-sanctuary-three-days = Zuflucht für drei Tage
swr-odds-sanctuary = Zuflucht
swr-odds-all-but-one-imprisoned = alle bis auf einen eingekerkert
swr-odds-injured-taken = die Verletzten werden gefasst
swr-odds-one-injured-taken = ein Verletzter gefasst
swr-odds-escape-horses-spent = entkommen, Pferde erschöpft
swr-odds-escape = entkommen
swr-odds-legend = „{ $symbol }“ laut der Legende deiner Tabelle
swr-odds-nothing-much = nicht viel
swr-odds-recruited = angeworben
swr-odds-small-haul = +2 Gold
swr-odds-half-die-gold = ein halber Würfel Gold
swr-odds-all-injured = alle verletzt
swr-odds-captured = { $n ->
    [1] einer gefangen
    [2] zwei gefangen
    [3] drei gefangen
   *[other] { $n } gefangen
}
swr-odds-injured = { $n ->
    [1] einer verletzt
    [2] zwei verletzt
    [3] drei verletzt
   *[other] { $n } verletzt
}
swr-odds-squad-moves = der { -squad } rückt auf deine Leute vor
swr-odds-squad-does-nothing = der { -squad } tut nichts
swr-odds-open-rebellion = Offene { -rebellion } (ist die ganze Archon-Besatzung frei, gewinnt sie; sonst gilt sie als Trotz)
swr-odds-defy = Trotz (das Gefolge bleibt, Königliche Moral −1)
swr-odds-delay = Aufschub (das Gefolge bleibt; einer deiner Leute in der Stadt wird gefangen)
swr-odds-swear-fealty = die Stadt schwört { -fealty }
swr-odds-healed = geheilt
swr-odds-not-healed = nicht geheilt
swr-odds-paragraph = Abschnitt { $n }
swr-odds-paragraph-does = Abschnitt { $n } ({ $does })
swr-odds-paragraph-unread = Abschnitt { $n } (noch nicht gelesen)
swr-odds-unread-run = Abschnitte { $from } bis { $to }, noch nicht gelesen: je { $percent }
swr-odds-certain = Sicher: { $what }
swr-odds-not-entered = Noch nicht von deiner Tabelle eingetragen: { $n ->
    [one] { $n } Feld
   *[other] { $n } Felder
}{ $place ->
    [cell] { " " }(Zeile „{ $row }“, Spalte „{ $column }“)
    [column] { " " }der Spalte „{ $column }“
    [row] { " " }der Zeile „{ $row }“
   *[none] {""}
}
swr-odds-line = { $words }: { $percent }

## Was in einen Wurf eingeht: Modifikatoren, Notizen und was zuerst gesagt sein muss

swr-prep-phasers = Phaser erhöhen die Hexerei um 1.
swr-prep-missing-value = Der Wert „{ $stat }“ von { $name } ist noch unbekannt: Lies ihn auf der Rückseite des { -counter(form: "gen") } ab ({ $corner }).
swr-prep-missing-kind = Die Art von { $name } (Enterprise, Archon, Neutral, Royalist, Geistlicher) ist noch unbekannt: Lies sie an der Farbe des { -counter(form: "gen") } ab.
swr-prep-no-id = niemand mit der ID „{ $id }“ steht in der Personenliste
swr-prep-say-who = { $table ->
    [recruiting] sag, wer anwirbt
    [donations] sag, wer um Spenden bittet
    [raid] sag, wer den Überfall anführt
   *[sanctuary] sag, wer um Zuflucht bittet
}
swr-prep-actor-injured = { $person } ist verletzt: Verletzte tragen nichts bei und führen nicht, wähle also jemand anderen
swr-prep-actor-value = { $table ->
    [recruiting] { $person } wirbt an ({ $stat })
    [donations] { $person } bittet ({ $stat })
   *[raid] { $person } führt an ({ $stat })
}
swr-prep-helper-value = { $person } steuert { $stat } bei
swr-prep-squad-here = { -squad } auf dem Feld
swr-prep-say-where = { $table ->
    [donations] sag, wo du um Spenden bittest
    [raid] sag, wo du überfällst
    [horse-theft] sag, wo du Pferde stiehlst
   *[sanctuary] sag, wo du um Zuflucht bittest
}: ein Feldname oder eine Art von Feld
swr-prep-no-row-called = die Tabelle „{ $table }“ hat keine Zeile „{ $name }“
swr-prep-no-row = die Tabelle „{ $table }“ hat dafür keine Zeile
swr-prep-say-whom = sag, wen du anwerben willst
swr-prep-a-squad = ein { -squad }
swr-prep-cannot-spend = du kannst nicht { $gold } Gold ausgeben: Die Kriegskasse enthält nur { $chest }
swr-prep-gold-spent = ausgegebenes Gold
swr-prep-witchcraft-penalty = Hexerei { $witchcraft } (−1 je drei Punkte)
swr-prep-morale-waived = { $person } ist hier: Die Königliche Moral wird nicht abgezogen.
swr-prep-morale-penalty = Königliche Moral { $morale } ({ $target } anwerben)
swr-prep-take-gold = Nimm { $gold } Gold aus der Kriegskasse, wie der Wurf auch ausgeht.
swr-prep-raid-frees = { $person } ist bei den Angreifern: Die Gefangenen von { $space } kommen ohne Wurf frei.
swr-prep-phasers-need-crewman = Phaser brauchen ein unverletztes Besatzungsmitglied der Enterprise oder der Archon auf dem Feld
swr-prep-phasers-bonus = Phaser (ein Besatzungsmitglied der Föderation ist hier)
swr-prep-castle = Burg
swr-prep-royal-palace = Königspalast
swr-prep-secret-way = { $person } kennt einen geheimen Weg nach { $space }
swr-prep-first-raid = Der erste Überfall der Partie stellt die königlichen Befehle auf Durchsuchung um.
swr-prep-horses-in-town = Pferde kann man nur in einer Stadt stehlen (oder kaufen)
swr-prep-who-steals = sag, wer in der Stadt ist: Jemand Unverletztes muss stehlen
swr-prep-horse-thief = { $person } ist ein Pferdedieb
swr-prep-sanctuary-where = Zuflucht gibt es nur in einer Stadt oder einer Kathedrale
swr-prep-sanctuary-granted = { $person } bittet, und die Zuflucht wird ohne Wurf gewährt.
swr-prep-asks-persuasiveness = { $person } bittet (Überzeugungskraft)
swr-prep-witchcraft = Hexerei { $witchcraft }
swr-prep-federation = { $person } gehört zur Besatzung der Föderation
swr-prep-asks = { $person } bittet
swr-prep-finds-help = { $person } findet unterwegs Hilfe
swr-prep-forest-with = Flucht in einen Wald mit { $person }
swr-prep-forest = Flucht in einen Wald
swr-prep-all-horses = Alle Fliehenden haben ein Pferd
swr-prep-squads-both = { -squad(form: "pl") } auf beiden Feldern
swr-prep-squad-from = { -squad } auf dem verlassenen Feld
swr-prep-squad-to = { -squad } auf dem Zielfeld
swr-prep-move-first = Setz die Fliehenden vor dem Wurf auf das Nachbarfeld.
swr-prep-fealty-in-town = auf der Treuetabelle wird nur gewürfelt, wenn das Königliche Gefolge in einer Stadt ist
swr-prep-royal-morale = Königliche Moral { $morale }
swr-prep-stands-with-you = { $person } ({ $kind }) steht in der Stadt zu dir
swr-prep-forces-patrol = { $person } ist auf dem Feld des { -squad(form: "pl") }: Würfle in der Spalte Patrouille statt { $orders }.
swr-prep-kit-who = nur McCoy oder Goren, unverletzt, können das { -medkit } nutzen
swr-prep-kit-witchcraft = Das { -medkit } erhöht die Hexerei um 1.
swr-prep-kit-heals = { $person } nutzt das { -medkit }: Bis zu drei Verletzte hier werden geheilt.
swr-prep-three-at-most = höchstens drei Personen können auf einmal behandelt werden
swr-prep-treats = { $n ->
    [one] { $person } behandelt { $n } Person.
   *[other] { $person } behandelt { $n } Personen.
}
swr-prep-one-at-a-time = nur McCoy oder Goren können mehr als eine Person auf einmal behandeln
swr-prep-one-heals = Pro Feld darf in dieser Runde nur eine Person heilen.
swr-the-road = die Straße

swr-choice-end-rebel-actions = Aktionen der Rebellen beenden
swr-choice-pay-expenses = Ausgaben bezahlen
swr-choice-beam-supplies = Vorräte hinunterbeamen
swr-choice-end-expenses = Ausgaben der Rebellen beenden
swr-choice-end-kings-men = Aktionen der Königstruppen beenden
swr-choice-end-turn = Runde beenden
