## Admin: Übersetzungswerkzeuge

coverage-source-keys = Dänische Quellschlüssel: { $count }
coverage-translated = Übersetzt: { $count }
coverage-missing = Fehlend: { $count }
coverage-badge-complete = Vollständig
coverage-badge-good = Gut
coverage-badge-warning = Warnung
coverage-badge-critical = Kritisch
coverage-all-complete = Alle Texte sind übersetzt.
coverage-and-more = und { $count } weitere
coverage-missing-heading = Fehlende Schlüssel
coverage-key = Schlüssel
coverage-source = Dänischer Text
coverage-open-report = Abdeckungsbericht öffnen
coverage-open-manager = Zu den Übersetzungen

manager-intro = Hier sehen Sie, wie viel der dänischen Texte der Website übersetzt ist, und können die Kataloge als .ftl-Dateien herunterladen.
manager-download-heading = Kataloge herunterladen
manager-download = { $lang }.ftl herunterladen
manager-translate-all = Alles aus dem Dänischen übersetzen
manager-no-provider = Es ist kein Übersetzungsdienst eingerichtet, daher ist die Schaltfläche deaktiviert. Richten Sie in den Umgebungsvariablen des Servers einen Dienst ein (LibreTranslate, DeepL oder einen OpenAI-kompatiblen Dienst), um automatisch zu übersetzen.
manager-no-provider-how = So geht es: Setzen Sie TRANSLATION_PROVIDER auf libretranslate, deepl oder openai, TRANSLATION_API_URL auf die Adresse des Dienstes und TRANSLATION_API_KEY auf den Schlüssel (für openai auch TRANSLATION_MODEL), und starten Sie den Server neu.
manager-steps-heading = So arbeiten Sie mit Übersetzungen
manager-step-1 = Schreiben oder ändern Sie den Text auf Dänisch in locales/da – Dänisch ist die Quelle.
manager-step-2 = Öffnen Sie den Abdeckungsbericht und sehen Sie, welche Schlüssel auf Englisch, Deutsch und Französisch fehlen.
manager-step-3 = Übersetzen Sie die fehlenden Texte – automatisch mit der Schaltfläche oben oder von Hand.
manager-step-4 = Prüfen Sie die maschinellen Übersetzungen und genehmigen oder bearbeiten Sie sie.
manager-step-5 = Laden Sie die Katalogdateien herunter und legen Sie sie im Code unter locales/ ab, damit sie mit der nächsten Version ausgeliefert werden.

## Translation Manager: the machine translation run and the review
manager-provider = Übersetzungsdienst: { $name }
manager-translating = Wird übersetzt …
manager-progress-label = Fortschritt der Übersetzung
manager-progress = { $current } / { $total }
manager-current = Übersetzung ins { $lang }: { $key }
manager-nothing-missing = Es fehlen keine Texte – alle Sprachen sind vollständig.
manager-error = Übersetzungsfehler, bitte versuchen Sie es erneut
manager-error-kept = Was bereits übersetzt wurde, ist gespeichert.
manager-complete = Übersetzung abgeschlossen
manager-complete-text = { $count ->
    [one] 1 Text übersetzt. Die Katalogdateien werden jetzt heruntergeladen.
   *[other] { $count } Texte übersetzt. Die Katalogdateien werden jetzt heruntergeladen.
}
manager-job-running = Es läuft bereits eine Übersetzung. Bitte warten Sie, bis sie fertig ist.
manager-job-not-found = Der Übersetzungsauftrag existiert nicht.
manager-rejected-heading = Abgelehnte maschinelle Übersetzungen
manager-rejected-text = Diese Texte kamen ohne alle Platzhalter zurück und wurden nicht gespeichert. Übersetzen Sie sie von Hand.
manager-review-heading = Übersetzungen prüfen
manager-review-intro = Maschinelle Übersetzungen erscheinen sofort auf der Website. Lesen Sie sie, korrigieren Sie sie bei Bedarf und geben Sie sie frei.
manager-review-empty = Es gibt keine maschinellen Übersetzungen zu prüfen.
manager-review-danish = Dänisch
manager-review-translation = Übersetzung
manager-review-status-machine = Maschinell übersetzt
manager-review-status-approved = Freigegeben
manager-review-approve = Freigeben
manager-review-save = Speichern und freigeben
manager-review-reject = Ablehnen
manager-review-approved = Übersetzung freigegeben
manager-review-saved = Übersetzung gespeichert und freigegeben
manager-review-rejected = Übersetzung abgelehnt
manager-review-failed = Die Übersetzung konnte nicht gespeichert werden
manager-entry-not-found = Die Übersetzung existiert nicht.
manager-edit-empty = Geben Sie eine Übersetzung ein.
manager-edit-too-long = Die Übersetzung ist zu lang.
manager-edit-invalid = Die Übersetzung ist kein gültiger Fluent-Text.
manager-edit-placeables = Die Übersetzung muss dieselben Platzhalter wie der dänische Text enthalten, z. B. { "{ $phone }" }.
