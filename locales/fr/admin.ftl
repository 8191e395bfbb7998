## Admin : outils de traduction

coverage-source-keys = Clés source en danois : { $count }
coverage-translated = Traduites : { $count }
coverage-missing = Manquantes : { $count }
coverage-badge-complete = Complet
coverage-badge-good = Bon
coverage-badge-warning = Attention
coverage-badge-critical = Critique
coverage-all-complete = Tous les textes sont traduits.
coverage-and-more = et { $count } de plus
coverage-missing-heading = Clés manquantes
coverage-key = Clé
coverage-source = Texte danois
coverage-open-report = Ouvrir le rapport de couverture
coverage-open-manager = Aller aux traductions

manager-intro = Voyez quelle part des textes danois du site est traduite et téléchargez les catalogues en fichiers .ftl.
manager-download-heading = Télécharger les catalogues
manager-download = Télécharger { $lang }.ftl
manager-translate-all = Tout traduire depuis le danois
manager-no-provider = Aucun service de traduction n’est configuré, le bouton est donc désactivé. Configurez un service dans les variables d’environnement du serveur (LibreTranslate, DeepL ou un service compatible OpenAI) pour traduire automatiquement.
manager-steps-heading = Comment travailler avec les traductions
manager-step-1 = Rédigez ou modifiez le texte en danois dans locales/da – le danois est la source.
manager-step-2 = Ouvrez le rapport de couverture et voyez quelles clés manquent en anglais, en allemand et en français.
manager-step-3 = Traduisez les textes manquants – automatiquement avec le bouton ci-dessus, ou à la main.
manager-step-4 = Relisez les traductions automatiques, puis approuvez-les ou modifiez-les.
manager-step-5 = Téléchargez les fichiers de catalogue et placez-les dans locales/ dans le code, afin qu’ils soient livrés avec la prochaine version.
