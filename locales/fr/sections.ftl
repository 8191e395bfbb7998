## Sections de la page d’accueil

overview-heading = Tout pour l’électricité – de la première prise à toute la maison
overview-services-title = Travaux d’électricité
overview-services-text = Installation, dépannage, tableaux électriques, bornes de recharge et maison connectée. Électriciens agréés, prix fixes et garantie de 2 ans sur les travaux.
overview-services-link = Voir nos services
overview-products-title = Produits
overview-products-text = Prises, luminaires, produits pour la maison connectée et câbles de qualité, ceux-là mêmes que nous installons. Livraison gratuite au-delà de 750 DKK et expédition rapide.
overview-products-link = Voir les produits

team-heading = Découvrez l’équipe
team-text = Nous sommes une petite équipe fixe d’électriciens agréés et d’apprentis de Copenhague. Vous gardez le même électricien du devis à la réception des travaux – et il laisse tout propre derrière lui.
team-member-1-name = Jonas Nordgaard
team-member-1-role = Installateur électricien et gérant
team-member-2-name = Sara Lindholm
team-member-2-role = Électricienne, maison connectée
team-member-3-name = Ali Rasmussen
team-member-3-role = Électricien, tableaux électriques et professionnels
team-link = En savoir plus sur nous

columns-private-heading = Pour les particuliers
columns-private-smart-home = Maison connectée : éclairage, chauffage et sécurité, pilotés depuis votre téléphone.
columns-private-charging = Borne de recharge pour votre véhicule électrique, installée et déclarée auprès du gestionnaire de réseau.
columns-private-installation = Nouvelles prises, luminaires et extensions – un travail soigné et sûr.
columns-business-heading = Pour les professionnels
columns-business-panels = Tableaux électriques : nouveaux tableaux, extensions et contrôles.
columns-business-agreements = Contrats d’entretien avec visites régulières et intervention rapide.
columns-business-rental = Location et logements locatifs : une installation électrique prête pour l’emménagement, avec documentation.

values-heading = Ce sur quoi vous pouvez compter
values-safety-title = Sécurité
values-safety-text = Agréés, certifiés et assurés. Tous les travaux sont réalisés selon la réglementation en vigueur et documentés.
values-price-title = Prix fixe
values-price-text = Vous obtenez un prix fixe avant le début des travaux – sans frais cachés. Conseils et devis gratuits.
values-punctuality-title = Ponctualité
values-punctuality-text = Nous arrivons à l’heure convenue et répondons sous 2 heures en semaine.
values-warranty-title = Garantie
values-warranty-text = Garantie de 2 ans. Plus de 15 ans d’expérience en électricité à Copenhague et ses environs.
values-cta = Demander un devis sans engagement

categories-heading = Trouvez l’éclairage qu’il vous faut
categories-text = Une sélection de produits pour la maison et le jardin – nous vous aidons volontiers à les choisir et à les installer.
categories-link = Voir { $category }

booking-heading = Prêt à vous lancer ?
booking-text = Réservez un entretien gratuit de 10 minutes ou envoyez-nous une description – vous recevrez un devis à prix fixe.
booking-button = Réserver un conseil gratuit
booking-call = Appelez le { $phone }

contact-heading = Des conseils gratuits et professionnels
contact-intro = Dites-nous ce dont vous avez besoin et nous reviendrons vers vous avec un prix fixe. Nous répondons sous 2 heures en semaine.
contact-trust-certified = Électriciens certifiés et assurés
contact-trust-fixed-price = Prix fixe – sans frais cachés
contact-trust-free-advice = Conseils et devis gratuits
contact-trust-confidential = Vos informations sont traitées de manière confidentielle et ne sont jamais communiquées à des tiers
contact-emergency-title = Panne de courant ?
contact-emergency-text = Appelez notre ligne d’urgence, du lundi au vendredi de 8 h à 17 h.
contact-emergency-call = Appelez le { $phone }
quote-heading = Demandez un devis gratuit
quote-name = Nom
quote-email = E-mail
quote-phone = Téléphone
quote-phone-placeholder = 12 34 56 78
quote-message = En quoi pouvons-nous vous aider ?
quote-message-placeholder = Par exemple : nous aimerions 4 nouveaux spots dans la cuisine et une prise sur la terrasse.
quote-submit = Envoyer la demande
quote-sending = Envoi en cours...
quote-success = Merci ! Nous vous contacterons sous 24 heures.
quote-success-text = Nous avons bien reçu votre demande et reviendrons vers vous dans les plus brefs délais.
quote-failed = Une erreur s’est produite
quote-failed-text = Appelez-nous au { $phone }

newsletter-heading = 10 % de remise sur votre première commande
newsletter-text = Inscrivez-vous à la newsletter pour recevoir nos conseils sur l’électricité, l’éclairage et la maison connectée – et votre code de réduction dès que vous aurez confirmé votre inscription.
newsletter-email = Votre adresse e-mail
newsletter-submit = S’inscrire
newsletter-sending = Inscription en cours...
newsletter-no-spam = Pas de spam
newsletter-max-one = Un e-mail par mois au maximum
newsletter-unsubscribe = Désinscription à tout moment
newsletter-success = Consultez votre boîte de réception
newsletter-success-text = Nous vous avons envoyé un e-mail. Confirmez votre inscription grâce au lien qu’il contient, et nous vous enverrons votre code de réduction de 10 %.

## Page de contact (/kontakt)

kontakt-heading = Contactez-nous
kontakt-intro = Écrivez-nous pour toute demande, petite ou grande. Nous répondons sous 24 heures – en semaine, généralement sous 2 heures.
kontakt-form-heading = Envoyer un message
kontakt-name = Nom
kontakt-email = E-mail
kontakt-phone = Téléphone (facultatif)
kontakt-message = Message
kontakt-submit = Envoyer le message
kontakt-success = Merci pour votre message !
kontakt-success-text = Nous reviendrons vers vous dans les plus brefs délais.
kontakt-info-heading = Coordonnées
kontakt-phone-label = Téléphone
kontakt-email-label = E-mail
kontakt-address-label = Adresse
kontakt-hours-heading = Horaires d’ouverture
kontakt-hours-range = { $from }–{ $to } : { $opens }–{ $closes }
kontakt-hours-single = { $from } : { $opens }–{ $closes }
kontakt-hours-day-first =
    { $day ->
         [Mo] Lundi
         [Tu] Mardi
         [We] Mercredi
         [Th] Jeudi
         [Fr] Vendredi
         [Sa] Samedi
        *[Su] Dimanche
    }
kontakt-hours-day =
    { $day ->
         [Mo] lundi
         [Tu] mardi
         [We] mercredi
         [Th] jeudi
         [Fr] vendredi
         [Sa] samedi
        *[Su] dimanche
    }
kontakt-hours-weekend = Week-end : sur rendez-vous
kontakt-emergency-heading = Ligne d’urgence
kontakt-emergency-text = Panne de courant, court-circuit ou odeur de brûlé ? Appelez-nous du lundi au vendredi de 8 h à 17 h – nous traitons les urgences en priorité.
