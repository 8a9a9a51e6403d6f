# The Sherwood Syndrome in der Befehlszeile: das Spiel nach Skript (`sherwood play`) in Worten.

## Wo das Spiel steht

cli-sw-session = The Sherwood Syndrome: ein Spiel nach Skript
cli-sw-session-setup = Startwert { $seed }; { $dice }; { $board }
cli-sw-app-rolls = die App würfelt
cli-sw-you-roll = du würfelst selbst
cli-sw-app-set-up = die App hat den { -map } aufgebaut (Gefangene verdeckt gezogen)
cli-sw-you-set-up = du hast den { -map } mit deinen eigenen { -counter(form: "dat-pl") } aufgebaut
cli-sw-the-enterprise = die Enterprise
cli-sw-off-map = nicht auf dem { -map }
cli-sw-unsworn = keine { -fealty } geschworen
cli-sw-sworn = dem König { -fealty } geschworen
cli-sw-rebellion = in offener { -rebellion }
cli-sw-waiting = wartet #{ $id }: { $text }
cli-sw-paragraph-effect = Abschnitt { $number }: { $effect }
cli-sw-paragraph = Abschnitt { $number }
cli-sw-tracks = Hexerei { $witchcraft } · Kriegskasse der Rebellen { $warchest } · Königliche Moral { $morale }
cli-sw-orders = Königliche Befehle: { $orders }
cli-sw-royal-party = Königliches Gefolge: { $place }{ $held ->
    [yes] , dort festgehalten, bis die Stadt schwört
   *[no] , nicht festgehalten
}
cli-sw-towns = Städte: { $towns }
cli-sw-injured = verletzt
cli-sw-with-horse = mit Pferd
cli-sw-in-sanctuary = in Zuflucht
cli-sw-your-people = Deine Leute:
cli-sw-your-prisoners = Deine Leute im Gefängnis:
cli-sw-others = Andere auf dem { -map }:
cli-sw-other-prisoners = Andere Gefangene, die du kennst:
cli-sw-unseen = Nicht auf dem { -map } oder noch nicht gefundene Gefangene: { $persons }
cli-sw-dark-blue = { $count } dunkelblau
cli-sw-yellow = { $count } gelb
cli-sw-hidden = Verborgene Gefangene: { $prisoners }
cli-sw-squad-yours = { -squad } { $squad } in { $place } (deiner)
cli-sw-squad = { -squad } { $squad } in { $place }
cli-sw-kings-men = Königstruppen: { $squads }
cli-sw-nothing-waits = Nichts wartet darauf, erledigt zu werden.
cli-sw-waiting-title = Wartet darauf, erledigt zu werden:
cli-sw-over = Das Spiel ist vorbei. { $ending }
cli-sw-goes-on = Das Spiel geht weiter.

## Eine Zeile des Skripts gelesen, ausgeführt oder abgelehnt

cli-sw-resolve-the-roll = Den Wurf auswerten
cli-sw-roll-already-resolved = Nichts mehr zu tun: Der Wurf wurde schon beim Würfeln ausgewertet, über ein bereits eingetragenes Tabellenfeld.
cli-sw-new-place = Ein neuer Ort auf dem { -map }: { $place }.
cli-sw-settle-first = { $verb ->
    [confirm] Bestätigen, was zuerst wartet
   *[skip] Überspringen, was zuerst wartet
}
cli-sw-settle-task = { $verb ->
    [confirm] Bestätigen: { $task }
   *[skip] Überspringen: { $task }
}
cli-sw-settle-id = { $verb ->
    [confirm] #{ $id } bestätigen
   *[skip] #{ $id } überspringen
}
cli-sw-record-value = { $ask } Trag ihn ein mit: pnp-companion sherwood set-value { $person } { $stat } N, oder gib ihn im Skript vor dieser Zeile an: {"{"}"action": "set-value", "person": "{ $person }", "stat": "{ $stat }", "value": N{"}"}
cli-sw-record-kind = { $ask } Trag sie ein mit: pnp-companion sherwood set-kind { $person } KIND
cli-sw-needs-die = Hier wird gewürfelt: Füge der Zeile hinzu, was dein Würfel zeigt, etwa "dice": [4] (0 gilt als 10)
cli-sw-other-waits = Dort wartet kein { $kind }: Es ist ein { $other } ({ $task }); die Zeile bleibt unerledigt, statt etwas anderes zu erledigen
cli-sw-no-roll-waits = Kein Wurf wartet: Der letzte Wurf wurde beim Würfeln ausgewertet (sein Tabellenfeld ist bekannt), es gibt also keinen Wurf zu erledigen
cli-sw-none-waits = Kein { $kind } wartet
cli-sw-set-value = { $person }: { $stat ->
    [persuasiveness] Überzeugungskraft
    [raid] Überfallwert
   *[donations] Spendenwert
} auf { $value } setzen
cli-sw-value-for-session = { $person }: { $stat ->
    [persuasiveness] Überzeugungskraft
    [raid] Überfallwert
   *[donations] Spendenwert
} ist { $value } für diese Sitzung (sherwood set-value speichert ihn).
cli-sw-not-a-kind = „{ $kind }“ ist nichts, was warten kann; die Arten sind { $kinds }
cli-sw-kind-form = "kind" ist, was die Zeile erledigt: eines von { $kinds }
cli-sw-dice-range = "dice" listet, was deine Würfel zeigen, 0 bis 10 (0 gilt als 10), etwa [4]
cli-sw-dice-form = "dice" ist eine Liste dessen, was deine Würfel zeigen, etwa [4] (0 gilt als 10)
cli-sw-action-is-a-name = "action" ist der Name der Aktion, etwa "end-turn"
cli-sw-no-action = Die Zeile nennt keine "action", etwa {"{"}"action": "end-turn"{"}"}
cli-sw-kind-not-for = "kind" gilt für resolve, dismiss und resolve-roll, nicht für { $name }
cli-sw-set-value-form = Eine set-value-Zeile nennt "person", "stat" (persuasiveness, raid oder donations) und "value", etwa {"{"}"action": "set-value", "person": "Kirk", "stat": "raid", "value": 3{"}"}
cli-sw-not-in-set-value = „{ $key }“ gehört nicht zu einer set-value-Zeile: { $form }

## Wie eine Zeile des Skripts erledigt, was wartet

cli-sw-how-confirm = resolve führt es aus; dismiss lässt es unerledigt
cli-sw-who-keep-free = { $count ->
    [one] die eine Person, die frei bleibt
   *[other] die { $count }, die frei bleiben
}
cli-sw-who-injured = { $count ->
    [one] die eine Person, die verletzt wird
   *[other] die { $count }, die verletzt werden
}
cli-sw-who-healed = { $count ->
    [one] die eine Person, die geheilt wird
   *[other] die { $count }, die geheilt werden
}
cli-sw-who-captured = { $count ->
    [one] die eine Person, die gefangen wird
   *[other] die { $count }, die gefangen werden
}
cli-sw-who-joins = { $count ->
    [one] die eine Person, die sich dir anschließt
   *[other] die { $count }, die sich dir anschließen
}
cli-sw-who-goes-free = { $count ->
    [one] die eine Person, die freikommt
   *[other] die { $count }, die freikommen
}
cli-sw-how-persons = resolve mit "choice": {"{"}"persons": [...]{"}"}, { $who }, aus { $persons }
cli-sw-how-squad = resolve mit "choice": {"{"}"squad": ...{"}"}, der { -squad }, der nach { $to } zieht: einer von { $squads }
cli-sw-how-squad-to = resolve mit "choice": {"{"}"to": ...{"}"}, wo der { -squad } { $squad } endet (der Name eines Ortes, oder forest, road, bridge oder ford)
cli-sw-how-destination = resolve mit "choice": {"{"}"to": ...{"}"}, wohin { $persons } gehen (der Name eines Ortes, oder forest, road, bridge oder ford)
cli-sw-how-free-one = resolve mit "choice": {"{"}"persons": [...]{"}"}, der eine { -counter }, den du gezogen hast: einer von { $persons }
cli-sw-how-legend = resolve mit "choice": {"{"}"tracks": [["warchest", 2], ...]{"}"}, was „{ $symbol }“ laut Legende deiner Tabelle mit den Leisten macht (warchest +1 bis +4 oder −1, −2; royal-morale oder witchcraft +1 oder −1; nichts: [])
cli-sw-not-looked-at = nicht angesehen
cli-sw-how-identify = resolve mit "choice": {"{"}"persons": [...]{"}"}, ein Name für jeden { -counter } der Reihe nach ({ $colours })
cli-sw-how-archon = ; Archon-Besatzung: { $persons }
cli-sw-how-neutrals = ; Neutrale: { $persons }
cli-sw-how-prison = ; füge "prison" hinzu: die Stadt oder Burg, die ihnen am nächsten ist, eine von { $places }
cli-sw-how-flee-sanctuary = flee mit "to": ein benachbartes Feld (der Name eines Ortes, oder forest, road, bridge oder ford); oder zuerst seek-sanctuary mit "requester": eine der Personen, die fliehen
cli-sw-how-flee = flee mit "to": ein benachbartes Feld (der Name eines Ortes, oder forest, road, bridge oder ford)
cli-sw-how-roll = Trag das Feld ein mit: pnp-companion sherwood set-cell { $table } "{ $row }" "{ $column }" CODE, und starte das Skript erneut: Der Wurf wird dann beim Würfeln ausgewertet, und eine resolve-roll-Zeile danach hat nichts mehr zu tun; oder überspring ihn mit dismiss und "kind": "roll", um ohne ihn weiterzumachen (bei einem erneuten Lauf wird diese Zeile abgelehnt, statt zu überspringen, was das Ergebnis offenlässt)
cli-sw-how-raid-again = raid-again würfelt ihn; dismiss lässt ihn aus
cli-sw-how-gold-die = roll-gold würfelt ihn (beim Spiel am Tisch dein Würfel in "dice")

## Der Leser und deine eigenen Daten

cli-sw-set-cell-help =
    Was Zeile und was Spalte ist, Tabelle für Tabelle (Namen wie auf deiner gedruckten Tabelle):
    {"  "}kings-men      ZEILE: der Wurf, 1 bis 10; SPALTE: die Befehle, Patrol, Search oder Seize
    {"  "}recruiting     ZEILE: eine Person oder "King's Men squads"; SPALTE: eine Summe, etwa "1-3"
    {"  "}donations      ZEILE: eine Feldart, etwa Town oder Bridge/Ford; SPALTE: eine Summe, etwa "1-2"
    {"  "}heal           ZEILE: eine Summe, etwa "2-4"; SPALTE: "One person", "Two people (McCoy or Goren)" oder "Three people (McCoy or Goren)"
    {"  "}raid, horse-theft, sanctuary, flight
    {"                 "}ZEILE: eine Summe, etwa "4-6"; SPALTE: Paragraph
    {"  "}fealty         ZEILE: eine Summe; SPALTE: Result

    Beispiel: pnp-companion sherwood set-cell kings-men 4 Patrol MN
cli-sw-recover-with-backup = { $file } bleibt unverändert. So kommst du wieder heran: Kopier die Sicherung { $backup } darüber, wenn sie in Ordnung ist, oder verschieb die Datei und hol deine Daten aus einem Export zurück mit `pnp-companion sherwood import-data FILE`
cli-sw-recover = { $file } bleibt unverändert. So kommst du wieder heran: Verschieb die Datei und hol deine Daten aus einem Export zurück mit `pnp-companion sherwood import-data FILE`
cli-sw-data-unchanged = { $error }
    Deine Daten wurden nicht geändert: { $recovery }.
cli-sw-data-warning = Warnung: { $error }
    Warnung: Es geht ohne deine eigenen Tabellenfelder und Spielsteinwerte weiter. { $recovery }.
cli-sw-entry-no-longer-fits = Hinweis: Deine gespeicherten Daten haben einen Eintrag, der nicht mehr passt: { $problem }
cli-sw-no-paragraph = The Sherwood Syndrome hat keinen Abschnitt { $number }
cli-sw-paragraph-hidden = Abschnitt { $number } gibt es. Gib --reveal an, um ihn zu lesen (er kann die Geschichte verraten).
cli-sw-text-warning = Warnung: { $error }
    Der Abschnitt wird ohne seinen Text gezeigt; die Datei bleibt, wie sie ist. Um ihn wieder zu lesen, importiere deinen Regelbuchtext noch einmal: sherwood import-rulebook DATEI
cli-sw-import-to-read = (Importiere den Text deines Regelhefts, um den Abschnitt selbst zu lesen: sherwood import-rulebook FILE)
cli-sw-imported = { $found } von { $total } Abschnitten importiert nach { $file }.
cli-sw-not-found = Nicht gefunden: { $numbers }
cli-sw-found-twice = Mehr als einmal gefunden (der erste behalten): { $numbers }
cli-sw-known-cells = { $cells } Felder: { $rulebook } Regelheft, { $inferred } erschlossen, { $yours } deine, { $unknown } unbekannt
cli-sw-known-values = Spielsteinwerte: { $known } bekannt, { $unknown } unbekannt
cli-sw-kinds-unknown = Art unbekannt: { $kinds }
cli-sw-saved-cell = Gespeichert: { $table } / { $row } / { $column } = { $code }
cli-sw-not-a-whole-number = „{ $text }“ ist keine ganze Zahl
cli-sw-saved-value = Gespeichert: { $person }, { $stat } = { $value }
cli-sw-saved-kind = Gespeichert: { $person }, Art: { $kind ->
    [enterprise] Besatzungsmitglied der Enterprise
    [archon] Besatzungsmitglied der Archon
    [neutral] Neutraler
    [royalist] Royalist
    [cleric] Geistlicher
   *[other] { $kind }
}
cli-sw-saved-person = Gespeichert: { $name } ({ $id }), Art: { $kind ->
    [enterprise] Besatzungsmitglied der Enterprise
    [archon] Besatzungsmitglied der Archon
    [neutral] Neutraler
    [royalist] Royalist
    [cleric] Geistlicher
   *[other] { $kind }
}; der { -counter } wird mit den anderen gedruckt.
cli-sw-saved-space = Gespeichert: { $name }, Feldart: { $kind }
cli-sw-exported = { $cells } Felder, { $values } Werte, { $kinds } Arten exportiert nach { $file }.
cli-sw-does-not-fit = { $file } passt nicht zu den Tabellen: { $problems }
cli-sw-imported-data = { $file } importiert.
cli-sw-kept-yours = Deins behalten: { $conflict }

## Die Referenz der `apply`-Änderungen (docs/sherwood-play.md): was jede Änderung tut

cli-sw-apply-head = | Änderung | was sie tut | Felder | Beispiel |
cli-sw-apply-track = bewegt eine Leiste (`witchcraft`, `warchest` oder `royal-morale`) um `delta`; sie bleibt zwischen 0 und 19
cli-sw-apply-injure = verletzt eine deiner Personen
cli-sw-apply-heal = heilt eine deiner Personen
cli-sw-apply-capture = nimmt jemanden gefangen: gefangen, wo die Person steht, in einer Stadt, einer Burg oder im Königspalast, sonst im `prison`, das du nennst
cli-sw-apply-free = befreit einen Gefangenen, der von da an dir gehört
cli-sw-apply-free-all-at = befreit alle Gefangenen an einem Ort (verdeckte { -counter(form: "pl") } werden zuerst mit `identify` benannt)
cli-sw-apply-recruit = macht jemanden zu deiner Person
cli-sw-apply-leave = eine deiner Personen verlässt dich (kein Besatzungsmitglied)
cli-sw-apply-move = stellt jemanden anderswohin; `to` ist ein Ort (siehe die Formen unten), eine Feldart macht wie bei `move` einen neuen Ort
cli-sw-apply-horse = gibt jemandem ein Pferd (`has`: true) oder nimmt es (false)
cli-sw-apply-sanctuary = bringt jemanden in Zuflucht (`granted`: true), die bis zum Ende von `until_turn` zu verlassen ist, falls angegeben, oder beendet sie (false)
cli-sw-apply-move-squad = stellt einen { -squad } (benannt nach seinem Startort) anderswohin auf den { -map } oder `off-map`
cli-sw-apply-recruit-squad = ein { -squad } schließt sich dir an
cli-sw-apply-orders = setzt die Königlichen Befehle (`patrol`, `search`, `seize`); sie gehen nie zurück
cli-sw-apply-fealty = setzt die { -fealty } einer Stadt: `unsworn`, `sworn` oder `open-rebellion`
cli-sw-apply-set-aside = nimmt einen { -counter } aus dem Spiel (das Beiseitelegen der Regeln)
cli-sw-apply-free-supply = der Stapel an einem Ort braucht in dieser Runde keine Versorgung
cli-sw-apply-release = die einmalige Freilassung der Gefangenen eines Ortes durch Bürgermeister oder Burgherrn
cli-sw-apply-identify = Aufbau am Tisch: Ein verdeckter Gefangenen-{ -counter } an einem Ort ist diese Person
cli-sw-apply-place-neutral = Aufbau am Tisch: wo ein verdeckt gezogener Neutraler platziert wurde
cli-sw-apply-record-prisoners = Aufbau am Tisch: die Gefangenen-{ -counter(form: "pl") } an einem Ort, nach Farbe (`archon`, `neutral`, `unknown` nicht angesehen)
cli-sw-apply-field-person = eine Person: ID, Name oder Kurzname
cli-sw-apply-field-space = ein Ort: sein Name auf dem { -map } oder im Spiel
cli-sw-apply-field-town = der Name einer Stadt
cli-sw-apply-field-squad = ein { -squad }, benannt nach der Stadt oder Burg, an der er begann
cli-sw-apply-field-to = wohin: eine Ortsform (unten)
cli-sw-apply-field-prison = wahlweise: die Stadt oder Burg, die ihnen am nächsten ist
cli-sw-apply-field-track = `witchcraft`, `warchest` oder `royal-morale`
cli-sw-apply-field-delta = wie weit, hinauf (positiv) oder hinab (negativ)
cli-sw-apply-field-has = true oder false
cli-sw-apply-field-until-turn = wahlweise: die Runde, mit deren Ende die Zuflucht endet
cli-sw-apply-field-granted = true zum Gewähren, false zum Beenden
cli-sw-apply-field-orders = `patrol`, `search` oder `seize`
cli-sw-apply-field-fealty = `unsworn`, `sworn` oder `open-rebellion`
cli-sw-apply-field-count = eine Anzahl { -counter(form: "pl") }, 0 oder mehr
cli-sw-apply-place-forms = Eine Ortsform (`to`) ist eines von: `{"{"}"space": "Trott"{"}"}` (ein Ort des { -map(form: "gen") } oder einer, der im Spiel benannt wurde, etwa `Forest 1`); `{"{"}"space": "forest"{"}"}` (eine Feldart: forest, road, bridge oder ford macht einen neuen Ort, und der Schritt benennt ihn, etwa `Bridge or ford 1`; eine Art, die nur ein Ort hat, ist dieser Ort, etwa `royal-palace`); `"enterprise"` (an Bord der Enterprise, nur deine Leute); `"off-map"` (aus dem Spiel).
