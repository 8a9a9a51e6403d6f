# Die Hilfe (F1): die Tasten und für jedes Spiel eine Regelübersicht in eigenen Worten.

help-heading = Hilfe
help-close = Schließen
help-version = PnP Companion, Version { $version }
help-tab-keys = Tasten
help-tab-dnfm = Do Not Forsake Me
help-tab-sherwood = Sherwood
help-no-card-data = Die Kartendaten ließen sich nicht lesen, daher gibt es hier nichts zu zeigen.
help-no-sherwood-data = Die Sherwood-Daten ließen sich nicht lesen, daher gibt es hier nichts zu zeigen.

## Die Tasten

help-keys = Tasten
help-key-space = Leertaste
help-key-space-does = der nächste Schritt, wo das Spiel keine Wahl lässt (Scan, Aufdecken, der erste Angriff, ein Ergebnis abhandeln); nie eine Wahl wie Ausweichen oder Kämpfen
help-key-move-does = so weit fliegen (Do Not Forsake Me)
help-key-digits = Ziffern
help-key-digits-does = dein eigener Würfel (Sherwood)
help-key-undo = Strg+Z / Strg+Y
help-key-undo-does = { -undo } / { -redo } (Cmd unter macOS)
help-key-tab = Tab / Eingabe
help-key-tab-does = das nächste Feld (die Seite { -counter(form: "pl") })
help-key-esc = Esc
help-key-esc-does = schließt, was offen ist (ein Formular, eine Liste, { -adjust }), dann zum Start
help-key-help = F1 oder Strg+H
help-key-help-does = diese Hilfe, und zurück

## Do Not Forsake Me: die fünf Regelkarten

help-rules-card = { $title } (Regelkarte { $number })
help-rules-1-title = Do Not Forsake Me — Aufbau
help-rules-1-1 = RSF heißt: die obere Hälfte eines Stapels auf den Kopf drehen (Rotate), den ganzen Stapel mischen (Shuffle), dann die untere Hälfte als Block wenden wie eine Buchseite (Flip). Karten werden immer von unten genommen.
help-rules-1-2 = RSF die vier { -star-map(form: "pl") } und lege sie in einer Spalte aus. Die Rückseite dieser Karte ist dein Schiff: Setze es auf den Quadranten unten links der untersten { -star-map }.
help-rules-1-3 = Lege die vier Schiffsressourcen-Karten auf die Schiffsstatus-Karte, jede so gedreht, dass ihre gelbe Startstufe an der unteren Kante liegt, zu dir hin. Auf jeder Ressourcenkarte zählt nur die Stufe an der unteren Kante.
help-rules-1-4 = Lege die Ereigniskarte so auf die Megacredits-Karte, dass sie 5 anzeigt.
help-rules-1-5 = RSF die sechs { -dice-card(form: "pl") } und lege sie neben die Megacredits. Die Regeln gehen auf den Karten 2 bis 5 weiter.
help-rules-2-title = Ein Zug
help-rules-2-1 = 1. Bewegung: 1 bis 4 Quadranten im Uhrzeigersinn fliegen. An einer Raumstation darfst du andocken und aufrüsten; anderswo darfst du im All reparieren.
help-rules-2-2 = 2. Ereignis: nach Gefahr scannen und ihr mit NavComm ausweichen.
help-rules-2-3 = 3. Kopfgeld: Wenn du nicht angedockt bist, taucht ein Kopfgeld auf. Weiche ihm mit NavComm aus oder kämpfe.
help-rules-2-4 = 4. Kampf: Runden Kampfwert gegen Kampfwert; nach einer verlorenen Runde weiterkämpfen oder fliehen.
help-rules-2-5 = Schiffssysteme verlieren bei Schaden eine Stufe (Karte eine Vierteldrehung gegen den Uhrzeigersinn) und fallen nie unter 1; die Besatzung kann 0 erreichen und kommt nie zurück.
help-rules-2-6 = Mit 30 Megacredits gewinnst du. Verlierst du dein letztes Besatzungsmitglied, verlierst du.
help-rules-3-title = Bewegung, Stationen und Reparaturen
help-rules-3-1 = Flieg das Schiff 1 bis 4 Quadranten im Uhrzeigersinn: die linken Quadranten hinauf, die rechten hinunter.
help-rules-3-2 = Endest du auf einer Raumstation, darfst du andocken. Angedockt kaufst du so viele Stufen, wie du bezahlen kannst (Preise auf der Ereigniskarte); angedockte Schiffe treffen in diesem Zug auf kein Kopfgeld.
help-rules-3-3 = Nicht angedockt darfst du ein System bis zu seinem Startwert reparieren, eine Stufe nach der anderen, zum Preis aus der Tabelle unten: Je weiter du in diesem Zug geflogen bist, desto billiger.
help-rules-4-title = Ereignisse und Kopfgelder
help-rules-4-1 = Ereignis: RSF die { -dice-card(form: "pl") } und zieh eine je geflogenem Quadranten. Ihre Werte zusammen ergeben die Ereigniserkennung ({ -ed }); schlag sie auf der Ereigniskarte nach.
help-rules-4-2 = NavComm-Probe: RSF und zieh so viele Karten, wie deine NavComm-Stufe zeigt. Erreicht ihre Summe die { -ed }, passiert nichts; sonst wird das Ereignis abgehandelt.
help-rules-4-3 = Kopfgeld: Wenn du nicht angedockt bist, RSF und zieh eine { -dice-card }. Das Kopfgeld, das sie nennt, ist hinter dir her; leg die Karte beiseite.
help-rules-4-4 = Ausweichen: RSF die übrigen fünf und zieh deine NavComm-Karten. Erreichst du die Entdeckungsstufe ({ -dl }) des Kopfgelds, entkommst du. Reicht es nicht, oder willst du es so, kämpfe (Karte 5).
help-rules-5-title = Kampf
help-rules-5-1 = Deine Kanonenstufe zu Kampfbeginn legt fest, welche Angriffszeile des Kopfgelds für den ganzen Kampf gilt.
help-rules-5-2 = Dein Angriff: RSF die fünf { -dice-card(form: "pl") } und zieh drei (der Fusionsantrieb kann Karten hinzufügen: sortiere sie und lege die niedrigsten ab, bis drei bleiben). Sortiere von niedrig nach hoch; die weißen Positionen deiner Wellenbewegungskanonen-Karte zählen, die schwarzen nicht. Zähl einen Modifikator des Fusionsantriebs dazu: Das ist dein Kampfwert (KW).
help-rules-5-3 = Sein Angriff: RSF dieselben fünf noch einmal und zieh 3 oder 4 Karten, wie die Angriffszeile des Kopfgelds sagt; ihre weißen Positionen ergeben den KW des Kopfgelds.
help-rules-5-4 = Dein KW mindestens so hoch wie seiner: gefangen. Nimm die Megacredits, die die Zeile nennt.
help-rules-5-5 = Sonst Schaden: RSF und zieh eine Karte. Jedes Symbol in ihrer oberen rechten Ecke kostet dieses System eine Stufe. Ein Besatzungssymbol heißt: noch eine Karte; steht ihr Wert auf deiner Besatzungskarte, ist ein Besatzungsmitglied verloren.
help-rules-5-6 = Nach dem Schaden erneut angreifen oder fliehen: Das Kopfgeld entkommt und der Zug endet, außer das zweite Kopfgeld eines Gegenplans steht noch aus; stell dich zuerst ihm.

## Do Not Forsake Me: Ereignistabelle und Preise

help-events = Ereignisse (nach Ereigniserkennung)
help-event-ed = { -ed } { $ed }
help-event-line = { $event }: { $effect }
help-prices = Preise
help-prices-head = Megacredits je Stufe
help-prices-head-what = angedockt · im All nach 1, 2, 3, 4 Quadranten

## Sherwood: eine Runde, die Treue-Tabelle, das Ende

help-sherwood-turn = Eine Runde
help-sherwood-step-1 = 1. Aktionen der Rebellen
help-sherwood-step-1-does = Jedes Feld mit deinen Leuten hat eine Aktion: anwerben, um Spenden bitten, überfallen, den Armen helfen (Hexerei −1 je volle 5 Gold), heilen, Zuflucht suchen, Pferde stehlen oder kaufen. Bewegen und Beamen zählen nicht mit, aber wer sich bewegt, tut sonst nichts.
help-sherwood-step-2 = 2. Ausgaben
help-sherwood-step-2-does = ein Gold für jedes Feld, auf dem deine Leute stehen (Gefangene kosten nichts). Fehlt Gold: Vorräte herunterbeamen (Hexerei +1, Kriegskasse +4) oder einen Stapel hungern lassen.
help-sherwood-step-3 = 3. Königstruppen
help-sherwood-step-3-does = Jeder { -squad } würfelt einmal auf der Königstruppen-Tabelle unter den königlichen Befehlen (Patrouille, nach dem ersten Überfall Durchsuchung, dann Beschlagnahme, sobald die Königliche Moral unter 5 liegt).
help-sherwood-step-4 = 4. Königliches Gefolge und { -fealty }
help-sherwood-step-4-does = Das Gefolge zieht die Straße entlang; in einer Stadt würfelt es auf der Treuetabelle, jede Runde neu, bis die Stadt den Treueid leistet.
help-fealty = Die Treuetabelle
help-fealty-how = Würfle, zähl die Königliche Moral dazu und zieh 1 ab für jeden deiner Neutralen, Royalisten oder Geistlichen in der Stadt (nicht Gefangene, Verwundete oder in Zuflucht).
help-fealty-line = { $band }: { $result }
help-band-or-less = { $n } oder weniger
help-fealty-rebellion = Offene { -rebellion }
help-fealty-rebellion-means = Die Stadt erhebt sich gegen den König: Ist die ganze Archon-Besatzung frei, gewinnt das die Partie; sonst zählt es als Trotz.
help-fealty-defy = Trotz
help-fealty-defy-means = Das Königliche Gefolge bleibt nächste Runde stehen, und die Königliche Moral sinkt um 1.
help-fealty-delay = Aufschub
help-fealty-delay-means = Das Königliche Gefolge bleibt nächste Runde stehen; hast du Leute in der Stadt, wird einer von ihnen (deine Wahl) gefangen genommen.
help-fealty-swear = Treueid
help-fealty-swear-means = Die Stadt schwört dem König { -fealty }; ihr Bürgermeister verlässt den { -map }, außer du hast ihn angeworben. Das Königliche Gefolge zieht nächste Runde weiter.
help-sherwood-ends = Sieg und Niederlage
help-sherwood-ends-text = Du gewinnst, wenn die ganze Besatzung der Archon und der Enterprise frei ist, sich eine Stadt in offener { -rebellion } erhebt und die Hexerei unter 10 liegt. Du verlierst, wenn die Hexerei 10 erreicht oder die letzte Stadt den Treueid leistet.
