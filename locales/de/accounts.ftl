## Validierung (die Meldungen der Spezifikation, wortgetreu)

validation-invalid = Ungültige Angaben
validation-first-name-required = Vorname ist erforderlich
validation-first-name-too-long = Der Vorname darf höchstens 50 Zeichen lang sein
validation-last-name-required = Nachname ist erforderlich
validation-last-name-too-long = Der Nachname darf höchstens 50 Zeichen lang sein
validation-email-invalid = Ungültige E-Mail-Adresse
validation-email-too-long = Die E-Mail-Adresse darf höchstens 255 Zeichen lang sein
validation-password-required = Passwort ist erforderlich
validation-password-too-short = Das Passwort muss mindestens 6 Zeichen lang sein
validation-password-too-long = Das Passwort darf höchstens 72 Zeichen lang sein
validation-phone-too-long = Die Telefonnummer darf höchstens 20 Zeichen lang sein
validation-passwords-mismatch = Die Passwörter stimmen nicht überein
validation-current-password-required = Geben Sie Ihr aktuelles Passwort ein

## Konten: API-Meldungen

auth-email-taken = Diese E-Mail-Adresse ist bereits registriert
auth-email-taken-hint = Melden Sie sich stattdessen mit Ihrer E-Mail-Adresse und Ihrem Passwort an.
auth-sign-up-failed = Konto konnte nicht erstellt werden
auth-invalid-credentials = Falsche E-Mail-Adresse oder falsches Passwort
auth-sign-in-failed = Anmeldung fehlgeschlagen
auth-rate-limited = { $minutes ->
    [one] Zu viele Anmeldeversuche. Bitte warten Sie { $minutes } Minute und versuchen Sie es dann erneut.
   *[other] Zu viele Anmeldeversuche. Bitte warten Sie { $minutes } Minuten und versuchen Sie es dann erneut.
}
auth-required = Sie müssen angemeldet sein.
auth-forbidden = Sie haben hierauf keinen Zugriff.
auth-cross-site = Die Anfrage wurde abgelehnt, da sie nicht von unserer Website stammt.
auth-wrong-current-password = Falsches Passwort
auth-wrong-current-password-hint = Überprüfen Sie Ihr Passwort und versuchen Sie es erneut
api-unavailable = Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in Kürze erneut.
api-internal-error = Es ist ein Fehler aufgetreten. Bitte versuchen Sie es in Kürze erneut.
api-bad-request = Die Anfrage konnte nicht gelesen werden.
api-too-large = Die Anfrage ist zu groß (höchstens { $limit }).

## Anmelde- und Registrierungsseite

auth-heading = Ihr Konto
auth-intro = Melden Sie sich an, um Ihre Bestellungen einzusehen und Ihre Angaben zu speichern – oder erstellen Sie im Handumdrehen ein Konto.
auth-tab-sign-in = Anmelden
auth-tab-sign-up = Konto erstellen
auth-email = E-Mail
auth-email-placeholder = name@beispiel.de
auth-password = Passwort
auth-first-name = Vorname
auth-last-name = Nachname
auth-password-hint = Mindestens 6 Zeichen
auth-strength-label = Passwortstärke: { $strength }
auth-strength-weak = Schwach
auth-strength-medium = Mittel
auth-strength-strong = Stark
auth-sign-in-button = Anmelden
auth-sign-up-button = Konto erstellen
auth-signing-in = Anmeldung läuft...
auth-signing-up = Konto wird erstellt...
auth-welcome-new = Willkommen bei { $product }!
auth-welcome-new-text = Ihr Konto wurde erstellt.
auth-welcome-back = Willkommen zurück!
auth-welcome-back-text = Sie sind jetzt angemeldet.

## Profilseite

profile-heading = Mein Konto
profile-greeting = Hallo { $name }
profile-tab-profile = Profil
profile-tab-orders = Bestellungen
profile-personal-info = Persönliche Angaben
profile-email = E-Mail
profile-email-locked = Ihre E-Mail-Adresse kann nicht geändert werden.
profile-first-name = Vorname
profile-last-name = Nachname
profile-phone = Telefon (optional)
profile-phone-placeholder = 12 34 56 78
profile-save = Änderungen speichern
profile-saving = Wird gespeichert...
profile-saved = Profil aktualisiert
profile-saved-text = Ihre Angaben wurden gespeichert.
profile-fetch-failed = Profil konnte nicht geladen werden
profile-orders-failed = Bestellungen konnten nicht geladen werden
profile-no-user = Kein Benutzer gefunden
profile-update-failed = Profil konnte nicht aktualisiert werden
profile-change-password = Passwort ändern
profile-current-password = Aktuelles Passwort
profile-new-password = Neues Passwort
profile-confirm-password = Neues Passwort wiederholen
profile-change-password-button = Passwort ändern
profile-changing-password = Passwort wird geändert...
profile-password-changed = Passwort geändert
profile-password-changed-text = Ihr neues Passwort ist jetzt aktiv
profile-password-change-failed = Passwort konnte nicht geändert werden
profile-account-actions = Konto
profile-logout = Abmelden
profile-logged-out = Sie sind abgemeldet
profile-logged-out-text = Vielen Dank für Ihren Besuch – bis bald.
profile-session-ended = Sie wurden abgemeldet
profile-session-ended-text = Bitte melden Sie sich erneut an, um fortzufahren.

orders-heading = Ihre Bestellungen
orders-empty = Sie haben noch keine Bestellungen.
orders-start-shopping = Jetzt einkaufen
orders-number = Bestellung { $number }
orders-date = Bestellt am { $date }
orders-open = Bestellung { $number } ansehen
orders-total = Gesamt
orders-products = Produkte
orders-quantity = { $quantity } Stk.
order-status-completed = Abgeschlossen
order-status-pending = Ausstehend

## Admin-Zugriffsschutz

admin-checking = Zugriff wird geprüft...
admin-access-denied = Zugriff verweigert
admin-access-denied-text = Sie benötigen Administratorrechte, um auf diese Seite zuzugreifen.
admin-return-home = Zur Startseite

api-busy = Gerade ist viel los. Bitte versuchen Sie es gleich noch einmal.
auth-sign-up-limited = { $minutes ->
    [one] Von hier wurden zu viele Konten angelegt. Versuchen Sie es in 1 Minute erneut.
   *[other] Von hier wurden zu viele Konten angelegt. Versuchen Sie es in { $minutes } Minuten erneut.
}
checkout-rate-limited = { $minutes ->
    [one] Sie haben in kurzer Zeit viele Bezahlvorgänge gestartet. Versuchen Sie es in 1 Minute erneut.
   *[other] Sie haben in kurzer Zeit viele Bezahlvorgänge gestartet. Versuchen Sie es in { $minutes } Minuten erneut.
}
validation-password-common = Dieses Passwort ist zu leicht zu erraten – wählen Sie ein anderes

auth-mfa-required = Verwaltungsseiten erfordern die Anmeldung mit Ihrem Einmalcode. Melden Sie sich ab und wieder an.
auth-mfa-enrol-required = Verwaltungsseiten erfordern die Zwei-Faktor-Authentifizierung. Aktivieren Sie sie in Ihrem Profil.
mfa-challenge-expired = Der Anmeldeversuch ist abgelaufen. Bitte melden Sie sich erneut an.
mfa-code-invalid = Der Code ist falsch oder abgelaufen
mfa-already-enrolled = Die Zwei-Faktor-Authentifizierung ist bereits aktiviert.

auth-sign-in-link-sent = Es wurde zu oft versucht, sich mit einem falschen Passwort bei diesem Konto anzumelden. Zu Ihrer Sicherheit reicht das Passwort allein gerade nicht: Falls ein Konto mit dieser E-Mail existiert, haben wir einen Link gesendet, der Sie anmeldet. Sie können auch ein neues Passwort wählen.
auth-password-change-capped = Das Passwort kann gerade nicht geändert werden
auth-password-change-capped-hint = Für dieses Konto wurden zu viele falsche Passwörter versucht. Melden Sie sich mit dem gesendeten Link an oder wählen Sie über „Passwort vergessen“ ein neues Passwort.
