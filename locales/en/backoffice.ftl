## Back office pages: requests, orders, the mail outbox. The server's messages and the
## page titles are in mail.ftl.

order-status-cancelled = Cancelled

backoffice-nav-label = Administration
backoffice-nav-translations = Translations
backoffice-nav-coverage = Coverage
backoffice-nav-requests = Requests
backoffice-nav-orders = Orders
backoffice-nav-outbox = Outgoing mail

backoffice-unavailable = The page could not load its data just now. Please try again in a moment.
backoffice-filters = Filter
backoffice-filter-all = All
backoffice-search-button = Search
backoffice-clear = Reset
backoffice-refresh = Refresh
backoffice-results = { $count ->
    [one] 1 found
   *[other] { $count } found
}
backoffice-date-time = { $date }, { $time }
backoffice-status = Status

backoffice-requests-intro = Quote requests and messages from the contact forms, newest first. The customer has been told we reply within 24 hours.
backoffice-requests-heading = Requests and messages
backoffice-requests-search = Search name, email, phone and message
backoffice-requests-empty = No requests match the filters.
backoffice-kind = Type
backoffice-kind-quote = Quote
backoffice-kind-contact = Message
backoffice-request-new = New
backoffice-request-handled = Handled
backoffice-request-email = Email
backoffice-request-phone = Phone
backoffice-request-language = Language
backoffice-request-received = Received
backoffice-request-message = Message
backoffice-request-handled-at = Handled { $date }
backoffice-mark-handled = Mark as handled
backoffice-mark-new = Mark as new
backoffice-marked-handled = Marked as handled
backoffice-marked-new = Marked as new
backoffice-mark-failed = Could not change the status
backoffice-reply = Reply by email
backoffice-reply-subject = Re: your enquiry to { $name }
backoffice-downloads-heading = Download as CSV
backoffice-download-quotes = Quote requests
backoffice-download-contacts = Messages
backoffice-download-newsletter = Newsletter
backoffice-subscribers-heading = Newsletter subscribers
backoffice-subscribers-empty = No subscribers match the search.
backoffice-subscriber-email = Email
backoffice-subscriber-language = Language
backoffice-subscriber-date = Subscribed
backoffice-subscriber-code = Discount code

backoffice-orders-intro = Every order, newest first. When you change an order's status, the customer gets an email about it.
backoffice-orders-search = Search order number, name and email
backoffice-orders-empty = No orders match the filters.
backoffice-order-customer = Customer
backoffice-order-language = Language
backoffice-order-lines = Items
backoffice-order-line = { $quantity } × { $price }
backoffice-order-actions = Change the status of order { $number }
backoffice-order-set-pending = Set to pending
backoffice-order-complete = Mark as completed
backoffice-order-cancel = Cancel the order
backoffice-order-cancel-confirm = Cancel order { $number }? The customer gets an email about it.
backoffice-order-cancel-yes = Yes, cancel
backoffice-order-cancel-no = Keep the order
backoffice-order-changed = Order { $number }: { $status }
backoffice-order-changed-text = The customer gets an email about the new status.
backoffice-order-change-failed = Could not change the order's status

backoffice-outbox-intro = Every email the site sends, newest first. An email that could not be sent can be sent again.
backoffice-outbox-transport = Delivery: { $transport }
backoffice-outbox-filter = Show emails
backoffice-outbox-all = All
backoffice-outbox-status-queued = Queued
backoffice-outbox-status-sent = Sent
backoffice-outbox-status-failed = Failed
backoffice-outbox-empty = No emails here.
backoffice-outbox-created = Created
backoffice-outbox-kind = Type
backoffice-outbox-recipient = Recipient
backoffice-outbox-subject = Subject
backoffice-outbox-attempts = Attempts
backoffice-outbox-error = Last error
backoffice-outbox-sent-at = Sent { $date }
backoffice-outbox-sent-time = Sent at { $time }
backoffice-outbox-retry = Try again
backoffice-outbox-retry-label = Try again: { $subject } to { $recipient }
backoffice-outbox-retried = The email is queued again
backoffice-outbox-retried-text = It will be sent in a moment.
backoffice-outbox-retry-failed = Could not send the email again
backoffice-outbox-kind-verify = Confirm email
backoffice-outbox-kind-reset = Password reset
backoffice-outbox-kind-order-confirmation = Order confirmation
backoffice-outbox-kind-order-status = Order status
backoffice-outbox-kind-request-receipt = Request receipt
backoffice-outbox-kind-newsletter-welcome = Newsletter welcome
backoffice-outbox-kind-business-quote = New quote request
backoffice-outbox-kind-business-contact = New message
backoffice-outbox-kind-business-order = New order

backoffice-case = Case
backoffice-keep-as-case = Keep as case
backoffice-case-hint = A case is not deleted automatically after 12 months without contact.
backoffice-case-kept = Kept as case
backoffice-case-released = No longer a case

backoffice-subscriber-status = Status
backoffice-subscriber-status-pending = Awaiting confirmation
backoffice-subscriber-status-confirmed = Confirmed
backoffice-subscriber-status-unsubscribed = Unsubscribed

## Bookings (/admin/bookings).

backoffice-nav-bookings = Bookings
backoffice-bookings-title = Bookings
backoffice-bookings-intro = What is booked, day by day. If you cancel a booking, the customer is told by e-mail.
backoffice-bookings-view = View
backoffice-bookings-view-day = Day
backoffice-bookings-view-week = Week
backoffice-bookings-previous-day = Previous day
backoffice-bookings-next-day = Next day
backoffice-bookings-previous-week = Previous week
backoffice-bookings-next-week = Next week
backoffice-bookings-today = Today
backoffice-bookings-count = { $count ->
    [one] 1 booking
   *[other] { $count } bookings
}
backoffice-bookings-closed = Closed
backoffice-bookings-none = Nothing booked
backoffice-booking-kind-call = Call
backoffice-booking-kind-visit = Visit
backoffice-booking-cancel = Cancel
backoffice-booking-cancel-label = Cancel { $name } at { $time }
backoffice-booking-cancel-confirm = Cancel the booking for { $name }? The customer is told by e-mail.
backoffice-booking-cancel-yes = Yes, cancel
backoffice-booking-cancelled = The booking for { $name } is cancelled
backoffice-booking-cancelled-text = The customer has been sent the cancellation by e-mail.
backoffice-booking-cancel-failed = The booking could not be cancelled
backoffice-booking-cancelled-badge = cancelled
backoffice-booking-cancelled-by-business = Cancelled by us
backoffice-booking-cancelled-by-customer = Cancelled by the customer
backoffice-booking-block-heading = Block time
backoffice-booking-block-date = From day
backoffice-booking-block-until = Until and including (optional)
backoffice-booking-block-from = From (optional)
backoffice-booking-block-to = To (optional)
backoffice-booking-block-reason = Reason (optional)
backoffice-booking-block-submit = Block
backoffice-booking-blocked = The time is blocked
backoffice-booking-block-failed = The time could not be blocked
backoffice-booking-blocked-range = Blocked { $from }–{ $to }
backoffice-booking-unblock = Remove the block { $day }
backoffice-booking-blocked-day = Blocked all day
