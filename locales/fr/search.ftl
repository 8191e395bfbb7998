## Search: the header's form, the results page (/search) and the API's messages.

search-label = Rechercher sur le site
search-placeholder = Rechercher …
search-submit = Rechercher
search-heading = Recherche
search-heading-for = Recherche : { $query }
search-summary = { $count ->
    [0] Aucun résultat pour « { $query } »
    [one] 1 résultat pour « { $query } »
   *[other] { $count } résultats pour « { $query } »
}
search-services = Services
search-products = Produits
search-collections = Catégories
search-pages = Pages
search-price-from = À partir de { $price }
search-sold-out = Épuisé
search-empty-text = Essayez un autre mot, ou appelez-nous au { $phone } – nous vous aiderons volontiers.
search-empty-services = Voir tous les services
search-empty-contact = Nous contacter
search-too-long = La recherche a été raccourcie à { $max } caractères.
search-failed = La recherche ne fonctionne pas pour le moment. Réessayez dans un instant.
search-incomplete = Tous les résultats n’ont pas pu être affichés cette fois. Réessayez dans un instant.
search-query-too-long = La recherche ne peut pas dépasser { $max } caractères
search-rate-limited = Vous avez fait beaucoup de recherches en peu de temps. Patientez un instant.
search-suggestions = { $count ->
    [0] Aucune suggestion
    [one] 1 suggestion
   *[other] { $count } suggestions
}
search-suggestions-label = Suggestions
