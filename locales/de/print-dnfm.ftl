# Der Kartensatz von Do Not Forsake Me, wie die Druckvorlage ihn zeichnet: unser eigener
# Entwurf, also jedes Wort in der Sprache des Spielers; die Zahlen des Regelhefts bleiben.

## Das Schiff und seine Statuskarte

print-dnfm-ship-title = Dein Schiff
print-dnfm-ship-start =
    Startet im Quadranten unten links
    der untersten { -star-map }.
print-dnfm-ship-status-title = Schiffsstatus
print-dnfm-starts-at = { $system } — Start bei { $level }
print-dnfm-lay-resources = Leg die vier Ressourcenkarten hierher, jede mit ihrem gelben Start an der unteren Kante.
print-dnfm-start-and-win = { $start } MC zu Beginn · { $win } MC zum Sieg

## Die Ressourcenkarten: eine Stufe an jeder Kante

print-dnfm-crew-card = Besatzung { $low }–{ $high }
print-dnfm-level = Stufe { $level }
print-dnfm-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
print-dnfm-draw = { $cards } ziehen
print-dnfm-crew-count = { $count } an Bord
print-dnfm-fusion-modifier = KW { $modifier }
print-dnfm-fusion-extra = +{ $cards }, niedrigste weg
print-dnfm-fusion-extra-modifier = +{ $cards }, niedrigste weg, KW { $modifier }
print-dnfm-start = Start
print-dnfm-turn-system = Nur die Stufe an der unteren Kante zählt. Schaden: eine Vierteldrehung gegen den Uhrzeigersinn; Reparatur oder Ausbau: im Uhrzeigersinn.
print-dnfm-turn-crew = Nur die Stufe an der unteren Kante zählt. Ein Mitglied verloren: eine Vierteldrehung gegen den Uhrzeigersinn.
print-dnfm-crew-check = Nach einem Besatzungssymbol eine ziehen: Bei { $faces } ist ein Mitglied verloren.
print-dnfm-crew-flip-high = Bei 5, beim nächsten Verlust: Karte wenden, 4 an die untere Kante.
print-dnfm-crew-flip-low = Die Stufen 8 bis 5 sind auf der Rückseite. Unter 1 ist das Spiel verloren.

## Die Preistabelle (Regelkarte 3 und Ereigniskarte)

print-dnfm-price-per-level = MC je Stufe
print-dnfm-price-docked = angedockt
print-dnfm-price-in-space = im All, nach Quadranten
print-dnfm-price-table-repeated = Die offene Ereigniskarte zeigt diese Tabelle auch.

## Die Ereigniskarte

print-dnfm-events-title = Ereignisse
print-dnfm-ed = { -ed } { $range }
print-dnfm-repair-limit = Im All ein System nur bis zu seiner Startstufe reparieren.

## Megacredits, Kopfgelder, Kurzübersicht

print-dnfm-megacredits-note = 0 MC: Der Marker liegt neben dem Raster. 30 gewinnt.
print-dnfm-bounties-title = Kopfgelder
print-dnfm-dl = { -dl } { $dl }
print-dnfm-attack-line = { $cannon }: { $pattern } = { $value } MC
print-dnfm-cannon-level = Kanone { $level }
print-dnfm-cannon-levels = Kanone { $low }–{ $high }
print-dnfm-megacredits-value = { $value } MC
print-dnfm-reference-title = Kurzübersicht
print-dnfm-reference-turn = Zug: 1–4 fliegen · andocken oder reparieren · nach Ereignissen scannen · Kopfgeld: ausweichen oder kämpfen · Kampfrunden.
print-dnfm-reference-cannon = Kanone: die drei Würfel aufsteigend sortieren; W-Positionen (weiß) zählen, S (schwarz) nicht.
print-dnfm-reference-level = { $system } { $level }: { $effect }
print-dnfm-reference-crew-check = Besatzungsprobe: Bei { $faces } ist ein Mitglied verloren.

## Sternkarten und Würfelkarten

print-dnfm-spacestation = Raumstation
print-dnfm-map-card = { -star-map } { $card }{ $side }
print-dnfm-dice-card = { -dice-card } { $card }{ $side }
# Das Abzeichen eines Systems auf den Karten und im Schiffsfeld: sein Anfangsbuchstabe.
print-dnfm-badge-crew = B
print-dnfm-badge-wmc = W
print-dnfm-badge-fusion = F
print-dnfm-badge-navcomm = N
