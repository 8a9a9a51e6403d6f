# Do Not Forsake Me in der Befehlszeile: das Spiel nach Skript (`dnfm play`), die Zahlen des
# Beraters und die Wörter der Regeln, die die Befehlszeile zeigt.

## Die Phasen und wie ein Spiel verloren ging

dnfm-phase-label-movement = Bewegung
dnfm-phase-label-refit = Station oder Reparaturen
dnfm-phase-label-event = Ereignis
dnfm-phase-label-bounty = Kopfgeld
dnfm-phase-label-encounter = Ausweichen oder kämpfen
dnfm-phase-label-combat = Kampf
dnfm-loss-in-combat = Besatzung im Kampf verloren
dnfm-loss-to-events = Besatzung durch Ereignisse verloren
dnfm-loss-turn-limit = Zuglimit erreicht

## Eine Zeile des Skripts gelesen

cli-dnfm-draws-form = "draws" nennt die Seiten der { -dice-card(form: "pl") }, die du gezogen hast, in Reihenfolge, etwa ["3B down", "5A up"]
cli-dnfm-face-unreadable = eine Seite in "draws" ist nicht lesbar: { $error }
cli-dnfm-not-part-of-line = "{ $key }" gehört nicht in eine Zeile: eine Zeile hat "action", ein "arg" für move, buy und repair, und "draws" im Spiel mit echten Karten
cli-dnfm-action-is-a-name = "action" ist der Name der Aktion, etwa "attack"
cli-dnfm-no-action = die Zeile nennt keine "action", etwa {"{"}"action": "scan-for-events"{"}"}
cli-dnfm-not-an-action = „{ $name }“ ist keine Aktion; die Aktionen sind { $actions }
cli-dnfm-move-arg = das "arg" von move ist, wie viele Quadranten das Schiff fliegt, 1 bis 4
cli-dnfm-move-needs-arg = move braucht "arg": wie viele Quadranten, 1 bis 4, etwa {"{"}"action": "move", "arg": 2{"}"}
cli-dnfm-not-a-system = „{ $text }“ ist kein Schiffssystem: nimm wmc (Wellenbewegungskanone), fusion (Fusionsantrieb) oder navcomm
cli-dnfm-needs-system = { $name } braucht "arg": das System, wmc, fusion oder navcomm, etwa {"{"}"action": "{ $name }", "arg": "wmc"{"}"}
cli-dnfm-takes-no-arg = { $name } nimmt kein "arg"
cli-dnfm-line-unreadable = dieses { $name } ist nicht lesbar: { $error }

## Eine Zeile ausgeführt oder abgelehnt

cli-dnfm-draws-not-physical = in dieser Sitzung zieht die App die { -dice-card(form: "pl") }; "draws" gilt nur mit --physical
cli-dnfm-needs-cards = hier werden { $count } weitere { $count ->
    [one] { -dice-card }
   *[other] { -dice-card(form: "pl") }
} für { $purpose } gezogen: füge die gezogenen Seiten der Zeile hinzu, in Reihenfolge, etwa "draws": ["3B down"]
cli-dnfm-game-over = das Spiel ist vorbei
cli-dnfm-drawn-crew-check = Besatzungsprobe
cli-dnfm-drawn-event-detection = Ereignissuche
cli-dnfm-drawn-navcomm-check = NavComm-Probe
cli-dnfm-drawn-bounty = Kopfgeld
cli-dnfm-drawn-yours = deine
cli-dnfm-drawn-theirs = ihre
cli-dnfm-drawn-damage = Schaden
cli-dnfm-won = Gewonnen mit { $megacredits } Megacredits.
cli-dnfm-lost = Das letzte Besatzungsmitglied ist verloren: das Spiel ist verloren.

## Die Sitzung in Worten

cli-dnfm-session = Do Not Forsake Me: ein Spiel nach Skript
cli-dnfm-session-digital = Startwert { $seed }; die App legt die { -star-map(form: "pl") } aus und zieht die { -dice-card(form: "pl") }
cli-dnfm-session-physical = Du legst deine eigenen Karten aus und ziehst deine eigenen { -dice-card(form: "pl") }; { $stations }
cli-dnfm-no-stations-given = keine Raumstationen auf deiner { -star-map } (gib sie mit --stations an)
cli-dnfm-stations-at = Raumstationen in den Quadranten { $quadrants }
cli-dnfm-no-stations = keine Raumstationen
cli-dnfm-cards-drawn = gezogene Karten: { $cards }
cli-dnfm-left-over = von dieser Aktion nicht gezogen, übrig: { $faces }
cli-dnfm-odds-now = Chancen jetzt: { $odds }
cli-dnfm-odds-evade = Ausweichen: { $chance } Chance auszuweichen
cli-dnfm-odds-fight = Kämpfen: { $chance } Chance, eine Runde zu gewinnen
cli-dnfm-odds-attack = Angreifen: { $chance } Chance, die Runde zu gewinnen
cli-dnfm-next-move = { $quadrants } fliegen
cli-dnfm-next-moves = { $first } bis { $last } fliegen
cli-dnfm-turn = Zug { $turn }
cli-dnfm-turn-phase = Zug { $turn }, { $phase }
cli-dnfm-turn-refit = Zug { $turn }, { $phase } ({ $quadrants ->
    [one] { $quadrants } Quadrant
   *[other] { $quadrants } Quadranten
} geflogen{ $docked ->
    [yes] ; angedockt
   *[no] {""}
})
cli-dnfm-turn-encounter = Zug { $turn }, { $phase }: { $bounty } ({ -dl } { $dl }), auf { -dice-card } { $card }
    .speak = Zug { $turn }, { $phase }: { $bounty }, Entkommensschwierigkeit { $dl }, auf { -dice-card } { $card }
cli-dnfm-turn-combat-attack = Zug { $turn }, { $phase } gegen { $bounty }: zieht { $cards } ({ $pattern }, fest bei Kanone { $wmc }), { $value } MC wert; bisher verlorene Runden: { $rounds }
    .speak = Zug { $turn }, { $phase } gegen { $bounty }: zieht { $cards }, { $pattern }, fest bei Kanone { $wmc }, { $value } Megacredits wert; bisher verlorene Runden: { $rounds }
cli-dnfm-turn-combat = Zug { $turn }, { $phase } gegen { $bounty }; bisher verlorene Runden: { $rounds }
cli-dnfm-bounties-to-come = ; { $bounties ->
    [one] { $bounties } Kopfgeld folgt
   *[other] { $bounties } Kopfgelder folgen
} noch in diesem Zug (ein Gegenplan)
cli-dnfm-ship = Schiff: Besatzung { $crew } (von { $of }) · Wellenbewegungskanone { $wmc } · Fusionsantrieb { $fusion } · NavComm { $navcomm }
cli-dnfm-megacredits = Megacredits: { $megacredits } ({ $to_win } zum Sieg)
cli-dnfm-map = Sternkarte, 16 Quadranten (das Schiff fliegt die linke Spalte hinauf, dann die rechte hinab):
cli-dnfm-map-ship = Schiff
cli-dnfm-map-ship-docked = Schiff (angedockt)
cli-dnfm-map-station = Raumstation
cli-dnfm-ship-at = Das Schiff steht in Quadrant { $quadrant }{ $docked ->
    [yes] , angedockt
   *[no] {""}
}; { $stations }.
cli-dnfm-map-card = { $card } Seite { $side }{ $down ->
    [yes] {" "}{ -upside-down }
   *[no] {""}
}
cli-dnfm-map-cards = { -star-map(form: "pl") }, von oben nach unten: { $cards }
cli-dnfm-over = Das Spiel ist vorbei. { $ending }
cli-dnfm-next = Als Nächstes: { $actions }
cli-dnfm-odds = Chancen: { $odds }
cli-dnfm-goes-on = Das Spiel geht weiter.

## Der Berater

cli-coach-how-known = jede Wahl wird ausgeführt, dann spielt die vorsichtige Strategie des Simulators das Spiel zu Ende, mit einem gut gemischten Stapel aus den { -dice-card(form: "pl") }, von denen du weißt, dass sie darin sind; die Zahl ist der Anteil gewonnener Spiele, ± 1,96 Standardfehler (95-%-Spanne)
cli-coach-how-peek = jede Wahl wird ausgeführt, dann spielt die vorsichtige Strategie des Simulators das Spiel zu Ende, mit dem Stapel der App, wie er liegt (mit Blick in den Stapel: kein Spieler am Tisch kann ihn sehen); die Zahl ist der Anteil gewonnener Spiele, ± 1,96 Standardfehler (95-%-Spanne)
cli-coach-nothing = Berater: hier gibt es nichts zu wählen.
cli-coach = Berater:
cli-coach-made = ({ $games } Spiele je Wahl, Startwert { $seed }: { $how }.)
cli-coach-give-script = gib --script oder --save an
cli-coach-game-seed = Startwert des Spiels { $seed }

## Nachschlagen: Werte, Ereignisse, Preise, Chancen, der Simulator

cli-dnfm-aside = { -dice-card } { $card } für das Kopfgeld beiseitegelegt
cli-dnfm-averaged = gemittelt über die Karten mit dem Kopfgeld, von denen eine beiseiteliegt: { $cards }
cli-dnfm-does-not-carry = { -dice-card } { $card } trägt { $bounty } nicht: beiseitegelegt werden kann nur eine der Karten { $cards }
cli-dnfm-card-set-broken = der eingebaute Kartensatz ist beschädigt: { $error }
cli-dnfm-not-a-die = „{ $text }“ ist kein Würfelwert: die { -dice-card(form: "pl") } zeigen 1 bis 6
cli-dnfm-dice-count = { $count } Würfel angegeben; erwartet { $least } bis { $most }
cli-dnfm-crew-not-for-sale = Besatzung lässt sich weder reparieren noch kaufen
cli-dnfm-not-a-ship-system = „{ $text }“ ist kein Schiffssystem: nimm fusion, navcomm oder wmc
cli-dnfm-no-bounty = kein Kopfgeld namens „{ $name }“: wähle eines von { $bounties }
cli-dnfm-no-fusion-level = diese Stufe des Fusionsantriebs gibt es nicht
cli-dnfm-fusion-draws = beim Fusionsantrieb { $fusion } ziehst du { $needed } { -dice-card(form: "pl") }; { $given } Werte angegeben
cli-dnfm-no-cannon-level = diese Kanonenstufe gibt es nicht
cli-dnfm-combat-value =
    Behalten { $kept } (abgelegt { $discarded }); Kanone { $wmc } zählt { $pattern }: { $total }; Fusionsantrieb { $fusion }: { $modifier }
    Kampfwert: { $cv }
cli-dnfm-no-attack-for-level = kein Angriff für diese Stufe
cli-dnfm-bounty-draws = { $bounty } zieht { $needed } { -dice-card(form: "pl") } gegen Kanonenstufe { $wmc }; { $given } Werte angegeben
cli-dnfm-bounty-value = { $bounty } ({ $subtitle }): sortiert { $sorted }, Positionen { $pattern }: Kampfwert { $cv }; { $value } MC wert
cli-dnfm-no-event = kein Ereignis für diese Summe
cli-dnfm-event = { -ed } { $ed }: { $event } — { $effect }
cli-dnfm-no-price = dafür gibt es keinen Preis
cli-dnfm-repair-cost = { $system } um eine Stufe reparieren nach { $quadrants ->
    [one] { $quadrants } Quadrant
   *[other] { $quadrants } Quadranten
}: { $price } MC
cli-dnfm-station-cost = { $system } an einer Raumstation: { $levels ->
    [one] { $levels } Stufe
   *[other] { $levels } Stufen
} × { $each } MC = { $total } MC
cli-dnfm-no-navcomm-level = diese NavComm-Stufe gibt es nicht
cli-dnfm-odds-evading =
    { $bounty } ({ -dl } { $dl }) ausweichen mit NavComm { $navcomm } ({ $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }): { $chance }
    { $basis }
cli-dnfm-no-attack-line = kein Angriff
cli-dnfm-odds-round =
    Eine Runde gegen { $bounty } gewinnen (Kanone { $wmc }, Fusionsantrieb { $fusion }): { $chance }
    { $basis }
cli-dnfm-not-a-policy = „{ $policy }“ ist keine Strategie: nimm cautious, bold oder random
cli-dnfm-games-range = --games muss zwischen 1 und 10.000.000 liegen
cli-dnfm-sim-loss = { $cause }: { $count }
cli-dnfm-sim-report =
    { $games } Spiele, Strategie { $policy }, Startwert { $seed }
    Siegquote { $rate } %  Züge im Mittel { $turns } (längstes { $longest })  MC am Ende im Mittel { $megacredits }
    nicht gewonnen: { $losses }
cli-dnfm-sim-none = keines
cli-dnfm-event-threshold = 1 { -dice-card } ziehen: bei { $at_most } oder weniger { $count ->
    [one] verliert { $systems }
   *[other] verlieren { $systems } je
} eine Stufe
cli-dnfm-event-none = nichts passiert
cli-dnfm-event-icons = { $cards ->
    [one] { $cards } { -dice-card }
   *[other] { $cards } { -dice-card(form: "pl") }
} ziehen: ihre Schadenssymbole treffen das Schiff
cli-dnfm-event-counterplot = ein weiteres Kopfgeld in diesem Zug; jedem einzeln ausweichen oder es bekämpfen
