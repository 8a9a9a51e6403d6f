# Sprache: gesprochene Ergebnisse (eine Einstellung) und Vorlesen (ein Abschnitt, die Hilfe).

speech-speak-outcomes = Ergebnisse ansagen
speech-speak-outcomes-what = Jedes Ziehen, jeder Wurf und jedes Ergebnis, das das Protokoll festhält, wird auch gesprochen: nur, was der Bildschirm zeigt.
speech-engine = Gesprochen von { $engine }.
speech-no-engine = Auf diesem System wurde keine Sprachausgabe gefunden, daher kann nichts vorgelesen werden (unter Linux: speech-dispatcher oder espeak-ng installieren).
speech-not-in-build = Sprachausgabe ist in diesem Build nicht verfügbar.
speech-read-aloud = Vorlesen
speech-pause = Pause
speech-resume = Weiter
speech-stop = Stopp
