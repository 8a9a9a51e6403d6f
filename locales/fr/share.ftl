# La partie d’une sauvegarde en lien et en code QR, et une partie partagée qui arrive.

share-panel-about = Un lien qui contient « { $name } » lui-même (graine, mode de jeu et chaque coup), pour l’application web sur un autre appareil. Aucun serveur ne le voit.
share-copy-link = Copier le lien
share-export-file = En fichier
share-close = Fermer
share-no-qr-address = Pas de code QR : indiquez où vit votre application web (Réglages, plus bas) et le lien l’ouvrira.
share-no-qr-too-long = Cette partie est trop longue pour un code QR qu’un téléphone lit sans faute : copiez le lien, ou exportez la sauvegarde en fichier.
share-no-qr-failed = Aucun code QR n’a pu être créé pour ce lien : copiez-le, ou exportez la sauvegarde.
share-link-length = { $count ->
    [one] { $count } caractère
   *[other] { $count } caractères
}
share-offer-heading = Une partie partagée avec vous
share-offer-about = « { $name } » : { $about }.
share-offer-question = Elle a été rejouée ici coup par coup. L’ajouter comme nouvelle sauvegarde ?
share-offer-add = Ajouter à mes sauvegardes
share-offer-add-theirs = Ajouter, avec leurs entrées
share-offer-not-now = Pas maintenant
share-offer-differences = Elle a été jouée sur des entrées de tables différentes des vôtres. L’ajouter met les leurs dans ces cases (une partie ne se partage que sur les entrées où elle a été jouée) ; « Pas maintenant » garde les vôtres et laisse la partie :
share-offer-difference = · { $difference }
share-paste-about = Ouvrir une partie partagée par lien : collez le lien ici.
share-paste-placeholder = https://…#game=…
share-open = Ouvrir
