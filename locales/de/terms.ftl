# Das Spielvokabular: ein Begriff je Sache, in den Meldungen aller Dateien benutzt
# (`{ -map }`, `{ -counter(form: "pl") }`). Gewählt wie in deutschen Ausgaben von
# Brettspielen: Spielplan, Spielstein, Runde, Würfelkarte, Startwert.
# Formen: sg (Grundform), pl (Plural), gen (Genitiv), dat-pl (Dativ Plural).

-dice-card = { $form ->
   *[sg] Würfelkarte
    [pl] Würfelkarten
}
-draw = Ziehung
-rotate = auf den Kopf drehen
-upside-down = kopfüber
-flip = wenden
-map = { $form ->
   *[sg] Spielplan
    [gen] Spielplans
}
-star-map = { $form ->
   *[sg] Sternkarte
    [pl] Sternkarten
}
-record = Chronik
-seed = { $form ->
   *[sg] Startwert
    [gen] Startwerts
}
-turn = Runde
-fealty = Treue
-rebellion = Rebellion
-squad = { $form ->
   *[sg] Königstrupp
    [pl] Königstrupps
    [gen] Königstrupps
}
-counter = { $form ->
   *[sg] Spielstein
    [pl] Spielsteine
    [gen] Spielsteins
    [dat-pl] Spielsteinen
}
-chart-cell = Tabellenfeld
-undo = Rückgängig
-redo = Wiederholen
-adjust = Korrigieren
-medkit = Medikit
-phasers = Phaser
-app = App
-sheet-back = Rückseite
-ed = EE
-dl = ES
