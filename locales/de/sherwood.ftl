# The Sherwood Syndrome auf dem Bildschirm: Kopfzeile, Leisten, Reiter, Würfelfelder und die
# Seiten Personen, Spielsteine, Tabellen, Abschnitte und Korrigieren. (Eine Runde spielen
# und ihre Ergebnisse abwickeln: sherwood-play.ftl.)

## Die Würfelfelder

sws-roll-your-die = Wirf deinen W10 und gib ein, was er zeigt (0 zählt als 10).
sws-not-a-die-face = „{ $typed }“ ist keine Seite eines W10: 1 bis 10 (eine 0 zählt als 10)
sws-your-die = dein Wurf
sws-your-die-optional = dein Wurf (optional)

## Kopfzeile, Leisten und Reiter

sws-turn-step = Runde { $turn } · { $step }
sws-something-not-worked-out = Hat die App etwas nicht erfasst?
sws-adjust-open = Korrigieren…
sws-tab-play = Spiel
sws-tab-people = Personen
sws-tab-tables = Tabellen
sws-tab-paragraphs = Abschnitte
sws-tab-log = Protokoll
sws-track-box = Feld { $b }
sws-track-box-plus = Feld { $b }, Seite +10
sws-step-actions = Aktion
sws-step-expenses = Kosten
sws-step-kings-men = Truppen
sws-step-royal-party = Gefolge
sws-town-sworn = { $town } ({ -fealty } geschworen)
sws-town-rebellion = { $town } (IN REBELLION)
sws-orders-and-party = Befehl: { $orders } · Königliches Gefolge: { $party }{ $held ->
    [yes] {" "}(festgehalten)
   *[no] {""}
}

## Korrigieren: Änderungen von Hand

sws-adjust = Korrigieren
sws-adjust-done = Fertig
sws-adjust-about = Korrekturen für das, was die App nicht selbst erfasst: Jede wird protokolliert und lässt sich zurücknehmen.
sws-adjust-pick-named-place = Wähle hier einen benannten Ort; ein neuer Wald, eine neue Straße oder Furt wird benannt, wenn jemand dorthin zieht oder flieht.
sws-adjust-tracks = Leisten
sws-adjust-orders-next = Königlicher Befehl: { $from } → { $to }
sws-adjust-orders-last = Königlicher Befehl: Beschlagnahme (nie mehr zurück)
sws-adjust-a-person = Eine Person
sws-adjust-who = Wer?
sws-adjust-person-status = { $name }: { $status }
sws-adjust-yours = bei dir
sws-adjust-not-yours = nicht bei dir
sws-adjust-imprisoned = , gefangen
sws-adjust-injured = , verletzt
sws-adjust-at = , in { $place }
sws-adjust-aboard = , an Bord der Enterprise
sws-adjust-off-map = , nicht auf dem { -map }
sws-adjust-hidden-prisoner = , verdeckt gefangen
sws-adjust-joins-you = Schließt sich an
sws-adjust-leaves-you = Verlässt dich
sws-adjust-healed = Geheilt
sws-adjust-injure = Verletzt
sws-adjust-freed = Befreit
sws-adjust-leaves-sanctuary = Verlässt Zuflucht
sws-adjust-in-sanctuary = In Zuflucht
sws-adjust-no-horse = Kein Pferd
sws-adjust-has-horse = Hat ein Pferd
sws-adjust-set-aside = Vom { -map }
sws-adjust-imprison-at = Gefangen in…
sws-adjust-imprison = Gefangen nehmen
sws-adjust-put-at = Versetzen nach…
sws-adjust-a-squad = Ein { -squad }
sws-adjust-which-squad = Welcher { -squad }?
sws-adjust-squad-at = In { $place }{ $yours ->
    [yes] , bei dir
   *[no] {""}
}
sws-adjust-move-it-to = Versetzen nach…
sws-adjust-squad-joins = Schließt sich an
sws-adjust-towns = Städte
sws-adjust-town-fealty = { $town }: { $fealty }
sws-adjust-not-sworn = keine { -fealty } geschworen
sws-adjust-sworn = { -fealty } geschworen
sws-adjust-in-rebellion = in offener { -rebellion }
sws-adjust-swear = Treu

## Ein Tabellenfeld, angetippt

sws-remember = Merken
sws-cell-read-paragraph = Lies Abschnitt { $n }.
sws-cell-placeholder = das Feld, wie deine Tabelle es zeigt
sws-cell-parts-squad = Tippe die Teile, wie das Feld sie zeigt (MN bewegt den { -squad }):
sws-cell-parts = Tippe die Teile, wie das Feld sie zeigt:
sws-cell-last-part = ← Letzter Teil
sws-cell-clear = Löschen
sws-cell-will = Dieses Feld: { $words }

## Werte der Spielsteine

sws-counter-whole-number = eine ganze Zahl von -20 bis 20
sws-counters = Werte der { -counter(form: "pl") }
sws-counters-unknown = { $unknown } von { $all } Werten noch unbekannt. Übertrag sie von den Rückseiten deiner { -counter(form: "pl") }: Überzeugungskraft (oben rechts), Überfallwert (unten links), Spendenwert (unten rechts).{ $keys ->
    [yes] {" "}Enter oder Tab geht weiter.
   *[no] {""}
}
sws-counters-persuasiveness = Überz.
sws-counters-raid = Überfall
sws-counters-donations = Spenden
sws-counter-printed = { $value } (gedruckt)
sws-counter-bad = { $name }: { $values } muss eine ganze Zahl von -20 bis 20 sein
sws-value-first = Gib zuerst den Wert vom { -counter } ein oder tippe ihn an.
sws-value-not-printed = „{ $typed }“ steht auf keinem { -counter }: eine ganze Zahl von −20 bis 20.
sws-value-placeholder = Wert auf dem { -counter }
sws-value-kept = Er wird in deinen Daten gespeichert und in jedem späteren Spiel genutzt.

## Ein Wurf, bevor er fällt

sws-die-not-modified = Der Wurf wird nicht modifiziert.
sws-die-in-all = Insgesamt { $total } auf den Wurf.
sws-before-you-roll = Vor dem Wurf:

## Abschnitte: Lesen und Import

sws-paragraphs = Abschnitte
sws-paragraph = Abschnitt { $n }
sws-paragraph-import-first = (Importiere unten den Text deines Regelhefts, um den Abschnitt selbst zu lesen.)
sws-paragraph-none-yet = Noch nichts aufgedeckt: Ein Ergebnis, das auf einen Abschnitt verweist, öffnet ihn hier.
sws-paragraph-back = Zurück
sws-paragraph-forward = Vor
sws-revealed-none = Aufgedeckt: keine
sws-revealed = Aufgedeckt: { $paragraphs }
sws-paragraph-number = Nummer des Abschnitts
sws-reveal = Aufdecken
sws-reveal-spoiler = Ja, auch zeigen, wenn er noch nicht dran war (Spoiler)
sws-spoilers-in-odds = In den Chancen zeigen, was ungelesene Ergebnis-Abschnitte bewirken (Spoiler)
sws-spoilers-off = Aus: Ein Ergebnis-Abschnitt, den du noch nicht gelesen hast, erscheint vor einem Wurf nur als Nummer.
sws-import-heading = Regelheft importieren
sws-import-choose = Regelheft als Textdatei wählen…
sws-import-path = Pfad zu deinem Regelheft (Textdatei)
sws-import = Importieren
sws-browse = Durchsuchen…

## Tabellen: wie gedruckt

sws-chart-recruiting = Anwerbung
sws-chart-donations = Spenden
sws-chart-raid = Überfall
sws-chart-horse-theft = Pferdediebstahl
sws-chart-sanctuary = Zuflucht
sws-chart-flight = Flucht
sws-chart-fealty = { -fealty }
sws-chart-kings-men = Königstruppen
sws-chart-healing = Heilung
sws-chart-name-recruiting = Anwerbetabelle
sws-chart-name-donations = Spendentabelle
sws-chart-name-raid = Überfalltabelle
sws-chart-name-horse-theft = Pferdediebstahltabelle
sws-chart-name-sanctuary = Zufluchtstabelle
sws-chart-name-flight = Fluchttabelle
sws-chart-name-fealty = Treuetabelle
sws-chart-name-kings-men = Königstruppen-Tabelle
sws-chart-name-healing = Heilung
sws-chart-summary-short = { $chart }: { $unknown } Felder unbekannt (?) · ~ erschlossen · * deine
sws-chart-summary = { $chart }: { $unknown } Felder hier noch unbekannt, { $total } insgesamt. ? unbekannt · ~ erschlossen · * deine. Tippe ein Feld an, das das Regelheft nicht druckt, um es auszufüllen oder zu korrigieren.
sws-chart-cell = Zeile „{ $row }“, Spalte „{ $column }“, wie auf deiner Tabelle gedruckt:
sws-chart-die = W10

## Personen

sws-people = Personen
sws-people-counter-values = Werte…
sws-people-squads = { -squad(form: "pl") }
sws-people-squad = { -squad } { $squad } · { $place }{ $yours ->
    [yes] {" "}· bei dir
   *[no] {""}
}
sws-people-ability-later = Abschnitt { $n } beschreibt die Fähigkeit; die Regeln lassen ihn dich lesen, sobald die Person sich dir anschließt.
sws-people-read-now = Jetzt lesen (Spoiler)
sws-people-no-paragraph = Kein eigener Abschnitt.
sws-people-values = Üb { $p } · Üf { $r } · Sp { $d }
sws-people-yours = bei dir
sws-people-imprisoned = gefangen
sws-people-injured = verletzt
sws-people-sanctuary = Zuflucht
sws-people-horse = Pferd
sws-people-turned-neutral = neutral geworden
sws-enterprise = Enterprise
sws-people-off-map = nicht auf dem { -map }
sws-people-unseen = gefangen, noch nicht gefunden
sws-people-not-seen = Noch nicht gesehen
sws-people-crew-unseen = Archon-Besatzung in Gefangenschaft, unter noch nicht umgedrehten { -counter(form: "dat-pl") }: { $names }.
sws-people-neutrals-unseen = Neutrale nicht auf dem { -map } (manche sind gefangen, der Rest wurde beiseitegelegt): { $names }.
sws-prisoners = Gefangene { -counter(form: "pl") } auf dem { -map }
sws-prisoners-physical = Du darfst die Farbe eines gefangenen { -counter(form: "gen") } ansehen, nie aber, wer es ist: Notiere jede (dunkelblau ist die Archon-Besatzung, gelb ein Neutraler).
sws-prisoners-hidden = Wer unter einem { -counter } liegt, bleibt verborgen, bis er befreit wird; nur die Farben sind zu sehen (dunkelblau ist die Archon-Besatzung, gelb ein Neutraler).
sws-prisoners-blue = Blau
sws-prisoners-yellow = Gelb
sws-prisoners-clear = Löschen
sws-prisoner-mark-blue = B
sws-prisoner-mark-yellow = G
