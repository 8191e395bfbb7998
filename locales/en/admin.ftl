## Admin: translation tools

coverage-source-keys = Danish source keys: { $count }
coverage-translated = Translated: { $count }
coverage-missing = Missing: { $count }
coverage-badge-complete = Complete
coverage-badge-good = Good
coverage-badge-warning = Warning
coverage-badge-critical = Critical
coverage-all-complete = All texts are translated.
coverage-and-more = and { $count } more
coverage-missing-heading = Missing keys
coverage-key = Key
coverage-source = Danish text
coverage-open-report = Open the coverage report
coverage-open-manager = Go to the translations

manager-intro = See how much of the site's Danish text is translated, and download the catalogues as .ftl files.
manager-download-heading = Download catalogues
manager-download = Download { $lang }.ftl
manager-translate-all = Translate all from Danish
manager-no-provider = No translation service is configured, so the button is disabled. Configure a service in the server's environment variables (LibreTranslate, DeepL or an OpenAI-compatible service) to translate automatically.
manager-steps-heading = How to work with translations
manager-step-1 = Write or edit the text in Danish in locales/da – Danish is the source.
manager-step-2 = Open the coverage report and see which keys are missing in English, German and French.
manager-step-3 = Translate the missing texts – automatically with the button above, or by hand.
manager-step-4 = Review the machine translations, and approve or edit them.
manager-step-5 = Download the catalogue files and put them in locales/ in the code, so they ship with the next release.
