## The newsletter's double opt-in and unsubscribe: the confirmation mail, the pages
## /nyhedsbrev/bekraeft and /nyhedsbrev/afmeld, and the subscription on /profile.

mail-newsletter-confirm-subject = Bestätigen Sie Ihre Anmeldung zum Newsletter
mail-newsletter-confirm-heading = Anmeldung bestätigen
mail-newsletter-confirm-text = Klicken Sie auf die Schaltfläche, um zu bestätigen, dass Sie unseren Newsletter erhalten möchten – höchstens eine E-Mail pro Monat. Danach senden wir Ihnen Ihren Rabattcode über 10 % für Ihre erste Bestellung.
mail-newsletter-confirm-button = Anmeldung bestätigen
mail-newsletter-confirm-ignore = Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach. Wir schreiben Ihnen nicht erneut, und der Link wird in 7 Tagen ungültig.
mail-newsletter-unsubscribe = Vom Newsletter abmelden

newsletter-confirm-title = Newsletter
newsletter-confirm-heading = Bestätigen Sie Ihre Anmeldung
newsletter-confirm-text = Klicken Sie auf die Schaltfläche, dann erhalten Sie unseren Newsletter – höchstens eine E-Mail pro Monat – und Ihren Rabattcode über 10 % für Ihre erste Bestellung.
newsletter-confirm-button = Anmeldung bestätigen
newsletter-confirmed-heading = Vielen Dank – Sie sind angemeldet
newsletter-confirmed-text = Ihre Anmeldung ist bestätigt. Wir haben Ihnen eine E-Mail mit Ihrem Rabattcode über 10 % für Ihre erste Bestellung gesendet.
newsletter-confirm-failed-heading = Der Link funktioniert nicht mehr
newsletter-confirm-failed-text = Der Link wurde bereits verwendet oder ist abgelaufen. Melden Sie sich unten auf der Startseite erneut an, dann senden wir Ihnen einen neuen.
newsletter-to-shop = Produkte ansehen
newsletter-unsubscribe-title = Newsletter abmelden
newsletter-unsubscribe-heading = Vom Newsletter abmelden
newsletter-unsubscribe-text = Klicken Sie auf die Schaltfläche, dann senden wir Ihnen keine Newsletter mehr.
newsletter-unsubscribe-button = Abmelden
newsletter-unsubscribe-keep = Newsletter behalten
newsletter-unsubscribed-heading = Sie sind abgemeldet
newsletter-unsubscribed-text = Sie erhalten keine Newsletter mehr von uns. Sie können sich jederzeit wieder anmelden.
newsletter-unsubscribe-failed-heading = Der Link funktioniert nicht
newsletter-unsubscribe-failed-text = Wir konnten die Anmeldung nicht finden. Schreiben Sie uns, falls Sie weiterhin Newsletter erhalten.
newsletter-unsubscribe-unknown = Diese Anmeldung gibt es nicht

profile-newsletter-heading = Newsletter
profile-newsletter-text = Nützliche Tipps zu Elektrik, Licht und Smart Home und 10 % Rabatt auf Ihre erste Bestellung – höchstens eine E-Mail pro Monat. Sie können sich jederzeit wieder abmelden.
profile-newsletter-status-none = Sie sind nicht angemeldet.
profile-newsletter-status-pending = Wir warten darauf, dass Sie die Anmeldung über den Link in der E-Mail bestätigen.
profile-newsletter-status-confirmed = Sie sind angemeldet.
profile-newsletter-status-unsubscribed = Sie sind abgemeldet.
profile-newsletter-subscribe = Für den Newsletter anmelden
profile-newsletter-unsubscribe = Vom Newsletter abmelden
profile-newsletter-subscribed = Sie sind für den Newsletter angemeldet
profile-newsletter-check-mail = Bestätigen Sie die Anmeldung über den Link in der E-Mail, die wir Ihnen gesendet haben
profile-newsletter-unsubscribed = Sie sind vom Newsletter abgemeldet
profile-newsletter-failed = Die Anmeldung konnte nicht geändert werden

mail-campaign-subject = { $subject }
mail-campaign-paragraph = { $text }

backoffice-nav-newsletter = Newsletter
backoffice-newsletter-title = Newsletter
backoffice-newsletter-intro = { $count ->
    [one] Ein bestätigter Abonnent.
   *[other] { $count } bestätigte Abonnenten.
} Höchstens ein Newsletter pro Monat, wie bei der Anmeldung versprochen; er wird mit { $perMinute } E-Mails pro Minute gesendet.
backoffice-newsletter-compose = Newsletter verfassen
backoffice-newsletter-required = (Pflichtfeld)
backoffice-newsletter-optional = (optional – sonst übersetzt oder auf Dänisch)
backoffice-newsletter-subject = Betreff
backoffice-newsletter-body = Text (Leerzeile zwischen Absätzen)
backoffice-newsletter-translate = Leere Sprachen mit { $provider } übersetzen (zur Durchsicht markiert)
backoffice-newsletter-no-provider = Keine maschinelle Übersetzung eingerichtet: Leere Sprachen erhalten den dänischen Text
backoffice-newsletter-preview-lang = Sprache der Vorschau
backoffice-newsletter-preview = Vorschau anzeigen
backoffice-newsletter-preview-heading = So sieht es auf { $lang } aus
backoffice-newsletter-source-given = Von Ihnen geschrieben.
backoffice-newsletter-source-machine = Maschinell übersetzt – bitte lesen Sie den Text durch.
backoffice-newsletter-source-danish = Der dänische Text (in dieser Sprache wurde nichts geschrieben).
backoffice-newsletter-test = Test an mich senden
backoffice-newsletter-test-sent = Test an { $email } gesendet
backoffice-newsletter-send = { $count ->
    [one] An einen Abonnenten senden
   *[other] An { $count } Abonnenten senden
}
backoffice-newsletter-send-confirm = { $count ->
    [one] Den Newsletter jetzt an einen Abonnenten senden? Das lässt sich nicht rückgängig machen, und der nächste kann erst im nächsten Monat gesendet werden.
   *[other] Den Newsletter jetzt an { $count } Abonnenten senden? Das lässt sich nicht rückgängig machen, und der nächste kann erst im nächsten Monat gesendet werden.
}
backoffice-newsletter-send-yes = Ja, senden
backoffice-newsletter-started = { $count ->
    [one] Der Newsletter wird an einen Abonnenten gesendet
   *[other] Der Newsletter wird an { $count } Abonnenten gesendet
}
backoffice-newsletter-next = Der Newsletter dieses Monats ist gesendet. Der nächste kann ab dem { $date } gesendet werden.
backoffice-newsletter-month-taken = Der Newsletter dieses Monats wurde bereits gesendet. Der nächste kann ab dem { $date } gesendet werden.
backoffice-newsletter-campaigns = Gesendete Newsletter
backoffice-newsletter-none = Es wurden noch keine Newsletter gesendet.
backoffice-newsletter-started-at = Gesendet
backoffice-newsletter-recipients = Empfänger
backoffice-newsletter-delivered = Zugestellt
backoffice-newsletter-failed = Fehlgeschlagen
backoffice-newsletter-unsubscribed = Seitdem abgemeldet
backoffice-newsletter-machine = maschinell übersetzt: { $langs }
backoffice-newsletter-waiting = { $count } ausstehend
backoffice-newsletter-subject-required = Ein Betreff auf Dänisch ist erforderlich
backoffice-newsletter-subject-too-long = Der Betreff darf höchstens 150 Zeichen lang sein
backoffice-newsletter-body-required = Ein Text auf Dänisch ist erforderlich
backoffice-newsletter-body-too-long = Der Text darf höchstens 20.000 Zeichen lang sein
backoffice-newsletter-bad-language = Unbekannte Sprache
backoffice-outbox-kind-newsletter-confirm = Newsletter bestätigen
backoffice-outbox-kind-newsletter-campaign = Newsletter
backoffice-outbox-kind-account-deleted = Konto gelöscht
backoffice-outbox-kind-account-retention-warning = Hinweis auf Kontolöschung
