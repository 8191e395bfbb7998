## Seiten (Titel, Beschreibungen und Überschriften)

not-found-title = Seite nicht gefunden
not-found-heading = Hoppla! Seite nicht gefunden
not-found-text = Wir konnten die Seite { $path } nicht finden. Sie wurde möglicherweise verschoben oder gelöscht.
not-found-home = Zur Startseite

contact-title = Kontaktieren Sie uns
contact-description = Schreiben Sie uns oder rufen Sie uns an. Wir antworten innerhalb von 24 Stunden, und bei dringenden Anliegen sind wir montags bis freitags von 8 bis 17 Uhr telefonisch erreichbar.
coming-soon-title = Demnächst verfügbar
auth-title = Anmelden oder Konto erstellen
profile-title = Mein Profil
admin-translations-title = Übersetzungen
admin-translation-check-title = Übersetzungsabdeckung

collection-indendors-lys = Innenbeleuchtung
collection-udendors-lys = Außenbeleuchtung
collection-smart-home = Smart Home
collection-tilbehor = Zubehör

error-page-title = Es ist ein Fehler aufgetreten
error-page-text = Die Seite kann gerade nicht angezeigt werden. Versuchen Sie es gleich noch einmal – oder rufen Sie uns an, wir helfen Ihnen gern.
error-page-retry = Erneut versuchen
navigation-pending = Seite wird geladen …
form-too-large-title = Das Formular ist zu groß
form-too-large-text = Ihre Eingabe ist größer als die { $limit }, die wir annehmen können, daher wurde nichts gespeichert. Gehen Sie zurück, kürzen Sie den Text und senden Sie erneut.
form-unreadable-title = Das Formular konnte nicht gelesen werden
form-unreadable-text = Ihre Eingabe ist nicht vollständig angekommen, daher wurde nichts gespeichert. Gehen Sie zurück und senden Sie das Formular erneut.
form-cross-site-title = Das Formular wurde abgelehnt
form-cross-site-text = Das Formular kam nicht von unserer eigenen Website, daher wurde nichts gespeichert. Öffnen Sie die Seite erneut und senden Sie das Formular von dort.
busy-page-title = Gerade ist viel los
busy-page-text = Wir haben gerade sehr viele Besucher. Bitte versuchen Sie es gleich noch einmal.
