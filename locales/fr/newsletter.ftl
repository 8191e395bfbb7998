## The newsletter's double opt-in and unsubscribe: the confirmation mail, the pages
## /nyhedsbrev/bekraeft and /nyhedsbrev/afmeld, and the subscription on /profile.

mail-newsletter-confirm-subject = Confirmez votre inscription à la newsletter
mail-newsletter-confirm-heading = Confirmez votre inscription
mail-newsletter-confirm-text = Cliquez sur le bouton pour confirmer que vous souhaitez recevoir notre newsletter – un e-mail par mois au maximum. Nous vous enverrons ensuite votre code de réduction de 10 % pour votre première commande.
mail-newsletter-confirm-button = Confirmer mon inscription
mail-newsletter-confirm-ignore = Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail. Nous ne vous écrirons plus, et le lien cessera de fonctionner dans 7 jours.
mail-newsletter-unsubscribe = Se désinscrire de la newsletter

newsletter-confirm-title = Newsletter
newsletter-confirmed-heading = Merci – vous êtes inscrit
newsletter-confirmed-text = Votre inscription est confirmée. Nous vous avons envoyé un e-mail avec votre code de réduction de 10 % pour votre première commande.
newsletter-confirm-failed-heading = Le lien ne fonctionne plus
newsletter-confirm-failed-text = Le lien a déjà été utilisé ou a expiré. Inscrivez-vous à nouveau en bas de la page d’accueil, et nous vous en enverrons un nouveau.
newsletter-to-shop = Voir les produits
newsletter-unsubscribe-title = Désinscription de la newsletter
newsletter-unsubscribe-heading = Se désinscrire de la newsletter
newsletter-unsubscribe-text = Cliquez sur le bouton, et nous ne vous enverrons plus de newsletters.
newsletter-unsubscribe-button = Se désinscrire
newsletter-unsubscribe-keep = Garder la newsletter
newsletter-unsubscribed-heading = Vous êtes désinscrit
newsletter-unsubscribed-text = Vous ne recevrez plus de newsletters de notre part. Vous pouvez vous réinscrire à tout moment.
newsletter-unsubscribe-failed-heading = Le lien ne fonctionne pas
newsletter-unsubscribe-failed-text = Nous n’avons pas trouvé l’inscription. Écrivez-nous si vous recevez encore des newsletters.
newsletter-unsubscribe-unknown = Inscription introuvable

profile-newsletter-heading = Newsletter
profile-newsletter-text = Des conseils sur l’électricité, l’éclairage et la maison connectée, et 10 % de réduction sur votre première commande – un e-mail par mois au maximum. Vous pouvez vous désinscrire à tout moment.
profile-newsletter-status-none = Vous n’êtes pas inscrit.
profile-newsletter-status-pending = Nous attendons que vous confirmiez votre inscription via le lien figurant dans l’e-mail.
profile-newsletter-status-confirmed = Vous êtes inscrit.
profile-newsletter-status-unsubscribed = Vous êtes désinscrit.
profile-newsletter-subscribe = S’inscrire à la newsletter
profile-newsletter-unsubscribe = Se désinscrire de la newsletter
profile-newsletter-subscribed = Vous êtes inscrit à la newsletter
profile-newsletter-check-mail = Confirmez votre inscription via le lien figurant dans l’e-mail que nous vous avons envoyé
profile-newsletter-unsubscribed = Vous êtes désinscrit de la newsletter
profile-newsletter-failed = Impossible de modifier votre inscription
