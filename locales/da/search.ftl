## Search: the header's form, the results page (/search) and the API's messages.

search-label = Søg på siden
search-placeholder = Søg …
search-submit = Søg
search-heading = Søg
search-heading-for = Søgning: { $query }
search-summary = { $count ->
    [0] Ingen resultater for “{ $query }”
    [one] 1 resultat for “{ $query }”
   *[other] { $count } resultater for “{ $query }”
}
search-services = Ydelser
search-products = Produkter
search-collections = Kategorier
search-pages = Sider
search-price-from = Fra { $price }
search-sold-out = Udsolgt
search-empty-text = Prøv et andet ord, eller ring til os på { $phone } – vi hjælper gerne.
search-empty-services = Se alle ydelser
search-empty-contact = Kontakt os
search-too-long = Søgningen er kortet ned til { $max } tegn.
search-failed = Søgningen virker ikke lige nu. Prøv igen om lidt.
search-incomplete = Ikke alle resultater nåede med denne gang. Prøv igen om lidt.
search-query-too-long = Søgningen må højst være { $max } tegn
search-rate-limited = Du har søgt meget på kort tid. Vent et øjeblik, og prøv igen.
search-suggestions = { $count ->
    [0] Ingen forslag
    [one] 1 forslag
   *[other] { $count } forslag
}
search-suggestions-label = Forslag
