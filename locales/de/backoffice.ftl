## Back office pages: requests, orders, the mail outbox. The server's messages and the
## page titles are in mail.ftl.

order-status-cancelled = Storniert

backoffice-nav-label = Verwaltung
backoffice-nav-translations = Übersetzungen
backoffice-nav-coverage = Abdeckung
backoffice-nav-requests = Anfragen
backoffice-nav-orders = Bestellungen
backoffice-nav-outbox = Ausgehende E-Mails

backoffice-unavailable = Die Seite konnte ihre Daten gerade nicht laden. Bitte versuchen Sie es gleich noch einmal.
backoffice-filters = Filtern
backoffice-filter-all = Alle
backoffice-search-button = Suchen
backoffice-clear = Zurücksetzen
backoffice-refresh = Aktualisieren
backoffice-results = { $count ->
    [one] 1 Treffer
   *[other] { $count } Treffer
}
backoffice-date-time = { $date }, { $time } Uhr
backoffice-status = Status

backoffice-requests-intro = Angebotsanfragen und Nachrichten aus den Kontaktformularen, neueste zuerst. Dem Kunden wurde eine Antwort innerhalb von 24 Stunden zugesagt.
backoffice-requests-heading = Anfragen und Nachrichten
backoffice-requests-search = In Name, E-Mail, Telefon und Nachricht suchen
backoffice-requests-empty = Keine Anfragen entsprechen den Filtern.
backoffice-kind = Art
backoffice-kind-quote = Angebot
backoffice-kind-contact = Nachricht
backoffice-request-new = Neu
backoffice-request-handled = Erledigt
backoffice-request-email = E-Mail
backoffice-request-phone = Telefon
backoffice-request-language = Sprache
backoffice-request-received = Eingegangen
backoffice-request-message = Nachricht
backoffice-request-handled-at = Erledigt am { $date }
backoffice-mark-handled = Als erledigt markieren
backoffice-mark-new = Als neu markieren
backoffice-marked-handled = Als erledigt markiert
backoffice-marked-new = Als neu markiert
backoffice-mark-failed = Der Status konnte nicht geändert werden
backoffice-reply = Per E-Mail antworten
backoffice-reply-subject = Re: Ihre Anfrage an { $name }
backoffice-downloads-heading = Als CSV herunterladen
backoffice-download-quotes = Angebotsanfragen
backoffice-download-contacts = Nachrichten
backoffice-download-newsletter = Newsletter
backoffice-subscribers-heading = Newsletter-Abonnenten
backoffice-subscribers-empty = Keine Abonnenten entsprechen der Suche.
backoffice-subscriber-email = E-Mail
backoffice-subscriber-language = Sprache
backoffice-subscriber-date = Angemeldet
backoffice-subscriber-code = Rabattcode

backoffice-orders-intro = Alle Bestellungen, neueste zuerst. Wenn Sie den Status einer Bestellung ändern, erhält der Kunde eine E-Mail.
backoffice-orders-search = In Bestellnummer, Name und E-Mail suchen
backoffice-orders-empty = Keine Bestellungen entsprechen den Filtern.
backoffice-order-customer = Kunde
backoffice-order-language = Sprache
backoffice-order-lines = Artikel
backoffice-order-line = { $quantity } × { $price }
backoffice-order-actions = Status der Bestellung { $number } ändern
backoffice-order-set-pending = Auf ausstehend setzen
backoffice-order-complete = Als abgeschlossen markieren
backoffice-order-cancel = Bestellung stornieren
backoffice-order-cancel-confirm = Bestellung { $number } stornieren? Der Kunde erhält eine E-Mail darüber.
backoffice-order-cancel-yes = Ja, stornieren
backoffice-order-cancel-no = Abbrechen
backoffice-order-changed = Bestellung { $number }: { $status }
backoffice-order-changed-text = Der Kunde erhält eine E-Mail über den neuen Status.
backoffice-order-change-failed = Der Status der Bestellung konnte nicht geändert werden

backoffice-outbox-intro = Alle E-Mails, die die Website sendet, neueste zuerst. Eine E-Mail, die nicht gesendet werden konnte, können Sie erneut senden.
backoffice-outbox-transport = Versand: { $transport }
backoffice-outbox-filter = E-Mails anzeigen
backoffice-outbox-all = Alle
backoffice-outbox-status-queued = In der Warteschlange
backoffice-outbox-status-sent = Gesendet
backoffice-outbox-status-failed = Fehlgeschlagen
backoffice-outbox-empty = Hier sind keine E-Mails.
backoffice-outbox-created = Erstellt
backoffice-outbox-kind = Art
backoffice-outbox-recipient = Empfänger
backoffice-outbox-subject = Betreff
backoffice-outbox-attempts = Versuche
backoffice-outbox-error = Letzter Fehler
backoffice-outbox-sent-at = Gesendet { $date }
backoffice-outbox-sent-time = Gesendet um { $time } Uhr
backoffice-outbox-retry = Erneut versuchen
backoffice-outbox-retry-label = Erneut versuchen: { $subject } an { $recipient }
backoffice-outbox-retried = Die E-Mail ist wieder in der Warteschlange
backoffice-outbox-retried-text = Sie wird gleich gesendet.
backoffice-outbox-retry-failed = Die E-Mail konnte nicht erneut gesendet werden
backoffice-outbox-kind-verify = E-Mail bestätigen
backoffice-outbox-kind-reset = Passwort zurücksetzen
backoffice-outbox-kind-order-confirmation = Bestellbestätigung
backoffice-outbox-kind-order-status = Bestellstatus
backoffice-outbox-kind-request-receipt = Eingangsbestätigung
backoffice-outbox-kind-newsletter-welcome = Newsletter-Willkommen
backoffice-outbox-kind-business-quote = Neue Angebotsanfrage
backoffice-outbox-kind-business-contact = Neue Nachricht
backoffice-outbox-kind-business-order = Neue Bestellung

backoffice-case = Auftrag
backoffice-keep-as-case = Als Auftrag speichern
backoffice-case-hint = Ein Auftrag wird nach 12 Monaten ohne Kontakt nicht automatisch gelöscht.
backoffice-case-kept = Als Auftrag gespeichert
backoffice-case-released = Kein Auftrag mehr

backoffice-subscriber-status = Status
backoffice-subscriber-status-pending = Wartet auf Bestätigung
backoffice-subscriber-status-confirmed = Bestätigt
backoffice-subscriber-status-unsubscribed = Abgemeldet

## Bookings (/admin/bookings).

backoffice-nav-bookings = Buchungen
backoffice-bookings-title = Buchungen
backoffice-bookings-intro = Was gebucht ist, Tag für Tag. Wenn Sie eine Buchung absagen, wird der Kunde per E-Mail informiert.
backoffice-bookings-view = Ansicht
backoffice-bookings-view-day = Tag
backoffice-bookings-view-week = Woche
backoffice-bookings-previous-day = Vorheriger Tag
backoffice-bookings-next-day = Nächster Tag
backoffice-bookings-previous-week = Vorherige Woche
backoffice-bookings-next-week = Nächste Woche
backoffice-bookings-today = Heute
backoffice-bookings-count = { $count ->
    [one] 1 Buchung
   *[other] { $count } Buchungen
}
backoffice-bookings-closed = Geschlossen
backoffice-bookings-none = Nichts gebucht
backoffice-booking-kind-call = Gespräch
backoffice-booking-kind-visit = Besuch
backoffice-booking-cancel = Absagen
backoffice-booking-cancel-label = { $name } um { $time } absagen
backoffice-booking-cancel-confirm = Die Buchung von { $name } absagen? Der Kunde wird per E-Mail informiert.
backoffice-booking-cancel-yes = Ja, absagen
backoffice-booking-cancelled = Die Buchung von { $name } ist abgesagt
backoffice-booking-cancelled-text = Der Kunde hat die Absage per E-Mail erhalten.
backoffice-booking-cancel-failed = Die Buchung konnte nicht abgesagt werden
backoffice-booking-cancelled-badge = abgesagt
backoffice-booking-cancelled-by-business = Von uns abgesagt
backoffice-booking-cancelled-by-customer = Vom Kunden abgesagt
backoffice-booking-block-heading = Zeit sperren
backoffice-booking-block-date = Ab Tag
backoffice-booking-block-until = Bis einschließlich (optional)
backoffice-booking-block-from = Von (optional)
backoffice-booking-block-to = Bis (optional)
backoffice-booking-block-reason = Grund (optional)
backoffice-booking-block-submit = Sperren
backoffice-booking-blocked = Die Zeit ist gesperrt
backoffice-booking-block-failed = Die Zeit konnte nicht gesperrt werden
backoffice-booking-blocked-range = Gesperrt { $from }–{ $to }
backoffice-booking-unblock = Sperre entfernen { $day }
backoffice-booking-blocked-day = Ganztägig gesperrt
