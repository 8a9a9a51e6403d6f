# L’aide (F1) : les touches, et pour chaque jeu un résumé des règles dans nos propres mots.

help-heading = Aide
help-close = Fermer
help-version = PnP Companion, version { $version }
help-tab-keys = Touches
help-tab-dnfm = Do Not Forsake Me
help-tab-sherwood = Sherwood
help-no-card-data = Les données des cartes n’ont pas pu être lues : il n’y a rien à montrer ici.
help-no-sherwood-data = Les données de Sherwood n’ont pas pu être lues : il n’y a rien à montrer ici.

## Les touches

help-keys = Touches
help-key-space = Espace
help-key-space-does = l’étape suivante quand le jeu ne laisse aucun choix (recherche, révéler, la première attaque, régler un résultat) ; jamais un choix comme esquiver ou combattre
help-key-move-does = avancer d’autant (Do Not Forsake Me)
help-key-digits = chiffres
help-key-digits-does = votre propre dé (Sherwood)
help-key-undo = Ctrl+Z / Ctrl+Y
help-key-undo-does = { -undo } / { -redo } (Cmd sur macOS)
help-key-tab = Tab / Entrée
help-key-tab-does = le champ suivant (la page des { -counter(form: "pl") })
help-key-esc = Échap
help-key-esc-does = ferme ce qui est ouvert (un formulaire, une liste, { -adjust }), puis retour à l’accueil
help-key-help = F1 ou Ctrl+H
help-key-help-does = cette aide, et retour

## Do Not Forsake Me : les cinq cartes de règles

help-rules-card = { $title } (carte de règles { $number })
help-rules-1-title = Do Not Forsake Me — Mise en place
help-rules-1-1 = RSF signifie : faire pivoter d’un demi-tour la moitié supérieure d’un paquet (Rotate), mélanger tout le paquet (Shuffle), puis retourner la moitié inférieure d’un bloc, comme une page (Flip). On prend toujours les cartes par-dessous.
help-rules-1-2 = Faites un RSF des quatre { -star-map(form: "pl") } et posez-les en colonne. Le dos de cette carte est votre vaisseau : placez-le sur le quadrant en bas à gauche de la carte du { -star-map } la plus basse.
help-rules-1-3 = Posez les quatre cartes de ressources du vaisseau sur la carte d’état du vaisseau, chacune tournée pour que son niveau de départ jaune soit sur le bord inférieur, de votre côté. Sur chaque carte de ressource, seul le niveau du bord inférieur compte.
help-rules-1-4 = Posez la carte d’événements sur la carte des mégacrédits de façon qu’elle indique 5.
help-rules-1-5 = Faites un RSF des six { -dice-card(form: "pl") } et gardez-les à côté des mégacrédits. Les règles continuent sur les cartes 2 à 5.
help-rules-2-title = Un tour
help-rules-2-1 = 1. Mouvement : avancez de 1 à 4 quadrants dans le sens horaire. À une station spatiale, vous pouvez vous amarrer et acheter des améliorations ; ailleurs, vous pouvez réparer dans l’espace.
help-rules-2-2 = 2. Événement : cherchez les ennuis, et tentez de les éviter avec le NavComm.
help-rules-2-3 = 3. Prime : sauf si vous êtes amarré, une prime apparaît. Esquivez-la avec le NavComm, ou combattez-la.
help-rules-2-4 = 4. Combat : des manches de valeur de combat contre valeur de combat ; après une manche perdue, continuez ou fuyez.
help-rules-2-5 = Un système endommagé perd un niveau (tournez la carte d’un quart dans le sens antihoraire) et ne descend jamais sous 1 ; l’équipage peut tomber à 0 et ne revient jamais.
help-rules-2-6 = Atteignez 30 mégacrédits pour gagner. Perdez votre dernier membre d’équipage et vous perdez.
help-rules-3-title = Mouvement, stations et réparations
help-rules-3-1 = Avancez le vaisseau de 1 à 4 quadrants dans le sens horaire : on monte par les quadrants de gauche, on descend par ceux de droite.
help-rules-3-2 = Si vous finissez sur une station spatiale, vous pouvez vous amarrer. Amarré, achetez autant de niveaux que vous pouvez en payer (prix sur la carte d’événements) ; un vaisseau amarré ne rencontre aucune prime ce tour.
help-rules-3-3 = Sans être amarré, vous pouvez réparer un système jusqu’à sa valeur de départ, un niveau à la fois, au prix du tableau ci-dessous : plus vous avez volé loin ce tour, moins c’est cher.
help-rules-4-title = Événements et primes
help-rules-4-1 = Événement : faites un RSF des { -dice-card(form: "pl") } et tirez-en une par quadrant parcouru. Leurs valeurs additionnées donnent la détection d’événement ({ -ed }) ; cherchez-la sur la carte d’événements.
help-rules-4-2 = Test de NavComm : faites un RSF et tirez autant de cartes que l’indique votre niveau de NavComm. Si leur total atteint la { -ed }, rien ne se passe ; sinon, résolvez l’événement.
help-rules-4-3 = Prime : si vous n’êtes pas amarré, faites un RSF et tirez une { -dice-card }. La prime qu’elle désigne vous poursuit ; mettez la carte de côté.
help-rules-4-4 = Esquive : faites un RSF des cinq autres et tirez vos cartes de NavComm. Atteindre le niveau de détection ({ -dl }) de la prime vous permet de filer. Si vous n’y arrivez pas, ou si vous le préférez, combattez (carte 5).
help-rules-5-title = Combat
help-rules-5-1 = Le niveau de votre canon au début du combat fixe la ligne d’attaque de la prime utilisée pour tout le combat.
help-rules-5-2 = Votre attaque : faites un RSF des cinq { -dice-card(form: "pl") } et tirez-en trois (la propulsion à fusion peut ajouter des cartes : triez-les et écartez les plus basses jusqu’à n’en garder que trois). Triez de la plus basse à la plus haute ; les positions blanches de votre carte de canon à onde de choc s’additionnent, pas les noires. Ajoutez le modificateur de propulsion à fusion éventuel : c’est votre valeur de combat (VC).
help-rules-5-3 = Son attaque : faites un nouveau RSF des mêmes cinq cartes et tirez-en 3 ou 4 comme l’indique la ligne d’attaque de la prime ; ses positions blanches donnent la VC de la prime.
help-rules-5-4 = Votre VC au moins égale à la sienne : capturée. Prenez les mégacrédits indiqués sur la ligne.
help-rules-5-5 = Sinon, dégâts : faites un RSF et tirez une carte. Chaque icône dans son coin supérieur droit coûte un niveau à ce système. Une icône d’équipage veut dire une carte de plus : si votre carte d’équipage indique sa valeur, un membre d’équipage est perdu.
help-rules-5-6 = Après les dégâts, attaquez de nouveau ou fuyez : cette prime s’échappe et le tour se termine, sauf si l’autre prime d’un contre-complot doit encore venir ; affrontez-la d’abord.

## Do Not Forsake Me : la table des événements et les prix

help-events = Événements (selon la détection d’événement)
help-event-ed = { -ed } { $ed }
help-event-line = { $event } : { $effect }
help-prices = Prix
help-prices-head = Mégacrédits par niveau
help-prices-head-what = amarré · dans l’espace après 1, 2, 3, 4 quadrants

## Sherwood : un tour, la table d’allégeance, la fin

help-sherwood-turn = Un tour
help-sherwood-step-1 = 1. Actions des rebelles
help-sherwood-step-1-does = chaque case où sont vos gens fait une action : recruter, demander des dons, piller, aider les pauvres (Sorcellerie −1 par tranche complète de 5 pièces d’or), soigner, chercher asile, voler ou acheter des chevaux. Se déplacer et se téléporter ne comptent pas, mais qui se déplace ne fait rien d’autre.
help-sherwood-step-2 = 2. Dépenses
help-sherwood-step-2-does = une pièce d’or par case occupée par vos gens (les prisonniers ne coûtent rien). À court d’or : téléportez des vivres (Sorcellerie +1, Trésor de guerre +4), ou laissez une pile souffrir de la faim.
help-sherwood-step-3 = 3. Hommes du roi
help-sherwood-step-3-does = chaque { -squad } lance une fois sur la table des hommes du roi sous les ordres royaux (patrouille, puis fouille après le premier pillage, puis saisie dès que le Moral royal est sous 5).
help-sherwood-step-4 = 4. Cortège royal et { -fealty }
help-sherwood-step-4-does = le cortège avance sur la route ; dans une ville, il lance sur la table d’{ -fealty }, à chaque tour, jusqu’à ce que la ville prête { -fealty }.
help-fealty = La table d’{ -fealty }
help-fealty-how = Lancez un dé, ajoutez le Moral royal, retirez 1 pour chacun de vos neutres, royalistes ou ecclésiastiques dans la ville (ni prisonniers, ni blessés, ni à l’asile).
help-fealty-line = { $band } : { $result }
help-band-or-less = { $n } ou moins
help-fealty-rebellion = Rébellion ouverte
help-fealty-rebellion-means = La ville se soulève contre le roi : si tout l’équipage de l’Archon est libre, la partie est gagnée ; sinon, cela compte comme un refus.
help-fealty-defy = Refus
help-fealty-defy-means = Le cortège royal reste sur place au prochain tour et le Moral royal baisse de 1.
help-fealty-delay = Délai
help-fealty-delay-means = Le cortège royal reste sur place au prochain tour ; si vous avez des gens dans la ville, l’un d’eux (à votre choix) est emprisonné.
help-fealty-swear = Allégeance
help-fealty-swear-means = La ville prête { -fealty } au roi ; son maire quitte le { -map }, sauf si vous l’avez recruté. Le cortège royal repart au prochain tour.
help-sherwood-ends = Gagner et perdre
help-sherwood-ends-text = Vous gagnez quand tout l’équipage de l’Archon et de l’Enterprise est libre, qu’une ville se soulève en { -rebellion } ouverte et que la Sorcellerie est sous 10. Vous perdez quand la Sorcellerie atteint 10, ou quand la dernière ville prête { -fealty }.
