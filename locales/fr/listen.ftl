# La page pour lecteur d’écran : le jeu de l’application web en titres, texte et boutons.

listen-link = Jouer avec un lecteur d’écran
listen-title-home = PnP Companion
listen-home = Choisissez un jeu pour commencer, ou une partie enregistrée pour la continuer. « Retour à l’image » quitte cette page pour l’écran dessiné.
listen-standing = Où en est la partie
listen-said = Ce qui s’est passé
listen-choices = Vos choix
listen-answer = Répondre
listen-back = Revenir
listen-undo = Annuler la dernière étape
listen-redo = Rétablir
listen-help = Aide
listen-log = Le journal
listen-leave = Quitter la partie
listen-picture = Retour à l’image
listen-typed = Ou tapez une commande ou une ligne (voir, journal, sauver, station 5)
listen-send = Envoyer
listen-tools = La partie
listen-dismiss = Avis lu
listen-go-home = Aller à l’accueil
listen-elsewhere = L’écran dessiné montre une page que celle-ci ne montre pas (impression, votre { -record }). Allez à l’accueil pour jouer, ou revenez à l’image pour l’utiliser.
listen-help-page = Appuyez sur le bouton d’un choix pour le prendre ; la chance d’un jet ou d’un tirage est dans ses mots. Annuler reprend la dernière étape, Rétablir la rejoue. Une question se répond dans son champ ; Revenir la quitte sans rien changer. Le champ sous les boutons lit toute ligne que lit le mode texte : voir (tout l’état), journal (chaque étape), sauver. Ce qui se passe est dit à mesure ; chaque étape est enregistrée.
listen-help-question = À une question : tapez la réponse dans son champ et appuyez sur Répondre, ou Revenir pour ne rien changer. Aide, voir et journal répondent et reposent la question.
listen-kept = La partie est enregistrée.
listen-new-digital = { $game } : une nouvelle partie, l’application tire et lance
listen-new-physical = { $game } : une nouvelle partie avec { $kind ->
    [dnfm] vos propres cartes
   *[sherwood] votre propre dé
}
listen-go-on = { $finished ->
    [yes] Revoir { $name } ({ $game }, terminée)
   *[no] Continuer { $name } ({ $game })
}
