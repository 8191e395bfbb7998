## Pages (titres, descriptions et intitulés)

not-found-title = Page introuvable
not-found-heading = Oups ! Page introuvable
not-found-text = Nous n’avons pas trouvé la page { $path }. Elle a peut-être été déplacée ou supprimée.
not-found-home = Retour à l’accueil

contact-title = Contactez-nous
contact-description = Écrivez-nous ou appelez-nous. Nous répondons sous 24 heures et, pour les demandes urgentes, nous sommes joignables par téléphone du lundi au vendredi de 8 h à 17 h.
coming-soon-title = Bientôt disponible
auth-title = Connectez-vous ou créez un compte
profile-title = Mon profil
admin-translations-title = Traductions
admin-translation-check-title = Couverture des traductions

collection-indendors-lys = Éclairage intérieur
collection-udendors-lys = Éclairage extérieur
collection-smart-home = Maison connectée
collection-tilbehor = Accessoires

error-page-title = Une erreur s’est produite
error-page-text = La page ne peut pas être affichée pour le moment. Réessayez dans quelques instants – ou appelez-nous, nous vous aiderons.
error-page-retry = Réessayer
navigation-pending = Chargement de la page …
form-too-large-title = Le formulaire est trop volumineux
form-too-large-text = Votre envoi dépasse les { $limit } que nous pouvons accepter ; rien n’a été enregistré. Revenez en arrière, raccourcissez le texte et envoyez-le à nouveau.
form-unreadable-title = Le formulaire n’a pas pu être lu
form-unreadable-text = Votre envoi n’est pas arrivé en entier ; rien n’a été enregistré. Revenez en arrière et envoyez à nouveau le formulaire.
form-cross-site-title = Le formulaire a été refusé
form-cross-site-text = Le formulaire ne venait pas de notre site ; rien n’a été enregistré. Ouvrez à nouveau la page et envoyez le formulaire depuis celle-ci.
busy-page-title = Nous sommes très sollicités
busy-page-text = Nous avons beaucoup de visiteurs en ce moment. Réessayez dans un instant.
