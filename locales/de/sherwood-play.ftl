# The Sherwood Syndrome auf dem Bildschirm: eine Runde spielen (das Feldblatt, die Maske
# einer Aktion, Bewegen und Beamen, Ausgaben, Königstruppen, Königliches Gefolge) und ihre
# Ergebnisse abwickeln.

## Jeder Schritt

sws-game-over = Das Spiel ist vorbei. Nimm Züge zurück, um von früher weiterzuspielen, oder geh zum Start für ein neues Spiel.
sws-settle-first = Wickle erst das Ergebnis oben ab: Der Rest der Runde wartet darauf.
sws-lose-question = { $warning } Trotzdem ausführen?
sws-keep-playing = Weiterspielen
sws-space-not-an-answer = Die Leertaste beantwortet keine Frage: Tippe auf eine ihrer Schaltflächen.
sws-space-choose = Die Leertaste geht nur einen Schritt, der keine Wahl verlangt: Wähle hier, was als Nächstes kommt, oder trag deinen Würfel ein, wo ein Wurf wartet.
sws-space-choose-result = Die Leertaste wählt nicht für dich: Triff die Wahl, auf die dieses Ergebnis wartet, und wende es dann an.
sws-lose-the-game = Spiel verlieren
sws-loss-note = { $label }: { $warning }
sws-lower-after-colon = no
sws-roll = Würfeln
sws-rolled = Gewürfelt
sws-apply = Anwenden
sws-and = {" "}und{" "}

## Ziele

sws-new-forest = ein Wald (neu)
sws-new-road = eine Straße (neu)
sws-new-bridge = eine Brücke oder Furt (neu)
sws-along-the-road = Die Straße entlang

## Aktionen der Rebellen: das Feldblatt und die Maske einer Aktion

sws-where-act = Wo handeln deine Leute?
sws-no-one-down = Keiner deiner Leute ist auf dem Planeten: Beame unten jemanden hinunter.
sws-here = Hier: { $names }
sws-here-injured = {" "}(verletzt)
sws-here-moved = {" "}(bewegt)
sws-here-in-sanctuary = {" "}(in Zuflucht)
sws-verb-raid = Überfallen
sws-verb-recruit = Anwerben
sws-verb-donations = Um Spenden bitten
sws-verb-steal-horses = Pferde stehlen
sws-verb-buy-horses = Pferde kaufen
sws-verb-aid-the-poor = Den Armen helfen
sws-verb-sanctuary = Zuflucht suchen
sws-verb-heal = Heilen
sws-verb-refused = { $verb }: { $why }.
sws-close = Schließen
sws-who-raids = Wer führt den Überfall?
sws-who-recruits = Wer wirbt an?
sws-who-asks = Wer bittet?
sws-who-seeks-sanctuary = Wer bittet um Zuflucht?
sws-taking-part-ends-sanctuary = Wer mitmacht, verliert die Zuflucht: { $names } (nur Heilen behält sie).
sws-the-kings-men-squad = Den { -squad }
sws-whom = Wen?
sws-gold-to-spend = Gold einsetzen (0)
sws-use-phasers = Phaser einsetzen (+5, Hexerei +1)
sws-treat = Behandeln
sws-medical-kit = { -medkit } (bis zu drei geheilt, Hexerei +1)
sws-gold = { $gold } Gold
sws-other-amount = Oder ein anderer Betrag
sws-buy-horses-cost = Ein Gold für jede deiner { $n } Personen hier.
sws-aid-the-poor-gold = Den Armen helfen ({ $gold } Gold)
sws-roll-your-die-then = Wirf deinen W10 und gib ein oder tippe, was er zeigt.
sws-die-first = Zuerst dein Würfel: Wirf ihn, tippe dann ein, was er zeigt, und Würfeln nimmt diese Zahl.
sws-nobody-down = Noch niemand von dir ist auf dem Planeten.
sws-actions-open = Deine Leute in { $spaces } können noch eine Aktion ausführen.
sws-end-rebel-anyway = { $open } Aktionen der Rebellen trotzdem beenden?
sws-end-rebel-actions = Aktionen beenden

## Die Neutralen einer Aufstellung am Tisch

sws-placed-at = { $name } in { $place }
sws-neutrals-heading = Wo sind deine Neutralen gelandet?
sws-neutrals-blind = Du hast { $count } Neutrale verdeckt gezogen und je einen auf jedes gewählte Feld gesetzt. Tippe für jeden an, wer und dann wo ({ $told } von { $count } bisher angegeben).
sws-neutrals-where = Wo steht diese Person?
sws-stands-at = { $name } steht in { $place }
sws-place = Setzen
sws-placing-done = Das ist alles, oder später
sws-placed = Gesetzt: { $placed }.

## Bewegen, Beamen, Predigen, Befreien

sws-move-or-beam = Bewegen oder beamen
sws-all-in-prison = Alle deine Leute sind gefangen: Niemand kann sich bewegen oder beamen.
sws-all-moved = Alle deine Leute haben sich diese Runde bewegt oder gehandelt.
sws-moving-ends-sanctuary = Bewegen oder Beamen beendet die Zuflucht für { $names }.
sws-to-which-space = Auf welches Feld?
sws-beam-down = Hinunterbeamen
sws-beam-up = Hinaufbeamen
sws-move = Bewegen
sws-preaches = { $name } predigt
sws-preach-witchcraft = Hexerei −1
sws-preach-morale = Königliche Moral −1
sws-release = { $name }: die Gefangenen in { $place } befreien (einmal)

## Ausgaben der Rebellen

sws-expenses = Ausgaben der Rebellen
sws-expenses-due = { $due } Gold fällig: eins für jedes Feld mit deinen Leuten (Gefangene ausgenommen); in der Kriegskasse sind { $chest }.
sws-pay = { $gold } Gold zahlen
sws-warchest-short = Die Kriegskasse reicht nicht: Beame Vorräte hinunter oder lass jemanden in einem Stapel hungern.
sws-beam-supplies = Vorräte hinunterbeamen (+4 Gold, Hexerei +1)
sws-beaming-supplies = Vorräte beamen
sws-go-hungry = Hungern lassen
sws-end-expenses = Ausgaben beenden

## Aktionen der Königstruppen

sws-kings-men = Aktionen der Königstruppen
sws-kings-men-about = Schau auf deinen { -map }: Würfle für jeden { -squad } bis zu drei Felder von deinen Leuten entfernt (Gefangene und Leute in Zuflucht zählen nicht). Die App kennt die Karte nicht: Sie zeigt jeden { -squad } und prüft nur, dass ein { -squad } auf einem Feld mit deinen Leuten würfelt.
sws-squad-at-here = { -squad } { $squad }, in { $place }{ $yours ->
    [yes] {" "}bei deinen Leuten
   *[no] {""}
}
sws-the-squad-at = der { -squad } { $squad } in { $place }
sws-squad-near = Auf meiner Karte bis zu 3 Felder von meinen Leuten
sws-squads-marked-unrolled = { $count ->
    [one] { $squads }, von dir als höchstens drei Felder von deinen Leuten entfernt markiert, hat noch nicht gewürfelt.
   *[other] { $squads }, von dir als höchstens drei Felder von deinen Leuten entfernt markiert, haben noch nicht gewürfelt.
}
sws-squads-unrolled = { $count ->
    [one] { $squads } steht bei deinen Leuten und hat noch nicht gewürfelt.
   *[other] { $squads } stehen bei deinen Leuten und haben noch nicht gewürfelt.
}
sws-end-kings-men-anyway = { $open } Aktionen der Königstruppen trotzdem beenden?
sws-end-anyway = Trotzdem beenden
sws-end-kings-men = Königstruppen beenden

## Königliches Gefolge & Treue

sws-royal-party = Königliches Gefolge & { -fealty }
sws-party-done = Das Königliche Gefolge ist für diese Runde fertig: Beende unten die Runde.
sws-party-held = Das Königliche Gefolge wird in { $town } festgehalten: Dort wird erneut auf { -fealty } gewürfelt.
sws-fealty-again = Erneut auf { -fealty } würfeln
sws-fealty-again-label = Erneut { -fealty }
sws-party-first = In der ersten Runde zieht das Königliche Gefolge vom Königspalast nach { $town }, wo auf { -fealty } gewürfelt wird.
sws-party-first-move = Nach { $town } ziehen ({ -fealty } würfeln)
sws-party-next-town = Es zieht ein Feld die Straße entlang (gegen den Uhrzeigersinn). Die nächste Stadt an der Straße ist { $town }: Betritt sie, wenn das Gefolge sie auf deinem { -map } erreicht.
sws-party-along = Es zieht ein Feld die Straße entlang (gegen den Uhrzeigersinn).
sws-party-move-along = Die Straße entlangziehen
sws-party-enter = { $town } betreten ({ -fealty } würfeln)
sws-end-turn = Runde beenden

## Abzuwickelnde Ergebnisse

sws-the-squad = der { -squad } { $squad }
sws-only-choice = Hier gibt es nur eine Wahl, schon für dich getroffen: { $made }.
sws-type-the-cell = Gib das Feld ein, wie deine Tabelle es zeigt.
sws-correct-cell = Dieses Feld in Tabellen korrigieren
sws-read-paragraph = Abschnitt { $n } lesen
sws-then = Danach: { $task }
sws-captured-go-to = Gefangene kommen in die nächste Stadt oder Burg: Welche ist es auf deinem { -map }?
sws-nearest-prison = Nächste Stadt oder Burg
sws-roll-kept = Dein Wurf zeigte { $die } und bleibt bestehen. Gib dieses Feld ein, wie deine Tabelle es zeigt: Die App merkt es sich für jedes spätere Spiel.
sws-roll-kept-total = Dein Wurf zeigte { $die }, insgesamt { $total }, und bleibt bestehen. Gib dieses Feld ein, wie deine Tabelle es zeigt: Die App merkt es sich für jedes spätere Spiel.
sws-take-back-squad = Wurf zurücknehmen (der { -squad } kann neu würfeln)
sws-take-back = Wurf zurücknehmen (Gold und die Aktion des Feldes kommen zurück)
sws-skip-roll = Wurf auslassen (was er kostete, bleibt ausgegeben)
sws-result-forced = Die Regeln wenden dieses Ergebnis sofort an: Es lässt sich nicht überspringen. Setze es um, oder nimm den Wurf zurück, der dazu geführt hat.
sws-leave-roll-question = Diesen Wurf unerledigt lassen? Sein Ergebnis geht verloren, und was er gekostet hat, bleibt ausgegeben.
sws-keep-the-roll = Wurf behalten
sws-healers-arrested = { $names } macht nicht mit und wird danach verhaftet.
sws-raid-again = Erneut auf der Überfalltabelle würfeln
sws-roll-for-gold = Um Gold würfeln
sws-fleeing = Auf der Flucht: { $names }.
sws-may-seek-sanctuary = Sie können hier zuerst um Zuflucht bitten: Wird sie gewährt, flieht niemand. Wer bittet?
sws-nobody-flee = Niemand: fliehen
sws-seeks-sanctuary = { $name } sucht Zuflucht (würfeln)
sws-flee-where = Auf welches Nachbarfeld fliehen?
sws-flee-roll = Fliehen (würfeln)
sws-pick-injured = verletzt
sws-pick-healed = geheilt
sws-pick-captured = gefangen
sws-pick-gets-away = wer entkommt
sws-pick-joins = wer sich anschließt
sws-pick-freed = befreit
sws-choose = Wähle { $count } ({ $what }):
sws-no-track-change = Keine Änderung an den Leisten
sws-squad-name = { -squad } { $squad }
sws-where-to = Wohin?
sws-counter-colour = { -counter } { $n } ({ $colour })
sws-colour-not-noted = Farbe nicht notiert
sws-who-is-it = Wer ist es?
