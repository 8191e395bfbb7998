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
manager-steps-heading = Sådan arbejder du med oversættelser
manager-step-1 = Skriv eller ret teksten på dansk i locales/da – dansk er kilden.
manager-step-2 = Åbn dækningsrapporten og se, hvilke nøgler der mangler på engelsk, tysk og fransk.
manager-step-3 = Oversæt de manglende tekster – automatisk med knappen ovenfor, eller i hånden.
manager-step-4 = Gennemse maskinoversættelserne, og godkend eller ret dem.
manager-step-5 = Hent katalogfilerne og læg dem i locales/ i koden, så de følger med næste version.
