# The job queue in the back office (/admin/jobs) and the bookkeeping hand-off.
backoffice-jobs-title = Background jobs
backoffice-jobs-not-stopped = The job has not stopped: it is done or under way.
backoffice-nav-jobs = Background jobs
backoffice-jobs-intro = What the site does in the background: mails being sent, online payments followed at the payment provider, and invoices and credit notes handed to the bookkeeping system or sent as e-invoices. A job that failed can be tried again once its cause is fixed.
backoffice-jobs-filter = Show jobs
backoffice-jobs-filter-open = Open
backoffice-jobs-filter-failed = Failed
backoffice-jobs-filter-waiting = Waiting
backoffice-jobs-filter-running = Running
backoffice-jobs-filter-done = Done
backoffice-jobs-state-waiting = Waiting
backoffice-jobs-state-running = Running
backoffice-jobs-state-done = Done
backoffice-jobs-state-failed = Failed
backoffice-jobs-empty = No jobs here.
backoffice-jobs-empty-open = No open jobs: everything is done.
backoffice-jobs-what = What
backoffice-jobs-attempts = Attempts
backoffice-jobs-error = Last error
backoffice-jobs-when = When
backoffice-jobs-bookkeeping-invoice = Bookkeeping: Invoice { $number }
backoffice-jobs-bookkeeping-credit-note = Bookkeeping: Credit note { $number }
backoffice-jobs-due = Next attempt: { $when }
backoffice-jobs-started = Started: { $when }
backoffice-jobs-finished = Finished: { $when }
backoffice-jobs-stopped = Stopped: { $when }
backoffice-jobs-created = Created: { $when }
backoffice-jobs-retry = Try again
backoffice-jobs-retry-label = Try again: { $job }
backoffice-jobs-retried = Trying again: { $job }
backoffice-jobs-retried-text = It happens in a moment.
backoffice-jobs-retry-failed = The job could not be tried again

# /admin/invoices: each document's hand-off to the bookkeeping system.
backoffice-invoices-booking = Bookkeeping
backoffice-invoices-booked = Booked in { $system }, voucher { $voucher }
backoffice-invoices-booked-voucher = Booked, voucher { $voucher }
backoffice-invoices-booking-waiting = Waiting
backoffice-invoices-booking-attempt = attempt { $count }
backoffice-invoices-booking-failed = Failed: { $error }
backoffice-invoices-booking-invoice = invoice { $number }
backoffice-invoices-booking-credit-note = credit note { $number }
backoffice-invoices-booking-retry-label = Try booking { $document } again
backoffice-invoices-booking-retried = Booking { $document } again
# An EAN customer's document sent through the Peppol access point.
backoffice-jobs-e-invoice-invoice = E-invoice: Invoice { $number }
backoffice-jobs-e-invoice-credit-note = E-invoice: Credit note { $number }
# A mail being sent (its kind as the outbox names it), and a payment followed.
backoffice-jobs-mail = E-mail: { $letter }
backoffice-jobs-payment = Payment: order { $number }
# The jobs page's filter by kind.
backoffice-jobs-kind = Kind
backoffice-jobs-kind-all = All
backoffice-jobs-kind-mail = Mails
backoffice-jobs-kind-payment = Payments
backoffice-jobs-kind-bookkeeping = Bookkeeping
backoffice-jobs-kind-e_invoice = E-invoices
