## E-mails the site sends, and the server's messages about them.

mail-greeting = Hallo { $name },
mail-signoff = Mit freundlichen Grüßen
mail-footer-company = { $name } · { $address } · CVR { $cvr }
mail-footer-contact = Tel. { $phone } · { $email }

mail-verify-subject = Bestätigen Sie Ihre E-Mail bei { $name }
mail-verify-heading = Bestätigen Sie Ihre E-Mail
mail-verify-text = Danke, dass Sie ein Konto bei { $name } angelegt haben. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihre Bestellungen mit dem Konto verknüpfen können.
mail-verify-button = E-Mail bestätigen
mail-verify-expiry = Der Link ist { $hours } Stunden gültig und kann nur einmal verwendet werden. Wenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.

mail-reset-subject = Passwort zurücksetzen
mail-reset-heading = Passwort zurücksetzen
mail-reset-text = Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.
mail-reset-button = Neues Passwort wählen
mail-reset-expiry = Der Link ist 1 Stunde gültig und kann nur einmal verwendet werden. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren – Ihr Passwort bleibt unverändert.

mail-order-subject = Bestellbestätigung { $number }
mail-order-heading = Vielen Dank für Ihre Bestellung
mail-order-text = Wir haben Ihre Bestellung { $number } am { $date } erhalten. Das haben Sie bestellt:
mail-order-total = Gesamt
mail-order-button = Bestellung ansehen
mail-order-followup = Bei Fragen antworten Sie einfach auf diese E-Mail oder rufen Sie { $phone } an.

mail-status-heading = Neuigkeiten zu Ihrer Bestellung
mail-status-subject-pending = Ihre Bestellung { $number } ist in Bearbeitung
mail-status-subject-completed = Ihre Bestellung { $number } ist abgeschlossen
mail-status-subject-cancelled = Ihre Bestellung { $number } wurde storniert
mail-status-pending = Ihre Bestellung { $number } ist wieder in Bearbeitung. Wir melden uns, sobald es Neuigkeiten gibt.
mail-status-completed = Ihre Bestellung { $number } ist abgeschlossen. Vielen Dank für Ihren Einkauf.
mail-status-cancelled = Ihre Bestellung { $number } wurde storniert. Falls Sie bereits bezahlt haben, erstatten wir den Betrag. Bei Fragen kontaktieren Sie uns gern.

mail-receipt-subject = Wir haben Ihre Anfrage erhalten
mail-receipt-heading = Vielen Dank für Ihre Anfrage
mail-receipt-text = Wir haben Ihre Nachricht erhalten und melden uns innerhalb von 24 Stunden.
mail-receipt-urgent = Eilt es? Rufen Sie { $phone } an (werktags 8-17 Uhr).

mail-newsletter-subject = Willkommen beim Newsletter – hier ist Ihr Rabattcode
mail-newsletter-heading = Willkommen beim Newsletter
mail-newsletter-text = Danke für Ihre Anmeldung. Wie versprochen erhalten Sie mit diesem Code 10 % Rabatt auf Ihre erste Bestellung:
mail-newsletter-code = Rabattcode
mail-newsletter-promise = Wir senden höchstens eine E-Mail pro Monat, und Sie können sich jederzeit abmelden.

mail-business-quote-subject = Neue Angebotsanfrage von { $name }
mail-business-quote-heading = Neue Angebotsanfrage
mail-business-contact-subject = Neue Nachricht von { $name }
mail-business-contact-heading = Neue Nachricht aus dem Kontaktformular
mail-business-request-text = Dem Kunden wurde eine Antwort innerhalb von 24 Stunden zugesagt. Antworten Sie auf diese E-Mail, um direkt an { $email } zu schreiben.
mail-business-order-subject = Neue Bestellung { $number } ({ $total })
mail-business-order-heading = Neue Bestellung { $number }
mail-business-order-text = { $customer } ({ $email }) hat bestellt:
mail-business-button = Verwaltung öffnen

mail-field-name = Name
mail-field-email = E-Mail
mail-field-phone = Telefon
mail-field-message = Nachricht
mail-field-language = Sprache

auth-reset-sent = Falls ein Konto mit dieser E-Mail existiert, haben wir einen Link zum Wählen eines neuen Passworts gesendet. Sehen Sie in Ihrem Posteingang nach.
auth-reset-invalid = Der Link funktioniert nicht mehr
auth-reset-invalid-hint = Der Link ist abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen Link an.
verify-already = Ihre E-Mail ist bereits bestätigt.
verify-resend-limited = { $minutes ->
    [one] Wir haben den Link bereits mehrmals gesendet. Versuchen Sie es in 1 Minute erneut.
   *[other] Wir haben den Link bereits mehrmals gesendet. Versuchen Sie es in { $minutes } Minuten erneut.
}
backoffice-bad-status = Unbekannter Status.
backoffice-not-found = Nicht gefunden.
backoffice-requests-title = Anfragen
backoffice-orders-title = Bestellungen
backoffice-outbox-title = Ausgehende E-Mails
catalogue-image-not-image = Die Datei ist kein Bild. Verwenden Sie JPEG, PNG oder WebP.
catalogue-image-too-large = Das Bild ist zu groß (höchstens { $limit }).
catalogue-image-too-many-pixels = Das Bild hat zu viele Pixel (höchstens { $megapixels } Megapixel). Speichern Sie es in einer kleineren Größe und versuchen Sie es erneut.
catalogue-image-unreadable = Das Bild konnte nicht gelesen werden. Die Datei ist vielleicht beschädigt – speichern Sie sie neu und versuchen Sie es noch einmal.

mail-sign-in-link-subject = Ihr Anmeldelink
mail-sign-in-link-heading = Mit diesem Link anmelden
mail-sign-in-link-text = Jemand hat viele Male versucht, sich mit einem falschen Passwort bei Ihrem Konto anzumelden. Zum Schutz des Kontos reicht das Passwort allein gerade nicht. Melden Sie sich mit der Schaltfläche unten an – falls Sie es nicht waren, ist Ihr Konto weiterhin sicher, aber wählen Sie gern ein neues, starkes Passwort.
mail-sign-in-link-button = Anmelden
mail-sign-in-link-expiry = Der Link gilt 15 Minuten und nur einmal.
