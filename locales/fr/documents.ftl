## Invoices and credit notes (the PDF, the back office's list)

document-invoice = Facture
document-credit-note = Avoir
document-invoice-number = N° de facture
document-credit-note-number = N° d’avoir
document-issue-date = Date
document-delivery-date = Date de livraison
document-due-date = Échéance
document-order-number = N° de commande
document-buyer = Facturé à
document-cvr = N° CVR { $cvr }
document-ean = EAN { $ean }
document-reference = Référence : { $reference }
document-account-string = Imputation : { $account }
document-column-description = Désignation
document-column-quantity = Qté
document-column-unit = Prix unitaire HT
document-column-amount = Montant HT
document-shipping = Livraison
document-refund = Remboursement
document-refund-reason = Remboursement : { $reason }
document-discount = Remise
document-net = Total HT
document-vat = TVA { $rate } % sur { $base }
document-total = Total TTC { $currency }
document-credit-total = Total crédité { $currency }
document-corrects = Avoir sur la facture { $number } du { $date }.
document-terms-bank = Conditions de paiement : { $days } jours net. Veuillez virer { $total } avant le { $due } sur { $account }, en indiquant le numéro de commande { $order } dans le message au bénéficiaire.
document-terms-ean = Conditions de paiement : { $days } jours net, avant le { $due }. Envoyée comme facture électronique à l’EAN { $ean }.
document-paid-card = Payé par carte ou MobilePay. Le montant a été débité à l’expédition des articles.
document-paid-pickup = Payé au retrait en boutique.
document-credit-refund = Le montant est remboursé par le moyen de paiement utilisé.
document-page = Page { $page } sur { $pages }
document-file-invoice = facture-{ $number }.pdf
document-file-credit-note = avoir-{ $number }.pdf
mail-document-attached = { $kind ->
    [credit_note] L’avoir { $number } est joint en PDF.
   *[invoice] La facture { $number } est jointe en PDF.
}
document-not-found = Le document n’existe pas, ou vous n’y avez pas accès.
backoffice-documents-bad-period = Choisissez une période avec une date de début et de fin valides, le début n’étant pas après la fin.
backoffice-documents-not-waiting = La facture n’attend pas d’être envoyée.
backoffice-documents-not-final = La commande est facturée une fois payée et expédiée ou retirée.
backoffice-nav-invoices = Factures
backoffice-invoices-title = Factures et avoirs
backoffice-invoices-intro = Factures et avoirs d’une période avec les totaux pour la comptabilité. Téléchargez la période en ZIP avec tous les PDF et un fichier CSV pour le logiciel comptable – la boutique n’est pas le livre comptable.
backoffice-invoices-from = Du
backoffice-invoices-to = Au
backoffice-invoices-show = Afficher
backoffice-invoices-export = Télécharger la période (ZIP)
backoffice-invoices-invoices = Factures
backoffice-invoices-credit-notes = Avoirs
backoffice-invoices-balance = Ventes nettes (factures moins avoirs)
backoffice-invoices-count = { $count ->
    [one] 1 document
   *[other] { $count } documents
}
backoffice-invoices-net = HT
backoffice-invoices-vat = TVA
backoffice-invoices-gross = TTC
backoffice-invoices-waiting = Prêtes à envoyer
backoffice-invoices-waiting-intro = Factures EAN aux clients publics. Téléchargez le fichier XML (Peppol BIS 3), envoyez-le via votre prestataire NemHandel et marquez-le comme envoyé.
backoffice-invoices-waiting-empty = Aucune facture électronique en attente.
backoffice-invoices-xml = Télécharger le XML
backoffice-invoices-mark-sent = Marquer comme envoyée
backoffice-invoices-marked-sent = La facture { $number } est marquée comme envoyée
backoffice-invoices-mark-failed = Impossible de marquer comme envoyée
backoffice-invoices-ready = Prête à envoyer
backoffice-invoices-rejected = Refusée
backoffice-invoices-sent = Envoyée
backoffice-invoices-period = { $from } – { $to }
backoffice-invoices-truncated = La liste montre les { $count } premiers. Les totaux et le fichier ZIP couvrent toute la période.
backoffice-invoices-empty = Aucune facture ni aucun avoir sur la période.
backoffice-invoices-document = Document
backoffice-invoices-date = Date
backoffice-invoices-order = Commande
backoffice-invoices-customer = Client
backoffice-invoices-corrects = sur la facture { $number }
backoffice-invoices-kind-invoice = Facture
backoffice-invoices-kind-credit-note = Avoir
backoffice-invoices-pdf-label = Télécharger le PDF de { $number }
backoffice-invoice-issue = Émettre la facture

# The business told once when a document has not reached the bookkeeping system for an hour.
mail-bookkeeping-failed-subject = { $count ->
    [one] Une pièce n’est pas parvenue à { $system }
   *[other] { $count } pièces ne sont pas parvenues à { $system }
}
mail-bookkeeping-failed-heading = Comptabilité
mail-bookkeeping-failed-text = Ces factures et avoirs n’ont pas pu être transmis à { $system }. Corrigez l’erreur, puis cliquez sur « Réessayer » sous Factures dans l’administration.
mail-bookkeeping-failed-invoice = Facture { $number }
mail-bookkeeping-failed-credit-note = Avoir { $number }
