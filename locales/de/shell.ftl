## Kopfbereich, Navigation und Fußzeile

site-announcement = Kostenlose Beratung – Antwort innerhalb von 2 Stunden, montags bis freitags. Rufen Sie an: { $phone }
site-skip-to-content = Zum Inhalt springen
site-home-link = { $name } – zur Startseite

nav-main = Hauptmenü
nav-services = Leistungen
nav-products = Produkte
nav-about = Über uns
nav-contact = Kontakt
nav-all-services = Alle Leistungen
nav-open-menu = Menü öffnen
nav-close-menu = Menü schließen
nav-mobile-menu = Mobiles Menü
nav-mobile-menu-description = Seiten der Website und Ihr Konto

service-installation = Elektroinstallation
service-fejlfinding = Fehlersuche
service-smart-home = Smart Home
service-elbil = Ladestationen für E-Autos
service-tavle = Sicherungskästen
service-erhverv = Gewerbe

category-stikkontakter = Steckdosen
category-lamper = Leuchten
category-smart-home = Smart Home
category-udendors = Außenbereich
category-tavler = Sicherungskästen
category-kabler = Kabel

account-login = Anmelden
account-my-account = Mein Konto
account-profile = Profil
account-logout = Abmelden

cart-open = Warenkorb öffnen
cart-count = { $count ->
    [one] { $count } Artikel im Warenkorb
   *[other] { $count } Artikel im Warenkorb
}

lang-switcher = Sprache: { $name }
lang-choose = Sprache wählen
lang-da = Dansk
lang-en = English
lang-de = Deutsch
lang-fr = Français

footer-description = Autorisierter Elektroinstallateur in Kopenhagen und Umgebung. Zertifizierte und versicherte Elektriker, Festpreise ohne versteckte Gebühren und 2 Jahre Garantie.
footer-call = Anrufen: { $phone }
footer-services = Leistungen
footer-products = Produkte
footer-contact = Kontakt
footer-privacy = Datenschutzerklärung
footer-terms = AGB
footer-copyright = © { $year } { $name }. Alle Rechte vorbehalten.
footer-company = { $name } · { $address } · CVR-Nr. { $cvr }
footer-email = E-Mail: { $email }

toast-close = Meldung schließen
toast-label = Benachrichtigung
account-admin = Verwaltung
