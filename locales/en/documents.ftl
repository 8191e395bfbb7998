## Invoices and credit notes (the PDF, the back office's list)

document-invoice = Invoice
document-credit-note = Credit note
document-invoice-number = Invoice no.
document-credit-note-number = Credit note no.
document-issue-date = Date
document-delivery-date = Delivery date
document-due-date = Due date
document-order-number = Order no.
document-buyer = Bill to
document-cvr = CVR no. { $cvr }
document-ean = EAN { $ean }
document-reference = Reference: { $reference }
document-account-string = Account string: { $account }
document-column-description = Description
document-column-quantity = Qty
document-column-unit = Unit price excl. VAT
document-column-amount = Amount excl. VAT
document-shipping = Shipping
document-refund = Refund
document-refund-reason = Refund: { $reason }
document-discount = Discount
document-net = Total excl. VAT
document-vat = VAT { $rate } % of { $base }
document-total = Total { $currency }
document-credit-total = Total credited { $currency }
document-corrects = Credits invoice { $number } of { $date }.
document-terms-bank = Payment terms: net { $days } days. Pay { $total } by { $due } to { $account }, with the order number { $order } in the message to the recipient.
document-terms-ean = Payment terms: net { $days } days, by { $due }. Sent as an electronic invoice to EAN { $ean }.
document-paid-card = Paid by card or MobilePay. The amount was charged when the goods were sent.
document-paid-pickup = Paid on collection in the shop.
document-credit-refund = The amount is paid back the way it was paid.
document-page = Page { $page } of { $pages }
document-file-invoice = invoice-{ $number }.pdf
document-file-credit-note = credit-note-{ $number }.pdf
mail-document-attached = { $kind ->
    [credit_note] Credit note { $number } is attached as a PDF.
   *[invoice] Invoice { $number } is attached as a PDF.
}
document-not-found = The document does not exist, or you do not have access to it.
backoffice-documents-bad-period = Choose a period with a valid start and end date, the start not after the end.
backoffice-documents-not-waiting = The invoice is not waiting to be sent.
backoffice-documents-not-final = The order is invoiced once it is paid and sent or collected.
backoffice-nav-invoices = Invoices
backoffice-invoices-title = Invoices and credit notes
backoffice-invoices-intro = Invoices and credit notes of a period with totals for the bookkeeping. Download the period as a ZIP with every PDF and a CSV file for the accounting system – the webshop is not the book of record.
backoffice-invoices-from = From
backoffice-invoices-to = To
backoffice-invoices-show = Show
backoffice-invoices-export = Download period (ZIP)
backoffice-invoices-invoices = Invoices
backoffice-invoices-credit-notes = Credit notes
backoffice-invoices-balance = Net sales (invoices less credit notes)
backoffice-invoices-count = { $count ->
    [one] 1 document
   *[other] { $count } documents
}
backoffice-invoices-net = Excl. VAT
backoffice-invoices-vat = VAT
backoffice-invoices-gross = Incl. VAT
backoffice-invoices-waiting = Ready to send
backoffice-invoices-waiting-intro = EAN invoices for public customers. Download the XML file (Peppol BIS 3), send it through your NemHandel provider, and mark it sent.
backoffice-invoices-waiting-empty = No electronic invoices are waiting.
backoffice-invoices-xml = Download XML
backoffice-invoices-mark-sent = Mark as sent
backoffice-invoices-marked-sent = Invoice { $number } is marked as sent
backoffice-invoices-mark-failed = Could not mark as sent
backoffice-invoices-ready = Ready to send
backoffice-invoices-rejected = Refused
backoffice-invoices-sent = Sent
backoffice-invoices-period = { $from } – { $to }
backoffice-invoices-truncated = The list shows the first { $count }. The totals and the ZIP file cover the whole period.
backoffice-invoices-empty = No invoices or credit notes in the period.
backoffice-invoices-document = Document
backoffice-invoices-date = Date
backoffice-invoices-order = Order
backoffice-invoices-customer = Customer
backoffice-invoices-corrects = for invoice { $number }
backoffice-invoices-kind-invoice = Invoice
backoffice-invoices-kind-credit-note = Credit note
backoffice-invoices-pdf-label = Download the PDF of { $number }
backoffice-invoice-issue = Issue invoice

# The business told once when a document has not reached the bookkeeping system for an hour.
mail-bookkeeping-failed-subject = { $count ->
    [one] A voucher has not reached { $system }
   *[other] { $count } vouchers have not reached { $system }
}
mail-bookkeeping-failed-heading = Bookkeeping
mail-bookkeeping-failed-text = These invoices and credit notes could not be handed over to { $system }. Mend the fault, then press "Try again" under Invoices in the back office.
mail-bookkeeping-failed-invoice = Invoice { $number }
mail-bookkeeping-failed-credit-note = Credit note { $number }
