# The withdrawal function (/fortryd), its mails, the order page's part and the back
# office's returns.

footer-withdrawal = Kauf widerrufen

withdrawal-title = Kauf widerrufen
withdrawal-heading = Kauf widerrufen
withdrawal-intro = Sie haben bei uns Waren gekauft und es sich anders überlegt? Sie haben ein 14-tägiges Widerrufsrecht ab dem Tag, an dem Sie die Waren erhalten. Geben Sie die Bestellnummer und die E-Mail-Adresse ein, mit der Sie bestellt haben – Sie benötigen kein Kundenkonto.
withdrawal-find-order = Bestellnummer
withdrawal-find-order-hint = Steht in der Bestellbestätigung, z. B. NE-10001.
withdrawal-find-email = E-Mail-Adresse, mit der Sie bestellt haben
withdrawal-button = Vertrag hier widerrufen
withdrawal-order-required = Geben Sie die Bestellnummer ein.
withdrawal-email-required = Geben Sie die E-Mail-Adresse ein, mit der Sie bestellt haben.
withdrawal-not-found = Wir konnten keine Bestellung mit dieser Nummer und dieser E-Mail-Adresse finden. Prüfen Sie die Bestellbestätigung oder schreiben Sie an { $email }.
withdrawal-failed = Wir konnten Ihren Widerruf gerade nicht verarbeiten. Versuchen Sie es gleich noch einmal – oder schreiben Sie uns; auch so ist Ihr Widerruf wirksam.
withdrawal-done-unknown = Der Link zum Widerruf ist ungültig. Suchen Sie die Bestellung unten.

withdrawal-statement-heading = Ihr Widerruf
withdrawal-statement-intro = Sie widerrufen den Kauf aus Bestellung { $number } vom { $date }. Alle Artikel sind ausgewählt – entfernen Sie das Häkchen bei den Artikeln, die Sie behalten, oder ändern Sie die Anzahl.
withdrawal-lines-legend = Waren, die Sie widerrufen
withdrawal-line-quantity = Anzahl
withdrawal-line-bought = { $count ->
    [one] Sie haben 1 Stk. gekauft
   *[other] Sie haben { $count } Stk. gekauft
}
withdrawal-line-left = { $count ->
    [one] 1 Stk. kann widerrufen werden
   *[other] { $count } Stk. können widerrufen werden
}
withdrawal-name-label = Ihr Name
withdrawal-email-label = E-Mail-Adresse für unsere Antwort
withdrawal-reason-label = Begründung (optional)
withdrawal-reason-hint = Sie müssen Ihren Widerruf nicht begründen.
withdrawal-confirm = Widerruf bestätigen
withdrawal-confirm-note = Sobald Sie auf die Schaltfläche klicken, ist Ihr Widerruf abgesendet. Sie erhalten sofort eine Eingangsbestätigung per E-Mail.
withdrawal-ends = Die Widerrufsfrist endet am { $date }.
withdrawal-period-running = Die Widerrufsfrist beträgt 14 Tage ab dem Tag, an dem Sie die Waren erhalten.
withdrawal-shopify-note = Die Bestellung wurde an unserer Shopify-Kasse bezahlt. Das Geld wird dort auf das Zahlungsmittel erstattet, das Sie verwendet haben.

withdrawal-form-expired = Das Formular ist abgelaufen. Öffnen Sie es erneut und versuchen Sie es noch einmal.
withdrawal-name-required = Geben Sie Ihren Namen ein.
withdrawal-name-too-long = Der Name darf höchstens 100 Zeichen lang sein.
withdrawal-reason-too-long = Die Begründung darf höchstens 1.000 Zeichen lang sein.
withdrawal-quantity-invalid = Die Anzahl muss eine ganze Zahl sein.
withdrawal-line-unknown = Einer der Artikel ist nicht in der Bestellung enthalten.
withdrawal-quantity-too-many = Sie können nicht mehr widerrufen, als Sie gekauft haben.
withdrawal-lines-required = Wählen Sie mindestens einen Artikel aus, den Sie widerrufen.
withdrawal-quantity-withdrawn = Sie haben einige dieser Artikel bereits widerrufen. Prüfen Sie die Anzahl.

withdrawal-done-heading = Wir haben Ihren Widerruf erhalten
withdrawal-done-text = Ihr Widerruf { $reference } ist am { $received } bei uns eingegangen. Wir haben eine Eingangsbestätigung an { $email } gesendet.
withdrawal-done-next = So geht es weiter
withdrawal-done-statement = Ihr Widerruf, wie er bei uns eingegangen ist
withdrawal-closed-ended = Die Widerrufsfrist für Bestellung { $number } ist am { $date } abgelaufen. Wenn Sie Fragen zur Bestellung haben, schreiben Sie an { $email } oder rufen Sie uns unter { $phone } an.
withdrawal-closed-withdrawn = Sie haben bereits alle Waren aus Bestellung { $number } widerrufen.
withdrawal-closed-cancelled = Bestellung { $number } wurde storniert, es gibt also nichts zu widerrufen.
withdrawal-earlier-heading = Ihre Widerrufe zu dieser Bestellung
withdrawal-state-new = Eingegangen
withdrawal-state-received = Waren erhalten
withdrawal-state-refunded = Erstattet
withdrawal-state-credited = Gutgeschrieben

withdrawal-statement-text = Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der folgenden Waren aus Bestellung { $number } vom { $date } bei { $business }:
withdrawal-statement-name = Name: { $name }
withdrawal-statement-email = E-Mail: { $email }
withdrawal-statement-reason = Begründung: { $reason }
withdrawal-received-at = { $date } um { $time } Uhr
withdrawal-quoted = { $text }

withdrawal-reference = Widerruf
withdrawal-order = Bestellung
withdrawal-received-label = Eingegangen
withdrawal-name = Name
withdrawal-email = E-Mail
withdrawal-reason = Begründung

withdrawal-next-send = Senden Sie die Waren spätestens 14 Tage nach Ihrem Widerruf an { $address }. Schreiben Sie die Bestellnummer { $number } auf das Paket und legen Sie nach Möglichkeit die Eingangsbestätigung bei.
withdrawal-next-bring = Sie können die Waren auch in unserem Geschäft abgeben: { $address }.
withdrawal-next-cost = Die Kosten der Rücksendung tragen Sie selbst, wie in den Allgemeinen Geschäftsbedingungen angegeben.
withdrawal-next-refund = Wir erstatten den Betrag – die Waren und, wenn Sie die gesamte Bestellung widerrufen, die ursprünglichen Standardversandkosten – spätestens am { $date }. Wir können die Rückzahlung jedoch verweigern, bis wir die Waren zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben.
withdrawal-next-how-card = Das Geld wird auf die Karte bzw. über MobilePay erstattet, je nachdem, womit Sie bezahlt haben.
withdrawal-next-how-bank = Senden Sie uns Ihre Bankverbindung (Registrierungs- und Kontonummer) – antworten Sie einfach auf die Eingangsbestätigung, die wir Ihnen gemailt haben –, dann überweisen wir Ihnen das Geld. Wenn Sie noch nicht bezahlt haben, senden wir Ihnen eine Gutschrift.
withdrawal-next-how-ean = Wir senden eine Gutschrift an Ihre EAN-Nummer.
withdrawal-next-how-shopify = Die Bestellung wurde an unserer Shopify-Kasse bezahlt: Das Geld wird dort auf das Zahlungsmittel erstattet, das Sie verwendet haben.

mail-withdrawal-subject = Eingangsbestätigung für Ihren Widerruf der Bestellung { $number }
mail-withdrawal-heading = Wir haben Ihren Widerruf erhalten
mail-withdrawal-received = Ihr Widerruf der Bestellung { $number } ist am { $received } (dänische Zeit) bei uns eingegangen. Hier ist alles, was Sie uns gesendet haben.
mail-withdrawal-statement-heading = Ihr Widerruf, wie er bei uns eingegangen ist:
mail-withdrawal-button = Ihren Widerruf ansehen

mail-withdrawal-business-subject = Widerruf { $reference } der Bestellung { $number }
mail-withdrawal-business-heading = Ein Kunde hat einen Kauf widerrufen
mail-withdrawal-business-text = { $name } hat Bestellung { $number } am { $received } widerrufen. Das Geld muss spätestens 14 Tage danach erstattet werden; Sie dürfen warten, bis die Waren eingegangen sind.
mail-withdrawal-business-shopify = Die Bestellung wurde an der Shopify-Kasse bezahlt: Erstatten Sie sie in Shopify und markieren Sie sie unter Retouren als erstattet.

withdrawal-credit-line = Widerruf { $reference }
mail-withdrawal-refund-subject = Wir haben den Betrag für Bestellung { $number } erstattet
mail-withdrawal-refund-heading = Das Geld ist auf dem Weg zu Ihnen
mail-withdrawal-refund-bank = Wir haben Ihnen für Ihren Widerruf { $reference } der Bestellung { $number } { $amount } überwiesen. Die Gutschrift ist angehängt.
mail-withdrawal-refund-card = Wir haben Ihnen für Ihren Widerruf { $reference } der Bestellung { $number } { $amount } auf Ihre Karte erstattet.
mail-withdrawal-credit-subject = Gutschrift zu Ihrem Widerruf der Bestellung { $number }
mail-withdrawal-credit-heading = Sie zahlen nicht für das, was Sie widerrufen haben
mail-withdrawal-credit-text = Sie hatten Bestellung { $number } noch nicht bezahlt, daher gibt es kein Geld zurückzuzahlen. Stattdessen haben wir eine Gutschrift über { $amount } für Ihren Widerruf { $reference } ausgestellt: Sie mindert die Rechnung um diesen Betrag. Die Gutschrift ist angehängt.
mail-withdrawal-credit-text-no-invoice = Sie hatten Bestellung { $number } noch nicht bezahlt, daher gibt es kein Geld zurückzuzahlen: Sie zahlen die { $amount } für Ihren Widerruf { $reference } nicht.
mail-withdrawal-credit-left = Sie zahlen für Bestellung { $number } jetzt nur noch { $amount }.
mail-withdrawal-credit-nothing-left = Sie müssen für Bestellung { $number } nichts bezahlen.
withdrawal-refund-goods = Waren
withdrawal-refund-shipping = Ursprüngliche Versandkosten
withdrawal-refund-deduction = Abzug für Wertverlust
withdrawal-refund-deduction-reason = Grund für den Abzug

order-withdrawal-button = Vertrag hier widerrufen
order-withdrawal-ends = Sie können den Kauf bis einschließlich { $date } widerrufen.
order-withdrawal-ended = Die Widerrufsfrist für den Kauf ist am { $date } abgelaufen. Wenn Sie Fragen haben, schreiben Sie an { $email } oder rufen Sie uns unter { $phone } an.
order-withdrawn = Sie haben den Kauf am { $date } widerrufen ({ $reference }).
order-withdrawal-shopify = Die Bestellung wurde an unserer Shopify-Kasse bezahlt: Wenn Sie widerrufen, wird das Geld dort erstattet.

backoffice-nav-returns = Retouren
backoffice-returns-title = Retouren
backoffice-returns-intro = Widerrufe, die Kunden über die Website gesendet haben. Das Geld muss spätestens 14 Tage nach dem Widerruf erstattet werden; Sie dürfen warten, bis die Waren eingegangen sind.
backoffice-returns-filter = Anzeigen
backoffice-returns-all = Alle
backoffice-returns-empty = Hier gibt es keine Widerrufe.
backoffice-returns-received = Eingegangen am { $date }
backoffice-returns-customer = Kunde
backoffice-returns-refund-by = Spätestens am { $date } erstatten
backoffice-returns-statement = Der Widerruf
backoffice-returns-lines = Waren
backoffice-returns-goods = Waren (nach Rabatt)
backoffice-returns-shipping = Ursprüngliche Versandkosten
backoffice-returns-deduction = Abzug für Wertverlust
backoffice-returns-total = Zu erstatten
backoffice-returns-total-credit = Gutzuschreiben
backoffice-returns-goods-received = Waren erhalten
backoffice-returns-condition = Zustand der Waren
backoffice-returns-deduction-amount = Abzug für Wertverlust (DKK)
backoffice-returns-deduction-reason = Grund für den Abzug
backoffice-returns-goods-received-by = Waren am { $date } von { $who } entgegengenommen
backoffice-returns-refund = { $amount } erstatten
backoffice-returns-refund-shopify = In Shopify als erstattet markieren
backoffice-returns-credit = Gutschreiben { $amount }
backoffice-returns-refunded = { $amount } am { $date } von { $who } erstattet
backoffice-returns-method-provider = über den Zahlungsdienstleister
backoffice-returns-method-bank = per Banküberweisung (Gutschrift ausgestellt)
backoffice-returns-method-shopify = in Shopify
backoffice-returns-method-credit = als Gutschrift (die Bestellung war nicht bezahlt)
backoffice-returns-shopify-note = An der Shopify-Kasse bezahlt: in Shopify erstatten.
backoffice-returns-bank-note = Ohne Karte bezahlt: Überweisen Sie den Betrag an den Kunden und klicken Sie dann auf Erstatten (die Gutschrift wird ausgestellt und versendet).
backoffice-returns-unpaid-note = Noch nicht bezahlt: Drücken Sie auf Gutschreiben. Der Kunde erhält eine Gutschrift, die die Rechnung mindert, und es wird kein Geld überwiesen.
backoffice-returns-saved = Gespeichert.
backoffice-return-note-too-long = Der Text ist zu lang.
backoffice-return-deduction-too-much = Der Abzug darf nicht höher sein als der Betrag für die Waren.
backoffice-return-deduction-reason-required = Geben Sie an, warum Sie einen Abzug vornehmen.
backoffice-return-done = Das ist bereits erledigt.
backoffice-return-not-captured = Die Zahlung ist noch nicht abgebucht: Stornieren Sie die Bestellung, oder versenden Sie sie und buchen Sie einen geringeren Betrag ab.
backoffice-order-delivered = Als geliefert markieren
backoffice-order-delivered-on = Geliefert am
backoffice-order-delivered-at = Geliefert am { $date }
backoffice-delivered-bad-date = Das Datum darf nicht vor dem Versand oder in der Zukunft liegen.
backoffice-delivered-not-sent = Markieren Sie die Bestellung zuerst als versandt.
backoffice-order-withdrawal-ends = Widerrufsfrist endet am { $date }
