## Boutique : fiches produit, carrousel, page produit, catégories

products-heading = Produits populaires
products-subheading = Une sélection d’éclairages et de produits pour la maison connectée – nous pouvons aussi tout installer pour vous.
products-coming-soon = Nos produits arrivent bientôt. Revenez nous voir – ou appelez-nous, nous vous aiderons à trouver ce qu’il vous faut.
products-loading = Chargement des produits...
products-previous = Produits précédents
products-next = Produits suivants
products-see-all = Voir tous les produits

product-no-image = Aucune image
product-add-to-cart = Ajouter au panier
product-not-available = Indisponible
product-not-available-title = Produit indisponible
product-not-available-text = La variante sélectionnée ne peut pas être achetée pour le moment. Choisissez-en une autre ou appelez-nous.
product-not-found = Produit introuvable
product-not-found-text = Ce produit n’existe pas (ou plus). Découvrez nos autres produits ou contactez-nous.
product-back-to-shop = Voir tous les produits
product-price = Prix
product-price-before-label = Avant
product-price-saving = Économisez { $amount }
product-badge-sale = Promo
product-energy-class = Classe énergétique { $class }
product-energy-class-open = Classe énergétique { $class } : afficher l’étiquette énergie
product-energy-label = Étiquette énergie
product-energy-label-close = Fermer l’étiquette énergie
product-energy-label-alt = L’étiquette énergie : classe énergétique { $class } sur l’échelle de A à G
product-energy-sheet = Fiche d’information produit (PDF)
product-energy-label-download = Télécharger l’étiquette énergie (PDF)
product-energy-eprel = Voir le modèle dans la base de données produits de l’UE (EPREL)
product-safety = Sécurité du produit
product-safety-manufacturer = Fabricant
product-safety-responsible = Personne responsable dans l’UE
product-safety-model = Type et modèle
product-safety-batch = Numéro de lot ou de série
product-safety-warnings = Avertissements et sécurité
product-safety-instructions = Notices
product-take-back = Les équipements électriques usagés et les piles ne vont pas à la poubelle. Déposez-les gratuitement en déchetterie, ou confiez-les-nous : { $name } reprend un produit usagé équivalent lorsque nous en livrons un neuf. Appelez le { $phone }.
product-image-thumbnail = Afficher l’image { $number }
product-in-stock = En stock
product-out-of-stock = Épuisé
product-installation-hint = Vous souhaitez que nous l’installions ? Nos électriciens agréés s’en chargent à prix fixe.
product-free-shipping = Livraison gratuite au-delà de 750 DKK · Garantie légale de 2 ans
product-title-suffix = { $title } | { $name }

collection-empty = Aucun produit dans cette catégorie pour le moment.
collection-count = { $count ->
    [one] { $count } produit
   *[other] { $count } produits
}
collection-unavailable = La boutique ne peut pas être affichée pour le moment. Veuillez réessayer dans quelques instants.

## Panier

cart-title = Panier
cart-close = Fermer le panier
cart-empty = Votre panier est vide
cart-empty-text = Découvrez nos luminaires, prises et produits pour la maison connectée dans la boutique.
cart-items = { $count ->
    [one] { $count } article
   *[other] { $count } articles
}
cart-total = Total
cart-checkout = Passer au paiement
cart-creating-checkout = Préparation du paiement...
cart-increase = Augmenter la quantité de { $title }
cart-decrease = Diminuer la quantité de { $title }
cart-remove = Retirer { $title }
cart-quantity = Quantité
cart-added = Ajouté au panier
cart-not-available = Produit indisponible
cart-shipping-note = Livraison gratuite au-delà de 750 DKK
cart-description = Les articles de votre panier. Vous pouvez modifier les quantités, retirer des articles et passer à la caisse.

## Paiement

checkout-failed = Impossible de préparer le paiement
checkout-failed-text = Veuillez réessayer plus tard.
checkout-sign-in-required = Connectez-vous pour passer votre commande
checkout-sign-in-required-text = Votre panier est conservé pendant que vous vous connectez.
checkout-empty = Le panier est vide.
checkout-too-many-lines = Le panier ne peut pas contenir plus de { $max } articles différents.
checkout-bad-quantity = La quantité doit être comprise entre 1 et { $max }.
checkout-unknown-variant = Un article du panier n’existe plus. Retirez-le, puis réessayez.
checkout-unavailable-variant = Un article du panier n’est pas disponible pour le moment. Retirez-le, puis réessayez.
shop-payment-required = La boutique doit disposer d’un abonnement Shopify payant et actif pour accepter des commandes. Contactez-nous, nous vous aiderons volontiers.

order-title = Merci pour votre commande
order-heading = Merci pour votre commande !
order-text = Nous avons bien reçu la commande { $number } et vous enverrons une confirmation par e-mail. Vous pouvez consulter vos commandes à tout moment dans Mon compte.
order-text-guest = Nous avons bien reçu la commande { $number } et vous enverrons une confirmation par e-mail. Conservez cet e-mail : son lien rouvre la commande.
order-see-orders = Voir mes commandes
order-continue = Continuer mes achats

## A collection's sorting, filters and pages.

listing-controls = Trier et filtrer
listing-sort = Trier par
listing-filters = Filtres
listing-sort-featured = En vedette
listing-sort-price-asc = Prix croissant
listing-sort-price-desc = Prix décroissant
listing-sort-newest = Nouveautés
listing-sort-name = Nom, A–Z
listing-availability = Disponibilité
listing-in-stock = En stock uniquement
listing-sale = Promotions uniquement
listing-price = Prix (DKK)
listing-price-min = De
listing-price-max = À
listing-apply = Afficher les produits
listing-clear = Effacer les filtres
listing-none = Aucun produit ne correspond à vos choix. Retirez un filtre et réessayez.
listing-pages = Pages
listing-previous = Page précédente
listing-next = Page suivante
