## Shop: Produktkarten, Slider, Produktseite, Kategorien

products-heading = Beliebte Produkte
products-subheading = Ausgewählte Beleuchtung und Smart-Home-Produkte – auf Wunsch montieren wir auch alles für Sie.
products-coming-soon = Produkte folgen in Kürze. Schauen Sie bald wieder vorbei – oder rufen Sie uns an, wir helfen Ihnen gern, das Richtige zu finden.
products-loading = Produkte werden geladen...
products-previous = Vorherige Produkte
products-next = Nächste Produkte
products-see-all = Alle Produkte ansehen

product-no-image = Kein Bild
product-add-to-cart = In den Warenkorb
product-not-available = Nicht verfügbar
product-not-available-title = Produkt nicht verfügbar
product-not-available-text = Die gewählte Variante kann derzeit nicht gekauft werden. Wählen Sie eine andere oder rufen Sie uns an.
product-not-found = Produkt nicht gefunden
product-not-found-text = Dieses Produkt gibt es nicht (mehr). Sehen Sie sich unsere anderen Produkte an oder kontaktieren Sie uns.
product-back-to-shop = Alle Produkte ansehen
product-price = Preis
product-price-before-label = Vorher
product-price-saving = Sie sparen { $amount }
product-badge-sale = Angebot
product-energy-class = Energieeffizienzklasse { $class }
product-energy-class-open = Energieeffizienzklasse { $class }: Energielabel anzeigen
product-energy-label = Energielabel
product-energy-label-close = Energielabel schließen
product-energy-label-alt = Das Energielabel: Energieeffizienzklasse { $class } auf der Skala von A bis G
product-energy-sheet = Produktdatenblatt (PDF)
product-energy-label-download = Energielabel herunterladen (PDF)
product-energy-eprel = Das Modell in der Produktdatenbank der EU (EPREL) ansehen
product-safety = Produktsicherheit
product-safety-manufacturer = Hersteller
product-safety-responsible = Verantwortliche Person in der EU
product-safety-model = Typ und Modell
product-safety-batch = Chargen- oder Seriennummer
product-safety-warnings = Warnhinweise und Sicherheit
product-safety-instructions = Anleitungen
product-take-back = Elektro-Altgeräte und Batterien gehören nicht in den Hausmüll. Geben Sie sie kostenlos beim Wertstoffhof ab oder bei uns: { $name } nimmt ein gleichartiges Altgerät zurück, wenn wir ein neues liefern. Rufen Sie { $phone } an.
product-image-thumbnail = Bild { $number } anzeigen
product-in-stock = Auf Lager
product-out-of-stock = Ausverkauft
product-installation-hint = Sollen wir es für Sie montieren? Unsere autorisierten Elektriker übernehmen die Installation zum Festpreis.
product-free-shipping = Kostenloser Versand ab einem Bestellwert über 750 DKK · 2 Jahre gesetzliche Gewährleistung
product-title-suffix = { $title } | { $name }

collection-empty = In dieser Kategorie gibt es derzeit keine Produkte.
collection-count = { $count ->
    [one] { $count } Produkt
   *[other] { $count } Produkte
}
collection-unavailable = Der Shop kann gerade nicht angezeigt werden. Bitte versuchen Sie es in Kürze erneut.

## Warenkorb

cart-title = Warenkorb
cart-close = Warenkorb schließen
cart-empty = Ihr Warenkorb ist leer
cart-empty-text = Leuchten, Steckdosen und Smart-Home-Produkte finden Sie in unserem Shop.
cart-items = { $count ->
    [one] { $count } Artikel
   *[other] { $count } Artikel
}
cart-total = Gesamt
cart-checkout = Zur Kasse
cart-creating-checkout = Kasse wird vorbereitet...
cart-increase = Menge von { $title } erhöhen
cart-decrease = Menge von { $title } verringern
cart-remove = { $title } entfernen
cart-quantity = Menge
cart-added = Zum Warenkorb hinzugefügt
cart-not-available = Produkt nicht verfügbar
cart-shipping-note = Kostenloser Versand ab einem Bestellwert über 750 DKK
cart-description = Die Artikel in Ihrem Warenkorb. Sie können Mengen ändern, Artikel entfernen und zur Kasse gehen.

## Kasse

checkout-failed = Kasse konnte nicht vorbereitet werden
checkout-failed-text = Bitte versuchen Sie es später erneut.
checkout-sign-in-required = Melden Sie sich an, um Ihre Bestellung aufzugeben
checkout-sign-in-required-text = Ihr Warenkorb bleibt gespeichert, während Sie sich anmelden.
checkout-empty = Der Warenkorb ist leer.
checkout-too-many-lines = Der Warenkorb darf höchstens { $max } verschiedene Artikel enthalten.
checkout-bad-quantity = Die Menge muss zwischen 1 und { $max } liegen.
checkout-unknown-variant = Ein Artikel im Warenkorb existiert nicht mehr. Entfernen Sie ihn und versuchen Sie es erneut.
checkout-unavailable-variant = Ein Artikel im Warenkorb ist derzeit nicht verfügbar. Entfernen Sie ihn und versuchen Sie es erneut.
shop-payment-required = Bestellungen sind erst möglich, wenn der Shop über ein aktives, kostenpflichtiges Shopify-Abonnement verfügt. Kontaktieren Sie uns, wir helfen Ihnen gern weiter.

order-title = Vielen Dank für Ihre Bestellung
order-heading = Vielen Dank für Ihre Bestellung!
order-text = Wir haben Ihre Bestellung { $number } erhalten und senden Ihnen eine Bestätigung per E-Mail. Ihre Bestellungen finden Sie jederzeit unter Mein Konto.
order-text-guest = Wir haben Ihre Bestellung { $number } erhalten und senden Ihnen eine Bestätigung per E-Mail. Bewahren Sie die E-Mail auf: Über den Link darin öffnen Sie die Bestellung wieder.
order-see-orders = Meine Bestellungen ansehen
order-continue = Weiter einkaufen

## A collection's sorting, filters and pages.

listing-controls = Sortieren und filtern
listing-sort = Sortieren nach
listing-filters = Filter
listing-sort-featured = Empfohlen
listing-sort-price-asc = Preis, aufsteigend
listing-sort-price-desc = Preis, absteigend
listing-sort-newest = Neueste
listing-sort-name = Name, A–Z
listing-availability = Verfügbarkeit
listing-in-stock = Nur vorrätige
listing-sale = Nur Angebote
listing-price = Preis (DKK)
listing-price-min = Von
listing-price-max = Bis
listing-apply = Produkte anzeigen
listing-clear = Filter zurücksetzen
listing-none = Keine Produkte passen zu Ihrer Auswahl. Entfernen Sie einen Filter und versuchen Sie es erneut.
listing-pages = Seiten
listing-previous = Vorherige Seite
listing-next = Nächste Seite
