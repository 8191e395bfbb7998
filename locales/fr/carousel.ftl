## Page d’accueil : carrousel d’éclairage connecté

carousel-heading = Un éclairage connecté pour toute la maison
carousel-intro = L’éclairage connecté apporte plus de confort, une consommation d’électricité réduite et davantage de sécurité. Nous installons variateurs, ambiances, capteurs et programmations horaires – à l’intérieur comme à l’extérieur – et configurons le tout pour qu’il soit simple à utiliser au quotidien.
carousel-book = Réserver un conseil
carousel-label = Exemples d’éclairage connecté
carousel-roledescription = carrousel
carousel-slide-roledescription = diapositive
carousel-slide-label = { $number } sur { $count }
carousel-previous = Diapositive précédente
carousel-next = Diapositive suivante
carousel-go-to = Aller à la diapositive { $number }
carousel-dots = Choisir une diapositive
carousel-pause = Arrêter le défilement automatique
carousel-play = Lancer le défilement automatique

carousel-indoor-tag = Intérieur
carousel-indoor-title = Des ambiances dans le salon
carousel-indoor-text = Baissez le plafonnier, allumez le lampadaire et enregistrez le tout comme une ambiance. D’une simple pression, passez de l’éclairage pour le dîner à celui pour un film ou pour le ménage – depuis l’interrupteur mural, depuis l’application ou à la voix.
carousel-indoor-alt = Salon en soirée avec une suspension tamisée, un lampadaire et une lumière chaude au-dessus du canapé, piloté depuis une application et un variateur mural

carousel-outdoor-tag = Extérieur
carousel-outdoor-title = La sécurité à l’extérieur
carousel-outdoor-text = Des détecteurs de mouvement allument la lumière dès que quelqu’un approche, et une programmation horaire allume l’éclairage d’ambiance au coucher du soleil – même quand vous êtes en vacances. Des allées et des entrées éclairées réduisent le risque de chute et tiennent les intrus à distance.
carousel-outdoor-alt = Maison au crépuscule avec des appliques près de la porte d’entrée, des bornes lumineuses le long de l’allée du jardin et un projecteur avec détecteur de mouvement au-dessus du garage

carousel-bedroom-tag = Chambre
carousel-bedroom-title = Une lumière douce dans la chambre
carousel-bedroom-text = Réveillez-vous avec une lumière qui s’intensifie progressivement, et laissez-la se transformer le soir en une lumière chaude et tamisée. Vous pilotez les lampes de chevet et l’éclairage LED indirect depuis votre lit, et si vous vous levez la nuit, un capteur allume une veilleuse discrète.
carousel-bedroom-alt = Chambre avec des lampes de chevet douces et un éclairage LED indirect derrière la tête de lit
