## Search: the header's form, the results page (/search) and the API's messages.

search-label = Search the site
search-placeholder = Search …
search-submit = Search
search-heading = Search
search-heading-for = Search: { $query }
search-summary = { $count ->
    [0] No results for “{ $query }”
    [one] 1 result for “{ $query }”
   *[other] { $count } results for “{ $query }”
}
search-services = Services
search-products = Products
search-collections = Categories
search-pages = Pages
search-price-from = From { $price }
search-sold-out = Sold out
search-empty-text = Try another word, or call us on { $phone } – we are happy to help.
search-empty-services = See all services
search-empty-contact = Contact us
search-too-long = The search was shortened to { $max } characters.
search-failed = Search is not working right now. Please try again shortly.
search-incomplete = Not every result made it this time. Try again in a moment.
search-query-too-long = The search may be at most { $max } characters
search-rate-limited = You have searched a lot in a short time. Please wait a moment and try again.
search-suggestions = { $count ->
    [0] No suggestions
    [one] 1 suggestion
   *[other] { $count } suggestions
}
search-suggestions-label = Suggestions
