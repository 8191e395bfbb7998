## A second factor (TOTP): the profile's card, the code step when signing in (also
## after a password reset), and the admin pages that need it. The server's own
## messages (a wrong code, an expired sign-in, ...) are in accounts.ftl.

## The profile's card

second-factor-heading = Zwei-Faktor-Authentifizierung
second-factor-status-on = Aktiviert
second-factor-status-off = Deaktiviert
second-factor-off-text = Schützen Sie Ihr Konto mit einem Einmalcode aus einer Authenticator-App auf Ihrem Telefon, zum Beispiel Google Authenticator, Microsoft Authenticator oder 1Password. Bei der Anmeldung brauchen Sie dann Ihr Passwort und den Code aus der App.
second-factor-admin-required = Verwaltungsseiten erfordern die Zwei-Faktor-Authentifizierung. Aktivieren Sie sie hier, um sie zu nutzen.
second-factor-set-up = Zwei-Faktor-Authentifizierung aktivieren
second-factor-starting = Wird vorbereitet...
second-factor-start-failed = Die Einrichtung konnte nicht gestartet werden

## Setting it up

second-factor-scan-heading = 1. QR-Code scannen
second-factor-scan-text = Öffnen Sie Ihre Authenticator-App, wählen Sie „Konto hinzufügen“ und scannen Sie den Code mit der Kamera Ihres Telefons.
second-factor-qr-alt = QR-Code zum Scannen mit Ihrer Authenticator-App
second-factor-secret-text = Scannen klappt nicht? Geben Sie stattdessen diesen Schlüssel in der App ein:
second-factor-copy-secret = Schlüssel kopieren
second-factor-copied = Kopiert
second-factor-copy-failed = Kopieren nicht möglich. Markieren Sie den Text und kopieren Sie ihn selbst.
second-factor-confirm-heading = 2. Code aus der App eingeben
second-factor-code-label = 6-stelliger Code
second-factor-confirm = Bestätigen und aktivieren
second-factor-confirming = Wird bestätigt...
second-factor-cancel = Abbrechen
second-factor-enabled = Die Zwei-Faktor-Authentifizierung ist aktiviert
second-factor-enabled-text = Speichern Sie Ihre Wiederherstellungscodes, bevor Sie fortfahren.
second-factor-confirm-failed = Die Zwei-Faktor-Authentifizierung konnte nicht aktiviert werden

## The recovery codes, shown once

second-factor-codes-heading = Speichern Sie Ihre Wiederherstellungscodes
second-factor-codes-text = Wenn Sie Ihr Telefon verlieren, können Sie sich mit einem dieser Codes statt mit dem Code aus der App anmelden. Jeder Code funktioniert einmal.
second-factor-codes-once = Die Codes werden nur jetzt angezeigt. Bewahren Sie sie sicher auf, zum Beispiel in Ihrem Passwort-Manager.
second-factor-codes-label = Ihre 10 Wiederherstellungscodes
second-factor-codes-copy = Codes kopieren
second-factor-codes-download = Herunterladen (.txt)
second-factor-codes-file-name = wiederherstellungscodes.txt
second-factor-codes-file-heading = Wiederherstellungscodes für { $site } ({ $email })
second-factor-codes-file-note = Jeder Code kann einmal statt des Codes aus Ihrer Authenticator-App verwendet werden.
second-factor-codes-saved = Ich habe sie gespeichert

## When it is on

second-factor-on-text = Bei der Anmeldung fragen wir nach einem Code aus Ihrer Authenticator-App.
second-factor-since = Aktiviert seit dem { $date }
second-factor-session-without = Diese Sitzung wurde ohne den Einmalcode angemeldet. Melden Sie sich ab und mit dem Code wieder an, um die Verwaltungsseiten zu nutzen.
second-factor-turn-off = Deaktivieren
second-factor-turn-off-text = Geben Sie einen Code aus Ihrer App oder einen Ihrer Wiederherstellungscodes ein, um die Zwei-Faktor-Authentifizierung zu deaktivieren.
second-factor-turn-off-admin = Ohne Zwei-Faktor-Authentifizierung können Sie die Verwaltungsseiten nicht nutzen.
second-factor-any-code-label = Code aus der App oder Wiederherstellungscode
second-factor-turning-off = Wird deaktiviert...
second-factor-turned-off = Die Zwei-Faktor-Authentifizierung ist deaktiviert
second-factor-turned-off-text = Sie melden sich jetzt nur mit Ihrem Passwort an.
second-factor-turn-off-failed = Die Zwei-Faktor-Authentifizierung konnte nicht deaktiviert werden

## Codes as typed

second-factor-code-format = Geben Sie die 6 Ziffern aus Ihrer App ein
second-factor-recovery-format = Ein Wiederherstellungscode hat 10 Zeichen, z. B. abcde-fghij
second-factor-code-required = Geben Sie einen Code ein

## The code step when signing in

second-factor-step-heading = Geben Sie Ihren Einmalcode ein
second-factor-step-text = Öffnen Sie Ihre Authenticator-App und geben Sie den 6-stelligen Code ein.
second-factor-step-after-reset = Ihr neues Passwort ist gespeichert. Geben Sie den Code aus Ihrer Authenticator-App ein, um sich anzumelden.
second-factor-step-recovery-text = Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code funktioniert einmal.
second-factor-recovery-label = Wiederherstellungscode
second-factor-recovery-placeholder = abcde-fghij
second-factor-use-recovery = Wiederherstellungscode verwenden
second-factor-use-app = Code aus der App verwenden
second-factor-verify = Bestätigen
second-factor-verifying = Wird bestätigt...
second-factor-verify-failed = Anmeldung nicht möglich
second-factor-back = Zurück zur Anmeldung

## Admin pages without the second factor

second-factor-admin-enrol-heading = Zwei-Faktor-Authentifizierung erforderlich
second-factor-admin-enrol-text = Für die Verwaltungsseiten melden Sie sich mit Ihrem Passwort und einem Einmalcode aus einer Authenticator-App an. Aktivieren Sie die Zwei-Faktor-Authentifizierung in Ihrem Profil – das dauert nur ein paar Minuten.
second-factor-admin-enrol-link = In Ihrem Profil aktivieren
second-factor-admin-verify-heading = Mit Ihrem Einmalcode anmelden
second-factor-admin-verify-text = Sie haben sich ohne den Code aus Ihrer Authenticator-App angemeldet. Melden Sie sich ab und mit dem Code wieder an, um die Verwaltungsseiten zu nutzen.
second-factor-admin-sign-out = Abmelden und neu anmelden
