## Back office pages: requests, orders, the mail outbox. The server's messages and the
## page titles are in mail.ftl.

order-status-cancelled = Annulée

backoffice-nav-label = Administration
backoffice-nav-translations = Traductions
backoffice-nav-coverage = Couverture
backoffice-nav-requests = Demandes
backoffice-nav-orders = Commandes
backoffice-nav-outbox = E-mails sortants

backoffice-unavailable = La page n'a pas pu charger ses données pour le moment. Réessayez dans un instant.
backoffice-filters = Filtrer
backoffice-filter-all = Tous
backoffice-search-button = Rechercher
backoffice-clear = Réinitialiser
backoffice-refresh = Actualiser
backoffice-results = { $count ->
    [one] { $count } résultat
   *[other] { $count } résultats
}
backoffice-date-time = { $date } à { $time }
backoffice-status = Statut

backoffice-requests-intro = Demandes de devis et messages des formulaires de contact, les plus récents d'abord. Le client a été informé que nous répondons sous 24 heures.
backoffice-requests-heading = Demandes et messages
backoffice-requests-search = Rechercher dans le nom, l'e-mail, le téléphone et le message
backoffice-requests-empty = Aucune demande ne correspond aux filtres.
backoffice-kind = Type
backoffice-kind-quote = Devis
backoffice-kind-contact = Message
backoffice-request-new = Nouvelle
backoffice-request-handled = Traitée
backoffice-request-email = E-mail
backoffice-request-phone = Téléphone
backoffice-request-language = Langue
backoffice-request-received = Reçue
backoffice-request-message = Message
backoffice-request-handled-at = Traitée le { $date }
backoffice-mark-handled = Marquer comme traitée
backoffice-mark-new = Marquer comme nouvelle
backoffice-marked-handled = Marquée comme traitée
backoffice-marked-new = Marquée comme nouvelle
backoffice-mark-failed = Impossible de modifier le statut
backoffice-reply = Répondre par e-mail
backoffice-reply-subject = Re : votre demande à { $name }
backoffice-downloads-heading = Télécharger en CSV
backoffice-download-quotes = Demandes de devis
backoffice-download-contacts = Messages
backoffice-download-newsletter = Newsletter
backoffice-subscribers-heading = Abonnés à la newsletter
backoffice-subscribers-empty = Aucun abonné ne correspond à la recherche.
backoffice-subscriber-email = E-mail
backoffice-subscriber-language = Langue
backoffice-subscriber-date = Inscription
backoffice-subscriber-code = Code de réduction

backoffice-orders-intro = Toutes les commandes, les plus récentes d'abord. Quand vous modifiez le statut d'une commande, le client en est informé par e-mail.
backoffice-orders-search = Rechercher dans le numéro, le nom et l'e-mail
backoffice-orders-empty = Aucune commande ne correspond aux filtres.
backoffice-order-customer = Client
backoffice-order-language = Langue
backoffice-order-lines = Articles
backoffice-order-line = { $quantity } × { $price }
backoffice-order-actions = Modifier le statut de la commande { $number }
backoffice-order-set-pending = Remettre en attente
backoffice-order-complete = Marquer comme terminée
backoffice-order-cancel = Annuler la commande
backoffice-order-cancel-confirm = Annuler la commande { $number } ? Le client en est informé par e-mail.
backoffice-order-cancel-yes = Oui, annuler
backoffice-order-cancel-no = Garder la commande
backoffice-order-changed = Commande { $number } : { $status }
backoffice-order-changed-text = Le client reçoit un e-mail sur le nouveau statut.
backoffice-order-change-failed = Impossible de modifier le statut de la commande

backoffice-outbox-intro = Tous les e-mails envoyés par le site, les plus récents d'abord. Un e-mail qui n'a pas pu partir peut être renvoyé.
backoffice-outbox-transport = Envoi : { $transport }
backoffice-outbox-filter = Afficher les e-mails
backoffice-outbox-all = Tous
backoffice-outbox-status-queued = En file d'attente
backoffice-outbox-status-sent = Envoyé
backoffice-outbox-status-failed = Échec
backoffice-outbox-empty = Aucun e-mail ici.
backoffice-outbox-created = Créé
backoffice-outbox-kind = Type
backoffice-outbox-recipient = Destinataire
backoffice-outbox-subject = Objet
backoffice-outbox-attempts = Tentatives
backoffice-outbox-error = Dernière erreur
backoffice-outbox-sent-at = Envoyé le { $date }
backoffice-outbox-sent-time = Envoyé à { $time }
backoffice-outbox-retry = Réessayer
backoffice-outbox-retry-label = Réessayer : { $subject } à { $recipient }
backoffice-outbox-retried = L'e-mail est de nouveau en file d'attente
backoffice-outbox-retried-text = Il sera envoyé dans un instant.
backoffice-outbox-retry-failed = Impossible de renvoyer l'e-mail
backoffice-outbox-kind-verify = Confirmation d'e-mail
backoffice-outbox-kind-reset = Réinitialisation du mot de passe
backoffice-outbox-kind-order-confirmation = Confirmation de commande
backoffice-outbox-kind-order-status = Statut de commande
backoffice-outbox-kind-request-receipt = Accusé de réception
backoffice-outbox-kind-newsletter-welcome = Bienvenue à la newsletter
backoffice-outbox-kind-business-quote = Nouvelle demande de devis
backoffice-outbox-kind-business-contact = Nouveau message
backoffice-outbox-kind-business-order = Nouvelle commande

backoffice-case = Dossier
backoffice-keep-as-case = Conserver comme dossier
backoffice-case-hint = Un dossier n'est pas supprimé automatiquement après 12 mois sans contact.
backoffice-case-kept = Conservée comme dossier
backoffice-case-released = N'est plus un dossier

backoffice-subscriber-status = Statut
backoffice-subscriber-status-pending = En attente de confirmation
backoffice-subscriber-status-confirmed = Confirmé
backoffice-subscriber-status-unsubscribed = Désinscrit

## Bookings (/admin/bookings).

backoffice-nav-bookings = Réservations
backoffice-bookings-title = Réservations
backoffice-bookings-intro = Ce qui est réservé, jour par jour. Si vous annulez une réservation, le client est prévenu par e-mail.
backoffice-bookings-view = Affichage
backoffice-bookings-view-day = Jour
backoffice-bookings-view-week = Semaine
backoffice-bookings-previous-day = Jour précédent
backoffice-bookings-next-day = Jour suivant
backoffice-bookings-previous-week = Semaine précédente
backoffice-bookings-next-week = Semaine suivante
backoffice-bookings-today = Aujourd'hui
backoffice-bookings-count = { $count ->
    [one] 1 réservation
   *[other] { $count } réservations
}
backoffice-bookings-closed = Fermé
backoffice-bookings-none = Rien de réservé
backoffice-booking-kind-call = Appel
backoffice-booking-kind-visit = Visite
backoffice-booking-cancel = Annuler
backoffice-booking-cancel-label = Annuler { $name } à { $time }
backoffice-booking-cancel-confirm = Annuler la réservation de { $name } ? Le client est prévenu par e-mail.
backoffice-booking-cancel-yes = Oui, annuler
backoffice-booking-cancelled = La réservation de { $name } est annulée
backoffice-booking-cancelled-text = Le client a reçu l'annulation par e-mail.
backoffice-booking-cancel-failed = La réservation n'a pas pu être annulée
backoffice-booking-cancelled-badge = annulée
backoffice-booking-cancelled-by-business = Annulée par nous
backoffice-booking-cancelled-by-customer = Annulée par le client
backoffice-booking-block-heading = Bloquer du temps
backoffice-booking-block-date = À partir du jour
backoffice-booking-block-until = Jusqu'au jour inclus (facultatif)
backoffice-booking-block-from = De (facultatif)
backoffice-booking-block-to = À (facultatif)
backoffice-booking-block-reason = Motif (facultatif)
backoffice-booking-block-submit = Bloquer
backoffice-booking-blocked = Le créneau est bloqué
backoffice-booking-block-failed = Le créneau n'a pas pu être bloqué
backoffice-booking-blocked-range = Bloqué { $from }–{ $to }
backoffice-booking-unblock = Retirer le blocage { $day }
backoffice-booking-blocked-day = Bloqué toute la journée
