## Admin: translation tools

coverage-source-keys = Danske kildenøgler: { $count }
coverage-translated = Oversat: { $count }
coverage-missing = Mangler: { $count }
coverage-badge-complete = Komplet
coverage-badge-good = God
coverage-badge-warning = Advarsel
coverage-badge-critical = Kritisk
coverage-all-complete = Alle tekster er oversat.
coverage-and-more = og { $count } flere
coverage-missing-heading = Manglende nøgler
coverage-key = Nøgle
coverage-source = Dansk tekst
coverage-open-report = Se dækningsrapporten
coverage-open-manager = Til oversættelserne

manager-intro = Her ser du, hvor meget af sitets danske tekster der er oversat, og du kan hente katalogerne som .ftl-filer.
manager-download-heading = Hent kataloger
manager-download = Hent { $lang }.ftl
manager-translate-all = Oversæt alt fra dansk
manager-no-provider = Ingen oversættelsestjeneste er sat op, så knappen er slået fra. Sæt en tjeneste op i serverens miljøvariabler (LibreTranslate, DeepL eller en OpenAI-kompatibel tjeneste) for at oversætte automatisk.
manager-no-provider-how = Sådan gør du: sæt TRANSLATION_PROVIDER til libretranslate, deepl eller openai, TRANSLATION_API_URL til tjenestens adresse og TRANSLATION_API_KEY til nøglen (til openai også TRANSLATION_MODEL), og genstart serveren.
manager-steps-heading = Sådan arbejder du med oversættelser
manager-step-1 = Skriv eller ret teksten på dansk i locales/da – dansk er kilden.
manager-step-2 = Åbn dækningsrapporten og se, hvilke nøgler der mangler på engelsk, tysk og fransk.
manager-step-3 = Oversæt de manglende tekster – automatisk med knappen ovenfor, eller i hånden.
manager-step-4 = Gennemse maskinoversættelserne, og godkend eller ret dem.
manager-step-5 = Hent katalogfilerne og læg dem i locales/ i koden, så de følger med næste version.

## Translation Manager: the machine translation run and the review
manager-provider = Oversættelsestjeneste: { $name }
manager-translating = Oversætter …
manager-progress-label = Oversættelsens fremskridt
manager-progress = { $current } / { $total }
manager-current = Oversætter til { $lang }: { $key }
manager-nothing-missing = Der mangler ingen tekster – alle sprog er komplette.
manager-error = Oversættelsesfejl – prøv venligst igen
manager-error-kept = Det, der nåede at blive oversat, er gemt.
manager-complete = Oversættelse fuldført
manager-complete-text = { $count ->
    [one] 1 tekst er oversat. Katalogfilerne hentes nu.
   *[other] { $count } tekster er oversat. Katalogfilerne hentes nu.
}
manager-job-running = Der kører allerede en oversættelse. Vent, til den er færdig.
manager-job-not-found = Oversættelsesjobbet findes ikke.
manager-rejected-heading = Afviste maskinoversættelser
manager-rejected-text = Disse tekster kom tilbage uden alle pladsholdere og blev ikke gemt. Oversæt dem i hånden.
manager-review-heading = Gennemse oversættelser
manager-review-intro = Maskinoversættelser vises på sitet med det samme. Læs dem igennem, ret dem om nødvendigt, og godkend dem.
manager-review-empty = Der er ingen maskinoversættelser at gennemse.
manager-review-danish = Dansk
manager-review-translation = Oversættelse
manager-review-status-machine = Maskinoversat
manager-review-status-approved = Godkendt
manager-review-approve = Godkend
manager-review-save = Gem og godkend
manager-review-reject = Afvis
manager-review-approved = Oversættelsen er godkendt
manager-review-saved = Oversættelsen er gemt og godkendt
manager-review-rejected = Oversættelsen er afvist
manager-review-failed = Kunne ikke gemme oversættelsen
manager-entry-not-found = Oversættelsen findes ikke.
manager-edit-empty = Skriv en oversættelse.
manager-edit-too-long = Oversættelsen er for lang.
manager-edit-invalid = Oversættelsen er ikke gyldig Fluent-tekst.
manager-edit-placeables = Oversættelsen skal have de samme pladsholdere som den danske tekst, fx { "{ $phone }" }.
