## Back office pages: requests, orders, the mail outbox. The server's messages and the
## page titles are in mail.ftl.

order-status-cancelled = Annulleret

backoffice-nav-label = Administration
backoffice-nav-translations = Oversættelser
backoffice-nav-coverage = Dækning
backoffice-nav-requests = Henvendelser
backoffice-nav-orders = Ordrer
backoffice-nav-outbox = Udgående mail

backoffice-unavailable = Siden kunne ikke hente sine data lige nu. Prøv igen om lidt.
backoffice-filters = Filtrér
backoffice-filter-all = Alle
backoffice-search-button = Søg
backoffice-clear = Nulstil
backoffice-refresh = Opdater
backoffice-results = { $count ->
    [one] 1 fundet
   *[other] { $count } fundet
}
backoffice-date-time = { $date } kl. { $time }
backoffice-status = Status

backoffice-requests-intro = Tilbudsforespørgsler og beskeder fra kontaktformularerne, nyeste først. Kunden har fået at vide, at vi svarer inden for 24 timer.
backoffice-requests-heading = Forespørgsler og beskeder
backoffice-requests-search = Søg i navn, email, telefon og besked
backoffice-requests-empty = Ingen henvendelser passer til filtrene.
backoffice-kind = Type
backoffice-kind-quote = Tilbud
backoffice-kind-contact = Besked
backoffice-request-new = Ny
backoffice-request-handled = Behandlet
backoffice-request-email = Email
backoffice-request-phone = Telefon
backoffice-request-language = Sprog
backoffice-request-received = Modtaget
backoffice-request-message = Besked
backoffice-request-handled-at = Behandlet { $date }
backoffice-mark-handled = Marker som behandlet
backoffice-mark-new = Marker som ny
backoffice-marked-handled = Markeret som behandlet
backoffice-marked-new = Markeret som ny
backoffice-mark-failed = Kunne ikke ændre status
backoffice-reply = Svar på mail
backoffice-reply-subject = Re: din henvendelse til { $name }
backoffice-downloads-heading = Hent som CSV
backoffice-download-quotes = Tilbudsforespørgsler
backoffice-download-contacts = Beskeder
backoffice-download-newsletter = Nyhedsbrev
backoffice-subscribers-heading = Tilmeldt nyhedsbrevet
backoffice-subscribers-empty = Ingen tilmeldte passer til søgningen.
backoffice-subscriber-email = Email
backoffice-subscriber-language = Sprog
backoffice-subscriber-date = Tilmeldt
backoffice-subscriber-code = Rabatkode

backoffice-orders-intro = Alle ordrer, nyeste først. Når du ændrer en ordres status, får kunden en mail om det.
backoffice-orders-search = Søg i ordrenummer, navn og email
backoffice-orders-empty = Ingen ordrer passer til filtrene.
backoffice-order-customer = Kunde
backoffice-order-language = Sprog
backoffice-order-lines = Varer
backoffice-order-line = { $quantity } × { $price }
backoffice-order-actions = Skift status for ordre { $number }
backoffice-order-set-pending = Sæt til afventer
backoffice-order-complete = Marker som gennemført
backoffice-order-cancel = Annullér ordren
backoffice-order-cancel-confirm = Vil du annullere ordre { $number }? Kunden får en mail om det.
backoffice-order-cancel-yes = Ja, annullér
backoffice-order-cancel-no = Fortryd
backoffice-order-changed = Ordre { $number }: { $status }
backoffice-order-changed-text = Kunden får en mail om den nye status.
backoffice-order-change-failed = Kunne ikke ændre ordrens status

backoffice-outbox-intro = Alle mails, sitet sender, nyeste først. En mail, der ikke kunne sendes, kan du sende igen.
backoffice-outbox-transport = Forsendelse: { $transport }
backoffice-outbox-filter = Vis mails
backoffice-outbox-all = Alle
backoffice-outbox-status-queued = I kø
backoffice-outbox-status-sent = Sendt
backoffice-outbox-status-failed = Fejlet
backoffice-outbox-empty = Ingen mails her.
backoffice-outbox-created = Oprettet
backoffice-outbox-kind = Type
backoffice-outbox-recipient = Modtager
backoffice-outbox-subject = Emne
backoffice-outbox-attempts = Forsøg
backoffice-outbox-error = Seneste fejl
backoffice-outbox-sent-at = Sendt { $date }
backoffice-outbox-sent-time = Sendt kl. { $time }
backoffice-outbox-retry = Prøv igen
backoffice-outbox-retry-label = Prøv igen: { $subject } til { $recipient }
backoffice-outbox-retried = Mailen er sat i kø igen
backoffice-outbox-retried-text = Den bliver sendt om et øjeblik.
backoffice-outbox-retry-failed = Kunne ikke sende mailen igen
backoffice-outbox-kind-verify = Bekræft email
backoffice-outbox-kind-reset = Nulstil adgangskode
backoffice-outbox-kind-order-confirmation = Ordrebekræftelse
backoffice-outbox-kind-order-status = Ordrestatus
backoffice-outbox-kind-request-receipt = Kvittering for henvendelse
backoffice-outbox-kind-newsletter-welcome = Velkomst til nyhedsbrev
backoffice-outbox-kind-business-quote = Ny tilbudsforespørgsel
backoffice-outbox-kind-business-contact = Ny besked
backoffice-outbox-kind-business-order = Ny ordre

backoffice-case = Sag
backoffice-keep-as-case = Gem som sag
backoffice-case-hint = En sag slettes ikke automatisk efter 12 måneder uden kontakt.
backoffice-case-kept = Gemt som sag
backoffice-case-released = Ikke længere en sag

backoffice-subscriber-status = Status
backoffice-subscriber-status-pending = Afventer bekræftelse
backoffice-subscriber-status-confirmed = Bekræftet
backoffice-subscriber-status-unsubscribed = Afmeldt

## Bookings (/admin/bookings).

backoffice-nav-bookings = Bookinger
backoffice-bookings-title = Bookinger
backoffice-bookings-intro = Hvad der er booket, dag for dag. Aflyser du en booking, får kunden besked på e-mail.
backoffice-bookings-view = Visning
backoffice-bookings-view-day = Dag
backoffice-bookings-view-week = Uge
backoffice-bookings-previous-day = Forrige dag
backoffice-bookings-next-day = Næste dag
backoffice-bookings-previous-week = Forrige uge
backoffice-bookings-next-week = Næste uge
backoffice-bookings-today = I dag
backoffice-bookings-count = { $count ->
    [one] 1 booking
   *[other] { $count } bookinger
}
backoffice-bookings-closed = Lukket
backoffice-bookings-none = Intet booket
backoffice-booking-kind-call = Samtale
backoffice-booking-kind-visit = Besøg
backoffice-booking-cancel = Aflys
backoffice-booking-cancel-label = Aflys { $name } kl. { $time }
backoffice-booking-cancel-confirm = Aflys bookingen for { $name }? Kunden får besked på e-mail.
backoffice-booking-cancel-yes = Ja, aflys
backoffice-booking-cancelled = Bookingen for { $name } er aflyst
backoffice-booking-cancelled-text = Kunden har fået en e-mail med aflysningen.
backoffice-booking-cancel-failed = Bookingen kunne ikke aflyses
backoffice-booking-cancelled-badge = aflyst
backoffice-booking-cancelled-by-business = Aflyst af os
backoffice-booking-cancelled-by-customer = Aflyst af kunden
backoffice-booking-block-heading = Spær tid
backoffice-booking-block-date = Fra dag
backoffice-booking-block-until = Til og med dag (valgfri)
backoffice-booking-block-from = Fra kl. (valgfri)
backoffice-booking-block-to = Til kl. (valgfri)
backoffice-booking-block-reason = Årsag (valgfri)
backoffice-booking-block-submit = Spær
backoffice-booking-blocked = Tiden er spærret
backoffice-booking-block-failed = Tiden kunne ikke spærres
backoffice-booking-blocked-range = Spærret { $from }–{ $to }
backoffice-booking-unblock = Fjern spærringen { $day }
backoffice-booking-blocked-day = Spærret hele dagen
