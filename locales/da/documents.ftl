## Invoices and credit notes (the PDF, the back office's list)

document-invoice = Faktura
document-credit-note = Kreditnota
document-invoice-number = Fakturanr.
document-credit-note-number = Kreditnotanr.
document-issue-date = Dato
document-delivery-date = Leveringsdato
document-due-date = Forfaldsdato
document-order-number = Ordrenr.
document-buyer = Faktureres til
document-cvr = CVR-nr. { $cvr }
document-ean = EAN { $ean }
document-reference = Reference: { $reference }
document-account-string = Kontostreng: { $account }
document-column-description = Beskrivelse
document-column-quantity = Antal
document-column-unit = Stykpris ekskl. moms
document-column-amount = Beløb ekskl. moms
document-shipping = Fragt
document-refund = Refundering
document-refund-reason = Refundering: { $reason }
document-discount = Rabat
document-net = I alt ekskl. moms
document-vat = Moms { $rate } % af { $base }
document-total = I alt { $currency }
document-credit-total = Krediteret i alt { $currency }
document-corrects = Krediterer faktura { $number } af { $date }.
document-terms-bank = Betalingsbetingelser: netto { $days } dage. Betal { $total } senest { $due } til { $account }, og skriv ordrenummeret { $order } i beskeden til modtageren.
document-terms-ean = Betalingsbetingelser: netto { $days } dage, senest { $due }. Sendt som elektronisk faktura til EAN { $ean }.
document-paid-card = Betalt med betalingskort eller MobilePay. Beløbet er trukket, da varerne blev sendt.
document-paid-pickup = Betalt ved afhentning i butikken.
document-credit-refund = Beløbet betales tilbage på samme måde, som der blev betalt.
document-page = Side { $page } af { $pages }
document-file-invoice = faktura-{ $number }.pdf
document-file-credit-note = kreditnota-{ $number }.pdf
mail-document-attached = { $kind ->
    [credit_note] Kreditnota { $number } er vedhæftet som PDF.
   *[invoice] Faktura { $number } er vedhæftet som PDF.
}
document-not-found = Dokumentet findes ikke, eller du har ikke adgang til det.
backoffice-documents-bad-period = Vælg en periode med en gyldig start- og slutdato, hvor starten ikke er efter slutningen.
backoffice-documents-not-waiting = Fakturaen venter ikke på at blive sendt.
backoffice-documents-not-final = Ordren faktureres, når den er betalt og sendt eller afhentet.
backoffice-nav-invoices = Fakturaer
backoffice-invoices-title = Fakturaer og kreditnotaer
backoffice-invoices-intro = Fakturaer og kreditnotaer for en periode med summer til bogføringen. Hent perioden som ZIP med alle PDF'er og en CSV-fil til regnskabsprogrammet – webshoppen er ikke bogføringssystemet.
backoffice-invoices-from = Fra
backoffice-invoices-to = Til
backoffice-invoices-show = Vis
backoffice-invoices-export = Hent periode (ZIP)
backoffice-invoices-invoices = Fakturaer
backoffice-invoices-credit-notes = Kreditnotaer
backoffice-invoices-balance = Salg i alt (fakturaer minus kreditnotaer)
backoffice-invoices-count = { $count ->
    [one] 1 dokument
   *[other] { $count } dokumenter
}
backoffice-invoices-net = Ekskl. moms
backoffice-invoices-vat = Moms
backoffice-invoices-gross = Inkl. moms
backoffice-invoices-waiting = Klar til afsendelse
backoffice-invoices-waiting-intro = EAN-fakturaer til offentlige kunder. Hent XML-filen (Peppol BIS 3), send den gennem jeres NemHandel-udbyder, og marker den som sendt.
backoffice-invoices-waiting-empty = Ingen elektroniske fakturaer venter.
backoffice-invoices-xml = Hent XML
backoffice-invoices-mark-sent = Marker som sendt
backoffice-invoices-marked-sent = Faktura { $number } er markeret som sendt
backoffice-invoices-mark-failed = Kunne ikke markere som sendt
backoffice-invoices-ready = Klar til afsendelse
backoffice-invoices-rejected = Afvist
backoffice-invoices-sent = Sendt
backoffice-invoices-period = { $from } – { $to }
backoffice-invoices-truncated = Listen viser de første { $count }. Summerne og ZIP-filen tager hele perioden med.
backoffice-invoices-empty = Ingen fakturaer eller kreditnotaer i perioden.
backoffice-invoices-document = Dokument
backoffice-invoices-date = Dato
backoffice-invoices-order = Ordre
backoffice-invoices-customer = Kunde
backoffice-invoices-corrects = til faktura { $number }
backoffice-invoices-kind-invoice = Faktura
backoffice-invoices-kind-credit-note = Kreditnota
backoffice-invoices-pdf-label = Hent PDF af { $number }
backoffice-invoice-issue = Udsted faktura

# The business told once when a document has not reached the bookkeeping system for an hour.
mail-bookkeeping-failed-subject = { $count ->
    [one] Et bilag er ikke nået frem til { $system }
   *[other] { $count } bilag er ikke nået frem til { $system }
}
mail-bookkeeping-failed-heading = Bogføring
mail-bookkeeping-failed-text = Disse fakturaer og kreditnotaer kunne ikke overføres til { $system }. Ret fejlen, og tryk så på "Prøv igen" under Fakturaer i administrationen.
mail-bookkeeping-failed-invoice = Faktura { $number }
mail-bookkeeping-failed-credit-note = Kreditnota { $number }
