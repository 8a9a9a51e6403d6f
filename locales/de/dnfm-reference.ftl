# Der Kartensatz von Do Not Forsake Me in Worten: die Ereignistabelle, wie Hilfe und
# gedruckte Ereigniskarte sie zeigen, die geprüften Kartendaten, die Fehler der Regeln und
# der Titel des Zugprotokolls.

## Die Ereignistabelle

dnfm-ref-from-to = { $low }–{ $high }
    .speak = { $low } bis { $high }
dnfm-ref-or-more = ab { $low }
dnfm-ref-or-less = bis { $high }
dnfm-ref-any = alle
dnfm-ref-effect-none = nichts geschieht
dnfm-ref-effect-threshold = { $count ->
    [one] 1 ziehen: bis { $at_most } kostet { $systems } eine Stufe
   *[other] 1 ziehen: bis { $at_most } kostet { $systems } je eine Stufe
}
dnfm-ref-effect-icons = { $cards ->
    [one] 1 ziehen: ihre Symbole schaden wie im Kampf
   *[other] { $cards } ziehen: ihre Symbole schaden wie im Kampf
}
dnfm-ref-effect-counterplot = ein zweites Kopfgeld in diesem Zug
dnfm-ref-effect-crew = Besatzung
dnfm-ref-effect-wmc = Kanone
dnfm-ref-effect-fusion = Fusion
dnfm-ref-effect-navcomm = NavComm

## Die geprüften Kartendaten (was liest, wer die Karten bearbeitet)

dnfm-card-not-a-position = „{ $text }“ ist keine Würfelposition (W oder B)
dnfm-card-pattern-length = „{ $text }“: Ein Muster hat 1 bis 5 Positionen
dnfm-card-not-levels = „{ $text }“ ist kein Stufenbereich wie 1-3
dnfm-card-levels-backwards = „{ $text }“ läuft rückwärts
dnfm-card-not-a-face = „{ $text }“ ist keine Seite einer { -dice-card }: Schreib die Kartennummer, A oder B und wie sie liegt, etwa 3B kopfüber (oder 3Bd)
dnfm-card-no-such-card = Es gibt keine { -dice-card } { $card }: Sie sind von 1 bis 6 nummeriert
dnfm-card-data-unreadable = Die Kartendaten lassen sich nicht lesen: { $error }
dnfm-card-event-table = Ereignistabelle: { $error }
dnfm-card-ed-start = Die Ereignistabelle muss bei { -ed } 0 beginnen
dnfm-card-wmc-pattern = Kanonenstufe { $level } braucht ein Muster aus drei Positionen
dnfm-card-fusion-missing = Fusionsstufe { $level } fehlt
dnfm-card-navcomm-cards = NavComm-Stufe { $level } muss 1 bis 5 Karten ziehen
dnfm-card-fusion-dice = Der Fusionsantrieb kann höchstens zwei Würfel hinzufügen (fünf der fünf übrigen Karten)
dnfm-card-dice-numbers = Die { -dice-card(form: "pl") } müssen von 1 bis 6 nummeriert sein, gefunden: { $numbers }
dnfm-card-die-value = { -dice-card } { $card }: Würfelwert { $value } liegt nicht zwischen 1 und 6
dnfm-card-unknown-bounty = { -dice-card } { $card } nennt ein unbekanntes Kopfgeld „{ $bounty }“
dnfm-card-icons = { -dice-card } { $card }: höchstens zwei Schadenssymbole
dnfm-card-value-count = Jeder Würfelwert muss viermal vorkommen; 1 bis 6 kommen { $counts }-mal vor
dnfm-card-six-bounties = Mindestens sechs Kopfgelder
dnfm-card-attack-missing = { $bounty }: kein Angriff mit 3 oder 4 Karten für Kanone { $wmc }
dnfm-card-attack-overlap = { $bounty }: Jede Kanonenstufe muss zu genau einer Angriffszeile passen
dnfm-card-bounty-nowhere = { $bounty } steht auf keiner { -dice-card }
dnfm-card-map-numbers = Die Sternkarten müssen von 1 bis 4 nummeriert sein, gefunden: { $numbers }
dnfm-card-faces = Der Satz muss aus 18 doppelseitigen Karten bestehen, die jede Seite einmal drucken
dnfm-card-rules = Regelkarten 1-5, jede mit Text
dnfm-card-crew-faces = Die Seiten der Besatzungsprobe müssen 1-6 sein
dnfm-card-crew-two = Die Probe der Besatzungskarte nennt zwei verschiedene Würfelwerte

## Die Fehler der Regeln

dnfm-error-not-now = Nicht jetzt: { $reason }
dnfm-error-need-cards = { $count ->
    [one] Zieh { $count } weitere { -dice-card } für { $purpose } und gib ein, was sie zeigt
   *[other] Zieh { $count } weitere { -dice-card(form: "pl") } für { $purpose } und gib ein, was sie zeigen
}
dnfm-error-bad-card = { -dice-card } { $card } kann hier nicht gezogen werden: { $reason }
dnfm-error-over = Das Spiel ist vorbei
dnfm-error-data = Die Kartendaten sind fehlerhaft: { $error }
dnfm-data-too-many = Mehr als sechs { -dice-card(form: "pl") } in einem Zug
dnfm-data-no-card = Keine { -dice-card } { $card }
dnfm-data-none-drawn = Keine Karte gezogen
dnfm-data-navcomm-level = NavComm-Stufe
dnfm-data-bounty = Kopfgeld { $id }
dnfm-data-no-event = Kein Ereignis für { -ed } { $ed }
dnfm-data-no-attack = { $bounty } hat keinen Angriff für Kanone { $wmc }
dnfm-data-attack = Angriff von { $bounty }
dnfm-data-fusion-level = Fusionsstufe
dnfm-data-wmc-level = Kanonenstufe

## Wofür Würfelkarten gezogen werden („Zieh 2 weitere Würfelkarten für …“)

dnfm-draw-for-event-detection = die Ereignissuche
dnfm-draw-for-event-check = die Ereignisprobe
dnfm-draw-for-evasion = das Ausweichen
dnfm-draw-for-crew-check = die Besatzungsprobe
dnfm-draw-for-bounty = das Kopfgeld
dnfm-draw-for-your-attack = deinen Angriff
dnfm-draw-for-their-attack = den Angriff der Zielperson
dnfm-draw-for-combat-damage = den Kampfschaden

## Das Zugprotokoll, exportiert

dnfm-log-title = Do Not Forsake Me — Zugprotokoll
