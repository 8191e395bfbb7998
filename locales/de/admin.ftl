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
manager-steps-heading = So arbeiten Sie mit Übersetzungen
manager-step-1 = Schreiben oder ändern Sie den Text auf Dänisch in locales/da – Dänisch ist die Quelle.
manager-step-2 = Öffnen Sie den Abdeckungsbericht und sehen Sie, welche Schlüssel auf Englisch, Deutsch und Französisch fehlen.
manager-step-3 = Übersetzen Sie die fehlenden Texte – automatisch mit der Schaltfläche oben oder von Hand.
manager-step-4 = Prüfen Sie die maschinellen Übersetzungen und genehmigen oder bearbeiten Sie sie.
manager-step-5 = Laden Sie die Katalogdateien herunter und legen Sie sie im Code unter locales/ ab, damit sie mit der nächsten Version ausgeliefert werden.
