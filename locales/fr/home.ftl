# Accueil : les parties sauvegardées, une nouvelle partie, vos données, les réglages.

app-name = PnP Companion
about-line = Un compagnon pour deux jeux de { -map } en solitaire · version { $version }
home-help = Aide
home-f1 = F1 : aide et raccourcis clavier

## Les parties sauvegardées

home-continue = Reprendre
home-no-saves = Aucune partie sauvegardée pour l’instant.
home-unreadable = illisible
home-save-unreadable = illisible (conservée)
home-save-physical = sur table
home-save-digital = numérique
home-save-turn = tour { $turn }
home-save-won = gagnée
home-save-lost = perdue
home-options-open = Options
home-options-close = Fermer
home-not-a-game = { $path } n’est pas un jeu que cette version connaît
home-seed = Graine { $seed }
home-copy-seed = Copier la graine
home-seed-copied = Graine { $seed } copiée.
home-new-name = Nouveau nom
home-rename = Renommer
home-type-name-first = Saisissez d’abord le nouveau nom.
home-other-device = Pour y jouer sur un autre appareil
home-share = Partager
home-export = Exporter
home-cannot-share = Cette sauvegarde est illisible : elle ne peut donc pas être partagée.
home-link-copied = Lien copié.
home-paste-first = Collez d’abord le lien.
home-given-up = Abandonnée ? Votre { -record } peut la compter comme perdue (vous pouvez continuer à jouer)
home-count-as-lost = Compter comme perdue
home-delete = Supprimer…
home-delete-question = Supprimer « { $name } » ? La partie ne pourra plus être reprise.
home-delete-yes = Supprimer
home-delete-no = La garder

## Une nouvelle partie

home-new-game = Nouvelle partie
home-name-placeholder = Nom (facultatif)
home-seed-placeholder = Graine (facultative, pour rejouer)
home-bad-seed = « { $seed } » n’est pas une graine : saisissez un nombre entier ou laissez le champ vide
home-digital = Numérique
home-physical = Sur table
home-chosen = ● { $mode }
home-mode-physical = Sur table : mes propres dés et cartes
home-mode-digital = Numérique : l’application tire les cartes et lance les dés
home-record = Votre { -record } de parties
home-print = PDF à imprimer et jouer

## Vos données

home-your-data = Vos données
home-your-data-about = Transférez vos parties, réglages et tables de Sherwood d’un appareil à l’autre (un téléphone et un ordinateur) : exportez ici, importez là-bas.
home-data-at-risk = Ce navigateur peut effacer les parties de l’application après quelques jours sans visite. Ajoutez PnP Companion à votre écran d’accueil pour les garder.
home-last-exported = Dernier export : { $when }.
home-not-exported = Pas encore exporté.
home-export-all = Tout exporter
home-import = Importer…
home-take-settings = Reprendre aussi ses réglages

## Réglages

home-settings = Réglages
home-language = Langue
home-follow-system = Comme le système
home-theme = Thème
home-theme-light = Clair
home-theme-dark = Sombre
home-scale = Échelle
home-scale-capped = À { $chosen }, cet écran s’affiche à { $shown } : la page serait trop étroite sinon.
home-number-pads = Pavés numériques pour les dés et les nombres (écran tactile)
home-reopen-last = Rouvrir la dernière partie là où vous l’avez laissée
home-screen-reader = Jouer avec un lecteur d’écran
home-screen-reader-what = Une page de titres, de texte et de boutons par-dessus l’image, pour VoiceOver, TalkBack, NVDA ou Orca : la même partie, jouée comme en mode texte.
home-keep-screen-on = Garder l’écran allumé pendant une partie
home-cannot-keep-awake = Ce navigateur ne peut pas garder l’écran allumé (Safari avant iOS 16.4) : allongez le verrouillage automatique du téléphone le temps d’une partie.
home-awake-dropped = Ce téléphone a rétabli le verrouillage de l’écran dès qu’on lui a demandé de le garder allumé : l’écran peut quand même s’éteindre. Allongez le verrouillage automatique du téléphone le temps d’une partie.
home-web-address = Où vit votre application web (son adresse), pour les liens et codes QR des parties partagées
home-web-address-placeholder = https://…
home-address-scheme = L’adresse de l’application web commence par https:// (comme l’affiche le navigateur).
home-keep = Garder

## Il y a combien de temps

age-just-now = à l’instant
age-minutes = il y a { $n } min
age-hours = il y a { $n } h
age-days = { $n ->
    [one] il y a { $n } jour
   *[other] il y a { $n } jours
}
