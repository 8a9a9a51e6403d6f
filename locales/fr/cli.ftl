# La ligne de commande : son aide, ses erreurs et ses rapports (le texte ; --json reste le
# même dans toutes les langues).

## Les commandes

cli-about = Un compagnon pour deux jeux de plateau en solo : Do Not Forsake Me (Oh My Darling) et The Sherwood Syndrome
cli-about-dnfm = Do Not Forsake Me (Oh My Darling) : valeurs de combat, événements, prix, chances, simulation
cli-about-sherwood = The Sherwood Syndrome (Star Trek III, 1985) : jets, lecture des tables et partie scriptée
cli-about-print = PDF à imprimer : les cartes de Do Not Forsake Me et les planches de { -counter(form: "pl") } de Sherwood
cli-about-saves = Parties sauvegardées : ce que l’une contient, et reprendre celles exportées d’un autre appareil
cli-about-record = Votre { -record } : parties gagnées et perdues par jeu et par mode, ou chaque partie en CSV
cli-lang-help = Langue du texte : en, de ou fr (sinon celle du système) ; --json est le même dans toutes les langues
cli-lang-unknown = la langue « { $code } » n’existe pas : choisissez parmi { $known }

## Erreurs

cli-error = erreur : { $error }
cli-output-failed = impossible d’écrire la sortie : { $error }
cli-window-failed = erreur : la fenêtre n’a pas pu s’ouvrir : { $error }
cli-app-failed = l’application n’a pas pu démarrer : { $error }

## D’où vient une donnée

provenance-rulebook = livret de règles
provenance-inferred = déduit
provenance-designed = conçu par nous
provenance-unknown = inconnu
provenance-player = votre saisie

## Sherwood : jets et tables

cli-sw-when = Tour { $turn }, { $step }

cli-sw-not-a-space = « { $text } » n’est ni un lieu nommé par le livret ni un type de case (town, castle, cathedral, royal-palace, bridge-ford, road, forest)
cli-sw-not-a-value = « { $spec } » n’est pas une valeur de { -counter } : écrivez-la PERSON.STAT=N, par ex. kirk.raid=3
cli-sw-not-whole = « { $number } » n’est pas un nombre entier (dans « { $spec } »)
cli-sw-value-out-of-range = { $value } n’est la valeur d’aucun { -counter } (dans « { $spec } ») : attendu de -20 à 20
cli-sw-pass-value = { $ask } Indiquez-la avec --value { $person }.{ $stat }=N.
cli-sw-rolled-seed = lancé, graine { $seed }
cli-sw-rolled = lancé
cli-sw-your-die = votre dé
cli-sw-die = dé ({ $how })
cli-sw-total = total
cli-sw-result = Résultat : { $result }
cli-sw-cell-is = (cette case : { $provenance })
cli-sw-follow-up-die = Dé suivant : { $die } → { $gold ->
    [one] { $gold } pièce d’or
   *[other] { $gold } pièces d’or
} au trésor de guerre
cli-sw-follow-up = Jet suivant : { $reason } — lancez-le et indiquez-le comme deuxième valeur de --roll
cli-sw-note = Remarque : { $note }
cli-sw-odds = Chances avant le jet : { $odds }
cli-sw-table-title = { $name }  (? = absent du livret : lisez-le sur votre table ; ~ = déduit ; * = votre saisie)

## Parties scriptées (les deux jeux)

cli-session-line = ligne { $line } · { $when } · { $label }
cli-session-refused = refusé : { $reason }
cli-session-not-read = ligne { $line } · illisible : { $error } ; la ligne est ignorée
cli-session-standing = Où en est la partie
cli-session-one-unread = la ligne { $line } du script n’a pas pu être lue
cli-session-unread = { $count } lignes du script n’ont pas pu être lues : lignes { $lines }
cli-script-stdin-failed = impossible de lire le script sur l’entrée standard : { $error }
cli-script-unreadable = le script est illisible : { $error }
cli-script-json-ends = ce n’est pas du JSON : la ligne finit avant son objet (il manque une {"}"} fermante ?)
cli-script-not-json = ce n’est pas du JSON ({ $error }, colonne { $column })
cli-script-not-object = un objet JSON avec une "action" était attendu, par exemple {"{"}"action": "{ $example }"{"}"}
cli-percent = { $value } %

## Plages de dé (les lignes d’une table)

range-unreadable = « { $text } » n’est pas une plage de dé (attendu par ex. "4", "1-3", "0 or less", "16 or more", "9 +")
range-backwards = la plage « { $text } » va { -upside-down }
range-empty = une table demande au moins une plage de dé
range-not-contiguous = les plages « { $first } » et « { $second } » ne se touchent pas : chaque total doit tomber dans une seule
range-open-inside = seule la première plage peut être ouverte vers le bas et seule la dernière vers le haut (« { $text } »)

## Parties sauvegardées, le bilan, le kit d’impression

cli-no-data-folder = aucun dossier de données n’a été trouvé pour cet utilisateur
cli-saves-chart-differs = { $error }. Pour la reprendre avec les saisies de l’expéditeur dans ces cases, relancez avec --theirs.
cli-saves-opened = La partie partagée a été ouverte comme la sauvegarde « { $name } ».
cli-saves-import-settings-hint = Pour prendre plutôt les réglages du fichier, importez-le de nouveau avec --settings.
cli-saves-data-folder = Dossier de données : { $folder }
cli-saves-chart-data = vos données de tables de Sherwood : { $error }
cli-saves-not-a-save = { $file } n’est pas une partie sauvegardée ({ $error })
cli-saves-unknown-game = { $file } n’est pas une partie d’un jeu que cette version connaît
cli-saves-seed = Graine : { $seed }
cli-saves-actions = Actions : { $actions }
cli-saves-won = Terminée : gagnée
cli-saves-lost = Terminée : perdue
cli-saves-not-finished = Pas terminée
cli-file-there = { $file } existe déjà : rien n’est écrit. Donnez un autre fichier, ou ajoutez --force pour l’écraser.
cli-record-not-written = { $file } n’a pas pu être écrit : { $error }
cli-record-written = { $plays } parties écrites dans { $file }
cli-record-no-json = l’{ -record } n’a pas pu être mis en JSON : { $error }
cli-record-empty = Aucune partie n’est encore finie : votre { -record } commence avec la première qui le sera.
cli-record-physical = sur table
cli-record-digital = numérique
cli-record-longest-run = plus longue série de victoires : { $wins }
cli-record-turns = { $kind ->
    [sherwood] tours
   *[other] tours
} par partie : { $turns } en moyenne
cli-print-crop-marks = --crop-marks vaut on ou off, pas « { $text } »
cli-print-back-crop-marks = --back-crop-marks vaut on ou off, pas « { $text } »
cli-print-wrote = { $file } écrit ({ $kilobytes } Ko) en { $ms } ms.
# $shop: the card printer named with --shop.
cli-print-shop-dnfm-only = --shop { $shop } imprime le paquet de Do Not Forsake Me : écrivez print dnfm --shop { $shop }
cli-print-png-sherwood-only = --png dessine la planche de { -counter(form: "pl") } de Sherwood : écrivez print sherwood --png
cli-print-ending = { $file } ne finit pas par .{ $ending }, le type de fichier écrit ici : nommez-le ainsi
