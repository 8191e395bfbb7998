## Rechtliche Seiten: Datenschutzerklärung (/privatlivspolitik) und Allgemeine Geschäftsbedingungen (/handelsbetingelser)

legal-updated = Zuletzt aktualisiert: 22. November 2026
legal-toc-heading = Inhalt
legal-company-cvr = CVR-Nr.: { $cvr }
legal-company-email = E-Mail: { $email }
legal-company-phone = Telefon: { $phone }

## Datenschutzerklärung

privacy-page-meta-title = Datenschutzerklärung | { $name }
privacy-page-description = So verarbeitet { $name } Ihre personenbezogenen Daten: was wir erheben und warum, wie lange wir sie speichern und welche Rechte Sie nach der DSGVO haben.
privacy-page-heading = Datenschutzerklärung
privacy-page-intro = Bei { $name } gehen wir sorgsam mit Ihren personenbezogenen Daten um. Hier erfahren Sie, welche Daten wir verarbeiten, wenn Sie unsere Website und unseren Webshop nutzen, ein Angebot anfordern oder eine Leistung bei uns kaufen, warum wir dies tun und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) und dem databeskyttelsesloven (dänisches Datenschutzgesetz) haben.

privacy-section-controller-heading = Verantwortlicher
privacy-section-controller-text = Verantwortlicher für die Verarbeitung Ihrer personenbezogenen Daten ist:
privacy-section-controller-contact = Wenn Sie Fragen dazu haben, wie wir Ihre Daten verarbeiten, oder Ihre Rechte ausüben möchten, schreiben Sie an { $email } oder rufen Sie uns unter { $phone } an.

privacy-section-data-heading = Welche Daten wir verarbeiten
privacy-section-data-text = Wir verarbeiten nur die Daten, die wir benötigen. Wir fragen nicht nach sensiblen Daten, z. B. zu Ihrer Gesundheit, und bitten Sie, solche Angaben nicht in Nachrichten an uns zu schreiben.
privacy-data-account-title = Ihr Konto
privacy-data-account-text = Wenn Sie ein Konto anlegen: Vorname, Nachname, E-Mail-Adresse, Telefonnummer (falls Sie diese angeben) und Ihr Passwort, das wir nur verschlüsselt speichern und niemals einsehen können.
privacy-data-orders-title = Bestellungen
privacy-data-orders-text = Wenn Sie Waren kaufen: Bestellnummer, Artikel, Betrag, Status und Datum sowie Name, Liefer- und Rechnungsadresse, E-Mail-Adresse und Telefonnummer. Ihre Kartendaten sehen und speichern wir nicht – diese verarbeitet der Zahlungsdienstleister.
privacy-data-requests-title = Kontakt- und Angebotsanfragen
privacy-data-requests-text = Wenn Sie uns schreiben oder ein Angebot anfordern: Name, E-Mail-Adresse, Telefonnummer und Ihre Angaben zum Auftrag, z. B. die Adresse, Fotos und eine Beschreibung Ihrer Elektroinstallation.
privacy-data-newsletter-title = Newsletter
privacy-data-newsletter-text = Wenn Sie sich für unseren Newsletter anmelden: Ihre E-Mail-Adresse, Ihre Sprache, der Zeitpunkt Ihrer Anmeldung und ihrer Bestätigung mit der Schaltfläche auf der Seite, die der Link in der E-Mail öffnet, sowie die IP-Adresse und der Browser, mit denen Sie bestätigt haben (damit wir zeigen können, dass ein Mensch und kein Programm bestätigt hat), eine Prüfsumme des Textes, der Ihnen bei Ihrer Einwilligung angezeigt wurde, Ihr Rabattcode und – falls Sie sich abmelden – der Zeitpunkt der Abmeldung.
privacy-data-technical-title = Technische Daten
privacy-data-technical-text = Wenn Sie die Website besuchen, erfasst unser Server IP-Adresse, Zeitpunkt, die aufgerufene Seite und den Browsertyp in einem technischen Protokoll. Das Protokoll wird nur für Betrieb, Fehlersuche und Sicherheit verwendet, z. B. um den Missbrauch der Anmeldung zu verhindern.

privacy-section-cookies-heading = Cookies und lokale Speicherung
privacy-section-cookies-text = Wir verwenden nur, was technisch notwendig ist, damit Website und Webshop funktionieren. Deshalb ist Ihre Einwilligung nicht erforderlich, und bei uns erscheint kein Cookie-Banner.
privacy-cookie-session = Das Cookie „session“ hält Sie angemeldet. Es wird erst gesetzt, wenn Sie sich anmelden, und gelöscht, wenn Sie sich abmelden, spätestens jedoch nach 30 Tagen.
privacy-cookie-lang = Das Cookie „lang“ speichert Ihre Sprachauswahl für bis zu 1 Jahr.
privacy-cookie-cart = Der Warenkorb wird im lokalen Speicher Ihres Browsers (Local Storage) auf Ihrem eigenen Gerät gespeichert, damit er nicht verloren geht, wenn Sie die Seite schließen. Der Inhalt wird erst an uns übermittelt, wenn Sie zur Kasse gehen, und bei uns höchstens 30 Tage gespeichert, wenn Sie nicht bestellen.
privacy-section-cookies-none = Wir verwenden keine Cookies oder ähnlichen Technologien für Statistik, Tracking oder Marketing und zeigen keine Werbung Dritter an.

privacy-section-purposes-heading = Zwecke und Rechtsgrundlagen
privacy-section-purposes-text = Wir verarbeiten Ihre Daten nur, wenn wir eine Rechtsgrundlage nach Art. 6 Abs. 1 DSGVO haben:
privacy-purpose-contract-title = Vertrag (Art. 6 Abs. 1 lit. b DSGVO)
privacy-purpose-contract-text = Um Ihr Konto anzulegen und zu verwalten, Ihre Bestellungen zu bearbeiten und zu liefern, Ihnen ein Angebot zu erstellen und die Elektroarbeiten auszuführen, die Sie bei uns beauftragen.
privacy-purpose-legal-title = Rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO)
privacy-purpose-legal-text = Um gesetzliche Anforderungen zu erfüllen, insbesondere das bogføringsloven (dänisches Buchführungsgesetz), nach dem wir Buchhaltungsunterlagen wie Rechnungen und Bestellungen 5 Jahre lang aufbewahren müssen, sowie die Vorschriften zur Dokumentation von Elektroinstallationsarbeiten.
privacy-purpose-interest-title = Berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO)
privacy-purpose-interest-text = Um Anfragen zu beantworten, aus denen noch kein Vertrag entstanden ist, die Website zu betreiben und abzusichern, Missbrauch und Betrug vorzubeugen und Rechtsansprüche geltend zu machen oder abzuwehren, z. B. bei einer Reklamation. Unser berechtigtes Interesse besteht darin, unser Unternehmen sicher zu betreiben und guten Service zu bieten.
privacy-purpose-consent-title = Einwilligung (Art. 6 Abs. 1 lit. a DSGVO)
privacy-purpose-consent-text = Um Ihnen unseren Newsletter zu senden. Sie können Ihre Einwilligung jederzeit über den Link im Newsletter oder per Nachricht an uns widerrufen. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.

privacy-section-recipients-heading = An wen wir Daten weitergeben
privacy-section-recipients-text = Wir verkaufen Ihre Daten niemals und geben sie nicht an andere für deren eigene Zwecke, z. B. Marketing, weiter. Wir setzen einige wenige Dienstleister (Auftragsverarbeiter) ein, die die Daten nur nach unserer Weisung und auf Grundlage eines Auftragsverarbeitungsvertrags verarbeiten dürfen:
privacy-recipient-hosting = Hosting und Betrieb: unser Hosting-Anbieter, der die Server in der EU betreibt, auf denen Website, Webshop und Datenbank laufen.
privacy-recipient-shop = Webshop und Zahlung: An unserer eigenen Kasse speichern wir Ihre Liefer- und Rechnungsdaten selbst zusammen mit der Bestellung, und Ihre Bank erhält nur das, was Sie selbst in die Überweisung schreiben. Nutzt der Webshop Shopify für den Checkout, wird der Inhalt Ihres Warenkorbs an Shopify übermittelt, und Sie geben Ihre Liefer- und Zahlungsdaten direkt dort und bei den mit diesem Checkout verbundenen Zahlungsdienstleistern ein.
privacy-recipient-shipping = Versand: Das Versandunternehmen erhält Ihren Namen, Ihre Adresse und Ihre Telefonnummer, damit die Waren zugestellt werden können.
privacy-recipient-authorities = Berater und Behörden: unser Wirtschaftsprüfer und Behörden wie Skattestyrelsen (die dänische Steuerbehörde), wenn das Gesetz es verlangt.
privacy-section-recipients-transfer = Verarbeitet ein Dienstleister Daten außerhalb der EU bzw. des EWR, geschieht dies nur auf einer rechtmäßigen Grundlage für die Übermittlung, z. B. einem Angemessenheitsbeschluss der EU-Kommission (wie für Kanada und für Unternehmen, die nach dem EU-U.S. Data Privacy Framework zertifiziert sind) oder den Standardvertragsklauseln der EU-Kommission.

privacy-section-storage-heading = Wie lange wir Daten speichern
privacy-section-storage-text = Wir speichern Daten nicht länger, als wir sie benötigen:
privacy-storage-account = Konto: solange Sie ein Konto haben. Sie können es jederzeit selbst in Ihrem Profil unter „Mein Konto“ löschen; wurde es 3 Jahre lang nicht genutzt, löschen wir es – wir schreiben Ihnen 30 Tage vorher, und wenn Sie sich anmelden, behalten Sie es.
privacy-storage-orders = Bestellungen, Rechnungen und andere Buchhaltungsunterlagen: 5 Jahre ab dem Ende des Geschäftsjahres, auf das sie sich beziehen, gemäß bogføringsloven (dänisches Buchführungsgesetz).
privacy-storage-requests = Kontakt- und Angebotsanfragen: bis zu 12 Monate nach unserem letzten Kontakt, wenn sie nicht zu einem Vertrag führen. Wird aus der Anfrage ein Auftrag, speichern wir sie zusammen mit den Auftragsunterlagen.
privacy-storage-work = Auftragsunterlagen und Dokumentation ausgeführter Elektroarbeiten: bis zu 5 Jahre nach Abschluss der Arbeiten, damit wir Garantie- und Gewährleistungsfälle bearbeiten und die Arbeiten dokumentieren können.
privacy-storage-newsletter = Newsletter: bis Sie sich abmelden. Eine Anmeldung, die nicht über den Link in der E-Mail bestätigt wird, löschen wir nach 7 Tagen.
privacy-storage-logs = Technische Protokolldateien: höchstens 30 Tage.

privacy-section-security-heading = Sicherheit
privacy-section-security-text = Wir schützen Ihre Daten durch geeignete technische und organisatorische Maßnahmen: Der gesamte Datenverkehr zur Website ist verschlüsselt (HTTPS), Passwörter werden nur als verschlüsselte Hashwerte gespeichert, und nur Mitarbeitende, die die Daten für ihre Arbeit benötigen, haben Zugriff darauf. Sollte es dennoch zu einer Verletzung der Datensicherheit kommen, die ein hohes Risiko für Sie mit sich bringt, benachrichtigen wir Sie so schnell wie möglich.

privacy-section-rights-heading = Ihre Rechte
privacy-section-rights-text = Nach der DSGVO haben Sie eine Reihe von Rechten. Wenn Sie diese ausüben möchten, schreiben Sie an { $email }. Das ist kostenlos, und wir antworten so schnell wie möglich, spätestens innerhalb eines Monats.
privacy-right-access-title = Recht auf Auskunft
privacy-right-access-text = Sie können erfahren, welche Daten wir über Sie verarbeiten, woher sie stammen und wofür wir sie verwenden – und eine Kopie davon erhalten. Wenn Sie ein Konto haben, können Sie alles, was wir zu Ihrem Konto gespeichert haben, mit „Meine Daten herunterladen“ in Ihrem Profil unter „Mein Konto“ selbst in einer einzigen Datei herunterladen.
privacy-right-rectification-title = Recht auf Berichtigung
privacy-right-rectification-text = Sie können unrichtige oder unvollständige Daten berichtigen lassen. Namen und Telefonnummer können Sie auch selbst in Ihrem Profil unter „Mein Konto“ ändern.
privacy-right-erasure-title = Recht auf Löschung
privacy-right-erasure-text = Sie können uns bitten, Ihre Daten zu löschen. Wir löschen sie, sofern wir sie nicht aufgrund gesetzlicher Vorgaben, z. B. des bogføringsloven (dänisches Buchführungsgesetz), oder zur Abwehr von Rechtsansprüchen aufbewahren müssen. Wenn Sie ein Konto haben, können Sie es mit „Mein Konto löschen“ in Ihrem Profil unter „Mein Konto“ selbst löschen: Ihr Konto, Ihre Anfragen und Ihre Newsletter-Anmeldung werden sofort gelöscht, und Ihre Bestellungen werden für den Rest der 5 Jahre ohne Ihren Namen, Ihre Adresse, Ihre Telefonnummer und Ihre E-Mail-Adresse aufbewahrt.
privacy-right-restriction-title = Recht auf Einschränkung der Verarbeitung
privacy-right-restriction-text = Sie können uns bitten, Ihre Daten vorübergehend nur noch zu speichern, z. B. während wir prüfen, ob sie korrekt sind.
privacy-right-portability-title = Recht auf Datenübertragbarkeit
privacy-right-portability-text = Sie können die Daten, die Sie uns selbst auf Grundlage eines Vertrags oder einer Einwilligung bereitgestellt haben, in einem strukturierten, gängigen und maschinenlesbaren Format erhalten und einem anderen übermitteln lassen – die Datei aus „Meine Daten herunterladen“ liegt im JSON-Format vor.
privacy-right-objection-title = Widerspruchsrecht
privacy-right-objection-text = Sie können einer Verarbeitung widersprechen, die wir auf Grundlage unseres berechtigten Interesses vornehmen. Wir stellen sie dann ein, es sei denn, wir haben zwingende schutzwürdige Gründe, die Ihre Interessen überwiegen.
privacy-right-withdraw-title = Recht auf Widerruf der Einwilligung
privacy-right-withdraw-text = Wenn Sie eine Einwilligung erteilt haben, z. B. für den Newsletter, können Sie diese jederzeit widerrufen.

privacy-section-complaint-heading = Beschwerde bei Datatilsynet
privacy-section-complaint-text = Wenn Sie damit unzufrieden sind, wie wir Ihre personenbezogenen Daten verarbeiten, möchten wir das gerne erfahren, damit wir Abhilfe schaffen können. Sie haben außerdem jederzeit das Recht, Beschwerde bei Datatilsynet (der dänischen Datenschutzbehörde) einzulegen:
privacy-complaint-authority = Datatilsynet (dänische Datenschutzbehörde), Carl Jacobsens Vej 35, 2500 Valby, Telefon 33 19 32 00, www.datatilsynet.dk

privacy-section-changes-heading = Änderungen
privacy-section-changes-text = Wir aktualisieren diese Datenschutzerklärung, wenn wir die Art und Weise ändern, wie wir personenbezogene Daten verarbeiten, oder wenn sich die Vorschriften ändern. Das Datum oben zeigt, wann sie zuletzt aktualisiert wurde. Über wesentliche Änderungen informieren wir auf der Website und, wenn Sie ein Konto haben, per E-Mail.

## Allgemeine Geschäftsbedingungen

terms-page-meta-title = AGB | { $name }
terms-page-description = Allgemeine Geschäftsbedingungen von { $name }: Preise inkl. MwSt., Zahlung, Lieferung, kostenloser Versand bei Einkäufen über 750 DKK, 14 Tage Widerrufsrecht und 2 Jahre Gewährleistung.
terms-page-heading = Allgemeine Geschäftsbedingungen
terms-page-intro = Diese Allgemeinen Geschäftsbedingungen gelten, wenn Sie als Verbraucher Waren im Webshop von { $name } kaufen. Bitte lesen Sie sie vor Ihrer Bestellung – mit der Abgabe einer Bestellung akzeptieren Sie die Bedingungen.

terms-section-seller-heading = Angaben zum Unternehmen
terms-section-seller-text = Der Webshop wird betrieben von:

terms-section-prices-heading = Preise
terms-section-prices-text = Alle Preise verstehen sich in Dänischen Kronen (DKK) inkl. 25 % MwSt. (moms). Versandkosten und etwaige Gebühren werden im Warenkorb und im Checkout deutlich angezeigt, bevor Sie den Kauf bestätigen.
terms-section-prices-errors = Druckfehler, Ausverkauf und Preisänderungen vorbehalten. Ist ein Preis offensichtlich falsch, z. B. aufgrund eines technischen Fehlers, können wir die Bestellung stornieren und den vollen Betrag zurückerstatten.

terms-section-order-heading = Bestellung und Vertragsschluss
terms-section-order-text = Sie bestellen, indem Sie Artikel in den Warenkorb legen und zur Kasse gehen. Ein Kundenkonto ist nicht erforderlich. An der Kasse wählen Sie Lieferung und Zahlung, geben Name, Adresse, Telefonnummer und E-Mail-Adresse ein, akzeptieren diese Geschäftsbedingungen und bestätigen den Kauf mit der Schaltfläche „Zahlungspflichtig bestellen“.
terms-section-order-contract = Der Vertrag ist verbindlich, sobald wir Ihnen eine Bestellbestätigung per E-Mail gesendet haben. Prüfen Sie die Bestätigung und kontaktieren Sie uns so schnell wie möglich, falls sie Fehler enthält. Ihre Bestellungen sehen Sie auch unter „Mein Konto“. Der Vertrag wird in dänischer Sprache geschlossen, und wir speichern ihn – schreiben Sie uns, wenn Sie eine Kopie wünschen.

terms-section-payment-heading = Zahlung
terms-section-payment-text = Sie bezahlen per Banküberweisung auf die Rechnung, die Sie mit der Bestellbestätigung per E-Mail erhalten (innerhalb von 8 Tagen, mit der Bestellnummer als Verwendungszweck), bei Abholung im Geschäft oder – als öffentlicher Auftraggeber – auf eine elektronische Rechnung an Ihre EAN-Nummer. Wir versenden die Ware, sobald die Zahlung eingegangen ist. Bezahlen Sie mit Karte im Checkout unseres Webshop-Anbieters, wird der Betrag beim Kauf reserviert und erst abgebucht, wenn die Waren versandt werden; Ihre Kartendaten sehen wir nie.

terms-section-delivery-heading = Lieferung
terms-section-delivery-text = Wir liefern an Adressen in Dänemark mit Ausnahme der Färöer und Grönlands. Vorrätige Artikel werden in der Regel innerhalb von 1–3 Werktagen versandt, und Sie erhalten eine E-Mail mit Sendungsverfolgung (Track & Trace), sobald das Paket verschickt wurde.
terms-section-delivery-shipping = Der Versand ist kostenlos, wenn der Warenwert nach Abzug eines etwaigen Rabatts mindestens 750 DKK beträgt. Bei einem geringeren Warenwert zahlen Sie Versandkosten, die im Warenkorb und an der Kasse angezeigt werden, bevor Sie den Kauf bestätigen. Wenn Sie die Ware selbst im Geschäft abholen, ist dies kostenlos.
terms-section-delivery-damage = Prüfen Sie die Waren bei Erhalt. Ist das Paket beschädigt, lassen Sie dies vom Zusteller vermerken und kontaktieren Sie uns so schnell wie möglich.

terms-section-withdrawal-heading = Widerrufsrecht
terms-section-withdrawal-text = Wenn Sie als Verbraucher Waren bei uns kaufen, haben Sie ein 14-tägiges Widerrufsrecht. Die Frist beginnt an dem Tag, an dem Sie die Ware erhalten. Wird eine Bestellung in mehreren Sendungen geliefert, beginnt die Frist an dem Tag, an dem Sie die letzte Ware erhalten.
terms-section-withdrawal-how = Wenn Sie widerrufen möchten, müssen Sie uns dies vor Ablauf der Frist eindeutig mitteilen – schreiben Sie an { $email } und geben Sie Ihre Bestellnummer und die betreffenden Artikel an. Sie können auch das Muster-Widerrufsformular von Forbrugerombudsmanden (dem dänischen Verbraucherombudsmann) verwenden, dies ist jedoch nicht vorgeschrieben.
terms-section-withdrawal-return = Sie müssen die Ware spätestens 14 Tage nach Ihrem Widerruf zurücksenden und tragen die Kosten der Rücksendung selbst. Wir erstatten den gesamten Kaufpreis einschließlich der ursprünglichen Standardversandkosten spätestens 14 Tage nach Eingang Ihrer Mitteilung, können die Rückzahlung jedoch verweigern, bis wir die Ware zurückerhalten haben.
terms-section-withdrawal-condition = Sie dürfen die Ware so prüfen, wie Sie es in einem Ladengeschäft tun würden, sie aber nicht in Gebrauch nehmen. Wurde die Ware mehr als nötig benutzt oder in eine Elektroinstallation eingebaut, können wir den Wertverlust vom Erstattungsbetrag abziehen.
terms-section-withdrawal-exceptions = Das Widerrufsrecht gilt nicht für Waren, die nach Ihren Maßen oder Wünschen angefertigt wurden, z. B. auf eine bestimmte Länge zugeschnittenes Kabel, und nicht für vollständig erbrachte Dienstleistungen, wenn Sie uns gebeten haben, vor Ablauf der Frist zu beginnen, und darauf hingewiesen wurden, dass Sie dadurch Ihr Widerrufsrecht verlieren.
terms-section-withdrawal-form-link = Zum Muster-Widerrufsformular

terms-section-complaints-heading = Gewährleistung (reklamationsret)
terms-section-complaints-text = Nach dem købeloven (dänisches Kaufgesetz) haben Sie 2 Jahre Gewährleistung. Sie können also Fehler und Mängel reklamieren, die bereits bei Erhalt der Ware vorhanden waren und sich innerhalb von 2 Jahren zeigen. Zeigt sich der Fehler innerhalb des ersten Jahres, gehen wir davon aus, dass er von Anfang an bestand. Normaler Verschleiß sowie Schäden durch falsche Verwendung oder falsche Montage sind nicht abgedeckt.
terms-section-complaints-how = Reklamieren Sie innerhalb einer angemessenen Frist, nachdem Sie den Fehler entdeckt haben – eine Reklamation innerhalb von 2 Monaten ist immer rechtzeitig. Schreiben Sie an { $email } mit Bestellnummer, einer Beschreibung des Fehlers und gerne Fotos.
terms-section-complaints-remedy = Ist die Reklamation berechtigt, reparieren oder ersetzen wir die Ware, gewähren einen Preisnachlass oder erstatten den Kaufpreis nach den Regeln des købeloven (dänisches Kaufgesetz). Angemessene Kosten für die Rücksendung übernehmen wir.

terms-section-warranty-heading = Garantie auf unsere Arbeit
terms-section-warranty-text = Die oben genannte Gewährleistung gilt für Waren. Auf Elektroarbeiten, die unsere Elektriker ausführen, geben wir 12 Monate Garantie ab dem Tag, an dem der Auftrag abgeschlossen ist. Für Aufträge in unseren Premium- und Exclusive-Paketen – z. B. Neuinstallationen, Sicherungskästen, Smart Home und Ladestationen – gelten 2 Jahre Garantie.
terms-section-warranty-scope = Die Garantie umfasst Fehler in unserer Arbeit, z. B. eine nicht korrekt ausgeführte Verbindung. Sie umfasst nicht Materialien und Geräte, die Sie selbst bereitgestellt haben, Schäden infolge von Änderungen durch Dritte oder normalen Verschleiß. Für Waren, die wir liefern und montieren, gilt zudem die 2-jährige Gewährleistung. Die Garantie gilt zusätzlich zu Ihren gesetzlichen Rechten.

terms-section-installation-heading = Installation und sonstige Leistungen
terms-section-installation-text = Ein Kauf im Webshop umfasst nur die Ware. Sollen wir sie montieren, wird die Installation separat gebucht – rufen Sie uns unter { $phone } an oder fordern Sie über das Formular auf der Startseite ein Angebot an. Installationsaufträge werden auf Grundlage eines gesonderten Festpreisangebots ausgeführt.
terms-section-installation-rules = Bitte beachten Sie, dass die meisten Produkte für die feste Elektroinstallation, z. B. Steckdosen, Komponenten für Sicherungskästen, Kabel und Einbaustrahler, nach den Vorschriften von einem autorisierten Elektroinstallateur montiert werden müssen.
terms-section-installation-withdrawal = Wenn Sie Elektroarbeiten bei uns im Fernabsatz oder außerhalb unserer Geschäftsräume beauftragen, haben Sie als Verbraucher ebenfalls ein 14-tägiges Widerrufsrecht. Wenn Sie uns bitten, vor Ablauf der Frist zu beginnen, und dann widerrufen, bezahlen Sie die bereits ausgeführten Arbeiten. Das Widerrufsrecht gilt nicht für dringende Reparaturen, zu deren Ausführung Sie uns selbst gerufen haben.

terms-section-recycling-heading = Elektro-Altgeräte und Batterien
terms-section-recycling-text = Elektro- und Elektronikgeräte sowie Batterien sind mit einer durchgestrichenen Mülltonne gekennzeichnet: Sie gehören nicht in den Hausmüll, sondern müssen zum Recycling abgegeben werden. Sie können sie kostenlos beim kommunalen Wertstoffhof abgeben.
terms-section-recycling-take-back = Wenn Sie bei uns ein neues Elektrogerät kaufen, nehmen wir ein gleichartiges Altgerät kostenlos zurück, wenn wir das neue liefern oder montieren oder wenn Sie es im Laden abholen. Rufen Sie { $phone } an oder schreiben Sie an { $email }, dann vereinbaren wir es.

terms-section-disputes-heading = Beschwerdemöglichkeiten
terms-section-disputes-text = Wenn Sie mit Ihrem Kauf unzufrieden sind, wenden Sie sich bitte zuerst unter { $email } an uns – in der Regel finden wir gemeinsam eine Lösung.
terms-section-disputes-board = Können wir uns nicht einigen, können Sie Beschwerde bei Nævnenes Hus (der dänischen Verbraucherbeschwerdestelle), Toldboden 2, 8800 Viborg, www.naevneneshus.dk, einlegen. Die Beschwerde wird zunächst vom Center for Klageløsning (Zentrum für Beschwerdelösung) bearbeitet und kann anschließend an Forbrugerklagenævnet (den dänischen Verbraucherbeschwerdeausschuss) weitergeleitet werden.
terms-section-disputes-eu = Die frühere Online-Streitbeilegungsplattform (OS-Plattform) der EU-Kommission wurde eingestellt. Wenn Sie in einem anderen EU-Land wohnen, erhalten Sie stattdessen Hilfe bei Forbrugereuropa (Europäisches Verbraucherzentrum Dänemark), www.forbrugereuropa.dk.

terms-section-privacy-heading = Personenbezogene Daten
terms-section-privacy-text = Wir behandeln Ihre personenbezogenen Daten vertraulich und gemäß den Datenschutzvorschriften. Wir verwenden sie nur, um Ihren Kauf abzuwickeln und Ihnen Service zu bieten, und verkaufen sie niemals weiter.
terms-section-privacy-link = Lesen Sie unsere Datenschutzerklärung

terms-section-withdrawal-form-heading = Muster-Widerrufsformular
terms-section-withdrawal-form-intro = Wenn Sie einen Kauf widerrufen möchten, können Sie dieses Formular verwenden. Drucken Sie es aus oder kopieren Sie den Text in eine E-Mail an { $email }, und füllen Sie es aus. Sie müssen das Formular nicht verwenden – jede andere eindeutige Erklärung, die Sie vor Ablauf der Frist absenden, genügt ebenso.
terms-withdrawal-form-note = (Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)
terms-withdrawal-form-to = An: { $name }, { $address }, { $email }
terms-withdrawal-form-notice = Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren:
terms-withdrawal-form-dates = Bestellt am (*)/erhalten am (*):
terms-withdrawal-form-name = Name des/der Verbraucher(s):
terms-withdrawal-form-address = Anschrift des/der Verbraucher(s):
terms-withdrawal-form-signature = Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):
terms-withdrawal-form-date = Datum:
terms-withdrawal-form-footnote = (*) Unzutreffendes streichen.
