# The withdrawal function (/fortryd), its mails, the order page's part and the back
# office's returns.

footer-withdrawal = Withdraw from a purchase

withdrawal-title = Withdraw from a purchase
withdrawal-heading = Withdraw from a purchase
withdrawal-intro = Have you bought goods from us and changed your mind? You have a 14-day right of withdrawal from the day you receive the goods. Enter the order number and the email address you ordered with – you do not need an account.
withdrawal-find-order = Order number
withdrawal-find-order-hint = You will find it in the order confirmation, e.g. NE-10001.
withdrawal-find-email = Email address you ordered with
withdrawal-button = Withdraw from contract here
withdrawal-order-required = Enter the order number.
withdrawal-email-required = Enter the email address you ordered with.
withdrawal-not-found = We could not find an order with that number and email address. Check the order confirmation, or write to { $email }.
withdrawal-failed = We could not process your withdrawal just now. Please try again in a moment – or write to us; your withdrawal is just as valid that way.
withdrawal-done-unknown = The link to the withdrawal is not valid. Find the order below.

withdrawal-statement-heading = Your withdrawal
withdrawal-statement-intro = You are withdrawing from the purchase in order { $number } of { $date }. All items are selected – untick the items you are keeping, or change the quantity.
withdrawal-lines-legend = Goods you are withdrawing from
withdrawal-line-quantity = Quantity
withdrawal-line-bought = { $count ->
    [one] You bought 1 pc
   *[other] You bought { $count } pcs
}
withdrawal-line-left = { $count ->
    [one] 1 pc can be withdrawn
   *[other] { $count } pcs can be withdrawn
}
withdrawal-name-label = Your name
withdrawal-email-label = Email address for our reply
withdrawal-reason-label = Reason (optional)
withdrawal-reason-hint = You do not have to give a reason.
withdrawal-confirm = Confirm withdrawal
withdrawal-confirm-note = As soon as you press the button, your withdrawal has been sent. You will receive an acknowledgement by email straight away.
withdrawal-ends = The withdrawal period expires on { $date }.
withdrawal-period-running = The withdrawal period runs for 14 days from the day you receive the goods.
withdrawal-shopify-note = The order was paid for in our Shopify checkout. The money will be refunded there, to the payment method you used.

withdrawal-form-expired = The form has expired. Open it again and try again.
withdrawal-name-required = Enter your name.
withdrawal-name-too-long = The name may be at most 100 characters.
withdrawal-reason-too-long = The reason may be at most 1,000 characters.
withdrawal-quantity-invalid = The quantity must be a whole number.
withdrawal-line-unknown = One of the items is not in the order.
withdrawal-quantity-too-many = You cannot withdraw from more items than you bought.
withdrawal-lines-required = Choose at least one item you are withdrawing from.
withdrawal-quantity-withdrawn = You have already withdrawn from some of these items. Check the quantities.

withdrawal-done-heading = We have received your withdrawal
withdrawal-done-text = Your withdrawal { $reference } was received on { $received }. We have sent an acknowledgement to { $email }.
withdrawal-done-next = What to do now
withdrawal-done-statement = Your withdrawal as we received it
withdrawal-closed-ended = The withdrawal period for order { $number } expired on { $date }. If you have any questions about the order, write to { $email } or call { $phone }.
withdrawal-closed-withdrawn = You have already withdrawn from all the goods in order { $number }.
withdrawal-closed-cancelled = Order { $number } has been cancelled, so there is nothing to withdraw from.
withdrawal-earlier-heading = Your withdrawals from this order
withdrawal-state-new = Received
withdrawal-state-received = Goods received
withdrawal-state-refunded = Refunded
withdrawal-state-credited = Credited

withdrawal-statement-text = I hereby give notice that I am exercising my right of withdrawal for the purchase of the following goods in order { $number } of { $date } from { $business }:
withdrawal-statement-name = Name: { $name }
withdrawal-statement-email = Email: { $email }
withdrawal-statement-reason = Reason: { $reason }
withdrawal-received-at = { $date } at { $time }
withdrawal-quoted = { $text }

withdrawal-reference = Withdrawal
withdrawal-order = Order
withdrawal-received-label = Received
withdrawal-name = Name
withdrawal-email = Email
withdrawal-reason = Reason

withdrawal-next-send = Send the goods to { $address } no later than 14 days after you withdrew. Write the order number { $number } on the parcel, and please enclose the acknowledgement.
withdrawal-next-bring = You can also hand the goods in at our shop at { $address }.
withdrawal-next-cost = You pay the cost of returning the goods yourself, as stated in the terms and conditions.
withdrawal-next-refund = We will refund the amount – the goods and, if you withdraw from the whole order, the original standard shipping – no later than { $date }. However, we may withhold the refund until we have received the goods or you have shown us that you have sent them back.
withdrawal-next-how-card = The money goes back to the card or MobilePay you paid with.
withdrawal-next-how-bank = Send us your bank details (registration and account number) – simply reply to the acknowledgement we emailed you – and we will transfer the money. If you have not paid yet, we will send you a credit note.
withdrawal-next-how-ean = We will send a credit note to your EAN number.
withdrawal-next-how-shopify = The order was paid for in our Shopify checkout: the money will be refunded there, to the payment method you used.

mail-withdrawal-subject = Acknowledgement of your withdrawal from order { $number }
mail-withdrawal-heading = We have received your withdrawal
mail-withdrawal-received = We received your withdrawal from order { $number } on { $received } (Danish time). Here is everything you sent us.
mail-withdrawal-statement-heading = Your withdrawal as we received it:
mail-withdrawal-button = View your withdrawal

mail-withdrawal-business-subject = Withdrawal { $reference } from order { $number }
mail-withdrawal-business-heading = A customer has withdrawn from a purchase
mail-withdrawal-business-text = { $name } withdrew from order { $number } on { $received }. The money must be refunded no later than 14 days after that; you may wait until the goods have been received.
mail-withdrawal-business-shopify = The order was paid for in Shopify's checkout: refund it in Shopify, and mark it as refunded under Returns.

withdrawal-credit-line = Withdrawal { $reference }
mail-withdrawal-refund-subject = We have refunded order { $number }
mail-withdrawal-refund-heading = The money is on its way back
mail-withdrawal-refund-bank = We have transferred { $amount } to you for your withdrawal { $reference } from order { $number }. The credit note is attached.
mail-withdrawal-refund-card = We have refunded { $amount } to your card for your withdrawal { $reference } from order { $number }.
mail-withdrawal-credit-subject = Credit note for your withdrawal from order { $number }
mail-withdrawal-credit-heading = You do not pay for what you withdrew from
mail-withdrawal-credit-text = You had not paid for order { $number } yet, so there is no money to send back. Instead we have issued a credit note of { $amount } for your withdrawal { $reference }: it reduces the invoice by that amount. The credit note is attached.
mail-withdrawal-credit-text-no-invoice = You had not paid for order { $number } yet, so there is no money to send back: you do not pay the { $amount } for your withdrawal { $reference }.
mail-withdrawal-credit-left = You now only pay { $amount } for order { $number }.
mail-withdrawal-credit-nothing-left = You have nothing to pay for order { $number }.
withdrawal-refund-goods = Goods
withdrawal-refund-shipping = Original shipping
withdrawal-refund-deduction = Deduction for loss in value
withdrawal-refund-deduction-reason = Reason for the deduction

order-withdrawal-button = Withdraw from contract here
order-withdrawal-ends = You can withdraw from the purchase up to and including { $date }.
order-withdrawal-ended = The withdrawal period for the purchase expired on { $date }. If you have any questions, write to { $email } or call { $phone }.
order-withdrawn = You withdrew from the purchase on { $date } ({ $reference }).
order-withdrawal-shopify = The order was paid for in our Shopify checkout: if you withdraw, the money will be refunded there.

backoffice-nav-returns = Returns
backoffice-returns-title = Returns
backoffice-returns-intro = Withdrawals that customers have sent from the website. The money must be refunded no later than 14 days after the withdrawal; you may wait until the goods have been received.
backoffice-returns-filter = Show
backoffice-returns-all = All
backoffice-returns-empty = No withdrawals here.
backoffice-returns-received = Received { $date }
backoffice-returns-customer = Customer
backoffice-returns-refund-by = Refund by { $date }
backoffice-returns-statement = The withdrawal
backoffice-returns-lines = Goods
backoffice-returns-goods = Goods (after discount)
backoffice-returns-shipping = Original shipping
backoffice-returns-deduction = Deduction for loss in value
backoffice-returns-total = To be refunded
backoffice-returns-total-credit = To be credited
backoffice-returns-goods-received = Goods received
backoffice-returns-condition = Condition of the goods
backoffice-returns-deduction-amount = Deduction for loss in value (DKK)
backoffice-returns-deduction-reason = Reason for the deduction
backoffice-returns-goods-received-by = Goods received { $date } by { $who }
backoffice-returns-refund = Refund { $amount }
backoffice-returns-refund-shopify = Mark as refunded in Shopify
backoffice-returns-credit = Credit { $amount }
backoffice-returns-refunded = Refunded { $amount } { $date } by { $who }
backoffice-returns-method-provider = via the payment provider
backoffice-returns-method-bank = by bank transfer (credit note issued)
backoffice-returns-method-shopify = in Shopify
backoffice-returns-method-credit = as a credit note (the order was not paid)
backoffice-returns-shopify-note = Paid in Shopify's checkout: refund in Shopify.
backoffice-returns-bank-note = Paid without a card: transfer the amount to the customer, then press Refund (the credit note is issued and sent).
backoffice-returns-unpaid-note = Not paid yet: press Credit. The customer gets a credit note that reduces the invoice, and no money is transferred.
backoffice-returns-saved = Saved.
backoffice-return-note-too-long = The text is too long.
backoffice-return-deduction-too-much = The deduction cannot be greater than the amount for the goods.
backoffice-return-deduction-reason-required = Write why you are making a deduction.
backoffice-return-done = That has already been done.
backoffice-return-not-captured = The payment has not been charged yet: cancel the order, or dispatch it and charge a smaller amount.
backoffice-order-delivered = Mark as delivered
backoffice-order-delivered-on = Delivered on
backoffice-order-delivered-at = Delivered { $date }
backoffice-delivered-bad-date = The date cannot be before dispatch or in the future.
backoffice-delivered-not-sent = Mark the order as dispatched first.
backoffice-order-withdrawal-ends = Withdrawal period expires { $date }
