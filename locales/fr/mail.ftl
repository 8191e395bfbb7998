## E-mails the site sends, and the server's messages about them.

mail-greeting = Bonjour { $name },
mail-signoff = Cordialement
mail-footer-company = { $name } · { $address } · CVR { $cvr }
mail-footer-contact = Tél. { $phone } · { $email }

mail-verify-subject = Confirmez votre e-mail chez { $name }
mail-verify-heading = Confirmez votre e-mail
mail-verify-text = Merci d'avoir créé un compte chez { $name }. Confirmez votre adresse e-mail pour que nous puissions associer vos commandes à votre compte.
mail-verify-button = Confirmer l'e-mail
mail-verify-expiry = Le lien est valable { $hours } heures et ne peut être utilisé qu'une fois. Si vous n'avez pas créé de compte, ignorez cet e-mail.

mail-reset-subject = Réinitialisez votre mot de passe
mail-reset-heading = Réinitialisez votre mot de passe
mail-reset-text = Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.
mail-reset-button = Choisir un nouveau mot de passe
mail-reset-expiry = Le lien est valable 1 heure et ne peut être utilisé qu'une fois. Si vous n'avez rien demandé, ignorez cet e-mail – votre mot de passe n'a pas changé.

mail-order-subject = Confirmation de commande { $number }
mail-order-heading = Merci pour votre commande
mail-order-text = Nous avons reçu votre commande { $number } le { $date }. Voici ce que vous avez commandé :
mail-order-total = Total
mail-order-button = Voir la commande
mail-order-followup = Pour toute question, répondez à cet e-mail ou appelez le { $phone }.

mail-status-heading = Du nouveau sur votre commande
mail-status-subject-pending = Votre commande { $number } est en attente
mail-status-subject-completed = Votre commande { $number } est terminée
mail-status-subject-cancelled = Votre commande { $number } a été annulée
mail-status-pending = Votre commande { $number } est de nouveau en attente. Nous vous tiendrons informé dès qu'il y aura du nouveau.
mail-status-completed = Votre commande { $number } est terminée. Merci pour votre achat.
mail-status-cancelled = Votre commande { $number } a été annulée. Si vous avez payé, nous vous rembourserons. N'hésitez pas à nous contacter pour toute question.

mail-receipt-subject = Nous avons bien reçu votre demande
mail-receipt-heading = Merci pour votre demande
mail-receipt-text = Nous avons bien reçu votre message et vous répondrons sous 24 heures.
mail-receipt-urgent = C'est urgent ? Appelez le { $phone } (jours ouvrés 8 h-17 h).

mail-newsletter-subject = Bienvenue dans la newsletter – voici votre code de réduction
mail-newsletter-heading = Bienvenue dans la newsletter
mail-newsletter-text = Merci pour votre inscription. Comme promis, vous bénéficiez de 10 % de réduction sur votre première commande avec ce code :
mail-newsletter-code = Code de réduction
mail-newsletter-promise = Nous envoyons au plus un e-mail par mois, et vous pouvez vous désinscrire à tout moment.

mail-business-quote-subject = Nouvelle demande de devis de { $name }
mail-business-quote-heading = Nouvelle demande de devis
mail-business-contact-subject = Nouveau message de { $name }
mail-business-contact-heading = Nouveau message du formulaire de contact
mail-business-request-text = On a promis au client une réponse sous 24 heures. Répondez à cet e-mail pour écrire directement à { $email }.
mail-business-order-subject = Nouvelle commande { $number } ({ $total })
mail-business-order-heading = Nouvelle commande { $number }
mail-business-order-text = { $customer } ({ $email }) a commandé :
mail-business-button = Ouvrir l'administration

mail-field-name = Nom
mail-field-email = E-mail
mail-field-phone = Téléphone
mail-field-message = Message
mail-field-language = Langue

auth-reset-sent = Si un compte existe avec cet e-mail, nous avons envoyé un lien pour choisir un nouveau mot de passe. Consultez votre boîte de réception.
auth-reset-invalid = Le lien ne fonctionne plus
auth-reset-invalid-hint = Le lien a expiré ou a déjà été utilisé. Demandez un nouveau lien.
verify-already = Votre e-mail est déjà confirmé.
verify-resend-limited = { $minutes ->
    [one] Nous avons déjà envoyé le lien plusieurs fois. Réessayez dans 1 minute.
   *[other] Nous avons déjà envoyé le lien plusieurs fois. Réessayez dans { $minutes } minutes.
}
backoffice-bad-status = Statut inconnu.
backoffice-not-found = Introuvable.
backoffice-requests-title = Demandes
backoffice-orders-title = Commandes
backoffice-outbox-title = E-mails sortants
catalogue-image-not-image = Le fichier n'est pas une image. Utilisez JPEG, PNG ou WebP.
catalogue-image-too-large = L'image est trop volumineuse ({ $limit } au maximum).
catalogue-image-too-many-pixels = L'image compte trop de pixels ({ $megapixels } mégapixels au maximum). Enregistrez-la dans une taille plus petite et réessayez.
catalogue-image-unreadable = L'image n'a pas pu être lue. Le fichier est peut-être endommagé : enregistrez-le à nouveau et réessayez.

mail-sign-in-link-subject = Votre lien de connexion
mail-sign-in-link-heading = Connectez-vous avec ce lien
mail-sign-in-link-text = Quelqu'un a essayé de nombreuses fois de se connecter à votre compte avec un mauvais mot de passe. Pour protéger le compte, le mot de passe seul ne suffit pas pour le moment. Utilisez le bouton ci-dessous pour vous connecter – si ce n'était pas vous, votre compte reste protégé, mais choisissez de préférence un nouveau mot de passe robuste.
mail-sign-in-link-button = Se connecter
mail-sign-in-link-expiry = Le lien est valable 15 minutes et une seule fois.
