# The job queue in the back office (/admin/jobs) and the bookkeeping hand-off.
backoffice-jobs-title = Tâches en arrière-plan
backoffice-jobs-not-stopped = La tâche n’est pas arrêtée : elle est terminée ou en cours.
backoffice-nav-jobs = Tâches en arrière-plan
backoffice-jobs-intro = Ce que le site fait en arrière-plan : les e-mails à envoyer, les paiements en ligne suivis chez le prestataire de paiement, et les factures et avoirs transmis au logiciel de comptabilité ou envoyés en facture électronique. Une tâche en échec peut être relancée une fois sa cause corrigée.
backoffice-jobs-filter = Afficher les tâches
backoffice-jobs-filter-open = Ouvertes
backoffice-jobs-filter-failed = En échec
backoffice-jobs-filter-waiting = En attente
backoffice-jobs-filter-running = En cours
backoffice-jobs-filter-done = Terminées
backoffice-jobs-state-waiting = En attente
backoffice-jobs-state-running = En cours
backoffice-jobs-state-done = Terminée
backoffice-jobs-state-failed = En échec
backoffice-jobs-empty = Aucune tâche ici.
backoffice-jobs-empty-open = Aucune tâche ouverte : tout est fait.
backoffice-jobs-what = Quoi
backoffice-jobs-attempts = Tentatives
backoffice-jobs-error = Dernière erreur
backoffice-jobs-when = Quand
backoffice-jobs-bookkeeping-invoice = Comptabilisation : facture { $number }
backoffice-jobs-bookkeeping-credit-note = Comptabilisation : avoir { $number }
backoffice-jobs-due = Prochaine tentative le { $when }
backoffice-jobs-started = Commencée le { $when }
backoffice-jobs-finished = Terminée le { $when }
backoffice-jobs-stopped = Arrêtée le { $when }
backoffice-jobs-created = Créée le { $when }
backoffice-jobs-retry = Réessayer
backoffice-jobs-retry-label = Réessayer : { $job }
backoffice-jobs-retried = Nouvel essai : { $job }
backoffice-jobs-retried-text = Il aura lieu dans un instant.
backoffice-jobs-retry-failed = La tâche n’a pas pu être relancée

# /admin/invoices: each document's hand-off to the bookkeeping system.
backoffice-invoices-booking = Comptabilité
backoffice-invoices-booked = Comptabilisé dans { $system }, pièce { $voucher }
backoffice-invoices-booked-voucher = Comptabilisé, pièce { $voucher }
backoffice-invoices-booking-waiting = En attente
backoffice-invoices-booking-attempt = tentative { $count }
backoffice-invoices-booking-failed = Échec : { $error }
backoffice-invoices-booking-invoice = la facture { $number }
backoffice-invoices-booking-credit-note = l’avoir { $number }
backoffice-invoices-booking-retry-label = Relancer la comptabilisation de { $document }
backoffice-invoices-booking-retried = La comptabilisation de { $document } est relancée
# An EAN customer's document sent through the Peppol access point.
backoffice-jobs-e-invoice-invoice = Facture électronique : facture { $number }
backoffice-jobs-e-invoice-credit-note = Facture électronique : avoir { $number }
# A mail being sent (its kind as the outbox names it), and a payment followed.
backoffice-jobs-mail = E-mail : { $letter }
backoffice-jobs-payment = Paiement : commande { $number }
# The jobs page's filter by kind.
backoffice-jobs-kind = Type
backoffice-jobs-kind-all = Tous
backoffice-jobs-kind-mail = E-mails
backoffice-jobs-kind-payment = Paiements
backoffice-jobs-kind-bookkeeping = Comptabilité
backoffice-jobs-kind-e_invoice = Factures électroniques
