# Der Textmodus (`pnp-companion play dnfm|sherwood`): ein Spiel Zeile für Zeile im Terminal,
# für Screenreader und für alle, die lieber nicht hinsehen.

cli-about-play = Ein Spiel Zeile für Zeile im Terminal spielen (für einen Screenreader oder ohne hinzusehen)
cli-about-play-dnfm = Do Not Forsake Me (Oh My Darling), Schritt für Schritt
cli-about-play-sherwood = The Sherwood Syndrome, Schritt für Schritt

## Das Gespräch

cli-play-prompt = {"> "}
cli-play-kept-as = Nach jedem Zug gespeichert als „{ $name }“; das Fenster öffnet es auch.
cli-play-how = Tippe die Nummer einer Wahl oder ihre ersten Wörter. Außerdem: hilfe, rückgängig, wiederholen, protokoll, ansehen, speichern, ende.
cli-play-help = Tippe die Nummer einer Wahl oder Wörter, die nur diese Wahl hat. Befehle: hilfe (dies), rückgängig (den letzten Schritt rückgängig machen), wiederholen (ihn erneut ausführen), protokoll (alle Schritte bisher), ansehen (der ganze Stand), speichern (jetzt speichern; jeder Schritt wird ohnehin gespeichert), ende (speichern und gehen). Nur Enter auf eine Frage geht zurück.
cli-play-help-question = Bei einer Frage: hilfe, ansehen und protokoll antworten und fragen erneut; rückgängig oder nur Enter geht zurück; ende speichert die Partie und beendet.
cli-play-save-question = Jeder Schritt wird gespeichert, sobald er getan ist: dieser, sobald seine Fragen beantwortet sind.
cli-play-choice-odds = { $words } ({ $chance })
cli-play-chance = { $percent }, { $band ->
    [certain] sicher
    [likely] wahrscheinlich
    [even] etwa halb und halb
    [unlikely] unwahrscheinlich
    [slim] eine geringe Chance
   *[none] keine Chance
}
cli-play-chance-under = unter { $percent }, eine geringe Chance
cli-play-over = Du kannst rückgängig machen, das Protokoll lesen oder beenden.
cli-play-bye = Gespeichert als „{ $name }“. Auf Wiedersehen.
cli-play-bye-not-saved = Die letzten Züge wurden nicht gespeichert; „{ $name }“ enthält das Spiel, wie es zuletzt gespeichert wurde. Auf Wiedersehen.
cli-play-saved = Gespeichert als „{ $name }“.
cli-play-not-saved = Nicht gespeichert: { $error }
cli-play-record-failed = Gespeichert, aber deine { -record } konnte die Partie nicht aufnehmen: { $error }
cli-play-log-entry = { $heading }, { $action }: { $lines }
cli-play-log-entry-bare = { $heading }, { $action }
cli-play-log-empty = Noch ist nichts geschehen.
cli-play-undone = Rückgängig gemacht: { $entry }
cli-play-redone = Erneut gespielt: { $entry }
cli-play-nothing-to-undo = Es gibt nichts rückgängig zu machen.
cli-play-nothing-to-redo = Es gibt nichts erneut zu spielen.
cli-play-cancelled = Zurück zur Wahl; nichts hat sich geändert.
cli-play-gone = Diese Wahl steht nicht mehr offen.
cli-play-not-a-choice = „{ $typed }“ ist hier keine Wahl: tippe eine Zahl von 1 bis { $last } oder hilfe.
cli-play-no-choices = „{ $typed }“ bedeutet hier nichts: tippe zurück, protokoll, ansehen oder ende.
cli-play-no-data-folder = Dieses System hat keinen Ordner zum Speichern von Spielen: setze PNP_COMPANION_DATA_DIR auf einen.
cli-play-no-such-save = Es gibt kein gespeichertes Spiel namens „{ $name }“. { $count ->
    [0] Von diesem Spiel ist noch keins gespeichert.
   *[other] Gespeichert: { $names }.
}
cli-play-your-choice = Deine Wahl (1 bis { $last })?
cli-play-your-choices = Deine Wahl (Nummern von 1 bis { $last }, oder alle)?
cli-play-pick-one = Tippe eine Zahl von 1 bis { $last }, oder Enter für zurück.
cli-play-pick-count = Wähle { $count }: ihre Nummern von 1 bis { $last }, durch Leerzeichen getrennt.
cli-play-pick-some = Wähle eine oder mehrere: ihre Nummern von 1 bis { $last }, durch Leerzeichen getrennt, oder alle.
cli-play-number-between = „{ $typed }“ ist keine Zahl von { $low } bis { $high }.

## Wörter, die man neben den englischen tippen kann

cli-play-word-help = hilfe
cli-play-word-undo = rückgängig
cli-play-word-redo = wiederholen
cli-play-word-log = protokoll
cli-play-word-look = ansehen
cli-play-word-save = speichern
cli-play-word-quit = ende
cli-play-word-station = station
cli-play-word-all = alle
cli-play-word-yes = ja
cli-play-word-no = nein

## Do Not Forsake Me

cli-play-dnfm-draw = { $purpose }: ziehe { $count ->
    [one] eine { -dice-card } und tippe sie, wie sie liegt, etwa 3B { -upside-down }
   *[other] { $count } { -dice-card(form: "pl") } und tippe sie, wie sie liegen, etwa 3B { -upside-down }, 5A aufrecht
}.
cli-play-dnfm-physical = Du legst deine eigenen Karten aus und ziehst deine eigenen { -dice-card(form: "pl") }. Tippe vor dem ersten Zug für jede Raumstation deiner { -star-map } station und einen Quadranten, etwa station 5.
cli-play-dnfm-cards-again = Diese Karten können nicht stimmen ({ $error }). Tippe die Karten dieser Ziehung noch einmal.
cli-play-dnfm-buy = { $system } kaufen: eine Stufe für { $price } { $price ->
    [one] Megacredit
   *[other] Megacredits
}
cli-play-dnfm-repair = { $system } reparieren: eine Stufe für { $price } { $price ->
    [one] Megacredit
   *[other] Megacredits
}
# A move in the text mode: how far, and the quadrant it lands on ($station: yes where that quadrant has a spacestation).
cli-play-dnfm-move-to = { $quadrants } fliegen, in Quadrant { $to }{ $station ->
    [yes] , eine Raumstation
   *[no] {""}
}
# Evading in the text mode: how many NavComm cards are drawn and the total they must reach (the bounty's Difficulty Level).
cli-play-dnfm-evade-needs = Ausweichen: { $cards ->
    [one] deine NavComm-Karte muss mindestens { $needed } zeigen
   *[other] deine { $cards } NavComm-Karten müssen zusammen mindestens { $needed } ergeben
}
# How far the next spacestation is, ahead of the ship.
cli-play-dnfm-next-station = Nächste Raumstation: Quadrant { $quadrant }, { $ahead ->
    [one] einen Quadranten voraus
   *[other] { $ahead } Quadranten voraus
}
cli-play-dnfm-help = Ausweichen, Kämpfen und Angreifen nennen ihre Chance nach dem, was du wissen kannst. Im physischen Spiel wirst du nach jeder gezogenen Karte gefragt.
cli-play-dnfm-help-stations = Tippe vor deinem ersten Zug station und einen Quadranten (1 bis 16), um eine Raumstation deiner { -star-map } zu setzen oder zu entfernen.
cli-play-dnfm-station-number = Tippe station und einen Quadranten von 1 bis 16, etwa station 5.
cli-play-dnfm-stations-set = Die { -star-map } liegt aus: Stationen lassen sich nur vor dem ersten Zug setzen.
cli-play-dnfm-station-added = Quadrant { $quadrant } hat eine Raumstation.
cli-play-dnfm-station-removed = Quadrant { $quadrant } hat keine Raumstation.

## The Sherwood Syndrome

cli-play-sw-help = Jede Aktion fragt wer, wohin und wie viel; vor einem Wurf hörst du die Chancen. Im physischen Spiel wirst du gefragt, was dein Würfel zeigt (0 zählt als 10). Ein Zählerwert oder Tabellenfeld, das niemand eingetragen hat, wird einmal erfragt und behalten. Du kannst auch eine Skriptzeile tippen, wie sherwood play sie liest.
cli-play-sw-at = { $verb } in { $place }
cli-play-sw-place-neutral = Sagen, wo ein gezogener Neutraler steht ({ $told } von { $count } gesagt)
cli-play-sw-which-neutral = Welcher Neutrale?
cli-play-sw-neutral-where = Wo steht er?
cli-play-sw-settle = Erledigen
cli-play-sw-skip = Unerledigt lassen
cli-play-sw-seek-sanctuary = Statt zu fliehen Zuflucht suchen
cli-play-sw-waits = { $more ->
    [0] Es wartet: { $task }
   *[other] Es wartet, mit { $more } weiteren danach: { $task }
}
# King's Men Actions in the text mode: the app knows only the squads in your people's spaces; you say which others stand within three spaces of them on your map.
cli-play-sw-near-squads = Sag, welche anderen { -squad(form: "pl") } höchstens drei Felder von deinen Leuten entfernt stehen
cli-play-sw-near-which = Welche dieser { -squad(form: "pl") } stehen auf deinem { -map } höchstens drei Felder von deinen Leuten entfernt? Die { -app } kennt deinen { -map } nicht.
cli-play-sw-squad-at = der { -squad } { $squad }
cli-play-sw-near-none = keiner davon
cli-play-sw-near-kept = { $count ->
    [0] Kein weiterer { -squad } würfelt in diesem Zug.
    [one] Dieser { -squad } würfelt in diesem Zug auch: Er steht bei den Auswahlen.
   *[other] Diese { $count } { -squad(form: "pl") } würfeln in diesem Zug auch: Sie stehen bei den Auswahlen.
}
# $squads: the squads' names; $count: how many.
cli-play-sw-near-unrolled = { $count ->
    [one] Der { -squad } { $squads } steht höchstens drei Felder von deinen Leuten entfernt und hat nicht gewürfelt.
   *[other] Die { -squad(form: "pl") } { $squads } stehen höchstens drei Felder von deinen Leuten entfernt und haben nicht gewürfelt.
} Die Aktionen der Königstruppen trotzdem beenden? (ja oder nein)
cli-play-sw-who = Wer? Ihre Nummern, durch Leerzeichen getrennt, oder alle.
cli-play-sw-where = Wohin?
cli-play-sw-who-acts = Wer handelt?
cli-play-sw-whom = Wen?
cli-play-sw-a-squad = Ein { -squad }
cli-play-sw-who-asks = Wer bittet um Zuflucht?
cli-play-sw-bribe = Wie viel Gold gibst du aus (0 für keins)?
cli-play-sw-aid-gold = Wie viel Gold gibst du (5 senkt die Königliche Moral)?
cli-play-sw-phasers = Phaser benutzen? (ja oder nein)
cli-play-sw-patients = Wie viele Patienten?
cli-play-sw-medical-kit = Das { -medkit } benutzen? (ja oder nein)
cli-play-sw-odds = Chancen: { $odds }.
cli-play-sw-roll-now = Würfeln? (ja, oder Enter für zurück)
cli-play-yes-or-back = „{ $typed }“ ist hier keine Antwort: ja oder nein tippen (nur Enter ist nein).
cli-play-sw-your-die = Was zeigt dein Würfel? (0 bis 10)
cli-play-sw-flee-to = Wohin fliehen?
cli-play-sw-cell = Die { $table } deiner Übersicht, Zeile { $row }, Spalte { $column }: was steht im Feld (eine Abschnittsnummer oder ein Code wie N oder 2C)?
cli-play-sw-pick-persons = Welche { $count }?
cli-play-sw-which-squad = Welcher { -squad }?
cli-play-sw-who-goes-free = Wer kommt frei?
cli-play-sw-who-is-counter = Wer ist { -counter } { $n }?
cli-play-sw-legend = Welche Änderungen nennt die Legende deiner Übersicht? Ihre Nummern, durch Leerzeichen getrennt.
cli-play-sw-legend-none = Nennt sie keine, drücke Enter und lass es unerledigt.
cli-play-sw-prison = Wo eingekerkert?
cli-play-sw-kept-value = In deinen Daten behalten; das Fenster kennt es auch.
