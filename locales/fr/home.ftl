## Page d’accueil

home-title = Électricien à Copenhague – installateur électricien agréé | { $name }
home-description = Électricien agréé à Copenhague. Installation, dépannage, tableaux électriques, maison connectée et bornes de recharge à prix fixes. Conseils gratuits et réponse sous 2 heures en semaine.

hero-badge = Installateur électricien agréé à Copenhague
hero-title = Une électricité sûre pour particuliers et professionnels – à prix fixe
hero-subtitle = Des électriciens certifiés et assurés pour tous vos travaux, des nouvelles prises et luminaires aux tableaux électriques, en passant par la maison connectée et les bornes de recharge. Prix fixe sans frais cachés et conseils gratuits avant le début des travaux.
hero-see-work = Voir nos réalisations
hero-cta = Demander un devis gratuit
hero-assurances = Toujours inclus
hero-warranty = Garantie de 2 ans
hero-quick-response = Intervention rapide
hero-free-parking = Stationnement offert
hero-image-alt = Prises et interrupteurs installés sur un mur
hero-video-pause = Mettre la vidéo d’arrière-plan en pause
hero-video-play = Lire la vidéo d’arrière-plan
