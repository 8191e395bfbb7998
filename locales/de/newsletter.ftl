## The newsletter's double opt-in and unsubscribe: the confirmation mail, the pages
## /nyhedsbrev/bekraeft and /nyhedsbrev/afmeld, and the subscription on /profile.

mail-newsletter-confirm-subject = Bestätigen Sie Ihre Anmeldung zum Newsletter
mail-newsletter-confirm-heading = Anmeldung bestätigen
mail-newsletter-confirm-text = Klicken Sie auf die Schaltfläche, um zu bestätigen, dass Sie unseren Newsletter erhalten möchten – höchstens eine E-Mail pro Monat. Danach senden wir Ihnen Ihren Rabattcode über 10 % für Ihre erste Bestellung.
mail-newsletter-confirm-button = Anmeldung bestätigen
mail-newsletter-confirm-ignore = Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach. Wir schreiben Ihnen nicht erneut, und der Link wird in 7 Tagen ungültig.
mail-newsletter-unsubscribe = Vom Newsletter abmelden

newsletter-confirm-title = Newsletter
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
