## Bereiche der Startseite

overview-heading = Alles rund um Elektrik – von der ersten Steckdose bis zum ganzen Haus
overview-services-title = Elektroarbeiten
overview-services-text = Installation, Fehlersuche, Sicherungskästen, Ladestationen und Smart Home. Autorisierte Elektriker, Festpreise und 2 Jahre Garantie auf die Arbeit.
overview-services-link = Unsere Leistungen ansehen
overview-products-title = Produkte
overview-products-text = Steckdosen, Leuchten, Smart-Home-Produkte und Kabel in einer Qualität, die wir selbst montieren. Kostenloser Versand ab einem Bestellwert über 750 DKK und schnelle Lieferung.
overview-products-link = Produkte ansehen

team-heading = Lernen Sie das Team kennen
team-text = Wir sind ein kleines, festes Team aus autorisierten Elektrikern und Auszubildenden aus Kopenhagen. Vom Angebot bis zur Übergabe haben Sie denselben Elektriker – und der räumt hinterher auch auf.
team-member-1-name = Jonas Nordgaard
team-member-1-role = Elektroinstallateur und Inhaber
team-member-2-name = Sara Lindholm
team-member-2-role = Elektrikerin, Smart Home
team-member-3-name = Ali Rasmussen
team-member-3-role = Elektriker, Sicherungskästen und Gewerbe
team-link = Mehr über uns erfahren

columns-private-heading = Für Privatkunden
columns-private-smart-home = Smart Home: Licht, Heizung und Sicherheit, gesteuert über das Smartphone.
columns-private-charging = Ladestation für Ihr E-Auto, montiert und beim Netzbetreiber angemeldet.
columns-private-installation = Neue Steckdosen, Leuchten und Erweiterungen – sauber und sicher.
columns-business-heading = Für Gewerbekunden
columns-business-panels = Arbeiten an Sicherungskästen: neue Verteiler, Erweiterungen und Prüfungen.
columns-business-agreements = Wartungsverträge mit regelmäßigen Besuchen und schnellem Notdienst.
columns-business-rental = Vermietung und Mietobjekte: Elektrik bezugsfertig, mit Dokumentation.

values-heading = Darauf können Sie sich verlassen
values-safety-title = Sicherheit
values-safety-text = Autorisiert, zertifiziert und versichert. Alle Arbeiten werden nach den geltenden Vorschriften ausgeführt und dokumentiert.
values-price-title = Festpreis
values-price-text = Sie erhalten einen Festpreis, bevor wir beginnen – ohne versteckte Gebühren. Kostenlose Beratung und Angebote.
values-punctuality-title = Pünktlichkeit
values-punctuality-text = Wir kommen zur vereinbarten Zeit und antworten montags bis freitags innerhalb von 2 Stunden.
values-warranty-title = Garantie
values-warranty-text = 2 Jahre Garantie. Über 15 Jahre Erfahrung mit Elektrik in Kopenhagen und Umgebung.
values-cta = Unverbindliches Angebot anfordern

categories-heading = Das richtige Licht finden
categories-text = Ausgewählte Produkte für Haus und Garten – wir helfen Ihnen gern bei der Auswahl und Montage.
categories-link = { $category } ansehen

booking-heading = Bereit für den Start?
booking-text = Buchen Sie ein kostenloses 10-minütiges Gespräch oder senden Sie uns eine Beschreibung – Sie erhalten dann ein Festpreisangebot.
booking-button = Kostenlose Beratung buchen
booking-call = Anrufen: { $phone }

contact-heading = Kostenlose, professionelle Beratung
contact-intro = Sagen Sie uns, was Sie brauchen, und wir melden uns mit einem Festpreis bei Ihnen. Wir antworten montags bis freitags innerhalb von 2 Stunden.
contact-trust-certified = Zertifizierte und versicherte Elektriker
contact-trust-fixed-price = Festpreis – keine versteckten Gebühren
contact-trust-free-advice = Kostenlose Beratung und Angebote
contact-trust-confidential = Ihre Daten werden vertraulich behandelt und niemals an Dritte weitergegeben
contact-emergency-title = Akuter Stromausfall?
contact-emergency-text = Rufen Sie unseren Notdienst an, montags bis freitags von 8 bis 17 Uhr.
contact-emergency-call = Anrufen: { $phone }
quote-heading = Kostenloses Angebot anfordern
quote-name = Name
quote-email = E-Mail
quote-phone = Telefon
quote-phone-placeholder = 12 34 56 78
quote-message = Wobei können wir Ihnen helfen?
quote-message-placeholder = Z. B.: Wir hätten gern 4 neue Einbaustrahler in der Küche und eine Steckdose auf der Terrasse.
quote-submit = Anfrage senden
quote-sending = Wird gesendet...
quote-success = Vielen Dank! Wir melden uns innerhalb von 24 Stunden bei Ihnen.
quote-success-text = Wir haben Ihre Anfrage erhalten und melden uns so schnell wie möglich.
quote-failed = Es ist ein Fehler aufgetreten
quote-failed-text = Rufen Sie uns an: { $phone }

newsletter-heading = 10 % Rabatt auf Ihre erste Bestellung
newsletter-text = Melden Sie sich für den Newsletter an und erhalten Sie nützliche Tipps zu Elektrik, Licht und Smart Home – und den Rabattcode, sobald Sie Ihre Anmeldung bestätigt haben.
newsletter-email = Ihre E-Mail-Adresse
newsletter-submit = Anmelden
newsletter-sending = Anmeldung läuft...
newsletter-no-spam = Kein Spam
newsletter-max-one = Höchstens eine E-Mail pro Monat
newsletter-unsubscribe = Jederzeit abbestellbar
newsletter-success = Sehen Sie in Ihrem Posteingang nach
newsletter-success-text = Wir haben Ihnen eine E-Mail gesendet. Bestätigen Sie die Anmeldung über den Link darin, dann senden wir Ihnen Ihren Rabattcode über 10 %.

## Kontaktseite (/kontakt)

kontakt-heading = Kontaktieren Sie uns
kontakt-intro = Schreiben Sie uns – ob großes oder kleines Anliegen. Wir antworten innerhalb von 24 Stunden, montags bis freitags meist innerhalb von 2 Stunden.
kontakt-form-heading = Nachricht senden
kontakt-name = Name
kontakt-email = E-Mail
kontakt-phone = Telefon (optional)
kontakt-message = Nachricht
kontakt-submit = Nachricht senden
kontakt-success = Vielen Dank für Ihre Nachricht!
kontakt-success-text = Wir melden uns so schnell wie möglich bei Ihnen.
kontakt-info-heading = Kontaktdaten
kontakt-phone-label = Telefon
kontakt-email-label = E-Mail
kontakt-address-label = Adresse
kontakt-hours-heading = Öffnungszeiten
kontakt-hours-range = { $from }–{ $to }: { $opens }–{ $closes }
kontakt-hours-single = { $from }: { $opens }–{ $closes }
kontakt-hours-day-first =
    { $day ->
         [Mo] Montag
         [Tu] Dienstag
         [We] Mittwoch
         [Th] Donnerstag
         [Fr] Freitag
         [Sa] Samstag
        *[Su] Sonntag
    }
kontakt-hours-day =
    { $day ->
         [Mo] Montag
         [Tu] Dienstag
         [We] Mittwoch
         [Th] Donnerstag
         [Fr] Freitag
         [Sa] Samstag
        *[Su] Sonntag
    }
kontakt-hours-weekend = Wochenende: nach Vereinbarung
kontakt-emergency-heading = Notdienst
kontakt-emergency-text = Akuter Stromausfall, Kurzschluss oder Brandgeruch? Rufen Sie uns montags bis freitags von 8 bis 17 Uhr an – dringende Aufträge haben bei uns Vorrang.
