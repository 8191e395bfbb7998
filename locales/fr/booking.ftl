## Booking a time (the free call and the site visit): the API's messages.

booking-bad-kind = Choisissez un appel gratuit ou une visite
booking-bad-start = Choisissez un horaire
booking-outside-area = Nous intervenons à Copenhague et dans ses environs – appelez-nous pour les adresses plus éloignées
booking-slot-taken = Cet horaire vient d’être réservé. Choisissez-en un autre.
booking-not-bookable = Cet horaire ne peut pas être réservé. Choisissez l’un des horaires libres.
booking-not-found = La réservation n’existe pas ou a déjà été annulée
booking-block-bad-date = Choisissez un jour valide (le dernier jour après le premier)
booking-block-bad-time = Indiquez une plage horaire, p. ex. 08:00 à 12:00

## What is booked, when (mails, the calendar invitation, the pages).

booking-kind-call = Conseil gratuit ({ $minutes } min)
booking-kind-visit = Visite sur place ({ $minutes } min)
booking-when = { $day } à { $time }
booking-ics-call = { $business } vous appelle au { $phone }. Référence { $reference }.
booking-ics-visit = { $business } passe voir le chantier. Questions : { $phone }. Référence { $reference }.

## The booking's mails.

mail-booking-subject = Votre rendez-vous est réservé : { $when }
mail-booking-heading = Merci pour votre réservation
mail-booking-call-text = Nous vous appellerons au { $phone } { $when }. L'appel est gratuit et sans engagement et dure { $minutes } minutes.
mail-booking-visit-text = Nous viendrons au { $address } { $when } pour voir le chantier. La visite dure environ { $minutes } minutes.
mail-booking-invitation = L'invitation est jointe pour que vous puissiez ajouter le rendez-vous à votre agenda.
mail-booking-manage = Déplacer ou annuler votre rendez-vous
mail-booking-questions = Pour toute question d'ici là, appelez-nous au { $phone }.
mail-booking-what = Quoi
mail-booking-when = Quand
mail-booking-where = Où
mail-booking-reference = Référence
mail-booking-moved-subject = Votre rendez-vous a été déplacé : { $when }
mail-booking-moved-heading = Votre rendez-vous a été déplacé
mail-booking-cancelled-subject = Votre rendez-vous est annulé : { $when }
mail-booking-cancelled-heading = Votre rendez-vous est annulé
mail-booking-cancelled-customer-text = Vous avez annulé votre rendez-vous { $when }. N'hésitez pas à en réserver un nouveau.
mail-booking-cancelled-business-text = Nous avons malheureusement dû annuler votre rendez-vous { $when }. Réservez un nouveau créneau ou appelez-nous au { $phone }.
mail-booking-book-again = Réserver un nouveau rendez-vous
mail-booking-reminder-subject = Rappel : { $what } demain à { $time }
mail-booking-reminder-heading = À demain
mail-booking-reminder-move = Besoin de le déplacer ? Utilisez le lien de votre confirmation ou appelez-nous au { $phone }.
mail-business-booking-subject = Nouvelle réservation : { $name }, { $when }
mail-business-booking-heading = Nouvelle réservation
mail-business-booking-moved-subject = Réservation déplacée : { $name }, { $when }
mail-business-booking-moved-heading = Une réservation a été déplacée
mail-business-booking-cancelled-subject = Réservation annulée : { $name }, { $when }
mail-business-booking-cancelled-heading = Une réservation a été annulée
mail-business-booking-button = Voir les réservations

## The booking page (/book) and a booking's own page (/book/…).

booking-title = Réserver un créneau
booking-page-heading = Réserver un créneau
booking-intro = Choisissez un conseil gratuit par téléphone ou une visite pour voir le chantier. Vous recevez une confirmation avec une invitation d'agenda par e-mail.
booking-kind-label = Que souhaitez-vous réserver ?
booking-kind-call-text = Nous vous appelons et répondons à vos questions – gratuitement et sans engagement.
booking-kind-visit-text = Nous venons voir le chantier pour vous proposer un prix fixe.
booking-when-heading = Choisissez le jour et l'heure
booking-hours-call = Appels en semaine de 8 h à 17 h.
booking-hours-visit = Visites en semaine de 8 h à 16 h à Copenhague et ses environs.
booking-days-label = Jours avec des créneaux libres
booking-free-count = { $count ->
    [one] 1 libre
   *[other] { $count } libres
}
booking-times-legend = Créneaux libres { $day }
booking-no-days = Il n'y a aucun créneau libre pour le moment. Appelez-nous et nous trouverons un moment.
booking-details-heading = Vos coordonnées
booking-phone-hint = Nous appellerons ce numéro.
booking-email-hint = Nous envoyons ici la confirmation et l'invitation d'agenda.
booking-area-hint = Nous nous déplaçons à Copenhague et ses environs.
booking-message = De quoi s'agit-il ?
booking-submit = Réserver le créneau ({ $minutes } min)
booking-privacy = Nous utilisons vos coordonnées uniquement pour ce rendez-vous.
booking-privacy-link = Lire la politique de confidentialité
booking-failed = Nous n'avons pas pu réserver le créneau pour le moment. Réessayez dans un instant ou appelez-nous.
booking-done-notice = Merci ! Votre rendez-vous est réservé. Nous avons envoyé une confirmation avec une invitation d'agenda.
booking-moved-notice = Votre rendez-vous a été déplacé. Nous avons envoyé une nouvelle invitation d'agenda.
booking-cancelled-notice = Votre rendez-vous est annulé. Nous avons envoyé une confirmation.
booking-manage-title = Votre réservation
booking-manage-heading = Votre réservation
booking-manage-cancelled-heading = Votre réservation est annulée
booking-summary-heading = La réservation
booking-manage-call-text = Nous vous appellerons au numéro indiqué. Vous n'avez rien à faire.
booking-manage-visit-text = Nous serons à l'adresse à l'heure. Veillez à ce que nous puissions accéder au tableau électrique.
booking-manage-invalid-heading = Le lien ne fonctionne pas
booking-manage-invalid-text = La réservation n'existe pas ou le lien est erroné. Appelez-nous au { $phone } pour déplacer ou annuler un rendez-vous.
booking-move-heading = Déplacer le rendez-vous
booking-move-submit = Déplacer au créneau choisi
booking-cancel-heading = Annuler le rendez-vous
booking-cancel-text = Vous n'êtes plus disponible ? Annulez pour libérer le créneau.
booking-cancel-submit = Annuler mon rendez-vous
booking-book-new = Réserver un nouveau rendez-vous
