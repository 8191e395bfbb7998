## Forgotten password and e-mail verification: the pages (/auth/reset, /auth/verify)
## and the profile's banner. The server's own messages are in mail.ftl.

recovery-forgot-link = Mot de passe oublié ?
recovery-title = Réinitialiser le mot de passe
recovery-request-heading = Mot de passe oublié ?
recovery-request-intro = Saisissez l'e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
recovery-request-button = Envoyer le lien
recovery-requesting = Envoi en cours...
recovery-request-failed = Impossible d'envoyer le lien
recovery-sent-heading = Consultez votre boîte de réception
recovery-send-again = Envoyer le lien à un autre e-mail
recovery-back-to-sign-in = Retour à la connexion
recovery-expired-text = Le lien de réinitialisation a expiré ou a déjà été utilisé. Saisissez votre e-mail ci-dessous et nous vous en enverrons un nouveau.
recovery-new-heading = Choisissez un nouveau mot de passe
recovery-new-intro = En enregistrant, vous serez connecté ici et déconnecté partout ailleurs.
recovery-new-password = Nouveau mot de passe
recovery-confirm-password = Confirmez le nouveau mot de passe
recovery-save-button = Enregistrer le nouveau mot de passe
recovery-saving = Enregistrement...
recovery-saved = Votre mot de passe a été modifié
recovery-saved-text = Vous êtes maintenant connecté.
recovery-save-failed = Impossible d'enregistrer le mot de passe

verify-title = Confirmer l'e-mail
verify-done-heading = Votre e-mail est confirmé
verify-done-text = Merci ! Nous savons maintenant que l'adresse est la vôtre, et les commandes de la boutique en ligne sont rattachées à votre compte.
verify-already-heading = Votre e-mail est déjà confirmé
verify-already-text = Vous n'avez plus rien à faire : votre compte est en ordre.
verify-failed-heading = Le lien ne fonctionne plus
verify-failed-text = Le lien de confirmation a expiré, a déjà été utilisé ou a été remplacé par un lien plus récent.
verify-failed-signed-in = Nous pouvons envoyer un nouveau lien à { $email }.
verify-failed-signed-out = Connectez-vous pour recevoir un nouveau lien depuis votre profil.
verify-to-profile = Aller à mon compte
verify-to-home = Vers l'accueil
verify-sign-in = Se connecter

verify-banner-heading = Confirmez votre e-mail
verify-banner-text = Nous avons envoyé un lien à { $email }. Cliquez dessus pour confirmer l'adresse : nous pourrons alors rattacher vos commandes au compte.
verify-resend = Renvoyer le lien
verify-resending = Envoi en cours...
verify-resent = Nous avons envoyé un nouveau lien
verify-resent-text = Consultez votre boîte de réception ({ $email }). Le lien est valable 48 heures.
verify-resend-failed = Impossible d'envoyer le lien
