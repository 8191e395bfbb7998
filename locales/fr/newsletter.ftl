## The newsletter's double opt-in and unsubscribe: the confirmation mail, the pages
## /nyhedsbrev/bekraeft and /nyhedsbrev/afmeld, and the subscription on /profile.

mail-newsletter-confirm-subject = Confirmez votre inscription à la newsletter
mail-newsletter-confirm-heading = Confirmez votre inscription
mail-newsletter-confirm-text = Cliquez sur le bouton pour confirmer que vous souhaitez recevoir notre newsletter – un e-mail par mois au maximum. Nous vous enverrons ensuite votre code de réduction de 10 % pour votre première commande.
mail-newsletter-confirm-button = Confirmer mon inscription
mail-newsletter-confirm-ignore = Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail. Nous ne vous écrirons plus, et le lien cessera de fonctionner dans 7 jours.
mail-newsletter-unsubscribe = Se désinscrire de la newsletter

newsletter-confirm-title = Newsletter
newsletter-confirm-heading = Confirmez votre inscription
newsletter-confirm-text = Cliquez sur le bouton, et vous recevrez notre newsletter – un e-mail par mois au maximum – ainsi que votre code de réduction de 10 % pour votre première commande.
newsletter-confirm-button = Confirmer l’inscription
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

mail-campaign-subject = { $subject }
mail-campaign-paragraph = { $text }

backoffice-nav-newsletter = Newsletter
backoffice-newsletter-title = Newsletter
backoffice-newsletter-intro = { $count ->
    [one] { $count } abonné confirmé.
   *[other] { $count } abonnés confirmés.
} Une newsletter par mois au maximum, comme promis lors de l’inscription ; elle est envoyée à raison de { $perMinute } e-mails par minute.
backoffice-newsletter-compose = Rédiger une newsletter
backoffice-newsletter-required = (obligatoire)
backoffice-newsletter-optional = (facultatif – sinon traduit ou en danois)
backoffice-newsletter-subject = Objet
backoffice-newsletter-body = Texte (une ligne vide entre les paragraphes)
backoffice-newsletter-translate = Traduire les langues vides avec { $provider } (marquées pour relecture)
backoffice-newsletter-no-provider = Aucune traduction automatique configurée : les langues vides reçoivent le texte danois
backoffice-newsletter-preview-lang = Langue de l’aperçu
backoffice-newsletter-preview = Aperçu
backoffice-newsletter-preview-heading = Voici le rendu en { $lang }
backoffice-newsletter-source-given = Rédigé par vous.
backoffice-newsletter-source-machine = Traduit automatiquement – relisez-le.
backoffice-newsletter-source-danish = Le texte danois (rien n’a été rédigé dans cette langue).
backoffice-newsletter-test = M’envoyer un test
backoffice-newsletter-test-sent = Test envoyé à { $email }
backoffice-newsletter-send = { $count ->
    [one] Envoyer à { $count } abonné
   *[other] Envoyer à { $count } abonnés
}
backoffice-newsletter-send-confirm = { $count ->
    [one] Envoyer la newsletter à { $count } abonné maintenant ? L’envoi est irréversible, et la prochaine ne pourra partir que le mois prochain.
   *[other] Envoyer la newsletter à { $count } abonnés maintenant ? L’envoi est irréversible, et la prochaine ne pourra partir que le mois prochain.
}
backoffice-newsletter-send-yes = Oui, envoyer
backoffice-newsletter-started = { $count ->
    [one] La newsletter est en cours d’envoi à { $count } abonné
   *[other] La newsletter est en cours d’envoi à { $count } abonnés
}
backoffice-newsletter-next = La newsletter du mois a été envoyée. La prochaine pourra être envoyée à partir du { $date }.
backoffice-newsletter-month-taken = La newsletter du mois a déjà été envoyée. La prochaine pourra être envoyée à partir du { $date }.
backoffice-newsletter-campaigns = Newsletters envoyées
backoffice-newsletter-none = Aucune newsletter n’a encore été envoyée.
backoffice-newsletter-started-at = Envoyée
backoffice-newsletter-recipients = Destinataires
backoffice-newsletter-delivered = Délivrés
backoffice-newsletter-failed = Échecs
backoffice-newsletter-unsubscribed = Désinscrits depuis l’envoi
backoffice-newsletter-machine = traduit automatiquement : { $langs }
backoffice-newsletter-waiting = { $count } en attente
backoffice-newsletter-subject-required = L’objet en danois est obligatoire
backoffice-newsletter-subject-too-long = L’objet ne doit pas dépasser 150 caractères
backoffice-newsletter-body-required = Le texte en danois est obligatoire
backoffice-newsletter-body-too-long = Le texte ne doit pas dépasser 20 000 caractères
backoffice-newsletter-bad-language = Langue inconnue
backoffice-outbox-kind-newsletter-confirm = Confirmation de newsletter
backoffice-outbox-kind-newsletter-campaign = Newsletter
backoffice-outbox-kind-account-deleted = Compte supprimé
backoffice-outbox-kind-account-retention-warning = Avis de suppression de compte
