## Booking a time (the free call and the site visit): the API's messages.

booking-bad-kind = Choose a free call or a visit
booking-bad-start = Choose a time
booking-outside-area = We visit Copenhagen and the surrounding area – call us about addresses further away
booking-slot-taken = That time has just been booked. Please choose another.
booking-not-bookable = That time cannot be booked. Please choose one of the free times.
booking-not-found = The booking does not exist or has already been cancelled
booking-block-bad-date = Choose a valid day (the last day after the first)
booking-block-bad-time = Give a time range, e.g. 08:00 to 12:00

## What is booked, when (mails, the calendar invitation, the pages).

booking-kind-call = Free advice call ({ $minutes } min)
booking-kind-visit = Site visit ({ $minutes } min)
booking-when = { $day } at { $time }
booking-ics-call = { $business } will call you on { $phone }. Reference { $reference }.
booking-ics-visit = { $business } will come by and look at the job. Questions: { $phone }. Reference { $reference }.

## The booking's mails.

mail-booking-subject = Your time is booked: { $when }
mail-booking-heading = Thank you for your booking
mail-booking-call-text = We will call you on { $phone } { $when }. The call is free, without obligation, and takes { $minutes } minutes.
mail-booking-visit-text = We will come to { $address } { $when } and look at the job. The visit takes about { $minutes } minutes.
mail-booking-invitation = The invitation is attached so you can add the time to your calendar.
mail-booking-manage = Move or cancel your time
mail-booking-questions = If you have questions before then, call us on { $phone }.
mail-booking-what = What
mail-booking-when = When
mail-booking-where = Where
mail-booking-reference = Reference
mail-booking-moved-subject = Your time has been moved: { $when }
mail-booking-moved-heading = Your time has been moved
mail-booking-cancelled-subject = Your time is cancelled: { $when }
mail-booking-cancelled-heading = Your time is cancelled
mail-booking-cancelled-customer-text = You have cancelled your time { $when }. You are welcome to book a new one.
mail-booking-cancelled-business-text = Unfortunately we have had to cancel your time { $when }. Please book a new time, or call us on { $phone }.
mail-booking-book-again = Book a new time
mail-booking-reminder-subject = Reminder: { $what } tomorrow at { $time }
mail-booking-reminder-heading = See you tomorrow
mail-booking-reminder-move = Need to move it? Use the link in your confirmation, or call us on { $phone }.
mail-business-booking-subject = New booking: { $name }, { $when }
mail-business-booking-heading = New booking
mail-business-booking-moved-subject = Booking moved: { $name }, { $when }
mail-business-booking-moved-heading = A booking has been moved
mail-business-booking-cancelled-subject = Booking cancelled: { $name }, { $when }
mail-business-booking-cancelled-heading = A booking has been cancelled
mail-business-booking-button = See bookings

## The booking page (/book) and a booking's own page (/book/…).

booking-title = Book a time
booking-page-heading = Book a time
booking-intro = Choose a free advice call by phone or a visit where we look at the job. You get a confirmation with a calendar invitation by e-mail.
booking-kind-label = What would you like to book?
booking-kind-call-text = We call you and answer your questions – free and without obligation.
booking-kind-visit-text = We come and look at the job, so you can get a fixed price.
booking-when-heading = Choose a day and time
booking-hours-call = Calls on weekdays 8–17.
booking-hours-visit = Visits on weekdays 8–16 in Copenhagen and the surrounding area.
booking-days-label = Days with free times
booking-free-count = { $count ->
    [one] 1 free
   *[other] { $count } free
}
booking-times-legend = Free times { $day }
booking-no-days = There are no free times right now. Call us and we will find a time.
booking-details-heading = Your details
booking-phone-hint = We will call this number.
booking-email-hint = We send the confirmation and the calendar invitation here.
booking-area-hint = We visit Copenhagen and the surrounding area.
booking-message = What is it about?
booking-submit = Book the time ({ $minutes } min)
booking-privacy = We only use your details for this appointment.
booking-privacy-link = Read the privacy policy
booking-failed = We could not book the time just now. Please try again shortly, or call us.
booking-done-notice = Thank you! Your time is booked. We have sent a confirmation with a calendar invitation.
booking-moved-notice = Your time has been moved. We have sent a new calendar invitation.
booking-cancelled-notice = Your time is cancelled. We have sent a confirmation.
booking-manage-title = Your booking
booking-manage-heading = Your booking
booking-manage-cancelled-heading = Your booking is cancelled
booking-summary-heading = The booking
booking-manage-call-text = We will call you on the number you gave. You do not need to do anything.
booking-manage-visit-text = We will be at the address on time. Please make sure we can reach the fuse box.
booking-manage-invalid-heading = The link does not work
booking-manage-invalid-text = The booking does not exist or the link is wrong. Call us on { $phone } if you want to move or cancel a time.
booking-move-heading = Move the time
booking-move-submit = Move to the chosen time
booking-cancel-heading = Cancel the time
booking-cancel-text = Can't make it after all? Cancel, so the time is free for others.
booking-cancel-submit = Cancel my time
booking-book-new = Book a new time
