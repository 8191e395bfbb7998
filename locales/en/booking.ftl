## Booking a time (the free call and the site visit): the API's messages.

booking-bad-kind = Choose a free call or a visit
booking-bad-start = Choose a time
booking-outside-area = We visit Copenhagen and the surrounding area – call us about addresses further away
booking-slot-taken = That time has just been booked. Please choose another.
booking-not-found = The booking does not exist or has already been cancelled
