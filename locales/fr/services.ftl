## Services : la page d’ensemble (/services), les six pages de service (/services/{slug})
## et l’appel à l’action commun. Noms des services : service-{slug} dans shell.ftl.

## Page d’ensemble

services-page-meta-title = Électricien à Copenhague – tous nos services électriques | { $name }
services-page-description = Installation électrique, dépannage, maison connectée, bornes de recharge, tableaux électriques et solutions pour les professionnels. Prix fixes TTC et réponse sous 2 heures en semaine.
services-page-badge = Électricien agréé à Copenhague
services-page-heading = Services d’électricité pour les particuliers et les professionnels
services-page-intro = De la nouvelle prise à l’installation électrique complète : nos électriciens certifiés et assurés réalisent vos travaux en toute sécurité, à prix fixe et dans le respect des normes en vigueur. Choisissez un service pour découvrir ce que nous faisons et combien cela coûte.
services-page-image-alt = Dessin d’une maison avec une prise, une lampe, un tableau électrique et une borne de recharge
services-page-cards-heading = Ce que nous pouvons faire pour vous
services-page-cards-intro = Six domaines, une seule entreprise. Chaque page explique en quoi consiste l’intervention, combien elle coûte en général et comment réserver.
services-card-link = En savoir plus : { $service }

services-card-installation-text = Nouvelles prises, points lumineux, spots et câbles – et électricité complète lors de la rénovation d’une cuisine ou d’une salle de bains.
services-card-installation-price = Nouvelle prise à partir de 895 DKK
services-card-fejlfinding-text = Votre disjoncteur différentiel (HPFI) saute, la lumière clignote ou un circuit ne fonctionne plus ? Nous trouvons la panne et la réparons.
services-card-fejlfinding-price = 650 DKK par heure entamée
services-card-smart-home-text = Éclairage connecté, variateurs, capteurs et commande par application ou à la voix – installés et configurés pour vous.
services-card-smart-home-price = Packs éclairage connecté à partir de 2 499 DKK
services-card-elbil-text = Borne murale de 11 kW installée, vérification du tableau électrique et déclaration auprès du gestionnaire de réseau.
services-card-elbil-price = Borne de recharge à partir de 9 995 DKK
services-card-tavle-text = Nouveau tableau électrique, disjoncteur différentiel (HPFI), circuits supplémentaires et contrôle du tableau avec rapport.
services-card-tavle-price = Nouveau tableau électrique à partir de 8 500 DKK
services-card-erhverv-text = Contrats de maintenance, remise en état de locaux loués, travaux sur tableaux et éclairage pour commerces et bureaux.
services-card-erhverv-price = À partir de 510 DKK HT de l’heure

services-process-heading = Notre façon de travailler
services-process-intro = Quelle que soit l’ampleur des travaux, nous suivons toujours les mêmes quatre étapes : vous savez ainsi à tout moment ce qui se passe et combien cela coûte.
services-process-1-title = Contact et devis
services-process-1-text = Appelez-nous ou envoyez-nous une demande. Décrivez les travaux et n’hésitez pas à joindre des photos. Vous recevez une réponse sous 2 heures en semaine.
services-process-2-title = Prix fixe
services-process-2-text = Vous recevez un devis écrit à prix fixe, sans frais cachés. Pour les travaux plus importants, nous passons d’abord gratuitement sur place.
services-process-3-title = Les travaux
services-process-3-text = Nous arrivons à l’heure convenue, protégeons les lieux, réalisons les travaux selon les normes en vigueur et laissons tout propre après notre passage.
services-process-4-title = Contrôle et documentation
services-process-4-text = Nous mesurons et testons l’installation, la passons en revue avec vous et vous envoyons la documentation et la facture par e-mail.

services-rates-heading = Combien coûte un électricien chez nous ?
services-rates-intro = Nous appliquons trois tarifs horaires selon la nature des travaux. Les prix pour les particuliers s’entendent TTC, ceux pour les professionnels HT. Nous réalisons de nombreux travaux à prix fixe – consultez les prix de chaque service.
services-rate-hour = par heure TTC
services-rate-standard-name = Standard
services-rate-standard-price = 650 DKK
services-rate-standard-business = Professionnels : 510 DKK HT
services-rate-standard-text = Dépannage et réparation, prises, remplacement de luminaires et diagnostic électrique.
services-rate-premium-name = Premium
services-rate-premium-price = 850 DKK
services-rate-premium-business = Professionnels : 670 DKK HT
services-rate-premium-text = Tout ce qu’inclut Standard, plus les nouvelles installations, la maison connectée et la modernisation du tableau électrique – avec une garantie de 2 ans.
services-rate-exclusive-name = Exclusive
services-rate-exclusive-price = 1 050 DKK
services-rate-exclusive-business = Professionnels : 850 DKK HT
services-rate-exclusive-text = Tout ce qu’inclut Premium, plus la priorité VIP, une disponibilité 24 h/24, une conception technique sur mesure, un chef de projet attitré et un contrat de maintenance personnalisé.
services-rates-note = Majorations : soirée de 16 h à 21 h +25 %, urgence le jour même +50 %, nuit de 21 h à 7 h +75 %. Le déplacement est gratuit jusqu’à 15 km, puis coûte 199 DKK jusqu’à 30 km et 399 DKK jusqu’à 50 km. Avec un abonnement, vous économisez 10 % sur le tarif horaire.

## Pages de service : éléments communs

service-page-meta-title = { $heading } | { $name }
service-page-breadcrumbs = Fil d’Ariane
service-page-breadcrumb-home = Accueil
service-page-breadcrumb-services = Services
service-page-do-heading = Ce que nous faisons pour vous
service-page-prices-heading = Prix indicatifs
service-page-prices-caption = Exemples de prix fixes et de tarifs horaires : { $service }
service-page-price-task = Prestation
service-page-price-amount = Prix
service-page-booking-heading = Comment réserver
service-page-booking-1-title = Contactez-nous
service-page-booking-1-text = Appelez le { $phone } ou remplissez le formulaire de demande de devis. Vous recevez une réponse sous 2 heures en semaine.
service-page-booking-2-title = Obtenez un prix fixe
service-page-booking-2-text = Vous recevez un devis écrit à prix fixe. Si les travaux sont importants ou difficiles à évaluer, nous passons d’abord gratuitement sur place.
service-page-booking-3-title = Choisissez une date
service-page-booking-3-text = Nous trouvons un jour qui vous convient – en général sous 3 à 5 jours ouvrés pour les travaux courants, souvent le jour même pour les urgences.
service-page-book-visit = Réserver une visite
service-page-booking-4-title = Travaux et documentation
service-page-booking-4-text = Nous réalisons les travaux, testons l’installation et vous envoyons la documentation et la facture par e-mail.
service-page-promise-price = Prix fixe sans frais cachés
service-page-promise-reply = Réponse sous 2 heures en semaine
service-page-promise-certified = Électriciens certifiés et assurés
service-page-faq-heading = Questions fréquentes
service-page-other-heading = Autres services
service-page-all-services = Voir tous nos services

## Installation électrique

service-page-installation-heading = Installation électrique à Copenhague
service-page-installation-description = Nouvelles prises, points lumineux, spots et électricité complète lors de rénovations. Nouvelle prise à partir de 895 DKK, matériel compris. Prix fixe et garantie de 2 ans.
service-page-installation-intro = Nouvelles prises, points lumineux, spots et câbles – ou une installation électrique entièrement neuve lorsque vous rénovez votre cuisine, votre salle de bains ou tout votre logement. Nous concevons la solution avec vous, vous proposons un prix fixe et vous remettons une installation testée et documentée.
service-page-installation-do-1 = Nouvelles prises et interrupteurs – y compris avec chargeur USB intégré
service-page-installation-do-2 = Points lumineux, spots et éclairage LED dans les plafonds, les placards et les niches
service-page-installation-do-3 = Électricité de la cuisine : plaque à induction, hotte, lave-vaisselle et nouveaux circuits
service-page-installation-do-4 = Électricité de la salle de bains : plancher chauffant, sèche-serviettes et spots étanches
service-page-installation-do-5 = Prises et éclairage extérieurs dans le jardin, sur la terrasse et à l’entrée
service-page-installation-do-6 = Installation électrique complète lors de rénovations, de transformations et d’extensions
service-page-installation-price-1-label = Nouvelle prise double sur une installation existante
service-page-installation-price-1-amount = à partir de 895 DKK, matériel compris
service-page-installation-price-2-label = Nouveau point lumineux au plafond avec interrupteur
service-page-installation-price-2-amount = à partir de 1 495 DKK
service-page-installation-price-3-label = 6 spots LED au plafond, spots et variateur compris
service-page-installation-price-3-amount = à partir de 4 995 DKK
service-page-installation-price-4-label = Raccordement d’une plaque à induction sur une sortie existante
service-page-installation-price-4-amount = à partir de 995 DKK
service-page-installation-price-5-label = Prise extérieure (IP44) avec terre
service-page-installation-price-5-amount = à partir de 1 795 DKK
service-page-installation-price-note = Tous les prix s’entendent TTC, matériel et déplacement jusqu’à 15 km compris. Les petits travaux sans prix fixe sont facturés au tarif horaire Standard de 650 DKK, les nouvelles installations et les nouveaux circuits au tarif horaire Premium de 850 DKK.
service-page-installation-booking-note = N’hésitez pas à joindre à votre demande des photos de la pièce et de votre tableau électrique. Nous pouvons alors souvent vous proposer un prix fixe sans nous déplacer au préalable.
service-page-installation-faq-1-q = Que puis-je faire moi-même ?
service-page-installation-faq-1-a = Très peu de choses. Après avoir coupé le courant, vous pouvez par exemple accrocher une lampe à un crochet de plafond, remplacer les fiches et les cordons des lampes, et remplacer un interrupteur ou une prise existants par un modèle équivalent – les prises avec terre toutefois uniquement si l’installation est protégée par un disjoncteur différentiel (HPFI). Les nouvelles prises, le déplacement de sorties, les nouveaux câbles et les travaux dans le tableau électrique doivent être réalisés par un électricien agréé. Sinon, vous risquez l’électrocution et l’incendie, et votre assurance peut refuser de vous indemniser.
service-page-installation-faq-2-q = Vais-je recevoir une documentation ?
service-page-installation-faq-2-a = Oui. Une fois les travaux terminés, nous mesurons et testons l’installation, et vous recevez la documentation par e-mail avec la facture. Conservez-la : elle vous sera utile lors de la vente de votre logement et auprès de votre assureur.
service-page-installation-faq-3-q = Dans quel délai pouvez-vous intervenir ?
service-page-installation-faq-3-a = Vous recevez une réponse sous 2 heures en semaine, et nous réalisons généralement les travaux courants sous 3 à 5 jours ouvrés. En cas d’urgence, par exemple une prise qui chauffe, nous intervenons souvent le jour même.
service-page-installation-faq-4-q = Le prix peut-il augmenter en cours de route ?
service-page-installation-faq-4-a = Non, un prix fixe est un prix fixe. Si nous découvrons un imprévu, par exemple un vieux câble qu’il faudrait remplacer, nous nous arrêtons et en convenons avec vous avant d’aller plus loin.

## Dépannage

service-page-fejlfinding-heading = Dépannage électrique à Copenhague
service-page-fejlfinding-description = Votre disjoncteur différentiel (HPFI) saute, la lumière clignote ou vous n’avez plus de courant ? Un électricien agréé trouve la panne. 650 DKK TTC par heure entamée.
service-page-fejlfinding-intro = Votre disjoncteur différentiel (HPFI) saute, la lumière clignote ou une partie de votre logement est privée de courant ? Nous recherchons la panne méthodiquement avec des appareils de mesure professionnels et la réparons – généralement dès la première visite.
service-page-fejlfinding-do-1 = Le disjoncteur différentiel (HPFI) saute – nous trouvons l’appareil ou le circuit à l’origine du courant de fuite
service-page-fejlfinding-do-2 = Plus de courant sur un circuit, une prise ou dans toute une pièce
service-page-fejlfinding-do-3 = Lumière qui clignote, vacille ou baisse d’elle-même
service-page-fejlfinding-do-4 = Prises et interrupteurs qui chauffent, se décolorent ou grésillent
service-page-fejlfinding-do-5 = Fusibles qui sautent à répétition en raison d’une surcharge
service-page-fejlfinding-do-6 = Mesure d’isolement et contrôle de la mise à la terre
service-page-fejlfinding-price-1-label = Dépannage en semaine de 7 h à 16 h
service-page-fejlfinding-price-1-amount = 650 DKK par heure entamée
service-page-fejlfinding-price-2-label = Dépannage en soirée de 16 h à 21 h
service-page-fejlfinding-price-2-amount = 813 DKK par heure entamée
service-page-fejlfinding-price-3-label = Intervention d’urgence le jour même
service-page-fejlfinding-price-3-amount = 975 DKK par heure entamée
service-page-fejlfinding-price-4-label = Dépannage de nuit de 21 h à 7 h
service-page-fejlfinding-price-4-amount = 1 138 DKK par heure entamée
service-page-fejlfinding-price-5-label = Diagnostic électrique d’un logement jusqu’à 120 m² avec rapport écrit
service-page-fejlfinding-price-5-amount = à partir de 1 950 DKK
service-page-fejlfinding-price-note = Tous les prix s’entendent TTC. Le déplacement est gratuit jusqu’à 15 km, puis coûte 199 DKK jusqu’à 30 km et 399 DKK jusqu’à 50 km. Les pièces de rechange sont facturées selon la consommation réelle, et nous vous indiquons le prix avant de remplacer quoi que ce soit. Avec un abonnement, vous économisez 10 % sur le tarif horaire.
service-page-fejlfinding-booking-note = Dites-nous ce qui se passe et quand la panne survient – par exemple si le disjoncteur différentiel (HPFI) saute lorsqu’un appareil précis est allumé. Plus nous en savons, plus vite nous trouvons la panne.
service-page-fejlfinding-faq-1-q = Que puis-je faire moi-même ?
service-page-fejlfinding-faq-1-a = Vous pouvez réenclencher le disjoncteur différentiel (HPFI) et les disjoncteurs divisionnaires, et remplacer un fusible à vis grillé. Si le différentiel saute à nouveau, vous pouvez tout débrancher, puis rebrancher les appareils un par un pour trouver le coupable. Vous ne devez pas ouvrir les prises, les boîtes de dérivation ni le tableau électrique – cela doit être fait par un électricien agréé.
service-page-fejlfinding-faq-2-q = Et si vous ne trouvez pas la panne ?
service-page-fejlfinding-faq-2-a = Nous trouvons la plupart des pannes dès la première heure. Si cela prend plus de temps, nous nous arrêtons au bout de 2 heures et convenons avec vous de la suite. Vous ne payez que le temps passé.
service-page-fejlfinding-faq-3-q = Dans quel délai pouvez-vous intervenir ?
service-page-fejlfinding-faq-3-a = Appelez le { $phone } du lundi au vendredi de 8 h à 17 h. En cas de panne urgente, nous intervenons généralement le jour même. Si vous sentez une odeur de brûlé ou voyez de la fumée ou des étincelles : coupez le courant au disjoncteur différentiel (HPFI) et appelez le 112 en cas d’incendie.
service-page-fejlfinding-faq-4-q = Vais-je recevoir une documentation ?
service-page-fejlfinding-faq-4-a = Oui. Vous recevez un court rapport indiquant ce que nous avons trouvé, ce que nous avons mesuré et ce que nous avons réparé – ainsi que nos éventuelles recommandations. Il est pratique à présenter à votre assureur.

## Maison connectée

service-page-smart-home-heading = Installation domotique à Copenhague
service-page-smart-home-description = Éclairage connecté, variateurs et capteurs installés par un électricien agréé. Packs éclairage connecté à partir de 2 499 DKK TTC. Nous configurons l’application et les automatismes.
service-page-smart-home-intro = Commandez l’éclairage, le chauffage et les prises depuis votre téléphone, à la voix ou de façon entièrement automatique. Nous installons des interrupteurs, des variateurs et des capteurs intelligents dans votre installation électrique fixe et configurons le tout pour que cela fonctionne dès le premier jour.
service-page-smart-home-do-1 = Éclairage connecté : interrupteurs intelligents, variateurs et ampoules LED avec couleurs et ambiances
service-page-smart-home-do-2 = Détecteurs de mouvement et programmation horaire pour l’entrée, l’escalier et l’éclairage extérieur
service-page-smart-home-do-3 = Prises connectées et commande du plancher chauffant
service-page-smart-home-do-4 = Configuration de l’application, des pièces et des automatismes avec Apple Home, Google Home ou Alexa
service-page-smart-home-do-5 = Commande de la borne de recharge et de la pompe à chaleur, lorsque l’équipement le permet
service-page-smart-home-do-6 = Présentation détaillée pour que toute la famille puisse utiliser le système
service-page-smart-home-price-1-label = Pack Découverte éclairage connecté
service-page-smart-home-price-1-amount = 2 499 DKK
service-page-smart-home-price-2-label = Pack Extension éclairage connecté
service-page-smart-home-price-2-amount = 3 999 DKK
service-page-smart-home-price-3-label = Pack Complet éclairage connecté
service-page-smart-home-price-3-amount = 6 499 DKK
service-page-smart-home-price-4-label = Interrupteur ou variateur connecté installé dans une boîte d’encastrement existante
service-page-smart-home-price-4-amount = à partir de 1 095 DKK l’unité
service-page-smart-home-price-5-label = Installation et configuration en régie (Premium)
service-page-smart-home-price-5-amount = 850 DKK de l’heure
service-page-smart-home-price-note = Tous les prix s’entendent TTC. Le Pack Complet comprend 30 jours d’assistance après l’installation. Nous réalisons le montage dans l’installation fixe à prix fixe ou au tarif horaire Premium de 850 DKK, et les travaux sont garantis 2 ans.
service-page-smart-home-products = Voir les produits pour la maison connectée dans la boutique
service-page-smart-home-booking-note = Indiquez-nous les pièces que vous souhaitez piloter et si vous utilisez déjà Apple Home, Google Home ou Alexa. Nous vous proposerons alors une solution adaptée à votre logement et à votre budget.
service-page-smart-home-faq-1-q = Que puis-je faire moi-même ?
service-page-smart-home-faq-1-a = Vous pouvez visser vous-même des ampoules connectées, brancher des prises connectées sur des prises ordinaires et modifier la programmation et les automatismes dans l’application. Les interrupteurs, variateurs et relais connectés qui nécessitent un nouveau câblage ou un fil de neutre dans la boîte doivent être installés par un électricien agréé.
service-page-smart-home-faq-2-q = L’éclairage fonctionne-t-il si Internet tombe en panne ?
service-page-smart-home-faq-2-a = Oui. Nous choisissons des solutions dans lesquelles les interrupteurs fonctionnent toujours comme des interrupteurs ordinaires et où les automatismes s’exécutent localement dans la maison, même lorsque la connexion Internet est coupée.
service-page-smart-home-faq-3-q = Pouvez-vous compléter ce que j’ai déjà ?
service-page-smart-home-faq-3-a = Dans la plupart des cas, oui. Nous travaillons avec des standards répandus comme Matter, Zigbee et le Wi-Fi, afin que les nouveaux produits puissent fonctionner avec ceux que vous possédez déjà.
service-page-smart-home-faq-4-q = Dans quel délai pouvez-vous intervenir ?
service-page-smart-home-faq-4-a = Vous recevez une réponse sous 2 heures en semaine, et l’installation peut généralement commencer sous 1 à 2 semaines. Nous installons en général un pack éclairage connecté en une journée.

## Borne de recharge pour véhicule électrique

service-page-elbil-heading = Borne de recharge pour véhicule électrique à Copenhague
service-page-elbil-description = Borne de recharge de 11 kW installée à partir de 9 995 DKK TTC. Nous vérifions le tableau électrique, installons la borne murale et la déclarons pour vous auprès du gestionnaire de réseau.
service-page-elbil-intro = Rechargez votre voiture à la maison – en toute sécurité, rapidement et à moindre coût pendant la nuit. Nous installons des bornes murales jusqu’à 11 kW, vérifions que le tableau électrique et le câble de branchement supportent la charge, et déclarons l’installation pour vous auprès du gestionnaire de réseau.
service-page-elbil-do-1 = Conseils pour choisir votre borne murale : 11 kW en triphasé ou 3,7 à 7,4 kW en monophasé
service-page-elbil-do-2 = Vérification du tableau électrique, du câble de branchement et du fusible principal avant l’installation
service-page-elbil-do-3 = Fixation au mur ou sur pied, avec circuit dédié et protection différentielle adaptée
service-page-elbil-do-4 = Déclaration de l’installation auprès du gestionnaire de réseau – nous nous en chargeons pour vous
service-page-elbil-do-5 = Configuration de l’application, du contrôle d’accès et de la recharge aux heures où l’électricité est la moins chère
service-page-elbil-do-6 = Solutions de recharge pour copropriétés et coopératives d’habitation (ejerforeninger et andelsboligforeninger) avec répartition de la charge entre plusieurs bornes
service-page-elbil-price-1-label = Borne de recharge de 11 kW installée, borne murale et jusqu’à 10 m de câble compris
service-page-elbil-price-1-amount = à partir de 9 995 DKK
service-page-elbil-price-2-label = Installation de votre propre borne murale, jusqu’à 10 m de câble
service-page-elbil-price-2-amount = à partir de 4 995 DKK
service-page-elbil-price-3-label = Câble supplémentaire au-delà de 10 m
service-page-elbil-price-3-amount = à partir de 245 DKK le mètre
service-page-elbil-price-4-label = Borne sur pied avec fondation au lieu d’une fixation murale
service-page-elbil-price-4-amount = à partir de 2 495 DKK en supplément
service-page-elbil-price-5-label = Nouveau circuit avec disjoncteur différentiel (HPFI) de type B dans un tableau existant
service-page-elbil-price-5-amount = à partir de 2 995 DKK
service-page-elbil-price-note = Tous les prix s’entendent TTC, déplacement jusqu’à 15 km compris. Le prix dépend surtout de la distance entre le tableau et la borne murale ainsi que de l’état du tableau : vous recevez donc toujours un prix fixe avant le début des travaux. Les travaux supplémentaires sont facturés au tarif horaire Premium de 850 DKK.
service-page-elbil-booking-note = Envoyez-nous des photos de votre tableau électrique, du fusible principal et de l’emplacement prévu pour la borne, et indiquez-nous la distance approximative depuis le tableau. Nous pouvons alors généralement vous proposer un prix fixe sans visite sur place.
service-page-elbil-faq-1-q = La borne de recharge doit-elle être déclarée au gestionnaire de réseau ?
service-page-elbil-faq-1-a = Oui. Une borne murale doit être déclarée au gestionnaire de réseau (netselskab) ; en tant qu’électricien agréé, nous nous en chargeons pour vous lors de l’installation. Vous n’avez rien à remplir vous-même.
service-page-elbil-faq-2-q = Que puis-je faire moi-même ?
service-page-elbil-faq-2-a = Vous pouvez brancher le câble de recharge sur la voiture et modifier les réglages dans l’application de la borne. La borne elle-même doit être raccordée à l’installation fixe par un électricien agréé. Évitez de recharger régulièrement sur une prise ordinaire avec une rallonge : elle n’est pas conçue pour une charge aussi élevée pendant de nombreuses heures.
service-page-elbil-faq-3-q = Mon tableau électrique peut-il supporter une borne de recharge ?
service-page-elbil-faq-3-a = Nous le vérifions systématiquement. La plupart des maisons dotées d’un fusible principal de 3 × 25 A supportent sans problème une borne de 11 kW, surtout avec répartition de la charge. Si vous avez un tableau ancien sans disjoncteur différentiel (HPFI), il doit souvent être modernisé au préalable.
service-page-elbil-faq-4-q = Dans quel délai pouvez-vous intervenir ?
service-page-elbil-faq-4-a = Vous recevez une réponse sous 2 heures en semaine, et nous installons généralement la borne sous 1 à 2 semaines – plus vite si la borne souhaitée est en stock.

## Tableaux électriques

service-page-tavle-heading = Tableaux électriques et contrôle de tableaux à Copenhague
service-page-tavle-description = Nouveau tableau électrique à partir de 8 500 DKK, disjoncteur différentiel (HPFI), circuits supplémentaires et contrôle du tableau avec rapport. Électricien agréé et prix fixes TTC.
service-page-tavle-intro = Le tableau électrique est le cœur de votre installation. Nous remplaçons les anciens tableaux à fusibles à vis, installons des disjoncteurs différentiels (appelés relais HPFI au Danemark, ou RCD), ajoutons de nouveaux circuits et contrôlons les tableaux, pour que vous sachiez que votre installation est sûre.
service-page-tavle-do-1 = Nouveau tableau électrique avec disjoncteurs divisionnaires et disjoncteur différentiel (HPFI)
service-page-tavle-do-2 = Remplacement des anciens différentiels HFI et des fusibles à vis
service-page-tavle-do-3 = Contrôle du tableau avec test du disjoncteur différentiel (HPFI), resserrage des connexions et mesures
service-page-tavle-do-4 = Nouveaux circuits pour la cuisine, une pompe à chaleur, une borne de recharge ou un atelier
service-page-tavle-do-5 = Parafoudre contre la foudre et les pics de tension
service-page-tavle-do-6 = Repérage clair, pour que vous sachiez toujours à quoi correspond chaque protection
service-page-tavle-price-1-label = Nouveau tableau électrique (jusqu’à 8 circuits), disjoncteur différentiel (HPFI) compris
service-page-tavle-price-1-amount = à partir de 8 500 DKK
service-page-tavle-price-2-label = Remplacement d’un différentiel HFI par un nouveau disjoncteur différentiel (HPFI)
service-page-tavle-price-2-amount = à partir de 2 495 DKK
service-page-tavle-price-3-label = Contrôle du tableau avec rapport écrit
service-page-tavle-price-3-amount = à partir de 1 295 DKK
service-page-tavle-price-4-label = Nouveau circuit avec disjoncteur divisionnaire dans un tableau existant
service-page-tavle-price-4-amount = à partir de 1 895 DKK
service-page-tavle-price-5-label = Parafoudre (type 2)
service-page-tavle-price-5-amount = à partir de 2 995 DKK
service-page-tavle-price-note = Tous les prix s’entendent TTC, matériel et déplacement jusqu’à 15 km compris. Les travaux sur le tableau au-delà du prix fixe sont facturés au tarif horaire Premium de 850 DKK, et les travaux sont garantis 2 ans.
service-page-tavle-booking-note = Une photo de votre tableau actuel, porte ouverte, et une autre du fusible principal constituent la meilleure base pour établir un prix fixe.
service-page-tavle-faq-1-q = Qu’est-ce qu’un disjoncteur différentiel (HPFI), et en ai-je besoin ?
service-page-tavle-faq-1-a = Un disjoncteur différentiel (appelé relais HPFI au Danemark, ou RCD) coupe le courant en une fraction de seconde si le courant passe là où il ne devrait pas – par exemple à travers une personne. Si votre tableau ne comporte que des fusibles à vis ou un ancien différentiel HFI, nous vous recommandons de le faire moderniser. Appuyez sur le bouton de test deux ou trois fois par an pour vérifier que le différentiel fonctionne.
service-page-tavle-faq-2-q = En quoi consiste un contrôle du tableau ?
service-page-tavle-faq-2-a = Lors d’un contrôle du tableau, nous l’inspectons visuellement, resserrons les connexions, testons le disjoncteur différentiel (HPFI) et mesurons l’isolement et la mise à la terre. Vous recevez un rapport avec les résultats et nos recommandations. Nous recommandons un contrôle lorsque vous achetez un logement ancien, puis tous les 5 à 10 ans.
service-page-tavle-faq-3-q = Que puis-je faire moi-même ?
service-page-tavle-faq-3-a = Vous pouvez réenclencher les disjoncteurs divisionnaires et le disjoncteur différentiel (HPFI), appuyer sur le bouton de test et remplacer les fusibles à vis. Tous les autres travaux dans le tableau – y compris déplacer ou ajouter un circuit – doivent être réalisés par un électricien agréé.
service-page-tavle-faq-4-q = Combien de temps vais-je rester sans courant ?
service-page-tavle-faq-4-a = Le remplacement courant d’un tableau dans une maison ou un appartement prend généralement 4 à 6 heures, et le courant n’est coupé que pendant que nous travaillons. Vous recevez la documentation du nouveau tableau une fois les travaux terminés.

## Professionnels

service-page-erhverv-heading = Électricien pour les professionnels à Copenhague
service-page-erhverv-description = Électricité pour commerces, bureaux et immeubles : contrats de maintenance, remise en état de locaux loués et travaux sur tableaux. À partir de 510 DKK HT de l’heure. Réponse sous 2 heures.
service-page-erhverv-intro = Nous accompagnons commerces, bureaux, cabinets médicaux, restaurants et immeubles pour des travaux électriques qui ne perturbent pas leur activité. Interlocuteur attitré, contrats de maintenance avec intervention prioritaire et prix clairs HT.
service-page-erhverv-do-1 = Contrats de maintenance avec interlocuteur attitré, intervention prioritaire et 10 % de remise sur le tarif horaire
service-page-erhverv-do-2 = Préparation et remise en état de locaux loués lors de l’entrée ou du départ des locataires
service-page-erhverv-do-3 = Travaux sur tableaux : nouveaux tableaux divisionnaires, extensions, disjoncteurs différentiels (HPFI) et parafoudres
service-page-erhverv-do-4 = Éclairage pour commerces, bureaux et entrepôts – y compris passage au LED pour réduire la facture d’électricité
service-page-erhverv-do-5 = Bornes de recharge pour les salariés et les clients, avec répartition de la charge
service-page-erhverv-do-6 = Thermographie et contrôles servant de justificatifs auprès de l’assureur
service-page-erhverv-price-1-label = Tarif horaire Standard : dépannage, réparation et maintenance
service-page-erhverv-price-1-amount = 510 DKK HT de l’heure
service-page-erhverv-price-2-label = Tarif horaire Premium : nouvelle installation, travaux sur tableaux et maison connectée
service-page-erhverv-price-2-amount = 670 DKK HT de l’heure
service-page-erhverv-price-3-label = Tarif horaire Exclusive : priorité VIP et disponibilité 24 h/24
service-page-erhverv-price-3-amount = 850 DKK HT de l’heure
service-page-erhverv-price-4-label = Avec contrat de maintenance : 10 % de remise sur le tarif horaire Standard
service-page-erhverv-price-4-amount = 459 DKK HT de l’heure
service-page-erhverv-price-5-label = Remise en état de locaux loués jusqu’à 100 m²
service-page-erhverv-price-5-amount = à partir de 3 995 DKK HT
service-page-erhverv-price-note = Tous les prix pour les professionnels s’entendent HT. Les travaux entre 16 h et 21 h sont majorés de 25 %, les interventions d’urgence le jour même de 50 % et les travaux de nuit entre 21 h et 7 h de 75 %. Le déplacement est gratuit jusqu’à 15 km.
service-page-erhverv-booking-note = Parlez-nous de vos locaux et de vos horaires d’ouverture, et du moment le plus propice pour réaliser les travaux. Nous intervenons volontiers en dehors des heures d’ouverture afin de ne déranger ni vos clients ni vos salariés.
service-page-erhverv-faq-1-q = Que comprend un contrat de maintenance ?
service-page-erhverv-faq-1-a = Un contrat de maintenance vous offre un interlocuteur attitré, une intervention prioritaire et 10 % de remise sur le tarif horaire. Avec un contrat Exclusive, vous bénéficiez en outre d’une disponibilité 24 h/24, d’un chef de projet dédié et d’un contrat adapté à votre activité.
service-page-erhverv-faq-2-q = Pouvez-vous travailler en dehors de nos heures d’ouverture ?
service-page-erhverv-faq-2-a = Oui. Sur rendez-vous, nous intervenons volontiers tôt le matin, le soir ou le week-end. Les travaux en soirée entre 16 h et 21 h coûtent 638 DKK HT de l’heure au tarif horaire Standard.
service-page-erhverv-faq-3-q = Recevrons-nous une documentation ?
service-page-erhverv-faq-3-a = Oui. Chaque intervention se termine par une documentation des travaux réalisés et des mesures, et lors de travaux sur le tableau, nous mettons à jour le repérage des circuits. C’est utile auprès de l’assureur, du bailleur et lors de la restitution des locaux.
service-page-erhverv-faq-4-q = Dans quel délai pouvez-vous intervenir ?
service-page-erhverv-faq-4-a = Vous recevez une réponse sous 2 heures en semaine. Les clients sous contrat de maintenance bénéficient d’une intervention prioritaire – généralement le jour même en cas d’arrêt d’activité – et avec un contrat Exclusive, vous bénéficiez d’une disponibilité 24 h/24.

## Appel à l’action (services, pages de service et page À propos)

services-cta-heading = Prêt à vous lancer ?
services-cta-text = Obtenez un devis gratuit et sans engagement à prix fixe. Nous répondons sous 2 heures en semaine.
services-cta-quote = Obtenir un devis gratuit
services-cta-call = Appelez le { $phone }
services-cta-hours = Nous sommes joignables par téléphone du lundi au vendredi de 8 h à 17 h.
