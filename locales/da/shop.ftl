## Shop: product cards, slider, product page, collections

products-heading = Populære produkter
products-subheading = Udvalgt belysning og smart home – vi kan også montere det hele for dig.
products-coming-soon = Produkter kommer snart. Kig forbi igen – eller ring, så hjælper vi dig med at finde det rigtige.
products-loading = Henter produkter...
products-previous = Forrige produkter
products-next = Næste produkter
products-see-all = Se alle produkter

product-no-image = Intet billede
product-add-to-cart = Læg i kurv
product-not-available = Ikke tilgængelig
product-not-available-title = Produktet er ikke tilgængeligt
product-not-available-text = Den valgte variant kan ikke købes lige nu. Vælg en anden, eller ring til os.
product-not-found = Produkt ikke fundet
product-not-found-text = Produktet findes ikke (længere). Se vores andre produkter, eller kontakt os.
product-back-to-shop = Se alle produkter
product-price = Pris
product-price-before-label = Før
product-price-saving = Spar { $amount }
product-badge-sale = Tilbud
product-energy-class = Energiklasse { $class }
product-energy-class-open = Energiklasse { $class }: vis energimærket
product-energy-label = Energimærke
product-energy-label-close = Luk energimærket
product-energy-label-alt = Energimærket: energiklasse { $class } på skalaen fra A til G
product-energy-sheet = Produktinformationsblad (PDF)
product-energy-label-download = Hent energimærket (PDF)
product-energy-eprel = Se modellen i EU's produktdatabase (EPREL)
product-safety = Produktsikkerhed
product-safety-manufacturer = Producent
product-safety-responsible = Ansvarlig person i EU
product-safety-model = Type og model
product-safety-batch = Batch- eller serienummer
product-safety-warnings = Advarsler og sikkerhed
product-safety-instructions = Vejledninger
product-take-back = Brugt elektrisk udstyr og batterier må ikke komme i skraldespanden. Aflevér dem gratis på genbrugspladsen, eller giv dem til os: { $name } tager et tilsvarende brugt produkt med retur, når vi leverer et nyt. Ring på { $phone }.
product-image-thumbnail = Vis billede { $number }
product-in-stock = På lager
product-out-of-stock = Udsolgt
product-installation-hint = Skal vi montere det? Vores autoriserede elektrikere klarer installationen til fast pris.
product-free-shipping = Fri fragt over 750 kr. · 2 års reklamationsret
product-title-suffix = { $title } | { $name }

collection-empty = Der er ingen produkter i denne kategori lige nu.
collection-count = { $count ->
    [one] { $count } produkt
   *[other] { $count } produkter
}
collection-unavailable = Butikken kan ikke vises lige nu. Prøv igen om lidt.

## Cart

cart-title = Indkøbskurv
cart-close = Luk kurven
cart-empty = Din kurv er tom
cart-empty-text = Find lys, stikkontakter og smart home i butikken.
cart-items = { $count ->
    [one] { $count } vare
   *[other] { $count } varer
}
cart-total = I alt
cart-checkout = Gå til kassen
cart-creating-checkout = Opretter checkout...
cart-increase = Øg antal af { $title }
cart-decrease = Sænk antal af { $title }
cart-remove = Fjern { $title }
cart-quantity = Antal
cart-added = Tilføjet til kurv
cart-not-available = Produktet er ikke tilgængeligt
cart-shipping-note = Fri fragt over 750 kr.
cart-description = Varerne i din kurv. Du kan ændre antal, fjerne varer og gå til kassen.

## Checkout

checkout-failed = Kunne ikke oprette checkout
checkout-failed-text = Prøv venligst igen senere.
checkout-sign-in-required = Log ind for at afgive din bestilling
checkout-sign-in-required-text = Din kurv bliver gemt, mens du logger ind.
checkout-empty = Kurven er tom.
checkout-too-many-lines = Kurven kan højst have { $max } forskellige varer.
checkout-bad-quantity = Antallet skal være mellem 1 og { $max }.
checkout-unknown-variant = En vare i kurven findes ikke længere. Fjern den, og prøv igen.
checkout-unavailable-variant = En vare i kurven er ikke tilgængelig lige nu. Fjern den, og prøv igen.
shop-payment-required = Butikken kræver et aktivt, betalt abonnement hos Shopify, før der kan handles. Kontakt os, så hjælper vi dig.

order-title = Tak for din bestilling
order-heading = Tak for din bestilling!
order-text = Vi har modtaget ordre { $number } og sender en bekræftelse på email. Du kan altid se dine ordrer under Min konto.
order-text-guest = Vi har modtaget ordre { $number } og sender en bekræftelse på email. Gem mailen: linket i den åbner ordren igen.
order-see-orders = Se mine ordrer
order-continue = Fortsæt med at handle

## A collection's sorting, filters and pages.

listing-controls = Sortér og filtrér
listing-sort = Sortér efter
listing-filters = Filtre
listing-sort-featured = Udvalgte
listing-sort-price-asc = Pris, lav til høj
listing-sort-price-desc = Pris, høj til lav
listing-sort-newest = Nyeste
listing-sort-name = Navn, A–Å
listing-availability = Tilgængelighed
listing-in-stock = Kun på lager
listing-sale = Kun tilbud
listing-price = Pris (kr.)
listing-price-min = Fra
listing-price-max = Til
listing-apply = Vis produkter
listing-clear = Nulstil filtre
listing-none = Ingen produkter passer til dine valg. Fjern et filter, og prøv igen.
listing-pages = Sider
listing-previous = Forrige side
listing-next = Næste side
