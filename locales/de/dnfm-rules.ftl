# Die Regeln von Do Not Forsake Me in Worten: jeder Schritt des Protokolls, Ablehnungen,
# die Systeme, die Aktionen, die Grundlage der Chancen.

## Die Systeme des Schiffs

dnfm-system-crew = Besatzung
dnfm-system-wmc = Wellenbewegungskanone
dnfm-system-fusion = Fusionsantrieb
dnfm-system-navcomm = NavComm

## Die Aktionen

dnfm-action-move = { $quadrants } fliegen
dnfm-action-dock = Andocken
dnfm-action-buy = { $system } kaufen
dnfm-action-repair = { $system } reparieren
dnfm-action-continue = Weiter
dnfm-action-scan = Nach Ereignissen scannen
dnfm-action-reveal = Kopfgeld aufdecken
dnfm-action-evade = Ausweichen
dnfm-action-fight = Kämpfen
dnfm-action-attack = Angreifen
dnfm-action-flee = Fliehen

## Die Phasen, wie eine Ablehnung sie nennt

dnfm-phase-name-movement = Bewegungs
dnfm-phase-name-refit = Ausrüstungs
dnfm-phase-name-event = Ereignis
dnfm-phase-name-bounty = Kopfgeld
dnfm-phase-name-encounter = Ausweich-oder-Kampf
dnfm-phase-name-combat = Kampf

## Worauf die Chancen beruhen

dnfm-basis-known = Chancen nach dem, was du wissen kannst: die Karten im Stapel, gut gemischt
dnfm-basis-peek = Chancen mit Blick in den Stapel: genau für die Karten, wie sie liegen

## Ablehnungen

dnfm-refuse-buy-undocked = Kaufen geht nur, wenn das Schiff an einer Raumstation angedockt ist
dnfm-refuse-buy-crew = Besatzung lässt sich nicht kaufen
dnfm-refuse-at-highest = { $system } ist schon auf der höchsten Stufe
dnfm-refuse-buy-too-dear = { $system } kostet { $price } MC je Stufe; du hast { $megacredits }
dnfm-refuse-repair-docked = Angedockt: Kauf stattdessen zu den Preisen der Station
dnfm-refuse-repair-crew = Besatzung lässt sich nicht reparieren
dnfm-refuse-at-start = Reparaturen im All bringen { $system } nur bis zum Startwert zurück
dnfm-refuse-repair-too-dear = { $moved ->
    [one] { $system } nach einem Flug von { $moved } Quadrant zu reparieren kostet { $price } MC; du hast { $megacredits }
   *[other] { $system } nach einem Flug von { $moved } Quadranten zu reparieren kostet { $price } MC; du hast { $megacredits }
}
dnfm-refuse-physical = Dieses Spiel läuft am Tisch: Gib die Karten ein, die du ziehst
dnfm-refuse-card-number = Die { -dice-card(form: "pl") } sind von 1 bis 6 nummeriert
dnfm-refuse-card-drawn = sie wurde seit dem letzten RSF schon gezogen
dnfm-refuse-card-not-drawn = die Aktion zieht nicht mehr Karten als die davor
dnfm-refuse-changes-nothing = es würde nichts ändern
dnfm-refuse-no-such-card = das Spiel hat keine solche Karte
dnfm-refuse-not-under-way = mit den eingegebenen Karten wartet diese Aktion auf keine weiteren
dnfm-refuse-digital-draws = in einem digitalen Spiel zieht die App die Karten selbst
dnfm-refuse-card-aside = Sie ist die beiseitegelegte Kopfgeldkarte
dnfm-refuse-move = Das Schiff fliegt 1 bis 4 Quadranten
dnfm-refuse-no-station = In diesem Quadranten gibt es keine Raumstation
dnfm-refuse-docked = Schon angedockt
dnfm-refuse-flee = Kämpfe mindestens eine Runde, bevor du fliehst
dnfm-refuse-phase = { $action } geht in der { $phase }phase nicht

## Die Schritte des Protokolls

dnfm-log-turn = Zug { $turn }
dnfm-step-moved = { $quadrants ->
    [one] { $quadrants } Quadrant geflogen, { $from } → { $to }
   *[other] { $quadrants } Quadranten geflogen, { $from } → { $to }
}
    .speak = { $quadrants ->
        [one] { $quadrants } Quadrant geflogen, von Quadrant { $from } nach { $to }
       *[other] { $quadrants } Quadranten geflogen, von Quadrant { $from } nach { $to }
    }
dnfm-step-moved-station = { $quadrants ->
    [one] { $quadrants } Quadrant geflogen, { $from } → { $to } — eine Raumstation
   *[other] { $quadrants } Quadranten geflogen, { $from } → { $to } — eine Raumstation
}
    .speak = { $quadrants ->
        [one] { $quadrants } Quadrant geflogen, von Quadrant { $from } nach { $to }, eine Raumstation
       *[other] { $quadrants } Quadranten geflogen, von Quadrant { $from } nach { $to }, eine Raumstation
    }
dnfm-step-docked = An der Raumstation angedockt
dnfm-step-bought = { $system } Stufe { $level } für { $price } MC gekauft (noch { $megacredits } MC)
    .speak = { $system } Stufe { $level } für { $price } Megacredits gekauft, noch { $megacredits } Megacredits
dnfm-step-repaired = { $system } auf { $level } repariert für { $price } MC (noch { $megacredits } MC)
    .speak = { $system } auf { $level } repariert für { $price } Megacredits, noch { $megacredits } Megacredits
dnfm-step-event-scan = Ereignisscan: { $values } = { -ed } { $ed } — { $event }
    .speak = Ereignisscan: { $values } ergibt Ereigniserkennung { $ed }: { $event }
dnfm-step-navcomm-avoided = NavComm: { $values } = { $total } gegen { $needed }: vermieden
    .speak = NavComm: { $values } ergibt { $total } gegen { $needed }: vermieden
dnfm-step-navcomm-short = NavComm: { $values } = { $total } gegen { $needed }: nicht genug
    .speak = NavComm: { $values } ergibt { $total } gegen { $needed }: nicht genug
dnfm-step-threshold = { $event }: { $value } gezogen (trifft bei { $at_most } oder weniger): { $hits }
dnfm-step-icons = { $event }: { $damage }
dnfm-step-counterplot = Gegenplan: noch ein Kopfgeld in diesem Zug
dnfm-step-no-bounty-docked = Angedockt: kein Kopfgeld in diesem Zug
dnfm-step-bounty = Kopfgeld: { $bounty } ({ -dl } { $dl }) auf { -dice-card } { $card }
    .speak = Kopfgeld: { $bounty }, Entkommensschwierigkeit { $dl }, auf { -dice-card } { $card }
dnfm-step-evaded = Ausgewichen
dnfm-step-combat-begins = Kampf gegen { $bounty } mit Kanone { $wmc }: Der Gegner zieht { $cards } ({ $pattern }), { $value } MC wert
    .speak = Kampf gegen { $bounty } mit Kanone { $wmc }: Der Gegner zieht { $cards }, { $pattern }, { $value } Megacredits wert
dnfm-step-your-attack = Dein Angriff: { $drawn } gezogen{ $dropped }, { $kept } behalten, gezählt { $pattern } = { $total }{ $fusion } → KW { $cv }
    .speak = Dein Angriff: { $drawn } gezogen{ $dropped }, { $kept } behalten, gezählt { $pattern }, ergibt { $total }{ $fusion }: Kampfwert { $cv }
dnfm-step-dropped = , { $cards } abgeworfen
dnfm-step-fusion = { " " }{ $modifier } Fusionsantrieb
dnfm-step-their-attack = Angriff des Gegners: { $drawn } gezählt { $pattern } → KW { $cv }
    .speak = Angriff des Gegners: { $drawn } gezählt { $pattern }: Kampfwert { $cv }
dnfm-step-captured = { $bounty } gefangen: +{ $value } MC ({ $megacredits } MC)
    .speak = { $bounty } gefangen: { $value } Megacredits dazu, insgesamt { $megacredits } Megacredits
dnfm-step-damage = Schaden: { $damage }
dnfm-step-fled = Geflohen
dnfm-step-turn-ends = Ende von Zug { $turn }
dnfm-step-won = Sieg mit { $megacredits } MC!
    .speak = Sieg mit { $megacredits } Megacredits!
dnfm-step-lost = Das letzte Besatzungsmitglied ist verloren: Niederlage.
dnfm-no-damage = kein Schaden
dnfm-damage-card = Karte { $card } zeigt { $icons }
dnfm-damage-no-icon = kein Symbol
dnfm-damage-crew-lost = , Besatzungsprobe { $value }: ein Besatzungsmitglied verloren
dnfm-damage-crew-safe = , Besatzungsprobe { $value }: kein Verlust
dnfm-hit = { $system } { $from }→{ $to }
    .speak = { $system } von { $from } auf { $to }
dnfm-hit-none = { $system } { $from }→{ $to }
    .speak = { $system } bleibt bei { $from }
dnfm-damage = { $card }{ $crew } — { $hits }
    .speak = { $card }{ $crew }. { $hits }
dnfm-slot-white = W
    .speak = weiß
dnfm-slot-black = S
    .speak = schwarz

## Aufzählungen

list-and = { $items } und { $last }
list-or = { $items } oder { $last }
list-none = keine

## Die Namen des Kartensatzes: Ereignisse und die Titel der Kopfgelder. Der eigene Name
## eines Kopfgelds ist ein Name und bleibt, wie er gedruckt ist.

dnfm-event-no-threats-detected = Keine Bedrohung entdeckt
dnfm-event-meteor-storm = Meteoritensturm
dnfm-event-solar-flare = Sonneneruption
dnfm-event-pulsar = Pulsar
dnfm-event-space-madness = Weltraumkoller
dnfm-event-claim-jump = Schürfrechtraub
dnfm-event-your-haunted-past = Deine dunkle Vergangenheit
dnfm-event-crew-mutiny = Meuterei
dnfm-event-counterplot = Gegenplan
dnfm-bounty-subtitle-opuchini = Abtrünniger Sternenkreuzer
dnfm-bounty-subtitle-narn = Schurkenpiraten
dnfm-bounty-subtitle-vexa = Schmugglerkönigin
dnfm-bounty-subtitle-kessik = Schürfrechträuber
dnfm-bounty-subtitle-grell = Schwarmplünderer
dnfm-bounty-subtitle-sorrow = Deserteursfregatte
dnfm-bounty-subtitle-jax = Erzfrachter-Pirat
dnfm-bounty-subtitle-choir = Kultkorvette
