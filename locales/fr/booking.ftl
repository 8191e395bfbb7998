## Booking a time (the free call and the site visit): the API's messages.

booking-bad-kind = Choisissez un appel gratuit ou une visite
booking-bad-start = Choisissez un horaire
booking-outside-area = Nous intervenons à Copenhague et dans ses environs – appelez-nous pour les adresses plus éloignées
booking-slot-taken = Cet horaire vient d’être réservé. Choisissez-en un autre.
booking-not-found = La réservation n’existe pas ou a déjà été annulée
