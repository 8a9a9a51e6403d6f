# Parole : les résultats annoncés (un réglage) et la lecture à voix haute (un paragraphe, l’aide).

speech-speak-outcomes = Annoncer les résultats
speech-speak-outcomes-what = Chaque tirage, jet et résultat inscrit au journal est aussi dit à voix haute : seulement ce que l’écran montre.
speech-engine = Lu par { $engine }.
speech-no-engine = Aucun moteur de synthèse vocale trouvé sur ce système, rien ne peut être lu à voix haute (sous Linux : installez speech-dispatcher ou espeak-ng).
speech-not-in-build = La synthèse vocale n’est pas disponible dans cette version.
speech-read-aloud = Lire à voix haute
speech-pause = Pause
speech-resume = Reprendre
speech-stop = Arrêter
