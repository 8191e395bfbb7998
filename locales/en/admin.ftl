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
manager-no-provider-how = How: set TRANSLATION_PROVIDER to libretranslate, deepl or openai, TRANSLATION_API_URL to the service's address and TRANSLATION_API_KEY to its key (for openai also TRANSLATION_MODEL), then restart the server.
manager-steps-heading = How to work with translations
manager-step-1 = Write or edit the text in Danish in locales/da – Danish is the source.
manager-step-2 = Open the coverage report and see which keys are missing in English, German and French.
manager-step-3 = Translate the missing texts – automatically with the button above, or by hand.
manager-step-4 = Review the machine translations, and approve or edit them.
manager-step-5 = Download the catalogue files and put them in locales/ in the code, so they ship with the next release.

## Translation Manager: the machine translation run and the review
manager-provider = Translation service: { $name }
manager-translating = Translating …
manager-progress-label = Translation progress
manager-progress = { $current } / { $total }
manager-current = Translating into { $lang }: { $key }
manager-nothing-missing = No texts are missing – every language is complete.
manager-error = Translation error, please try again
manager-error-kept = What had been translated so far is saved.
manager-complete = Translation complete
manager-complete-text = { $count ->
    [one] 1 text translated. The catalogue files are downloading now.
   *[other] { $count } texts translated. The catalogue files are downloading now.
}
manager-job-running = A translation is already running. Wait until it has finished.
manager-job-not-found = The translation job does not exist.
manager-rejected-heading = Rejected machine translations
manager-rejected-text = These texts came back without all their placeholders and were not saved. Translate them by hand.
manager-review-heading = Review translations
manager-review-intro = Machine translations appear on the site straight away. Read them, correct them where needed and approve them.
manager-review-empty = There are no machine translations to review.
manager-review-danish = Danish
manager-review-translation = Translation
manager-review-status-machine = Machine-translated
manager-review-status-approved = Approved
manager-review-approve = Approve
manager-review-save = Save and approve
manager-review-reject = Reject
manager-review-approved = Translation approved
manager-review-saved = Translation saved and approved
manager-review-rejected = Translation rejected
manager-review-failed = Could not save the translation
manager-entry-not-found = The translation does not exist.
manager-edit-empty = Enter a translation.
manager-edit-too-long = The translation is too long.
manager-edit-invalid = The translation is not valid Fluent text.
manager-edit-placeables = The translation must keep the same placeholders as the Danish text, e.g. { "{ $phone }" }.
