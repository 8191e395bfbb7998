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
manager-no-provider-how = Comment faire : définissez TRANSLATION_PROVIDER sur libretranslate, deepl ou openai, TRANSLATION_API_URL sur l’adresse du service et TRANSLATION_API_KEY sur sa clé (pour openai aussi TRANSLATION_MODEL), puis redémarrez le serveur.
manager-steps-heading = Comment travailler avec les traductions
manager-step-1 = Rédigez ou modifiez le texte en danois dans locales/da – le danois est la source.
manager-step-2 = Ouvrez le rapport de couverture et voyez quelles clés manquent en anglais, en allemand et en français.
manager-step-3 = Traduisez les textes manquants – automatiquement avec le bouton ci-dessus, ou à la main.
manager-step-4 = Relisez les traductions automatiques, puis approuvez-les ou modifiez-les.
manager-step-5 = Téléchargez les fichiers de catalogue et placez-les dans locales/ dans le code, afin qu’ils soient livrés avec la prochaine version.

## Translation Manager: the machine translation run and the review
manager-provider = Service de traduction : { $name }
manager-translating = Traduction en cours…
manager-progress-label = Progression de la traduction
manager-progress = { $current } / { $total }
manager-current = Traduction en { $lang } : { $key }
manager-nothing-missing = Aucun texte ne manque – toutes les langues sont complètes.
manager-error = Erreur de traduction, veuillez réessayer
manager-error-kept = Ce qui a déjà été traduit est enregistré.
manager-complete = Traduction terminée
manager-complete-text = { $count ->
    [one] 1 texte traduit. Les fichiers de catalogue se téléchargent maintenant.
   *[other] { $count } textes traduits. Les fichiers de catalogue se téléchargent maintenant.
}
manager-job-running = Une traduction est déjà en cours. Attendez qu’elle soit terminée.
manager-job-not-found = Cette tâche de traduction n’existe pas.
manager-rejected-heading = Traductions automatiques refusées
manager-rejected-text = Ces textes sont revenus sans tous leurs espaces réservés et n’ont pas été enregistrés. Traduisez-les à la main.
manager-review-heading = Relire les traductions
manager-review-intro = Les traductions automatiques apparaissent immédiatement sur le site. Relisez-les, corrigez-les si nécessaire et validez-les.
manager-review-empty = Aucune traduction automatique à relire.
manager-review-danish = Danois
manager-review-translation = Traduction
manager-review-status-machine = Traduction automatique
manager-review-status-approved = Validée
manager-review-approve = Valider
manager-review-save = Enregistrer et valider
manager-review-reject = Refuser
manager-review-approved = Traduction validée
manager-review-saved = Traduction enregistrée et validée
manager-review-rejected = Traduction refusée
manager-review-failed = Impossible d’enregistrer la traduction
manager-entry-not-found = Cette traduction n’existe pas.
manager-edit-empty = Saisissez une traduction.
manager-edit-too-long = La traduction est trop longue.
manager-edit-invalid = La traduction n’est pas un texte Fluent valide.
manager-edit-placeables = La traduction doit garder les mêmes espaces réservés que le texte danois, par ex. { "{ $phone }" }.
