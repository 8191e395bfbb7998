## Invoices and credit notes (the PDF, the back office's list)

document-invoice = Rechnung
document-credit-note = Gutschrift
document-invoice-number = Rechnungsnr.
document-credit-note-number = Gutschriftsnr.
document-issue-date = Datum
document-delivery-date = Lieferdatum
document-due-date = Fällig am
document-order-number = Bestellnr.
document-buyer = Rechnungsempfänger
document-cvr = CVR-Nr. { $cvr }
document-ean = EAN { $ean }
document-reference = Referenz: { $reference }
document-account-string = Kontierung: { $account }
document-column-description = Beschreibung
document-column-quantity = Menge
document-column-unit = Einzelpreis netto
document-column-amount = Betrag netto
document-shipping = Versand
document-refund = Erstattung
document-refund-reason = Erstattung: { $reason }
document-discount = Rabatt
document-net = Summe netto
document-vat = MwSt. { $rate } % auf { $base }
document-total = Gesamtbetrag { $currency }
document-credit-total = Gutgeschrieben { $currency }
document-corrects = Gutschrift zur Rechnung { $number } vom { $date }.
document-terms-bank = Zahlungsbedingungen: { $days } Tage netto. Bitte überweisen Sie { $total } bis zum { $due } auf { $account } und geben Sie die Bestellnummer { $order } im Verwendungszweck an.
document-terms-ean = Zahlungsbedingungen: { $days } Tage netto, bis zum { $due }. Als elektronische Rechnung an EAN { $ean } gesendet.
document-paid-card = Bezahlt mit Karte oder MobilePay. Der Betrag wurde beim Versand der Ware abgebucht.
document-paid-pickup = Bei Abholung im Geschäft bezahlt.
document-credit-refund = Der Betrag wird auf demselben Weg erstattet, auf dem bezahlt wurde.
document-page = Seite { $page } von { $pages }
document-file-invoice = rechnung-{ $number }.pdf
document-file-credit-note = gutschrift-{ $number }.pdf
mail-document-attached = { $kind ->
    [credit_note] Die Gutschrift { $number } ist als PDF angehängt.
   *[invoice] Die Rechnung { $number } ist als PDF angehängt.
}
document-not-found = Das Dokument existiert nicht, oder Sie haben keinen Zugriff darauf.
backoffice-documents-bad-period = Wählen Sie einen Zeitraum mit gültigem Start- und Enddatum, der Start nicht nach dem Ende.
backoffice-documents-not-waiting = Die Rechnung wartet nicht auf den Versand.
backoffice-documents-not-final = Die Bestellung wird in Rechnung gestellt, sobald sie bezahlt und versandt oder abgeholt ist.
backoffice-nav-invoices = Rechnungen
backoffice-invoices-title = Rechnungen und Gutschriften
backoffice-invoices-intro = Rechnungen und Gutschriften eines Zeitraums mit Summen für die Buchhaltung. Laden Sie den Zeitraum als ZIP mit allen PDFs und einer CSV-Datei für die Buchhaltungssoftware herunter – der Webshop ist nicht das Buchführungssystem.
backoffice-invoices-from = Von
backoffice-invoices-to = Bis
backoffice-invoices-show = Anzeigen
backoffice-invoices-export = Zeitraum herunterladen (ZIP)
backoffice-invoices-invoices = Rechnungen
backoffice-invoices-credit-notes = Gutschriften
backoffice-invoices-balance = Umsatz (Rechnungen abzüglich Gutschriften)
backoffice-invoices-count = { $count ->
    [one] 1 Dokument
   *[other] { $count } Dokumente
}
backoffice-invoices-net = Netto
backoffice-invoices-vat = MwSt.
backoffice-invoices-gross = Brutto
backoffice-invoices-waiting = Versandbereit
backoffice-invoices-waiting-intro = EAN-Rechnungen an öffentliche Kunden. Laden Sie die XML-Datei (Peppol BIS 3) herunter, senden Sie sie über Ihren NemHandel-Anbieter und markieren Sie sie als gesendet.
backoffice-invoices-waiting-empty = Keine elektronischen Rechnungen warten.
backoffice-invoices-xml = XML herunterladen
backoffice-invoices-mark-sent = Als gesendet markieren
backoffice-invoices-marked-sent = Rechnung { $number } ist als gesendet markiert
backoffice-invoices-mark-failed = Konnte nicht als gesendet markiert werden
backoffice-invoices-ready = Versandbereit
backoffice-invoices-rejected = Abgelehnt
backoffice-invoices-sent = Gesendet
backoffice-invoices-period = { $from } – { $to }
backoffice-invoices-truncated = Die Liste zeigt die ersten { $count }. Die Summen und die ZIP-Datei umfassen den ganzen Zeitraum.
backoffice-invoices-empty = Keine Rechnungen oder Gutschriften im Zeitraum.
backoffice-invoices-document = Dokument
backoffice-invoices-date = Datum
backoffice-invoices-order = Bestellung
backoffice-invoices-customer = Kunde
backoffice-invoices-corrects = zu Rechnung { $number }
backoffice-invoices-kind-invoice = Rechnung
backoffice-invoices-kind-credit-note = Gutschrift
backoffice-invoices-pdf-label = PDF von { $number } herunterladen
backoffice-invoice-issue = Rechnung ausstellen

# The business told once when a document has not reached the bookkeeping system for an hour.
mail-bookkeeping-failed-subject = { $count ->
    [one] Ein Beleg ist nicht bei { $system } angekommen
   *[other] { $count } Belege sind nicht bei { $system } angekommen
}
mail-bookkeeping-failed-heading = Buchhaltung
mail-bookkeeping-failed-text = Diese Rechnungen und Gutschriften konnten nicht an { $system } übergeben werden. Beheben Sie den Fehler und klicken Sie dann in der Verwaltung unter Rechnungen auf „Erneut versuchen“.
mail-bookkeeping-failed-invoice = Rechnung { $number }
mail-bookkeeping-failed-credit-note = Gutschrift { $number }
