## Calculateur de prix (page d’accueil, #priser)

pricing-heading = Tarifs – des taux horaires fixes sans frais cachés
pricing-lead = Indiquez si vous êtes un particulier ou un professionnel, et quand les travaux doivent être réalisés. Vous voyez immédiatement le coût d’une heure. Avant le début des travaux, vous recevez toujours un devis à prix fixe.

pricing-customer-legend = Type de client
pricing-customer-privat = Particulier
pricing-customer-erhverv = Professionnel

pricing-band-legend = Quand devons-nous intervenir ?
pricing-band-dagtimer = Journée (07-16)
pricing-band-overarbejde = Heures supplémentaires (16-21)
pricing-band-akut = Urgence (le jour même)
pricing-band-nattevagt = Nuit (21-07)
pricing-band-normal = Tarif horaire normal
pricing-band-surcharge = Majoration de { $percent } %

pricing-subscription = Économisez 10 % avec un abonnement
pricing-subscription-hint = Avec un abonnement de service, vous bénéficiez de 10 % de remise sur tous les tarifs horaires.

pricing-summary = { $prices } · { $band }
pricing-summary-with-subscription = { $prices } · { $band } · remise abonnement de 10 %
pricing-summary-privat = Tarifs horaires pour les particuliers, TTC
pricing-summary-erhverv = Tarifs horaires pour les professionnels, HT

pricing-package-standard = Standard
pricing-package-premium = Premium
pricing-package-exclusive = Exclusive
pricing-package-standard-intro = Pour les travaux courants à la maison ou au bureau.
pricing-package-premium-intro = Pour les nouvelles installations, la maison connectée et un tableau électrique moderne.
pricing-package-exclusive-intro = Pour ceux qui veulent nous savoir disponibles 24 h/24 et un interlocuteur unique sur leur projet.

pricing-label-most-chosen = Le plus choisi
pricing-label-vip = Service VIP

pricing-per-hour = de l’heure
pricing-vat-incl = TTC
pricing-vat-excl = HT
pricing-price-before = Prix normal
pricing-features = Ce qui est inclus

pricing-feature-fault-finding = Dépannage et réparation
pricing-feature-sockets = Prises et interrupteurs
pricing-feature-lamps = Remplacement de luminaires
pricing-feature-electrical-check = Contrôle de l’installation électrique
pricing-feature-all-standard = Tout le pack Standard
pricing-feature-smart-home = Installation domotique
pricing-feature-new-installations = Nouvelles installations
pricing-feature-panel-upgrade = Mise à niveau du tableau électrique
pricing-feature-warranty = Garantie de 2 ans
pricing-feature-all-premium = Tout le pack Premium
pricing-feature-vip-priority = Priorité VIP
pricing-feature-cover-24-7 = Disponibilité 24 h/24, 7 j/7
pricing-feature-special-design = Conception technique sur mesure
pricing-feature-project-manager = Chef de projet dédié
pricing-feature-service-agreement = Contrat d’entretien sur mesure

pricing-cta = Demander un devis
pricing-cta-label = Demander un devis pour { $name }

pricing-transport-heading = Déplacement
pricing-transport-lead = Les frais de déplacement dépendent de la distance à parcourir. Dans un rayon de 15 km, le déplacement est gratuit.
pricing-transport-caption = Frais de déplacement selon la distance
pricing-transport-zone = Zone
pricing-transport-distance = Distance
pricing-transport-price = Prix
pricing-transport-zone-name = Zone { $zone }
pricing-transport-zone-far = Autres
pricing-transport-range = { $from }–{ $to } km
pricing-transport-over = Plus de { $from } km
pricing-transport-per-km = { $price } par km
pricing-transport-note = Si l’adresse se trouve exactement sur la limite entre deux zones, la zone la moins chère s’applique. Au-delà de 50 km, vous payez au kilomètre pour la totalité du trajet.

## Packs de démarrage maison connectée (page d’accueil)

pricing-smart-heading = Lancez-vous dans la maison connectée
pricing-smart-lead = Prix forfaitaires fixes, TVA et pose comprises. Un électricien agréé installe l’ensemble, configure l’application et vous montre comment l’utiliser.
pricing-smart-perfect-for = Idéal pour :
pricing-smart-price-note = TVA et pose comprises
pricing-smart-cta = Choisir ce pack
pricing-smart-cta-label = Choisir ce pack : { $name }

pricing-smart-starter-name = Pack Découverte
pricing-smart-starter-description = Un éclairage connecté dans la pièce que vous utilisez le plus – pilotez-le depuis votre téléphone et tamisez-le quand vous le souhaitez.
pricing-smart-starter-perfect-for = Un appartement, ou ceux qui veulent d’abord essayer la maison connectée dans une seule pièce.
pricing-smart-starter-feature-hub = Box domotique qui centralise tout
pricing-smart-starter-feature-lights = 2 variateurs connectés ou 3 ampoules LED connectées
pricing-smart-starter-feature-installation = Pose et raccordement par un électricien agréé
pricing-smart-starter-feature-app = Configuration de l’application sur votre téléphone et courte prise en main
pricing-smart-starter-feature-warranty = Garantie de 12 mois sur les travaux

pricing-smart-expansion-name = Pack Extension
pricing-smart-expansion-description = Un éclairage connecté dans plusieurs pièces et des capteurs qui allument la lumière pour vous à votre arrivée.
pricing-smart-expansion-perfect-for = Les familles qui veulent un éclairage adapté au quotidien dans 2-3 pièces.
pricing-smart-expansion-feature-hub = Box domotique qui centralise tout
pricing-smart-expansion-feature-lights = Jusqu’à 6 variateurs ou ampoules connectés répartis dans 2-3 pièces
pricing-smart-expansion-feature-motion = 2 détecteurs de mouvement, par exemple dans l’entrée et la salle de bains
pricing-smart-expansion-feature-contact = 1 capteur de porte ou de fenêtre
pricing-smart-expansion-feature-schedules = Programmation horaire, pour que la lumière s’allume et s’éteigne au rythme de votre quotidien
pricing-smart-expansion-feature-warranty = Garantie de 12 mois sur les travaux

pricing-smart-complete-name = Pack Complet
pricing-smart-complete-description = Tout votre logement réuni dans une seule application – avec ambiances, automatisations et accompagnement une fois que vous avez adopté le nouveau système.
pricing-smart-complete-perfect-for = Les propriétaires qui veulent dès le départ une maison entièrement connectée.
pricing-smart-complete-feature-hub = Box domotique qui centralise tout
pricing-smart-complete-feature-lights = Jusqu’à 12 variateurs ou ampoules connectés dans tout le logement
pricing-smart-complete-feature-sensors = Capteurs de mouvement, de porte et de fenêtre
pricing-smart-complete-feature-scenes = Ambiances comme « Bonjour », « Film » et « Absent »
pricing-smart-complete-feature-app = Configuration de l’application sur les téléphones de tout le foyer
pricing-smart-complete-feature-support = 30 jours d’assistance après l’installation
pricing-smart-complete-feature-warranty = Garantie de 12 mois sur les travaux
