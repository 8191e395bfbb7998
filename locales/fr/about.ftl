## Page « À propos » (/om-os)

about-page-meta-title = À propos – électricien agréé à Copenhague NV | { $name }
about-page-description = Découvrez { $name } : installateur électricien agréé à Copenhague NV, avec plus de 15 ans d’expérience. Électriciens certifiés et assurés, prix fixes.
about-page-badge = Plus de 15 ans d’expérience
about-page-heading = À propos de { $name }
about-page-intro = Nous sommes une entreprise d’électricité locale installée à Copenhague NV. Nous réalisons des travaux électriques pour les particuliers et les entreprises dans toute l’agglomération de Copenhague – avec des prix fixes, une communication claire et un travail dont nous sommes fiers.
about-page-image-alt = Dessin d’une camionnette d’électricien devant des maisons de ville à Copenhague

about-story-heading = Notre histoire
about-story-1 = { $name } a été fondée par un maître électricien et installateur électricien agréé, fort de plus de 15 ans d’expérience, des petites interventions chez les particuliers jusqu’aux grands chantiers professionnels. L’idée était simple : une entreprise d’électricité où le client sait toujours ce que coûtent les choses, quand nous arrivons et ce que nous avons fait.
about-story-2 = Aujourd’hui, nous sommes une équipe d’électriciens qualifiés et d’apprentis basée à Copenhague NV. Nous intervenons dans tout Copenhague et ses environs, et nos véhicules sont équipés d’outils et des matériaux les plus courants, si bien que la plupart des interventions sont réglées dès la première visite.
about-story-3 = Nous sommes une entreprise d’installation électrique agréée, dotée d’un système de management de la qualité approuvé, et tous nos électriciens sont certifiés et assurés. Chaque année, nous formons de nouveaux apprentis, car nous tenons à transmettre notre métier.
about-credentials = Qui nous sommes
about-credential-1 = Installateur électricien agréé
about-credential-2 = Électriciens certifiés et assurés
about-credential-3 = Plus de 15 ans d’expérience
about-credential-4 = Électriciens et apprentis dans notre propre équipe

about-values-heading = Nos valeurs
about-values-intro = Six principes sur lesquels nous ne transigeons jamais – qu’il s’agisse d’une nouvelle prise ou d’une installation professionnelle complète.
about-value-quality-title = Qualité et sécurité
about-value-quality-text = Nous respectons les règles à la lettre, utilisons des matériaux homologués, et mesurons et testons tout avant de partir. La sécurité d’une installation n’est jamais négociable.
about-value-reliability-title = Fiabilité
about-value-reliability-text = Nous venons quand nous l’avons annoncé et respectons le prix promis. En cas de retard, nous vous appelons – avant même que vous ne vous posiez la question.
about-value-customer-title = Orientation client
about-value-customer-text = Nous écoutons avant de percer. La solution doit convenir à votre logement, à votre quotidien et à votre budget – et non à ce qui nous arrange le plus.
about-value-pride-title = Fierté du métier
about-value-pride-text = Des câbles posés bien droit, des finitions soignées et un tableau électrique étiqueté de sorte que chacun puisse le comprendre. Nous faisons un travail que nous aimons montrer.
about-value-passion-title = Passion
about-value-passion-text = Nous aimons l’électricité – de l’installation classique à la maison connectée et aux bornes de recharge – et nous nous tenons à jour pour vous proposer les meilleures solutions.
about-value-honesty-title = Honnêteté
about-value-honesty-text = Nous vous disons franchement si une intervention n’en vaut pas la peine ou si vous pouvez vous en charger vous-même. Aucuns frais cachés et aucune mauvaise surprise sur la facture.

about-facts-heading = Ce sur quoi vous pouvez compter
about-fact-warranty-title = Garantie de 2 ans
about-fact-warranty-text = Sur les nouvelles installations, les tableaux électriques, la maison connectée et les bornes de recharge, vous bénéficiez d’une garantie de 2 ans sur les travaux, et tous les produits sont couverts par la garantie légale de 2 ans.
about-fact-reply-title = Réponse sous 2 heures
about-fact-reply-text = Si vous nous écrivez ou nous appelez en semaine, nous vous répondons sous 2 heures – et nous traitons souvent les pannes urgentes le jour même.
about-fact-prices-title = Prix fixes
about-fact-prices-text = Vous obtenez un prix fixe avant le début des travaux – sans frais cachés de mise en route, de petit matériel ou de déplacement à proximité.
about-fact-advice-title = Conseils gratuits
about-fact-advice-text = Nous vous conseillons gratuitement et sans engagement par téléphone ou lors d’une visite, lorsque l’intervention l’exige.

about-cta-heading = Et si nous examinions votre projet ?
about-cta-text = Dites-nous ce dont vous avez besoin et nous reviendrons vers vous avec un prix fixe – sous 2 heures en semaine.
