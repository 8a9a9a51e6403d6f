# L’aide de la ligne de commande (--help) : la ligne de chaque commande et de chaque argument,
# nommée d’après sa place (src/cli/help_words.rs fait les clés), et les mots que clap écrirait
# lui-même. Ce que le joueur tape (une commande, une option, une valeur comme raid ou on)
# reste tel qu’il se tape.

## Les mots de clap

cli-help-usage = Utilisation :
cli-help-commands = Commandes :
cli-help-arguments = Arguments :
cli-help-options = Options :
cli-help-options-tag = [OPTIONS]
cli-help-command-name = COMMANDE
cli-help-help = Afficher l’aide
cli-help-help-short = Afficher l’aide (plus de détails avec « --help »)
cli-help-help-long = Afficher l’aide (un résumé avec « -h »)
cli-help-version = Afficher la version
cli-help-help-command = Afficher cette aide ou celle des commandes nommées
cli-help-default = [par défaut : { $value }]
cli-help-aliases = [aussi : { $names }]
cli-help-values = [valeurs possibles : { $values }]

## Les erreurs de ligne de commande (chacune après « erreur : »)

cli-mistake-unknown-arg = argument inattendu « { $arg } »
cli-mistake-unknown-command = commande inconnue « { $command } »
cli-mistake-no-command = il manque une commande après « { $command } »
cli-mistake-missing = ces arguments obligatoires manquent : { $args }
cli-mistake-no-value = « { $arg } » demande une valeur, mais aucune n’est donnée
cli-mistake-bad-value = valeur « { $value } » invalide pour « { $arg } »
cli-mistake-bad-value-because = valeur « { $value } » invalide pour « { $arg } » : { $reason }
cli-mistake-not-whole = ce n’est pas un nombre entier
cli-mistake-too-large = nombre trop grand
cli-mistake-range = pas entre { $low } et { $high }
cli-mistake-twice = « { $arg } » ne peut être donné qu’une fois
cli-mistake-conflict = « { $arg } » ne va pas avec « { $other } »
cli-mistake-conflict-some = « { $arg } » ne va pas avec l’un des autres arguments donnés
cli-mistake-too-many = valeur inattendue « { $value } » pour « { $arg } » : il n’en prend pas davantage
cli-mistake-how-many = « { $arg } » prend { $wanted } valeurs, { $given } sont données
cli-mistake-unreadable = la ligne de commande n’a pas pu être lue
cli-mistake-commands = [commandes : { $commands }]
cli-mistake-near = conseil : vouliez-vous dire « { $near } » ?
cli-mistake-more = Pour en savoir plus, essayez « { $help } ».

## L’argument de chaque commande : --json

cli-arg--json = Écrire un seul objet JSON au lieu du texte

## Do Not Forsake Me : pnp-companion dnfm …

cli-about-dnfm-combat-value = Votre valeur de combat d’après les valeurs de dés tirées (dés gardés et écartés montrés)
cli-arg-dnfm-combat-value--wmc = Niveau du canon à onde de choc (1-4)
cli-arg-dnfm-combat-value--fusion = Niveau de la propulsion à fusion (1-4) ; sans lui, le niveau de départ, 4
cli-arg-dnfm-combat-value--dice = Les valeurs de dés tirées, par exemple 1,5,6 (3 à 5 valeurs, chacune de 1 à 6)
cli-about-dnfm-bounty-value = La valeur de combat d’une prime d’après les valeurs de dés tirées pour elle
cli-arg-dnfm-bounty-value--bounty = Le nom ou l’identifiant de la prime (par exemple "The Narn", narn)
cli-arg-dnfm-bounty-value--wmc = Le niveau de votre canon à onde de choc au début du combat (1-4)
cli-arg-dnfm-bounty-value--dice = Les valeurs de dés tirées (3 ou 4, comme le dit la ligne d’attaque de la prime)
cli-about-dnfm-event = L’événement que donne un total de détection d’événement
cli-arg-dnfm-event--ed = Le total de détection d’événement ({ -ed } ; 0 ou plus)
cli-about-dnfm-repair-cost = Prix de la réparation d’un niveau dans l’espace
cli-arg-dnfm-repair-cost--system = fusion, navcomm ou wmc
cli-arg-dnfm-repair-cost--quadrants = Quadrants parcourus pendant ce tour (1-4)
cli-about-dnfm-station-cost = Prix des améliorations dans une station spatiale
cli-arg-dnfm-station-cost--system = fusion, navcomm ou wmc
cli-arg-dnfm-station-cost--steps = Combien de niveaux acheter (1-3)
cli-about-dnfm-odds = Les chances d’après ce qu’un joueur peut savoir (les cartes de la pioche, bien mélangées) : exactes pour esquiver ou gagner une manche ; pour le conseiller, la chance de gagner la partie de chaque choix
cli-about-dnfm-odds-evade = La chance que votre { -draw } NavComm atteigne le niveau de détection d’une prime
cli-arg-dnfm-odds-evade--navcomm = Niveau NavComm (1-4)
cli-arg-dnfm-odds-evade--bounty = La prime (c’est son niveau de détection, { -dl }, qui compte)
cli-arg-dnfm-odds-evade--aside = La { -dice-card } mise de côté pour la prime (1-6), l’une de celles qui la portent ; sans elle, la moyenne sur ces cartes
cli-about-dnfm-odds-combat = La chance de gagner une manche de combat
cli-arg-dnfm-odds-combat--wmc = Niveau du canon à onde de choc (1-4)
cli-arg-dnfm-odds-combat--fusion = Niveau de la propulsion à fusion (1-4)
cli-arg-dnfm-odds-combat--bounty = La prime que vous combattez (son nom ou son identifiant)
cli-arg-dnfm-odds-combat--aside = La { -dice-card } mise de côté pour la prime (1-6), l’une de celles qui la portent ; sans elle, la moyenne sur ces cartes
cli-about-dnfm-odds-coach = Le conseiller : chaque choix ouvert à un moment de la partie, avec sa chance de gagner toute la partie (le simulateur joue les parties jusqu’au bout ; voir `docs/dnfm-play.md`)
cli-arg-dnfm-odds-coach--script = Le script de la partie jusqu’ici, comme pour `dnfm play` (- lit l’entrée standard)
cli-arg-dnfm-odds-coach--save = Une sauvegarde d’une partie de Do Not Forsake Me (du dossier de données, ou exportée)
cli-arg-dnfm-odds-coach--seed = La { -seed } de la partie du script, comme pour `dnfm play` (une nouvelle est choisie sans elle)
cli-arg-dnfm-odds-coach--physical = Le script est une partie sur table, comme avec `dnfm play --physical`
cli-arg-dnfm-odds-coach--stations = Partie sur table : les quadrants de votre { -star-map } qui portent une station spatiale, par exemple 3,10
cli-arg-dnfm-odds-coach--games = Combien de parties jouer jusqu’au bout depuis chaque choix (1 à 100 000)
cli-arg-dnfm-odds-coach--coach-seed = La { -seed } des parties jouées jusqu’au bout (même { -seed }, mêmes chiffres)
cli-arg-dnfm-odds-coach--peek = Jouer la suite avec la pioche de l’{ -app } telle qu’elle est (partie numérique), qu’aucun joueur à table ne peut voir, comme le fait « Regarder dans la pioche » dans l’{ -app } ; sans cette option, d’après ce que le joueur peut savoir
cli-about-dnfm-simulate = Jouer de nombreuses parties avec une stratégie et en donner les résultats
cli-arg-dnfm-simulate--games = Combien de parties jouer
cli-arg-dnfm-simulate--seed = La { -seed } de la première partie (même { -seed }, mêmes résultats)
cli-arg-dnfm-simulate--policy = cautious (prudente), bold (audacieuse) ou random (au hasard)
cli-about-dnfm-play = Jouer une partie d’après un script : une action par ligne en JSON (voir `docs/dnfm-play.md`)
cli-arg-dnfm-play--script = Le script : une action par ligne en JSON ; les lignes vides et celles qui commencent par # sont sautées ; - lit l’entrée standard
cli-arg-dnfm-play--seed = La { -seed } du { -star-map } et des tirages de { -dice-card(form: "pl") } de l’{ -app }, pour rejouer exactement la même partie (une nouvelle est choisie, et montrée, sans elle)
cli-arg-dnfm-play--physical = Partie sur table : vous disposez vos propres cartes et tirez vos propres { -dice-card(form: "pl") }, donc chaque action qui tire demande "draws" sur sa ligne
cli-arg-dnfm-play--stations = Partie sur table : les quadrants de votre { -star-map } (1-16, le vaisseau part du 1) qui portent une station spatiale, par exemple 3,10
cli-arg-dnfm-play--coach = Donner aussi les chiffres du conseiller là où le script s’arrête : chaque choix alors ouvert, avec sa chance de gagner toute la partie (voir `docs/dnfm-play.md`)
cli-arg-dnfm-play--coach-games = Conseiller : combien de parties jouer jusqu’au bout depuis chaque choix (1 à 100 000 ; plus de parties, un ± plus petit)
cli-arg-dnfm-play--coach-seed = Conseiller : la { -seed } des parties jouées jusqu’au bout (même { -seed }, mêmes chiffres)

## The Sherwood Syndrome : pnp-companion sherwood …

cli-about-sherwood-roll = Lancer le dé sur une table, chaque modificateur appliqué et détaillé
cli-more-sherwood-roll = Décrivez ce qui se passe (qui est dans la case, qui agit, où, les niveaux de Sorcellerie et de Moral) et l’{ -app } en tire chaque modificateur que donnent les règles, capacités spéciales comprises.
cli-arg-sherwood-roll--table = recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men, heal
cli-arg-sherwood-roll--space = La case : un nom de lieu ("Trott", "Royal Palace") ou un type de case (town, castle, cathedral, royal-palace, bridge-ford, road, forest)
cli-arg-sherwood-roll--actor = Qui agit : le recruteur, le chef du pillage, celui qui demande des dons ou l’asile
cli-arg-sherwood-roll--with = Vos autres personnes dans la case, séparées par des virgules ("Kirk,Jink,Uhura")
cli-arg-sherwood-roll--injured = Lesquelles de vos personnes dans la case sont blessées (elles n’ajoutent rien)
cli-arg-sherwood-roll--sanctuary = Lesquelles de vos personnes dans la case sont en asile
cli-arg-sherwood-roll--target = Qui vous voulez recruter : une personne, ou "squad" pour une { -squad } des hommes du roi
cli-arg-sherwood-roll--squads = Les { -squad(form: "pl") } des hommes du roi dans la case
cli-arg-sherwood-roll--gold = Pièces d’or dépensées pour une tentative de recrutement
cli-arg-sherwood-roll--warchest = Le trésor de guerre des rebelles avant la dépense (pour vérifier la dépense)
cli-arg-sherwood-roll--phasers = Utiliser les { -phasers } dans un pillage (+5, Sorcellerie +1 ; demande un membre d’équipage de la Fédération)
cli-arg-sherwood-roll--witchcraft = Le niveau de Sorcellerie (0-19)
cli-arg-sherwood-roll--morale = Le niveau du Moral royal (0-19 ; la partie commence à 10)
cli-arg-sherwood-roll--orders = Les ordres royaux : patrol, search ou seize
cli-arg-sherwood-roll--flee-to = Fuite : la case où l’on fuit (un nom de lieu ou un type de case, par exemple forest)
cli-arg-sherwood-roll--squads-there = Fuite : les { -squad(form: "pl") } des hommes du roi dans la case où l’on fuit
cli-arg-sherwood-roll--horses = Fuite : tous ceux qui fuient ont un cheval
cli-arg-sherwood-roll--patients = Soins : combien de blessés sont soignés à la fois (1-3)
cli-arg-sherwood-roll--medical-kit = Soins : McCoy ou Goren utilise la { -medkit } (pas de jet, Sorcellerie +1)
cli-arg-sherwood-roll--row = Lire cette ligne de la table d’après son nom (une ligne ajoutée depuis votre propre table)
cli-arg-sherwood-roll--value = Une valeur imprimée sur un { -counter }, par exemple kirk.raid=3 (caractéristiques : persuasiveness, raid, donations)
cli-arg-sherwood-roll--roll = Le dé que vous avez lancé vous-même (0 vaut 10) ; une deuxième valeur sert à un dé de suite
cli-arg-sherwood-roll--seed = La { -seed } du dé de l’{ -app }, pour rejouer un jet à l’identique
cli-about-sherwood-paragraph = L’effet d’un paragraphe (et votre texte importé) ; caché sans --reveal, pour ne rien dévoiler
cli-arg-sherwood-paragraph--number = Le numéro du paragraphe
cli-arg-sherwood-paragraph--reveal = L’afficher (cela peut dévoiler l’histoire s’il n’est pas encore venu en jeu)
cli-about-sherwood-import-rulebook = Lire votre propre livret de règles en texte brut et garder le texte de ses paragraphes dans votre dossier de données
cli-arg-sherwood-import-rulebook--file = Votre livret de règles, en fichier de texte brut
cli-about-sherwood-known = Ce que vous avez saisi, et ce qui reste inconnu
cli-about-sherwood-set-cell = Saisir une { -chart-cell } de votre propre table : TABLE LIGNE COLONNE CODE, la ligne et la colonne nommées comme sur votre table imprimée (`sherwood table TABLE` montre sa disposition)
cli-arg-sherwood-set-cell--table = La table : recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men ou heal
cli-arg-sherwood-set-cell--row = La ligne telle que votre table l’imprime sur son côté (voir plus bas pour chaque table)
cli-arg-sherwood-set-cell--column = La colonne telle que votre table l’imprime en haut (voir plus bas pour chaque table)
cli-arg-sherwood-set-cell--code = Ce que dit la { -chart-cell } : un numéro de paragraphe ou un code de résultat, par exemple MN ou 2C,F
cli-about-sherwood-set-value = Saisir une valeur de { -counter } : PERSONNE CARAC N (caractéristique : persuasiveness, raid, donations)
cli-arg-sherwood-set-value--person = La personne, par son nom
cli-arg-sherwood-set-value--stat = persuasiveness, raid ou donations
cli-arg-sherwood-set-value--value = La valeur imprimée sur le { -counter } (-20 à 20)
cli-about-sherwood-set-kind = Saisir le type d’une personne : PERSONNE TYPE (enterprise, archon, neutral, royalist, cleric)
cli-arg-sherwood-set-kind--person = La personne, par son nom
cli-arg-sherwood-set-kind--kind = enterprise, archon, neutral, royalist ou cleric
cli-about-sherwood-add-person = Ajouter une personne d’après vos propres { -counter(form: "pl") } : NOM TYPE (enterprise, archon, neutral, royalist, cleric)
cli-arg-sherwood-add-person--name = Le nom de la personne, tel que le { -counter } l’imprime
cli-arg-sherwood-add-person--kind = enterprise, archon, neutral, royalist ou cleric
cli-about-sherwood-add-space = Ajouter une case d’après votre propre { -map } : NOM TYPE (town, castle, cathedral, bridge-ford, road, forest, other)
cli-arg-sherwood-add-space--name = Le nom de la case, tel que votre { -map } l’imprime
cli-arg-sherwood-add-space--kind = town, castle, cathedral, bridge-ford, road, forest ou other
cli-about-sherwood-export-data = Écrire tout ce que vous avez saisi dans un seul fichier
cli-arg-sherwood-export-data--file = Le fichier à écrire
cli-about-sherwood-import-data = Fusionner un fichier qu’un autre joueur a exporté (là où les deux diffèrent, le vôtre l’emporte)
cli-arg-sherwood-import-data--file = Le fichier qu’un autre joueur a exporté
cli-about-sherwood-play = Jouer une partie d’après un script : une action par ligne en JSON (voir `docs/sherwood-play.md`)
cli-more-sherwood-play = Commence une nouvelle partie (mise en place et dés de l’{ -app } d’après la { -seed }, ou les vôtres avec --physical), applique l’action de chaque ligne et dit si elle est appliquée ou refusée, avec la raison, puis montre où en est la partie. Une ligne illisible est signalée avec son numéro et sautée ; le code de sortie est alors 2.
cli-arg-sherwood-play--script = Le script : une action par ligne en JSON ; les lignes vides et celles qui commencent par # sont sautées ; - lit l’entrée standard
cli-arg-sherwood-play--seed = La { -seed } du { -draw } de mise en place et des dés de l’{ -app }, pour rejouer exactement la même partie (une nouvelle est choisie, et montrée, sans elle)
cli-arg-sherwood-play--physical = Partie sur table : vous mettez en place avec vos propres { -counter(form: "pl") } et lancez votre propre dé, donc chaque jet demande "dice" sur sa ligne
cli-about-sherwood-table = Montrer une table cellule par cellule, avec l’origine de chacune
cli-arg-sherwood-table--table = recruiting, donations, raid, horse-theft, sanctuary, flight, fealty, kings-men, heal

## Le matériel à imprimer : pnp-companion print …

cli-arg-print--kit = dnfm, sherwood ou all (les deux)
cli-arg-print--calibration = Imprimer le test d’imprimante au lieu du matériel : une feuille de 25 carrés, recto verso, qui donne le --back-offset dont votre imprimante a besoin (et vérifie l’échelle)
cli-arg-print--paper = a4 ou letter
cli-arg-print--bleed = Fond perdu autour de chaque pièce : 0 ou 3 (mm)
cli-arg-print--crop-marks = Traits de coupe hors du format fini : on ou off
cli-arg-print--back-bleed = Fond perdu autour de chaque verso, 0 à 6 (mm) ; comme --bleed sans lui. Plus qu’au recto élargit les écarts entre les pièces
cli-arg-print--back-crop-marks = Traits de coupe (et repères de coupe) aussi sur les versos : on ou off
cli-arg-print--back-offset = Décalage des versos pour les imprimantes qui ne tombent pas juste : X,Y en mm
cli-arg-print--shop = Le paquet de Do Not Forsake Me tel qu’un imprimeur de cartes le prend : thegamecrafter et makeplayingcards un zip de PNG à 300 dpi, drivethrucards un PDF
cli-arg-print--png = Les { -counter(form: "pl") } de Sherwood en une planche PNG à 300 dpi, à plier et coller (avec sherwood)
cli-arg-print--fold = Pages à plier pour les imprimantes sans recto verso : les rectos au-dessus d’un pli, leurs versos en dessous, imprimés sur une face
cli-arg-print--measured = Les règles de 10 cm de l’essai d’impression telles que vous les avez mesurées : LARGEUR,HAUTEUR en mm (chacune de 90 à 110) ; le kit est mis à l’échelle pour que les deux tombent juste
cli-arg-print--counter-size = Les { -counter(form: "pl") } de Sherwood : 5/8 ou 1/2 (pouce)
cli-arg-print--flip = Le bord sur lequel votre imprimante recto verso retourne la feuille : long ou short
cli-arg-print--ink-saver = Économiser l’encre : grands aplats (ciel de nuit, fonds des { -counter(form: "pl") }) en teintes pâles avec contours
cli-arg-print--output = Le fichier PDF à écrire
cli-arg-print--force = Écraser le PDF s’il existe déjà

## Les sauvegardes : pnp-companion saves …

cli-about-saves-show = Ce que contient une sauvegarde : son jeu, son nom, sa { -seed }, où elle en est ; une erreur si elle ne peut pas être jouée
cli-arg-saves-show--file = Le fichier de sauvegarde (du dossier de données, ou exporté par l’{ -app } web)
cli-about-saves-import = Reprend une sauvegarde ou un export de tout (depuis l’{ -app } web ou un autre ordinateur) dans le dossier de données
cli-arg-saves-import--file = Le fichier exporté
cli-arg-saves-import--settings = Prendre les réglages qu’apporte un export de tout ; sans cette option, les réglages d’ici sont gardés (un dossier qui n’en a pas les prend)
cli-about-saves-share = Un lien qui porte la partie d’une sauvegarde (sa { -seed }, son mode et ses coups), pour l’{ -app } web sur un autre appareil
cli-arg-saves-share--file = Le fichier de sauvegarde
cli-arg-saves-share--base = L’adresse de l’{ -app } web ; sans elle, celle réglée dans l’{ -app } (« Où vit votre application web »), sinon la partie du lien à partir de "#game="
cli-about-saves-open = Ouvre le lien d’une partie partagée comme nouvelle sauvegarde dans le dossier de données (elle est d’abord rejouée et vérifiée)
cli-arg-saves-open--link = Le lien (ou sa partie à partir de "#game=") ; mettez-le entre guillemets dans le terminal
cli-arg-saves-open--theirs = Là où les entrées de table de la partie diffèrent des vôtres, prendre celles de l’expéditeur (la partie a été jouée avec elles) ; sans cette option, un tel lien est refusé et rien n’est écrit

## L’historique : pnp-companion record …

cli-arg-record--game = Seulement ce jeu
cli-about-record-export = Écrit chaque partie en CSV (une ligne par partie ; `README.md` en donne les colonnes)
cli-arg-record-export--csv = Le fichier CSV à écrire
cli-arg-record-export--force = Écraser le fichier s’il existe déjà

## Jouer dans le terminal : pnp-companion play …

cli-arg-play-dnfm--physical = Partie sur table : vous tirez vos propres { -dice-card(form: "pl") } et tapez ce qu’elles montrent
cli-arg-play-dnfm--seed = La { -seed } des tirages de l’{ -app }, pour rejouer la même partie
cli-arg-play-dnfm--name = Le nom sous lequel la partie est sauvegardée (sans lui, le nom du jeu)
cli-arg-play-dnfm--open = Reprendre une partie sauvegardée sous ce nom (commencée ici ou dans la fenêtre)
cli-arg-play-sherwood--physical = Partie sur table : vous lancez votre propre dé et tapez ce qu’il montre
cli-arg-play-sherwood--seed = La { -seed } des jets de l’{ -app }, pour rejouer la même partie
cli-arg-play-sherwood--name = Le nom sous lequel la partie est sauvegardée (sans lui, le nom du jeu)
cli-arg-play-sherwood--open = Reprendre une partie sauvegardée sous ce nom (commencée ici ou dans la fenêtre)

## Les noms des valeurs (<FICHIER>), en capitales

cli-value-aside = CARTE
cli-value-back-bleed = MM
cli-value-back-crop-marks = ÉTAT
cli-value-back-offset = X,Y
cli-value-measured = LARGEUR,HAUTEUR
cli-value-shop = IMPRIMEUR
cli-value-base = ADRESSE
cli-value-bleed = MM
cli-value-bounty = PRIME
cli-value-code = CODE
cli-value-column = COLONNE
cli-value-counter-size = TAILLE
cli-value-crop-marks = ÉTAT
cli-value-dice = VALEURS
cli-value-ed = SOMME
cli-value-file = FICHIER
cli-value-flip = BORD
cli-value-fusion = NIVEAU
cli-value-game = JEU
cli-value-games = NOMBRE
cli-value-gold = NOMBRE
cli-value-kind = TYPE
cli-value-kit = MATÉRIEL
cli-value-link = LIEN
cli-value-morale = NIVEAU
cli-value-n = N
cli-value-n-n = N[,N]
cli-value-name = NOM
cli-value-name-kind = NOM|TYPE
cli-value-navcomm = NIVEAU
cli-value-number = NUMÉRO
cli-value-orders = ORDRES
cli-value-output = FICHIER
cli-value-paper = PAPIER
cli-value-patients = NOMBRE
cli-value-person = PERSONNE
# squad : se tape tel quel.
cli-value-person-squad = PERSONNE|squad
cli-value-person-stat-n = PERSONNE.CARAC=N
cli-value-persons = PERSONNES
cli-value-policy = STRATÉGIE
cli-value-quadrants = QUADRANTS
cli-value-row = LIGNE
cli-value-seed = GRAINE
cli-value-squads = NOMBRE
cli-value-squads-there = NOMBRE
cli-value-stat = CARAC
cli-value-steps = NIVEAUX
cli-value-system = SYSTÈME
cli-value-table = TABLE
cli-value-value = VALEUR
cli-value-warchest = MONTANT
cli-value-witchcraft = NIVEAU
cli-value-wmc = NIVEAU
