## Booking a time (the free call and the site visit): the API's messages.

booking-bad-kind = Wählen Sie ein kostenloses Gespräch oder einen Besuch
booking-bad-start = Wählen Sie einen Termin
booking-outside-area = Wir kommen in Kopenhagen und Umgebung – rufen Sie uns für Adressen weiter entfernt an
booking-slot-taken = Dieser Termin wurde gerade gebucht. Bitte wählen Sie einen anderen.
booking-not-found = Die Buchung gibt es nicht oder sie wurde bereits storniert
