## Search: the header's form, the results page (/search) and the API's messages.

search-label = Website durchsuchen
search-placeholder = Suchen …
search-submit = Suchen
search-heading = Suche
search-heading-for = Suche: { $query }
search-summary = { $count ->
    [0] Keine Ergebnisse für „{ $query }“
    [one] 1 Ergebnis für „{ $query }“
   *[other] { $count } Ergebnisse für „{ $query }“
}
search-services = Leistungen
search-products = Produkte
search-collections = Kategorien
search-pages = Seiten
search-price-from = Ab { $price }
search-sold-out = Ausverkauft
search-empty-text = Versuchen Sie ein anderes Wort, oder rufen Sie uns unter { $phone } an – wir helfen gern.
search-empty-services = Alle Leistungen ansehen
search-empty-contact = Kontakt
search-too-long = Die Suche wurde auf { $max } Zeichen gekürzt.
search-failed = Die Suche funktioniert gerade nicht. Bitte versuchen Sie es gleich noch einmal.
search-incomplete = Diesmal sind nicht alle Ergebnisse dabei. Bitte versuchen Sie es gleich noch einmal.
search-query-too-long = Die Suche darf höchstens { $max } Zeichen lang sein
search-rate-limited = Sie haben in kurzer Zeit sehr oft gesucht. Bitte warten Sie einen Moment.
search-suggestions = { $count ->
    [0] Keine Vorschläge
    [one] 1 Vorschlag
   *[other] { $count } Vorschläge
}
search-suggestions-label = Vorschläge
