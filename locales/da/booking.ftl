## Booking a time (the free call and the site visit): the API's messages.

booking-bad-kind = Vælg en gratis samtale eller et besøg
booking-bad-start = Vælg et tidspunkt
booking-outside-area = Vi kommer ud i København og omegn – ring til os om adresser længere væk
booking-slot-taken = Tidspunktet er lige blevet booket. Vælg et andet.
booking-not-bookable = Tidspunktet kan ikke bookes. Vælg et af de ledige tidspunkter.
booking-not-found = Bookingen findes ikke eller er allerede aflyst
booking-block-bad-date = Vælg en gyldig dag (den sidste dag efter den første)
booking-block-bad-time = Angiv et tidsrum, fx 08:00 til 12:00

## What is booked, when (mails, the calendar invitation, the pages).

booking-kind-call = Gratis rådgivning ({ $minutes } min)
booking-kind-visit = Besigtigelse ({ $minutes } min)
booking-when = { $day } kl. { $time }
booking-ics-call = { $business } ringer til dig på { $phone }. Reference { $reference }.
booking-ics-visit = { $business } kommer forbi og ser på opgaven. Spørgsmål: { $phone }. Reference { $reference }.

## The booking's mails.

mail-booking-subject = Din tid er booket: { $when }
mail-booking-heading = Tak for din booking
mail-booking-call-text = Vi ringer til dig på { $phone } { $when }. Samtalen er gratis og uforpligtende og varer { $minutes } minutter.
mail-booking-visit-text = Vi kommer til { $address } { $when } og ser på opgaven. Besøget varer cirka { $minutes } minutter.
mail-booking-invitation = Invitationen er vedhæftet, så du kan lægge tiden i din kalender.
mail-booking-manage = Flyt eller aflys din tid
mail-booking-questions = Har du spørgsmål inden, så ring til os på { $phone }.
mail-booking-what = Hvad
mail-booking-when = Hvornår
mail-booking-where = Hvor
mail-booking-reference = Reference
mail-booking-moved-subject = Din tid er flyttet: { $when }
mail-booking-moved-heading = Din tid er flyttet
mail-booking-cancelled-subject = Din tid er aflyst: { $when }
mail-booking-cancelled-heading = Din tid er aflyst
mail-booking-cancelled-customer-text = Du har aflyst din tid { $when }. Du er velkommen til at booke en ny.
mail-booking-cancelled-business-text = Vi har desværre måttet aflyse din tid { $when }. Book gerne en ny tid, eller ring til os på { $phone }.
mail-booking-book-again = Book en ny tid
mail-booking-reminder-subject = Påmindelse: { $what } i morgen kl. { $time }
mail-booking-reminder-heading = Vi ses i morgen
mail-booking-reminder-move = Skal tiden flyttes? Brug linket i din bekræftelse, eller ring til os på { $phone }.
mail-business-booking-subject = Ny booking: { $name }, { $when }
mail-business-booking-heading = Ny booking
mail-business-booking-moved-subject = Booking flyttet: { $name }, { $when }
mail-business-booking-moved-heading = En booking er flyttet
mail-business-booking-cancelled-subject = Booking aflyst: { $name }, { $when }
mail-business-booking-cancelled-heading = En booking er aflyst
mail-business-booking-button = Se bookinger

## The booking page (/book) and a booking's own page (/book/…).

booking-title = Book en tid
booking-page-heading = Book en tid
booking-intro = Vælg en gratis rådgivning på telefonen eller et besøg, hvor vi ser på opgaven. Du får en bekræftelse med en kalenderinvitation på e-mail.
booking-kind-label = Hvad vil du booke?
booking-kind-call-text = Vi ringer dig op og svarer på dine spørgsmål – gratis og uforpligtende.
booking-kind-visit-text = Vi kommer ud og ser på opgaven, så du kan få en fast pris.
booking-when-heading = Vælg dag og tidspunkt
booking-hours-call = Samtaler hverdage kl. 8–17.
booking-hours-visit = Besøg hverdage kl. 8–16 i København og omegn.
booking-days-label = Dage med ledige tider
booking-free-count = { $count ->
    [one] 1 ledig
   *[other] { $count } ledige
}
booking-times-legend = Ledige tider { $day }
booking-no-days = Der er ingen ledige tider lige nu. Ring til os, så finder vi en tid.
booking-details-heading = Dine oplysninger
booking-phone-hint = Vi ringer til dette nummer.
booking-email-hint = Hertil sender vi bekræftelsen og kalenderinvitationen.
booking-area-hint = Vi kommer ud i København og omegn.
booking-message = Hvad drejer det sig om?
booking-submit = Book tiden ({ $minutes } min)
booking-privacy = Vi bruger kun dine oplysninger til denne aftale.
booking-privacy-link = Læs privatlivspolitikken
booking-failed = Vi kunne ikke booke tiden lige nu. Prøv igen om lidt, eller ring til os.
booking-done-notice = Tak! Din tid er booket. Vi har sendt en bekræftelse med en kalenderinvitation.
booking-moved-notice = Din tid er flyttet. Vi har sendt en ny kalenderinvitation.
booking-cancelled-notice = Din tid er aflyst. Vi har sendt en bekræftelse.
booking-manage-title = Din booking
booking-manage-heading = Din booking
booking-manage-cancelled-heading = Din booking er aflyst
booking-summary-heading = Bookingen
booking-manage-call-text = Vi ringer til dig på det nummer, du har opgivet. Du behøver ikke gøre noget.
booking-manage-visit-text = Vi kommer på adressen til tiden. Sørg for, at vi kan komme til el-tavlen.
booking-manage-invalid-heading = Linket virker ikke
booking-manage-invalid-text = Bookingen findes ikke, eller linket er forkert. Ring til os på { $phone }, hvis du vil flytte eller aflyse en tid.
booking-move-heading = Flyt tiden
booking-move-submit = Flyt til det valgte tidspunkt
booking-cancel-heading = Aflys tiden
booking-cancel-text = Kan du alligevel ikke? Aflys, så tiden bliver ledig for andre.
booking-cancel-submit = Aflys min tid
booking-book-new = Book en ny tid
