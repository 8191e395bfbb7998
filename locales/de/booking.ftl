## Booking a time (the free call and the site visit): the API's messages.

booking-bad-kind = Wählen Sie ein kostenloses Gespräch oder einen Besuch
booking-bad-start = Wählen Sie einen Termin
booking-outside-area = Wir kommen in Kopenhagen und Umgebung – rufen Sie uns für Adressen weiter entfernt an
booking-slot-taken = Dieser Termin wurde gerade gebucht. Bitte wählen Sie einen anderen.
booking-not-bookable = Dieser Termin kann nicht gebucht werden. Bitte wählen Sie einen der freien Termine.
booking-not-found = Die Buchung gibt es nicht oder sie wurde bereits storniert
booking-block-bad-date = Wählen Sie einen gültigen Tag (der letzte Tag nach dem ersten)
booking-block-bad-time = Geben Sie einen Zeitraum an, z. B. 08:00 bis 12:00

## What is booked, when (mails, the calendar invitation, the pages).

booking-kind-call = Kostenlose Beratung ({ $minutes } Min.)
booking-kind-visit = Besichtigung ({ $minutes } Min.)
booking-when = { $day } um { $time } Uhr
booking-ics-call = { $business } ruft Sie unter { $phone } an. Referenz { $reference }.
booking-ics-visit = { $business } kommt vorbei und sieht sich den Auftrag an. Fragen: { $phone }. Referenz { $reference }.

## The booking's mails.

mail-booking-subject = Ihr Termin ist gebucht: { $when }
mail-booking-heading = Danke für Ihre Buchung
mail-booking-call-text = Wir rufen Sie { $when } unter { $phone } an. Das Gespräch ist kostenlos und unverbindlich und dauert { $minutes } Minuten.
mail-booking-visit-text = Wir kommen { $when } zu { $address } und sehen uns den Auftrag an. Der Besuch dauert etwa { $minutes } Minuten.
mail-booking-invitation = Die Einladung ist angehängt, damit Sie den Termin in Ihren Kalender übernehmen können.
mail-booking-manage = Termin verschieben oder absagen
mail-booking-questions = Bei Fragen vorab rufen Sie uns unter { $phone } an.
mail-booking-what = Was
mail-booking-when = Wann
mail-booking-where = Wo
mail-booking-reference = Referenz
mail-booking-moved-subject = Ihr Termin wurde verschoben: { $when }
mail-booking-moved-heading = Ihr Termin wurde verschoben
mail-booking-cancelled-subject = Ihr Termin ist abgesagt: { $when }
mail-booking-cancelled-heading = Ihr Termin ist abgesagt
mail-booking-cancelled-customer-text = Sie haben Ihren Termin { $when } abgesagt. Sie können gern einen neuen buchen.
mail-booking-cancelled-business-text = Leider mussten wir Ihren Termin { $when } absagen. Buchen Sie gern einen neuen Termin oder rufen Sie uns unter { $phone } an.
mail-booking-book-again = Neuen Termin buchen
mail-booking-reminder-subject = Erinnerung: { $what } morgen um { $time } Uhr
mail-booking-reminder-heading = Bis morgen
mail-booking-reminder-move = Müssen Sie den Termin verschieben? Nutzen Sie den Link in Ihrer Bestätigung oder rufen Sie uns unter { $phone } an.
mail-business-booking-subject = Neue Buchung: { $name }, { $when }
mail-business-booking-heading = Neue Buchung
mail-business-booking-moved-subject = Buchung verschoben: { $name }, { $when }
mail-business-booking-moved-heading = Eine Buchung wurde verschoben
mail-business-booking-cancelled-subject = Buchung abgesagt: { $name }, { $when }
mail-business-booking-cancelled-heading = Eine Buchung wurde abgesagt
mail-business-booking-button = Buchungen ansehen

## The booking page (/book) and a booking's own page (/book/…).

booking-title = Termin buchen
booking-page-heading = Termin buchen
booking-intro = Wählen Sie eine kostenlose telefonische Beratung oder einen Besuch, bei dem wir uns den Auftrag ansehen. Sie erhalten eine Bestätigung mit Kalendereinladung per E-Mail.
booking-kind-label = Was möchten Sie buchen?
booking-kind-call-text = Wir rufen Sie an und beantworten Ihre Fragen – kostenlos und unverbindlich.
booking-kind-visit-text = Wir kommen vorbei und sehen uns den Auftrag an, damit Sie einen Festpreis bekommen.
booking-when-heading = Tag und Uhrzeit wählen
booking-hours-call = Gespräche werktags 8–17 Uhr.
booking-hours-visit = Besuche werktags 8–16 Uhr in Kopenhagen und Umgebung.
booking-days-label = Tage mit freien Terminen
booking-free-count = { $count ->
    [one] 1 frei
   *[other] { $count } frei
}
booking-times-legend = Freie Termine { $day }
booking-no-days = Zurzeit gibt es keine freien Termine. Rufen Sie uns an, dann finden wir einen.
booking-details-heading = Ihre Angaben
booking-phone-hint = Wir rufen diese Nummer an.
booking-email-hint = Hierhin senden wir die Bestätigung und die Kalendereinladung.
booking-area-hint = Wir kommen in Kopenhagen und Umgebung vorbei.
booking-message = Worum geht es?
booking-submit = Termin buchen ({ $minutes } Min.)
booking-privacy = Wir verwenden Ihre Angaben nur für diesen Termin.
booking-privacy-link = Datenschutzerklärung lesen
booking-failed = Der Termin konnte gerade nicht gebucht werden. Versuchen Sie es gleich noch einmal oder rufen Sie uns an.
booking-done-notice = Danke! Ihr Termin ist gebucht. Wir haben eine Bestätigung mit Kalendereinladung gesendet.
booking-moved-notice = Ihr Termin wurde verschoben. Wir haben eine neue Kalendereinladung gesendet.
booking-cancelled-notice = Ihr Termin ist abgesagt. Wir haben eine Bestätigung gesendet.
booking-manage-title = Ihre Buchung
booking-manage-heading = Ihre Buchung
booking-manage-cancelled-heading = Ihre Buchung ist abgesagt
booking-summary-heading = Die Buchung
booking-manage-call-text = Wir rufen Sie unter der angegebenen Nummer an. Sie müssen nichts weiter tun.
booking-manage-visit-text = Wir sind pünktlich an der Adresse. Bitte sorgen Sie dafür, dass wir an den Sicherungskasten kommen.
booking-manage-invalid-heading = Der Link funktioniert nicht
booking-manage-invalid-text = Die Buchung existiert nicht oder der Link ist falsch. Rufen Sie uns unter { $phone } an, wenn Sie einen Termin verschieben oder absagen möchten.
booking-move-heading = Termin verschieben
booking-move-submit = Auf die gewählte Zeit verschieben
booking-cancel-heading = Termin absagen
booking-cancel-text = Sie können doch nicht? Sagen Sie ab, damit der Termin für andere frei wird.
booking-cancel-submit = Meinen Termin absagen
booking-book-new = Neuen Termin buchen
