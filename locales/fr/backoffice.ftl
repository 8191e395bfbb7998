## Back office pages: requests, orders, the mail outbox. The server's messages and the
## page titles are in mail.ftl.

order-status-cancelled = Annulée
