## Validation (les messages de la spécification, mot pour mot)

validation-invalid = Informations invalides
validation-first-name-required = Le prénom est obligatoire
validation-first-name-too-long = Le prénom ne doit pas dépasser 50 caractères
validation-last-name-required = Le nom est obligatoire
validation-last-name-too-long = Le nom ne doit pas dépasser 50 caractères
validation-email-invalid = Adresse e-mail invalide
validation-email-too-long = L’adresse e-mail ne doit pas dépasser 255 caractères
validation-password-required = Le mot de passe est obligatoire
validation-password-too-short = Le mot de passe doit contenir au moins 6 caractères
validation-password-too-long = Le mot de passe ne doit pas dépasser 72 caractères
validation-phone-too-long = Le numéro de téléphone ne doit pas dépasser 20 caractères
validation-passwords-mismatch = Les mots de passe ne correspondent pas
validation-current-password-required = Saisissez votre mot de passe actuel

## Comptes : messages de l’API

auth-email-taken = Cette adresse e-mail est déjà enregistrée
auth-email-taken-hint = Connectez-vous plutôt avec votre adresse e-mail et votre mot de passe.
auth-sign-up-failed = Impossible de créer le compte
auth-invalid-credentials = Adresse e-mail ou mot de passe incorrect
auth-sign-in-failed = Impossible de se connecter
auth-rate-limited = { $minutes ->
    [one] Trop de tentatives de connexion. Veuillez patienter { $minutes } minute, puis réessayer.
   *[other] Trop de tentatives de connexion. Veuillez patienter { $minutes } minutes, puis réessayer.
}
auth-required = Vous devez vous connecter.
auth-forbidden = Vous n’avez pas accès à ce contenu.
auth-cross-site = La requête a été refusée, car elle ne provenait pas de notre site web.
auth-wrong-current-password = Mot de passe incorrect
auth-wrong-current-password-hint = Vérifiez votre mot de passe et réessayez
api-unavailable = Le service est temporairement indisponible. Veuillez réessayer dans quelques instants.
api-internal-error = Une erreur s’est produite. Veuillez réessayer dans quelques instants.
api-bad-request = La requête n’a pas pu être lue.
api-too-large = La requête est trop volumineuse ({ $limit } au maximum).

## Page de connexion et d’inscription

auth-heading = Votre compte
auth-intro = Connectez-vous pour consulter vos commandes et enregistrer vos informations – ou créez un compte en un instant.
auth-tab-sign-in = Se connecter
auth-tab-sign-up = Créer un compte
auth-email = E-mail
auth-email-placeholder = nom@exemple.fr
auth-password = Mot de passe
auth-first-name = Prénom
auth-last-name = Nom
auth-password-hint = Au moins 6 caractères
auth-strength-label = Robustesse du mot de passe : { $strength }
auth-strength-weak = Faible
auth-strength-medium = Moyenne
auth-strength-strong = Élevée
auth-sign-in-button = Se connecter
auth-sign-up-button = Créer un compte
auth-signing-in = Connexion en cours...
auth-signing-up = Création du compte en cours...
auth-welcome-new = Bienvenue chez { $product } !
auth-welcome-new-text = Votre compte a été créé.
auth-welcome-back = Bon retour parmi nous !
auth-welcome-back-text = Vous êtes maintenant connecté.

## Page de profil

profile-heading = Mon compte
profile-greeting = Bonjour { $name }
profile-tab-profile = Profil
profile-tab-orders = Commandes
profile-personal-info = Informations personnelles
profile-email = E-mail
profile-email-locked = Votre adresse e-mail ne peut pas être modifiée.
profile-first-name = Prénom
profile-last-name = Nom
profile-phone = Téléphone (facultatif)
profile-phone-placeholder = 12 34 56 78
profile-save = Enregistrer les modifications
profile-saving = Enregistrement en cours...
profile-saved = Profil mis à jour
profile-saved-text = Vos informations ont été enregistrées.
profile-fetch-failed = Impossible de charger le profil
profile-orders-failed = Impossible de charger les commandes
profile-no-user = Aucun utilisateur trouvé
profile-update-failed = Impossible de mettre à jour le profil
profile-change-password = Modifier le mot de passe
profile-current-password = Mot de passe actuel
profile-new-password = Nouveau mot de passe
profile-confirm-password = Confirmez le nouveau mot de passe
profile-change-password-button = Modifier le mot de passe
profile-changing-password = Modification du mot de passe...
profile-password-changed = Mot de passe modifié
profile-password-changed-text = Votre nouveau mot de passe est désormais actif
profile-password-change-failed = Impossible de modifier le mot de passe
profile-account-actions = Compte
profile-logout = Se déconnecter
profile-logged-out = Vous êtes déconnecté
profile-logged-out-text = Merci de votre visite – à bientôt.
profile-session-ended = Votre session a pris fin
profile-session-ended-text = Reconnectez-vous pour continuer.

orders-heading = Vos commandes
orders-empty = Vous n’avez encore passé aucune commande.
orders-start-shopping = Commencer vos achats
orders-number = Commande { $number }
orders-date = Commandée le { $date }
orders-open = Voir la commande { $number }
orders-total = Total
orders-products = Produits
orders-quantity = Qté : { $quantity }
order-status-completed = Terminée
order-status-pending = En attente

## Contrôle d’accès administrateur

admin-checking = Vérification de l’accès...
admin-access-denied = Accès refusé
admin-access-denied-text = Vous devez disposer de droits d’administrateur pour accéder à cette page.
admin-return-home = Retour à l’accueil

api-busy = Nous sommes très sollicités. Réessayez dans un instant.
auth-sign-up-limited = { $minutes ->
    [one] Trop de comptes ont été créés depuis cette adresse. Réessayez dans 1 minute.
   *[other] Trop de comptes ont été créés depuis cette adresse. Réessayez dans { $minutes } minutes.
}
checkout-rate-limited = { $minutes ->
    [one] Vous avez lancé beaucoup de paiements en peu de temps. Réessayez dans 1 minute.
   *[other] Vous avez lancé beaucoup de paiements en peu de temps. Réessayez dans { $minutes } minutes.
}
validation-password-common = Ce mot de passe est trop facile à deviner – choisissez-en un autre

auth-mfa-required = Les pages d'administration exigent une connexion avec votre code à usage unique. Déconnectez-vous puis reconnectez-vous.
auth-mfa-enrol-required = Les pages d'administration exigent l'authentification à deux facteurs. Activez-la dans votre profil.
mfa-challenge-expired = La tentative de connexion a expiré. Veuillez vous reconnecter.
mfa-code-invalid = Le code est incorrect ou a expiré
mfa-already-enrolled = L'authentification à deux facteurs est déjà activée.

auth-sign-in-link-sent = Trop de tentatives de connexion à ce compte avec un mauvais mot de passe. Pour votre sécurité, le mot de passe seul ne suffit pas pour le moment : si un compte existe avec cet e-mail, nous avons envoyé un lien qui vous connecte. Vous pouvez aussi choisir un nouveau mot de passe.
auth-password-change-capped = Le mot de passe ne peut pas être modifié pour le moment
auth-password-change-capped-hint = Trop de mauvais mots de passe ont été essayés sur ce compte. Connectez-vous avec le lien envoyé, ou choisissez un nouveau mot de passe via « Mot de passe oublié ».
