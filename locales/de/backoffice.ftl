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
backoffice-outbox-status-sending = Wird gesendet
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
