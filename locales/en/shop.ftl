## Shop: product cards, slider, product page, collections

products-heading = Popular products
products-subheading = Hand-picked lighting and smart home products – we can install it all for you, too.
products-coming-soon = Products are coming soon. Do check back – or give us a call and we'll help you find the right one.
products-loading = Loading products...
products-previous = Previous products
products-next = Next products
products-see-all = See all products

product-no-image = No image
product-add-to-cart = Add to basket
product-not-available = Not available
product-not-available-title = Product not available
product-not-available-text = The selected variant can't be bought right now. Please choose another one, or give us a call.
product-not-found = Product not found
product-not-found-text = This product doesn't exist (any more). Take a look at our other products, or get in touch.
product-back-to-shop = See all products
product-price = Price
product-price-before-label = Before
product-price-saving = Save { $amount }
product-badge-sale = Sale
product-energy-class = Energy class { $class }
product-energy-class-open = Energy class { $class }: show the energy label
product-energy-label = Energy label
product-energy-label-close = Close the energy label
product-energy-label-alt = The energy label: energy class { $class } on the scale from A to G
product-energy-sheet = Product information sheet (PDF)
product-energy-label-download = Download the energy label (PDF)
product-energy-eprel = See the model in the EU's product database (EPREL)
product-safety = Product safety
product-safety-manufacturer = Manufacturer
product-safety-responsible = Responsible person in the EU
product-safety-model = Type and model
product-safety-batch = Batch or serial number
product-safety-warnings = Warnings and safety
product-safety-instructions = Instructions
product-take-back = Used electrical equipment and batteries must not go in the household bin. Hand them in free of charge at a recycling centre, or give them to us: { $name } takes back a similar used product when we deliver a new one. Call { $phone }.
product-image-thumbnail = Show image { $number }
product-in-stock = In stock
product-out-of-stock = Sold out
product-installation-hint = Would you like us to install it? Our authorised electricians will take care of the installation at a fixed price.
product-free-shipping = Free delivery on orders over DKK 750 · 2-year statutory warranty
product-title-suffix = { $title } | { $name }

collection-empty = There are no products in this category at the moment.
collection-count = { $count ->
    [one] { $count } product
   *[other] { $count } products
}
collection-unavailable = The shop can't be displayed right now. Please try again shortly.

## Cart

cart-title = Shopping basket
cart-close = Close basket
cart-empty = Your basket is empty
cart-empty-text = Find lighting, sockets and smart home products in the shop.
cart-items = { $count ->
    [one] { $count } item
   *[other] { $count } items
}
cart-total = Total
cart-checkout = Go to checkout
cart-creating-checkout = Creating checkout...
cart-increase = Increase quantity of { $title }
cart-decrease = Decrease quantity of { $title }
cart-remove = Remove { $title }
cart-quantity = Quantity
cart-added = Added to basket
cart-not-available = Product not available
cart-shipping-note = Free delivery on orders over DKK 750
cart-description = The items in your cart. You can change quantities, remove items and go to checkout.

## Checkout

checkout-failed = Could not create checkout
checkout-failed-text = Please try again later.
checkout-sign-in-required = Log in to place your order
checkout-sign-in-required-text = Your basket will be saved while you log in.
checkout-empty = The basket is empty.
checkout-too-many-lines = The basket can hold at most { $max } different items.
checkout-bad-quantity = The quantity must be between 1 and { $max }.
checkout-unknown-variant = An item in the basket no longer exists. Please remove it and try again.
checkout-unavailable-variant = An item in the basket isn't available right now. Please remove it and try again.
shop-payment-required = The shop needs an active, paid Shopify plan before orders can be placed. Please get in touch and we'll help you.

order-title = Thank you for your order
order-heading = Thank you for your order!
order-text = We have received order { $number } and will send you a confirmation by email. You can always see your orders under My account.
order-text-guest = We have received order { $number } and will send you a confirmation by email. Keep the email: its link opens the order again.
order-see-orders = View my orders
order-continue = Continue shopping

## A collection's sorting, filters and pages.

listing-controls = Sort and filter
listing-sort = Sort by
listing-filters = Filters
listing-sort-featured = Featured
listing-sort-price-asc = Price, low to high
listing-sort-price-desc = Price, high to low
listing-sort-newest = Newest
listing-sort-name = Name, A–Z
listing-availability = Availability
listing-in-stock = In stock only
listing-sale = On sale only
listing-price = Price (DKK)
listing-price-min = From
listing-price-max = To
listing-apply = Show products
listing-clear = Clear filters
listing-none = No products match your choices. Remove a filter and try again.
listing-pages = Pages
listing-previous = Previous page
listing-next = Next page
