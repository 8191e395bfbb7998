# The job queue in the back office (/admin/jobs) and the bookkeeping hand-off.
backoffice-jobs-title = Hintergrundaufgaben
backoffice-jobs-not-stopped = Die Aufgabe ist nicht angehalten: Sie ist erledigt oder läuft gerade.
backoffice-nav-jobs = Hintergrundaufgaben
backoffice-jobs-intro = Was die Website im Hintergrund erledigt: E-Mails, die versendet werden, Onlinezahlungen, die beim Zahlungsanbieter verfolgt werden, und Rechnungen und Gutschriften, die an die Buchhaltungssoftware übergeben oder als E-Rechnung versendet werden. Eine fehlgeschlagene Aufgabe können Sie erneut versuchen, sobald die Ursache behoben ist.
backoffice-jobs-filter = Aufgaben anzeigen
backoffice-jobs-filter-open = Offen
backoffice-jobs-filter-failed = Fehlgeschlagen
backoffice-jobs-filter-waiting = Wartend
backoffice-jobs-filter-running = Laufend
backoffice-jobs-filter-done = Erledigt
backoffice-jobs-state-waiting = Wartet
backoffice-jobs-state-running = Läuft
backoffice-jobs-state-done = Erledigt
backoffice-jobs-state-failed = Fehlgeschlagen
backoffice-jobs-empty = Keine Aufgaben hier.
backoffice-jobs-empty-open = Keine offenen Aufgaben: Alles ist erledigt.
backoffice-jobs-what = Was
backoffice-jobs-attempts = Versuche
backoffice-jobs-error = Letzter Fehler
backoffice-jobs-when = Wann
backoffice-jobs-bookkeeping-invoice = Buchung: Rechnung { $number }
backoffice-jobs-bookkeeping-credit-note = Buchung: Gutschrift { $number }
backoffice-jobs-due = Nächster Versuch am { $when }
backoffice-jobs-started = Gestartet am { $when }
backoffice-jobs-finished = Erledigt am { $when }
backoffice-jobs-stopped = Angehalten am { $when }
backoffice-jobs-created = Erstellt am { $when }
backoffice-jobs-retry = Erneut versuchen
backoffice-jobs-retry-label = Erneut versuchen: { $job }
backoffice-jobs-retried = Wird erneut versucht: { $job }
backoffice-jobs-retried-text = Das geschieht in einem Moment.
backoffice-jobs-retry-failed = Die Aufgabe konnte nicht erneut versucht werden

# /admin/invoices: each document's hand-off to the bookkeeping system.
backoffice-invoices-booking = Buchhaltung
backoffice-invoices-booked = Gebucht in { $system }, Beleg { $voucher }
backoffice-invoices-booked-voucher = Gebucht, Beleg { $voucher }
backoffice-invoices-booking-waiting = Wartet
backoffice-invoices-booking-attempt = Versuch { $count }
backoffice-invoices-booking-failed = Fehlgeschlagen: { $error }
backoffice-invoices-booking-invoice = Rechnung { $number }
backoffice-invoices-booking-credit-note = Gutschrift { $number }
backoffice-invoices-booking-retry-label = Buchung von { $document } erneut versuchen
backoffice-invoices-booking-retried = Die Buchung von { $document } wird erneut versucht
# An EAN customer's document sent through the Peppol access point.
backoffice-jobs-e-invoice-invoice = E-Rechnung: Rechnung { $number }
backoffice-jobs-e-invoice-credit-note = E-Rechnung: Gutschrift { $number }
# A mail being sent (its kind as the outbox names it), and a payment followed.
backoffice-jobs-mail = E-Mail: { $letter }
backoffice-jobs-payment = Zahlung: Bestellung { $number }
# The jobs page's filter by kind.
backoffice-jobs-kind = Art
backoffice-jobs-kind-all = Alle
backoffice-jobs-kind-mail = E-Mails
backoffice-jobs-kind-payment = Zahlungen
backoffice-jobs-kind-bookkeeping = Buchhaltung
backoffice-jobs-kind-e_invoice = E-Rechnungen
