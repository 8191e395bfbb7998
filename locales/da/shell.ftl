## Header, navigation and footer

site-announcement = Gratis rådgivning – svar inden for 2 timer på hverdage. Ring { $phone }
site-skip-to-content = Spring til indhold
site-home-link = { $name } – til forsiden

nav-main = Hovedmenu
nav-services = Ydelser
nav-products = Produkter
nav-about = Om os
nav-contact = Kontakt
nav-all-services = Alle ydelser
nav-open-menu = Åbn menu
nav-close-menu = Luk menu
nav-mobile-menu = Mobilmenu
nav-mobile-menu-description = Sider på sitet og din konto

service-installation = El-installation
service-fejlfinding = Fejlfinding
service-smart-home = Smart home
service-elbil = Ladestander til elbil
service-tavle = El-tavler
service-erhverv = Erhverv

category-stikkontakter = Stikkontakter
category-lamper = Lamper
category-smart-home = Smart home
category-udendors = Udendørs
category-tavler = Tavler
category-kabler = Kabler

account-login = Log ind
account-my-account = Min konto
account-profile = Profil
account-logout = Log ud

cart-open = Åbn kurv
cart-count = { $count ->
    [one] { $count } vare i kurven
   *[other] { $count } varer i kurven
}

lang-switcher = Sprog: { $name }
lang-choose = Vælg sprog
lang-da = Dansk
lang-en = English
lang-de = Deutsch
lang-fr = Français

footer-description = Autoriseret elinstallatør i København og omegn. Certificerede og forsikrede elektrikere, faste priser uden skjulte gebyrer og 2 års garanti.
footer-call = Ring { $phone }
footer-services = Ydelser
footer-products = Produkter
footer-contact = Kontakt
footer-privacy = Privatlivspolitik
footer-terms = Handelsbetingelser
footer-copyright = © { $year } { $name }. Alle rettigheder forbeholdes.
footer-company = { $name } · { $address } · CVR { $cvr }
footer-email = E-mail: { $email }

toast-close = Luk besked
toast-label = Besked
account-admin = Administration
