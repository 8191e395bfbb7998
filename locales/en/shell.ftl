## Header, navigation and footer

site-announcement = Free advice – we reply within 2 hours on weekdays. Call { $phone }
site-skip-to-content = Skip to content
site-home-link = { $name } – go to the home page

nav-main = Main menu
nav-services = Services
nav-products = Products
nav-about = About us
nav-contact = Contact
nav-all-services = All services
nav-open-menu = Open menu
nav-close-menu = Close menu
nav-mobile-menu = Mobile menu
nav-mobile-menu-description = Pages on the site and your account

service-installation = Electrical installation
service-fejlfinding = Fault finding
service-smart-home = Smart home
service-elbil = EV charging points
service-tavle = Fuse boards
service-erhverv = Commercial

category-stikkontakter = Sockets
category-lamper = Lighting
category-smart-home = Smart home
category-udendors = Outdoor
category-tavler = Fuse boards
category-kabler = Cables

account-login = Log in
account-my-account = My account
account-profile = Profile
account-logout = Log out

cart-open = Open basket
cart-count = { $count ->
    [one] { $count } item in your basket
   *[other] { $count } items in your basket
}

lang-switcher = Language: { $name }
lang-choose = Choose language
lang-da = Dansk
lang-en = English
lang-de = Deutsch
lang-fr = Français

footer-description = Authorised electrical contractor in Copenhagen and the surrounding area. Certified and insured electricians, fixed prices with no hidden fees and a 2-year guarantee.
footer-call = Call { $phone }
footer-services = Services
footer-products = Products
footer-contact = Contact
footer-privacy = Privacy policy
footer-terms = Terms and conditions
footer-copyright = © { $year } { $name }. All rights reserved.
footer-company = { $name } · { $address } · CVR no. { $cvr }
footer-email = Email: { $email }

toast-close = Close message
toast-label = Notification
account-admin = Administration
