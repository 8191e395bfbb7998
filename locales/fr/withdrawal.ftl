# The withdrawal function (/fortryd), its mails, the order page's part and the back
# office's returns.

footer-withdrawal = Se rétracter d'un achat

withdrawal-title = Se rétracter d'un achat
withdrawal-heading = Se rétracter d'un achat
withdrawal-intro = Vous avez acheté des articles chez nous et changé d'avis ? Vous disposez d'un droit de rétractation de 14 jours à compter du jour où vous recevez les articles. Indiquez le numéro de commande et l'adresse e-mail utilisée pour la commande – vous n'avez pas besoin de compte.
withdrawal-find-order = Numéro de commande
withdrawal-find-order-hint = Il figure dans la confirmation de commande, par exemple NE-10001.
withdrawal-find-email = Adresse e-mail utilisée pour la commande
withdrawal-button = Se rétracter du contrat ici
withdrawal-order-required = Indiquez le numéro de commande.
withdrawal-email-required = Indiquez l'adresse e-mail utilisée pour la commande.
withdrawal-not-found = Nous n'avons trouvé aucune commande avec ce numéro et cette adresse e-mail. Vérifiez la confirmation de commande ou écrivez à { $email }.
withdrawal-failed = Nous ne pouvons pas traiter votre rétractation pour le moment. Réessayez dans un instant – ou écrivez-nous : votre rétractation est alors tout aussi valable.
withdrawal-done-unknown = Le lien vers la rétractation n'est pas valable. Retrouvez la commande ci-dessous.

withdrawal-statement-heading = Votre rétractation
withdrawal-statement-intro = Vous vous rétractez de l'achat de la commande { $number } du { $date }. Tous les articles sont cochés – décochez ceux que vous gardez ou modifiez la quantité.
withdrawal-lines-legend = Articles concernés par votre rétractation
withdrawal-line-quantity = Quantité
withdrawal-line-bought = { $count ->
    [one] Vous avez acheté { $count } pièce
   *[other] Vous avez acheté { $count } pièces
}
withdrawal-line-left = { $count ->
    [one] Rétractation possible pour { $count } pièce
   *[other] Rétractation possible pour { $count } pièces
}
withdrawal-name-label = Votre nom
withdrawal-email-label = Adresse e-mail pour notre réponse
withdrawal-reason-label = Motif (facultatif)
withdrawal-reason-hint = Vous n'avez pas à motiver votre décision.
withdrawal-confirm = Confirmer la rétractation
withdrawal-confirm-note = Dès que vous appuyez sur le bouton, votre rétractation est envoyée. Vous recevez immédiatement un accusé de réception par e-mail.
withdrawal-ends = Le délai de rétractation expire le { $date }.
withdrawal-period-running = Le délai de rétractation est de 14 jours à compter du jour où vous recevez les articles.
withdrawal-shopify-note = La commande a été payée sur notre page de paiement Shopify. Le remboursement est effectué par ce biais, sur le moyen de paiement que vous avez utilisé.

withdrawal-form-expired = Le formulaire a expiré. Ouvrez-le à nouveau et réessayez.
withdrawal-name-required = Indiquez votre nom.
withdrawal-name-too-long = Le nom ne peut pas dépasser 100 caractères.
withdrawal-reason-too-long = Le motif ne peut pas dépasser 1000 caractères.
withdrawal-quantity-invalid = La quantité doit être un nombre entier.
withdrawal-line-unknown = L'un des articles ne figure pas dans la commande.
withdrawal-quantity-too-many = Vous ne pouvez pas vous rétracter pour plus d'articles que vous n'en avez achetés.
withdrawal-lines-required = Choisissez au moins un article concerné par votre rétractation.
withdrawal-quantity-withdrawn = Vous vous êtes déjà rétracté pour certains de ces articles. Vérifiez les quantités.

withdrawal-done-heading = Nous avons bien reçu votre rétractation
withdrawal-done-text = Votre rétractation { $reference } a été reçue le { $received }. Nous avons envoyé un accusé de réception à { $email }.
withdrawal-done-next = Marche à suivre
withdrawal-done-statement = Votre rétractation telle que nous l'avons reçue
withdrawal-closed-ended = Le délai de rétractation pour la commande { $number } a expiré le { $date }. Si vous avez des questions sur la commande, écrivez à { $email } ou appelez le { $phone }.
withdrawal-closed-withdrawn = Vous vous êtes déjà rétracté pour tous les articles de la commande { $number }.
withdrawal-closed-cancelled = La commande { $number } a été annulée : il n'y a donc pas lieu de vous rétracter.
withdrawal-earlier-heading = Vos rétractations pour cette commande
withdrawal-state-new = Reçue
withdrawal-state-received = Articles reçus
withdrawal-state-refunded = Remboursée
withdrawal-state-credited = Crédité

withdrawal-statement-text = Je vous notifie par la présente que j'exerce mon droit de rétractation pour l'achat des articles suivants de la commande { $number } du { $date } auprès de { $business } :
withdrawal-statement-name = Nom : { $name }
withdrawal-statement-email = E-mail : { $email }
withdrawal-statement-reason = Motif : { $reason }
withdrawal-received-at = { $date } à { $time }
withdrawal-quoted = { $text }

withdrawal-reference = Rétractation
withdrawal-order = Commande
withdrawal-received-label = Date de réception
withdrawal-name = Nom
withdrawal-email = E-mail
withdrawal-reason = Motif

withdrawal-next-send = Renvoyez les articles à { $address } au plus tard 14 jours après votre rétractation. Indiquez le numéro de commande { $number } sur le colis et, si possible, joignez-y l'accusé de réception.
withdrawal-next-bring = Vous pouvez aussi déposer les articles dans notre magasin : { $address }.
withdrawal-next-cost = Les frais de retour sont à votre charge, comme le prévoient les conditions générales de vente.
withdrawal-next-refund = Nous vous remboursons le montant – les articles et, si vous vous rétractez de toute la commande, les frais de livraison standard initiaux – au plus tard le { $date }. Nous pouvons toutefois différer le remboursement jusqu'à la réception des articles ou jusqu'à ce que vous nous ayez fourni une preuve de leur expédition.
withdrawal-next-how-card = Le remboursement est effectué sur la carte ou via MobilePay, selon le moyen avec lequel vous avez payé.
withdrawal-next-how-bank = Envoyez-nous vos coordonnées bancaires (numéro d'enregistrement et numéro de compte) – il suffit de répondre à l'accusé de réception que nous vous avons envoyé par e-mail – et nous vous virerons l'argent. Si vous n'avez pas encore payé, nous vous enverrons un avoir.
withdrawal-next-how-ean = Nous enverrons un avoir à votre numéro EAN.
withdrawal-next-how-shopify = La commande a été payée sur notre page de paiement Shopify : le remboursement est effectué par ce biais, sur le moyen de paiement que vous avez utilisé.

mail-withdrawal-subject = Accusé de réception de votre rétractation de la commande { $number }
mail-withdrawal-heading = Nous avons bien reçu votre rétractation
mail-withdrawal-received = Nous avons reçu votre rétractation de la commande { $number } le { $received } (heure danoise). Voici tout ce que vous nous avez envoyé.
mail-withdrawal-statement-heading = Votre rétractation telle que nous l'avons reçue :
mail-withdrawal-button = Voir votre rétractation

mail-withdrawal-business-subject = Rétractation { $reference } de la commande { $number }
mail-withdrawal-business-heading = Un client s'est rétracté d'un achat
mail-withdrawal-business-text = { $name } s'est rétracté de la commande { $number } le { $received }. Le remboursement doit être effectué au plus tard 14 jours après ; vous pouvez attendre d'avoir reçu les articles.
mail-withdrawal-business-shopify = La commande a été payée sur la page de paiement de Shopify : remboursez-la dans Shopify, puis marquez-la comme remboursée dans Retours.

withdrawal-credit-line = Rétractation { $reference }
mail-withdrawal-refund-subject = Nous avons effectué le remboursement de la commande { $number }
mail-withdrawal-refund-heading = Votre argent est en route
mail-withdrawal-refund-bank = Nous vous avons viré { $amount } pour votre rétractation { $reference } de la commande { $number }. L'avoir est joint.
mail-withdrawal-refund-card = Nous avons remboursé { $amount } sur votre carte pour votre rétractation { $reference } de la commande { $number }.
mail-withdrawal-credit-subject = Avoir pour votre rétractation de la commande { $number }
mail-withdrawal-credit-heading = Vous ne payez pas ce dont vous vous êtes rétracté
mail-withdrawal-credit-text = Vous n’aviez pas encore payé la commande { $number } : il n’y a donc pas d’argent à vous renvoyer. Nous avons émis à la place un avoir de { $amount } pour votre rétractation { $reference } : il réduit la facture de ce montant. L’avoir est joint.
mail-withdrawal-credit-text-no-invoice = Vous n’aviez pas encore payé la commande { $number } : il n’y a donc pas d’argent à vous renvoyer, et vous ne payez pas les { $amount } de votre rétractation { $reference }.
mail-withdrawal-credit-left = Vous ne payez plus que { $amount } pour la commande { $number }.
mail-withdrawal-credit-nothing-left = Vous n’avez rien à payer pour la commande { $number }.
withdrawal-refund-goods = Articles
withdrawal-refund-shipping = Frais de livraison initiaux
withdrawal-refund-deduction = Déduction pour dépréciation
withdrawal-refund-deduction-reason = Motif de la déduction

order-withdrawal-button = Se rétracter du contrat ici
order-withdrawal-ends = Vous pouvez vous rétracter de l'achat jusqu'au { $date } inclus.
order-withdrawal-ended = Le délai de rétractation pour cet achat a expiré le { $date }. Si vous avez des questions, écrivez à { $email } ou appelez le { $phone }.
order-withdrawn = Vous vous êtes rétracté de l'achat le { $date } ({ $reference }).
order-withdrawal-shopify = La commande a été payée sur notre page de paiement Shopify : si vous vous rétractez, le remboursement est effectué par ce biais.

backoffice-nav-returns = Retours
backoffice-returns-title = Retours
backoffice-returns-intro = Rétractations envoyées par les clients depuis le site. Le remboursement doit être effectué au plus tard 14 jours après la rétractation ; vous pouvez attendre d'avoir reçu les articles.
backoffice-returns-filter = Afficher
backoffice-returns-all = Toutes
backoffice-returns-empty = Aucune rétractation ici.
backoffice-returns-received = Reçue le { $date }
backoffice-returns-customer = Client
backoffice-returns-refund-by = À rembourser au plus tard le { $date }
backoffice-returns-statement = La rétractation
backoffice-returns-lines = Articles
backoffice-returns-goods = Articles (après remise)
backoffice-returns-shipping = Frais de livraison initiaux
backoffice-returns-deduction = Déduction pour dépréciation
backoffice-returns-total = À rembourser
backoffice-returns-total-credit = À créditer
backoffice-returns-goods-received = Articles reçus
backoffice-returns-condition = État des articles
backoffice-returns-deduction-amount = Déduction pour dépréciation (DKK)
backoffice-returns-deduction-reason = Motif de la déduction
backoffice-returns-goods-received-by = Articles reçus le { $date } par { $who }
backoffice-returns-refund = Rembourser { $amount }
backoffice-returns-refund-shopify = Marquer comme remboursée dans Shopify
backoffice-returns-credit = Créditer { $amount }
backoffice-returns-refunded = { $amount } remboursés le { $date } par { $who }
backoffice-returns-method-provider = via le prestataire de paiement
backoffice-returns-method-bank = par virement bancaire (avoir émis)
backoffice-returns-method-shopify = dans Shopify
backoffice-returns-method-credit = par un avoir (la commande n’était pas payée)
backoffice-returns-shopify-note = Payée sur la page de paiement de Shopify : remboursez dans Shopify.
backoffice-returns-bank-note = Payée sans carte : virez le montant au client, puis cliquez sur Rembourser (l'avoir est émis et envoyé).
backoffice-returns-unpaid-note = Pas encore payée : appuyez sur Créditer. Le client reçoit un avoir qui réduit la facture, et aucun argent n’est viré.
backoffice-returns-saved = Enregistré.
backoffice-return-note-too-long = Le texte est trop long.
backoffice-return-deduction-too-much = La déduction ne peut pas dépasser le montant des articles.
backoffice-return-deduction-reason-required = Indiquez pourquoi vous appliquez une déduction.
backoffice-return-done = C'est déjà fait.
backoffice-return-not-captured = Le paiement n'a pas encore été débité : annulez la commande, ou expédiez-la et débitez un montant inférieur.
backoffice-order-delivered = Marquer comme livrée
backoffice-order-delivered-on = Livrée le
backoffice-order-delivered-at = Livrée le { $date }
backoffice-delivered-bad-date = La date ne peut être ni antérieure à l'expédition ni dans le futur.
backoffice-delivered-not-sent = Marquez d'abord la commande comme expédiée.
backoffice-order-withdrawal-ends = Le délai de rétractation expire le { $date }
