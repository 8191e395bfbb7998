## Booking a time (the free call and the site visit): the API's messages.

booking-bad-kind = Vælg en gratis samtale eller et besøg
booking-bad-start = Vælg et tidspunkt
booking-outside-area = Vi kommer ud i København og omegn – ring til os om adresser længere væk
booking-slot-taken = Tidspunktet er lige blevet booket. Vælg et andet.
booking-not-found = Bookingen findes ikke eller er allerede aflyst
