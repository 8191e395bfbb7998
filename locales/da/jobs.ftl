# The job queue in the back office (/admin/jobs) and the bookkeeping hand-off.
backoffice-jobs-title = Baggrundsjob
backoffice-jobs-not-stopped = Jobbet er ikke stoppet: det er gjort eller i gang.
backoffice-nav-jobs = Baggrundsjob
backoffice-jobs-intro = Det, sitet gør i baggrunden: e-mails, der sendes, onlinebetalinger, der følges hos betalingsudbyderen, og fakturaer og kreditnotaer, der afleveres til bogføringssystemet eller sendes som e-faktura. Et job, der er fejlet, kan du prøve igen, når årsagen er rettet.
backoffice-jobs-filter = Vis job
backoffice-jobs-filter-open = Åbne
backoffice-jobs-filter-failed = Fejlet
backoffice-jobs-filter-waiting = Venter
backoffice-jobs-filter-running = I gang
backoffice-jobs-filter-done = Færdige
backoffice-jobs-state-waiting = Venter
backoffice-jobs-state-running = I gang
backoffice-jobs-state-done = Færdig
backoffice-jobs-state-failed = Fejlet
backoffice-jobs-empty = Ingen job her.
backoffice-jobs-empty-open = Ingen åbne job: alt er gjort.
backoffice-jobs-what = Hvad
backoffice-jobs-attempts = Forsøg
backoffice-jobs-error = Seneste fejl
backoffice-jobs-when = Hvornår
backoffice-jobs-bookkeeping-invoice = Bogføring: Faktura { $number }
backoffice-jobs-bookkeeping-credit-note = Bogføring: Kreditnota { $number }
backoffice-jobs-due = Næste forsøg { $when }
backoffice-jobs-started = Startet { $when }
backoffice-jobs-finished = Færdig { $when }
backoffice-jobs-stopped = Stoppet { $when }
backoffice-jobs-created = Oprettet { $when }
backoffice-jobs-retry = Prøv igen
backoffice-jobs-retry-label = Prøv igen: { $job }
backoffice-jobs-retried = Prøves igen: { $job }
backoffice-jobs-retried-text = Det sker om et øjeblik.
backoffice-jobs-retry-failed = Jobbet kunne ikke prøves igen

# /admin/invoices: each document's hand-off to the bookkeeping system.
backoffice-invoices-booking = Bogføring
backoffice-invoices-booked = Bogført i { $system }, bilag { $voucher }
backoffice-invoices-booked-voucher = Bogført, bilag { $voucher }
backoffice-invoices-booking-waiting = Venter
backoffice-invoices-booking-attempt = forsøg { $count }
backoffice-invoices-booking-failed = Fejlet: { $error }
backoffice-invoices-booking-invoice = faktura { $number }
backoffice-invoices-booking-credit-note = kreditnota { $number }
backoffice-invoices-booking-retry-label = Prøv bogføringen af { $document } igen
backoffice-invoices-booking-retried = Bogføringen af { $document } prøves igen
# An EAN customer's document sent through the Peppol access point.
backoffice-jobs-e-invoice-invoice = E-faktura: Faktura { $number }
backoffice-jobs-e-invoice-credit-note = E-faktura: Kreditnota { $number }
# A mail being sent (its kind as the outbox names it), and a payment followed.
backoffice-jobs-mail = E-mail: { $letter }
backoffice-jobs-payment = Betaling: ordre { $number }
# The jobs page's filter by kind.
backoffice-jobs-kind = Slags
backoffice-jobs-kind-all = Alle
backoffice-jobs-kind-mail = E-mails
backoffice-jobs-kind-payment = Betalinger
backoffice-jobs-kind-bookkeeping = Bogføring
backoffice-jobs-kind-e_invoice = E-fakturaer
