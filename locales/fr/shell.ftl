## En-tête, navigation et pied de page

site-announcement = Conseils gratuits – réponse sous 2 heures en semaine. Appelez le { $phone }
site-skip-to-content = Aller au contenu
site-home-link = { $name } – retour à l’accueil

nav-main = Menu principal
nav-services = Services
nav-products = Produits
nav-about = À propos
nav-contact = Contact
nav-all-services = Tous nos services
nav-open-menu = Ouvrir le menu
nav-close-menu = Fermer le menu
nav-mobile-menu = Menu mobile
nav-mobile-menu-description = Pages du site et votre compte

service-installation = Installation électrique
service-fejlfinding = Dépannage
service-smart-home = Maison connectée
service-elbil = Bornes de recharge pour véhicules électriques
service-tavle = Tableaux électriques
service-erhverv = Professionnels

category-stikkontakter = Prises
category-lamper = Luminaires
category-smart-home = Maison connectée
category-udendors = Extérieur
category-tavler = Tableaux électriques
category-kabler = Câbles

account-login = Se connecter
account-my-account = Mon compte
account-profile = Profil
account-logout = Se déconnecter

cart-open = Ouvrir le panier
cart-count = { $count ->
    [one] { $count } article dans le panier
   *[other] { $count } articles dans le panier
}

lang-switcher = Langue : { $name }
lang-choose = Choisir la langue
lang-da = Dansk
lang-en = English
lang-de = Deutsch
lang-fr = Français

footer-description = Installateur électricien agréé à Copenhague et ses environs. Électriciens certifiés et assurés, prix fixes sans frais cachés et garantie de 2 ans.
footer-call = Appelez le { $phone }
footer-services = Services
footer-products = Produits
footer-contact = Contact
footer-privacy = Politique de confidentialité
footer-terms = Conditions générales de vente
footer-copyright = © { $year } { $name }. Tous droits réservés.
footer-company = { $name } · { $address } · N° CVR { $cvr }
footer-email = E-mail : { $email }

toast-close = Fermer le message
toast-label = Notification
account-admin = Administration
