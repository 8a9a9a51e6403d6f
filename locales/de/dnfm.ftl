# Do Not Forsake Me auf dem Bildschirm: Kopfzeile, Phasen, Entscheidungen, Kartenwahl,
# Schiff und Sternkarte, Berater.

## Kopfzeile und Reiter

dnfm-turn-of = Zug { $turn } · { $name }
dnfm-tab-play = Spiel
dnfm-tab-log = Protokoll
dnfm-phase-movement = Bewegung
dnfm-phase-event = Ereignis
dnfm-phase-bounty = Kopfgeld
dnfm-phase-combat = Kampf
dnfm-first-turn = Du bist am Zug. Flieg 1 bis 4 Quadranten im Uhrzeigersinn.

## Das Ende

dnfm-won = Sieg! { $megacredits } Megacredits.
dnfm-lost = Niederlage: Das letzte Besatzungsmitglied ist verloren.

## Bewegung und Ausrüstung

dnfm-map-first = Zuerst deine { -star-map }: Leg deine { -star-map(form: "pl") } aus und tippe dann unten auf der { -star-map } jeden Quadranten an, der eine Raumstation zeigt (bis zu deinem ersten Flug lässt sich das ändern).
dnfm-next-station = { $quadrants ->
    [one] Nächste Raumstation { $quadrants } Quadrant voraus.
   *[other] Nächste Raumstation { $quadrants } Quadranten voraus.
}
dnfm-no-station = Keine Raumstation auf der { -star-map }.
dnfm-move = { $quadrants } fliegen
dnfm-at-station = Eine Raumstation: Andocken, um aufzurüsten, oder weiterfliegen.
dnfm-dock = An der Raumstation andocken
dnfm-buy = { $system } +1 kaufen — { $price } MC
dnfm-repair = { $system } +1 reparieren — { $price } MC
dnfm-to-event-phase = Weiter zur Ereignisphase

## Ereignis, Kopfgeld, Begegnung, Kampf

dnfm-scan = Nach Ereignissen scannen
dnfm-docked-end-turn = Angedockt: Zug beenden
dnfm-reveal-bounty = Kopfgeld aufdecken
dnfm-detection-level = Entdeckungsstufe { $dl }
dnfm-bounty-attack = Angriff { $pattern } · { $value } MC wert
dnfm-encounter-choice = Deine Wahl. Chancen: ausweichen (NavComm gegen die Entdeckungsstufe) · eine Kampfrunde gewinnen
dnfm-evade = Ausweichen
dnfm-fight = Kämpfen
dnfm-with-odds = { $choice } · { $odds }
dnfm-attack = Angreifen
dnfm-attack-win = Angreifen (gewinnt { $odds })
dnfm-after-lost-round = Deine Wahl: noch eine Runde oder fliehen.
dnfm-flee-counterplot = Fliehen (das zweite Kopfgeld des Gegenplans folgt)
dnfm-flee = Fliehen (beendet den Zug)
dnfm-odds-basis = { $basis }.
dnfm-peek = In den Stapel schauen
dnfm-peek-about = An: die genauen Chancen des Stapels der App, wie er liegt, den kein Spieler am Tisch sehen kann.

## Die Kartenwahl (am Tisch)

dnfm-dice-cards = { $count ->
    [one] { $count } { -dice-card }
   *[other] { $count } { -dice-card(form: "pl") }
}
dnfm-draw-event-scan = Ereignisscan: Zieh { $cards }; ihre Summe bestimmt das Ereignis
dnfm-draw-event-check = NavComm-Probe gegen das Ereignis: Zieh { $cards }, du brauchst { $needed } oder mehr
dnfm-draw-evasion = NavComm-Probe zum Ausweichen: Zieh { $cards }, du brauchst { $needed } oder mehr
dnfm-draw-event-threshold = { $event }: Zieh { $cards }; { $at_most } oder weniger beschädigt das Schiff
dnfm-draw-event-icons = { $event }: Zieh { $cards }; jedes Symbol darauf trifft sein System
dnfm-draw-crew-check = Besatzungsprobe: Zieh { $cards }; bei { $faces } geht ein Besatzungsmitglied verloren
dnfm-draw-bounty = Das Kopfgeld: Zieh { $cards }
dnfm-draw-your-attack = Dein Angriff: Zieh { $cards }; die Kanone zählt ihre weißen Positionen
dnfm-draw-their-attack = Der Angriff der Zielperson: Zieh { $cards }; es braucht { $needed } oder mehr, um die Runde zu gewinnen
dnfm-draw-combat-damage = Kampfschaden: Zieh { $cards }; jedes Symbol darauf trifft sein System
dnfm-draw = Zieh { $cards }
dnfm-tap-the-card = Tippe die Karte so an, wie sie liegt ({ -upside-down }: auf den Kopf gedreht).
dnfm-tap-card-of = Tippe Karte { $nth } von { $cards } so an, wie sie liegt ({ -upside-down }: auf den Kopf gedreht).
dnfm-more-cards = { $count ->
    [one] noch { $count } Karte
   *[other] noch { $count } Karten
}
dnfm-so-far = Bisher { $sum }
dnfm-so-far-needed = Bisher { $sum } von { $needed } nötigen
dnfm-entered = Eingegeben: { $values }
dnfm-your-cv = Dein Kampfwert: { $cv }
dnfm-face = { $card }{ $side } { $way }: { $value }
dnfm-face-up = aufrecht
dnfm-face-down = { -upside-down }
dnfm-take-back = ← Letzte Karte zurücknehmen
dnfm-cancel = Abbrechen
# Cancel, once a draw of the action is complete: it clears only the draw in hand.
dnfm-clear-this-draw = Diese Ziehung leeren
dnfm-in-draw-one = In dieser Ziehung: Karte { $card }. Tippe sie noch einmal an, um sie zurückzunehmen.
dnfm-in-draw-many = In dieser Ziehung: die Karten { $cards }. Tippe eine noch einmal an, um sie zurückzunehmen.
dnfm-set-aside = Unter dem Kopfgeld für diesen Kampf: Karte { $card }, darum ist ihre Reihe aus.
dnfm-check-out-of-reach = Mehr als { $best } können diese Karten nicht ergeben, { $needed } wären nötig: Diese Probe ist nicht zu schaffen. Zieh die Karten trotzdem; die Regeln laufen weiter.

## Die Karten der letzten Aktion

dnfm-drawn-event-scan = Ereignisscan = { $ed }
dnfm-drawn-navcomm = NavComm = { $total }
dnfm-drawn-bounty = Kopfgeld
dnfm-drawn-effect = Wirkung
dnfm-drawn-damage = Schaden
dnfm-fight-row = { $who }: KW { $cv }
dnfm-you = Du
dnfm-they = Gegner

## Schiff und Sternkarte

dnfm-ship = Schiff
dnfm-map = { -star-map }
dnfm-megacredits = Megacredits
dnfm-card = Karte
dnfm-hide-card = Karte weg
dnfm-level-start = Start { $start }
dnfm-level-damaged = Start { $start } · beschädigt
dnfm-level-last = Start { $start } · letzte Stufe
dnfm-no-card-edge = { $system }: Keine Kartenkante zeigt Stufe { $level }.
dnfm-card-as-it-lies = Die Karte { $system }, wie sie liegt: Stufe { $level } an der unteren Kante.
dnfm-quadrant-station = { $quadrant } St
# A quadrant of a physical map tapped once play has begun.
dnfm-stations-fixed = Die { -star-map } liegt aus: Raumstationen lassen sich nur vor dem ersten Zug markieren.

## Der Berater

dnfm-coach = Berater
dnfm-coach-about = An: die Chance jeder Wahl, das ganze Spiel zu gewinnen.
dnfm-coach-nothing = Berater: Bei diesem Schritt gibt es nichts zu wählen.
dnfm-coach-working = rechnet… { $progress }
dnfm-coach-win = gewinnt das Spiel zu { $chance } ± { $margin }
dnfm-coach-line = { $choice }: { $figure }
dnfm-coach-deck-known = einem gut gemischten Stapel aus den { -dice-card(form: "pl") }, von denen du weißt, dass sie darin sind
dnfm-coach-deck-peek = dem Stapel der App, wie er liegt (hineingeschaut)
dnfm-coach-basis = Der Berater spielt jede Wahl { $games }-mal bis zum Spielende weiter, nach der Strategie „{ $policy }“ des Simulators, auf { $deck }; ± ist ein { $margin }-Bereich.
dnfm-finish-the-draw-first = Erst diese Ziehung zu Ende bringen oder mit Abbrechen oder { -undo } zurücknehmen: Bis ihre Karten eingetragen sind, geht nichts anderes.
dnfm-space-choose = Die Leertaste wählt nicht für dich: Tippe auf eine der Möglichkeiten.
# The same, once a draw of the action is complete (a lost round waits for its damage).
dnfm-finish-the-decided-draw = Erst diese Ziehung beenden: Die Ziehungen davor sind vollständig und bleiben.
# Take back, Cancel or Undo with no card of the draw in hand entered, after a complete draw.
dnfm-draw-decided = Die Ziehungen davor sind vollständig und bleiben: Trag diese Ziehung ein.
