## Pages juridiques : politique de confidentialité (/privatlivspolitik) et conditions générales de vente (/handelsbetingelser)

legal-updated = Dernière mise à jour : 22 novembre 2026
legal-toc-heading = Sommaire
legal-company-cvr = N° CVR : { $cvr }
legal-company-email = E-mail : { $email }
legal-company-phone = Téléphone : { $phone }

## Politique de confidentialité

privacy-page-meta-title = Politique de confidentialité | { $name }
privacy-page-description = Comment { $name } traite vos données personnelles : ce que nous collectons et pourquoi, combien de temps nous les conservons et quels sont vos droits au titre du RGPD.
privacy-page-heading = Politique de confidentialité
privacy-page-intro = Chez { $name }, nous prenons soin de vos données personnelles. Vous trouverez ici quelles données nous traitons lorsque vous utilisez notre site et notre boutique en ligne, demandez un devis ou achetez une prestation chez nous, pourquoi nous le faisons et de quels droits vous disposez au titre du règlement général sur la protection des données (RGPD) et de la databeskyttelsesloven (loi danoise sur la protection des données).

privacy-section-controller-heading = Responsable du traitement
privacy-section-controller-text = Le responsable du traitement de vos données personnelles est :
privacy-section-controller-contact = Si vous avez des questions sur la manière dont nous traitons vos données ou si vous souhaitez exercer vos droits, écrivez à { $email } ou appelez le { $phone }.

privacy-section-data-heading = Les données que nous traitons
privacy-section-data-text = Nous ne traitons que les données dont nous avons besoin. Nous ne demandons pas de données sensibles, par exemple relatives à votre santé, et nous vous prions de ne pas en indiquer dans vos messages.
privacy-data-account-title = Votre compte
privacy-data-account-text = Lorsque vous créez un compte : prénom, nom, adresse e-mail, numéro de téléphone (si vous l’indiquez) et votre mot de passe, que nous ne conservons que sous forme chiffrée et que nous ne pouvons jamais voir.
privacy-data-orders-title = Commandes
privacy-data-orders-text = Lorsque vous achetez des produits : numéro de commande, articles, montant, statut et date, ainsi que nom, adresses de livraison et de facturation, adresse e-mail et numéro de téléphone. Nous ne voyons ni ne conservons vos données de carte – elles sont traitées par le prestataire de paiement.
privacy-data-requests-title = Demandes de contact et de devis
privacy-data-requests-text = Lorsque vous nous écrivez ou demandez un devis : nom, adresse e-mail, numéro de téléphone et ce que vous nous indiquez sur l’intervention, par exemple l’adresse, des photos et une description de votre installation électrique.
privacy-data-newsletter-title = Newsletter
privacy-data-newsletter-text = Lorsque vous vous inscrivez à notre newsletter : votre adresse e-mail, votre langue, le moment de votre inscription et celui de sa confirmation avec le bouton de la page qu’ouvre le lien figurant dans l’e-mail, ainsi que l’adresse IP et le navigateur depuis lesquels vous l’avez confirmée (afin que nous puissions montrer qu’une personne, et non un programme, l’a confirmée), une somme de contrôle du texte qui vous a été présenté lorsque vous avez donné votre consentement, votre code de réduction et – si vous vous désinscrivez – le moment de votre désinscription.
privacy-data-technical-title = Données techniques
privacy-data-technical-text = Lorsque vous consultez le site, notre serveur enregistre dans un journal technique l’adresse IP, l’heure, la page demandée et le type de navigateur. Ce journal sert uniquement à l’exploitation, au diagnostic des erreurs et à la sécurité, par exemple pour empêcher l’utilisation abusive de la connexion.

privacy-section-cookies-heading = Cookies et stockage local
privacy-section-cookies-text = Nous n’utilisons que ce qui est techniquement nécessaire au fonctionnement du site et de la boutique en ligne. Votre consentement n’est donc pas requis, et aucun bandeau cookies ne s’affiche sur notre site.
privacy-cookie-session = Le cookie « session » vous maintient connecté. Il n’est déposé qu’au moment où vous vous connectez et il est supprimé lorsque vous vous déconnectez, ou au plus tard après 30 jours.
privacy-cookie-lang = Le cookie « lang » mémorise votre choix de langue pendant 1 an au maximum.
privacy-cookie-cart = Le panier est enregistré dans le stockage local (local storage) de votre navigateur, sur votre propre appareil, afin qu’il ne disparaisse pas lorsque vous fermez la page. Son contenu ne nous est transmis que lorsque vous passez au paiement, et nous le conservons 30 jours au maximum si vous ne passez pas commande.
privacy-section-cookies-none = Nous n’utilisons aucun cookie ni aucune technologie similaire à des fins de statistiques, de suivi ou de marketing, et nous n’affichons pas de publicités de tiers.

privacy-section-purposes-heading = Finalités et bases juridiques
privacy-section-purposes-text = Nous ne traitons vos données que lorsque nous disposons d’une base juridique au titre de l’art. 6, paragraphe 1, du RGPD :
privacy-purpose-contract-title = Contrat – art. 6, paragraphe 1, point b) du RGPD
privacy-purpose-contract-text = Pour créer et gérer votre compte, traiter et livrer vos commandes, vous établir un devis et réaliser les travaux électriques que vous nous commandez.
privacy-purpose-legal-title = Obligation légale – art. 6, paragraphe 1, point c) du RGPD
privacy-purpose-legal-text = Pour respecter nos obligations légales, notamment la bogføringsloven (loi danoise sur la comptabilité), qui nous impose de conserver pendant 5 ans les pièces comptables telles que les factures et les commandes, ainsi que les règles relatives à la documentation des travaux d’installation électrique.
privacy-purpose-interest-title = Intérêt légitime – art. 6, paragraphe 1, point f) du RGPD
privacy-purpose-interest-text = Pour répondre aux demandes qui n’ont pas encore abouti à un contrat, exploiter et sécuriser le site, prévenir les abus et la fraude, et constater, exercer ou défendre des droits en justice, par exemple en cas de réclamation. Notre intérêt légitime est de pouvoir exploiter notre entreprise en toute sécurité et d’offrir un bon service.
privacy-purpose-consent-title = Consentement – art. 6, paragraphe 1, point a) du RGPD
privacy-purpose-consent-text = Pour vous envoyer notre newsletter. Vous pouvez retirer votre consentement à tout moment via le lien figurant dans la newsletter ou en nous écrivant. Le retrait ne remet pas en cause la licéité du traitement effectué avant celui-ci.

privacy-section-recipients-heading = Avec qui nous partageons vos données
privacy-section-recipients-text = Nous ne vendons jamais vos données et ne les transmettons pas à des tiers pour leurs propres finalités, par exemple le marketing. Nous faisons appel à quelques prestataires (sous-traitants) qui ne peuvent traiter les données que sur nos instructions et dans le cadre d’un contrat de sous-traitance :
privacy-recipient-hosting = Hébergement et exploitation : notre hébergeur, qui exploite dans l’UE les serveurs sur lesquels fonctionnent le site, la boutique en ligne et la base de données.
privacy-recipient-shop = Boutique en ligne et paiement : sur notre propre page de paiement, nous conservons nous-mêmes vos informations de livraison et de facturation avec la commande, et votre banque ne reçoit que ce que vous indiquez vous-même dans le virement. Si la boutique en ligne utilise Shopify pour le paiement, le contenu de votre panier est transmis à Shopify, et vous saisissez vos informations de livraison et de paiement directement chez eux et chez les prestataires de paiement associés à leur page de paiement.
privacy-recipient-shipping = Transport : le transporteur reçoit votre nom, votre adresse et votre numéro de téléphone afin de pouvoir livrer les produits.
privacy-recipient-authorities = Conseillers et autorités : notre expert-comptable et les autorités publiques telles que Skattestyrelsen (l’administration fiscale danoise), lorsque la loi l’exige.
privacy-section-recipients-transfer = Si un prestataire traite des données en dehors de l’UE/EEE, cela ne se fait que sur la base d’un mécanisme de transfert licite, par exemple une décision d’adéquation de la Commission européenne (comme pour le Canada et pour les entreprises certifiées au titre du EU-U.S. Data Privacy Framework) ou les clauses contractuelles types de la Commission européenne.

privacy-section-storage-heading = Durée de conservation des données
privacy-section-storage-text = Nous ne conservons pas les données plus longtemps que nécessaire :
privacy-storage-account = Compte : tant que vous avez un compte. Vous pouvez le supprimer vous-même à tout moment dans votre profil, sous « Mon compte », et s’il n’a pas été utilisé pendant 3 ans, nous le supprimons – nous vous écrivons 30 jours avant, et si vous vous connectez, vous le conservez.
privacy-storage-orders = Commandes, factures et autres pièces comptables : 5 ans à compter de la fin de l’exercice comptable auquel elles se rapportent, conformément à la bogføringsloven (loi danoise sur la comptabilité).
privacy-storage-requests = Demandes de contact et de devis : jusqu’à 12 mois après notre dernier contact, si elles n’aboutissent pas à un contrat. Si la demande donne lieu à une intervention, nous la conservons avec le dossier.
privacy-storage-work = Dossiers et documentation des travaux électriques réalisés : jusqu’à 5 ans après l’achèvement des travaux, afin de pouvoir traiter les demandes de garantie et les réclamations et de documenter les travaux.
privacy-storage-newsletter = Newsletter : jusqu’à votre désinscription. Nous supprimons au bout de 7 jours toute inscription qui n’est pas confirmée via le lien figurant dans l’e-mail.
privacy-storage-logs = Journaux techniques : 30 jours au maximum.

privacy-section-security-heading = Sécurité
privacy-section-security-text = Nous protégeons vos données par des mesures techniques et organisationnelles appropriées : tout le trafic vers le site est chiffré (HTTPS), les mots de passe ne sont conservés que sous forme de valeurs de hachage chiffrées, et seuls les collaborateurs qui ont besoin des données pour leur travail y ont accès. Si une violation de données présentant un risque élevé pour vous devait malgré tout se produire, nous vous en informerions dans les meilleurs délais.

privacy-section-rights-heading = Vos droits
privacy-section-rights-text = Le RGPD vous confère un certain nombre de droits. Pour les exercer, écrivez à { $email }. C’est gratuit, et nous vous répondons dans les meilleurs délais et au plus tard dans un délai d’un mois.
privacy-right-access-title = Droit d’accès
privacy-right-access-text = Vous pouvez savoir quelles données nous traitons à votre sujet, d’où elles proviennent et à quoi nous les utilisons – et en obtenir une copie. Si vous avez un compte, vous pouvez télécharger vous-même, en un seul fichier, tout ce que nous conservons à son sujet grâce au bouton « Télécharger mes données » dans votre profil, sous « Mon compte ».
privacy-right-rectification-title = Droit de rectification
privacy-right-rectification-text = Vous pouvez faire rectifier les données inexactes ou incomplètes. Vous pouvez aussi modifier vous-même votre nom et votre numéro de téléphone dans votre profil, sous « Mon compte ».
privacy-right-erasure-title = Droit à l’effacement
privacy-right-erasure-text = Vous pouvez nous demander d’effacer vos données. Nous les effaçons, sauf si nous devons les conserver en raison d’obligations légales, par exemple la bogføringsloven (loi danoise sur la comptabilité), ou pour pouvoir nous défendre en justice. Si vous avez un compte, vous pouvez le supprimer vous-même grâce au bouton « Supprimer mon compte » dans votre profil, sous « Mon compte » : votre compte, vos demandes et votre inscription à la newsletter sont supprimés immédiatement, et vos commandes sont conservées jusqu’au terme des 5 ans, sans votre nom, votre adresse, votre numéro de téléphone ni votre adresse e-mail.
privacy-right-restriction-title = Droit à la limitation du traitement
privacy-right-restriction-text = Vous pouvez nous demander de nous limiter temporairement à la conservation de vos données, par exemple pendant que nous vérifions leur exactitude.
privacy-right-portability-title = Droit à la portabilité des données
privacy-right-portability-text = Vous pouvez recevoir les données que vous nous avez vous-même fournies sur la base d’un contrat ou d’un consentement, dans un format structuré, couramment utilisé et lisible par machine, et les faire transmettre à un tiers – le fichier obtenu avec « Télécharger mes données » est au format JSON.
privacy-right-objection-title = Droit d’opposition
privacy-right-objection-text = Vous pouvez vous opposer à un traitement que nous effectuons sur la base de notre intérêt légitime. Nous y mettons alors fin, sauf si nous avons des motifs légitimes et impérieux qui prévalent sur vos intérêts.
privacy-right-withdraw-title = Droit de retirer votre consentement
privacy-right-withdraw-text = Si vous avez donné votre consentement, par exemple pour la newsletter, vous pouvez le retirer à tout moment.

privacy-section-complaint-heading = Réclamation auprès de Datatilsynet
privacy-section-complaint-text = Si vous n’êtes pas satisfait de la manière dont nous traitons vos données personnelles, nous aimerions le savoir afin de pouvoir y remédier. Vous avez également toujours le droit d’introduire une réclamation auprès de Datatilsynet (l’autorité danoise de protection des données) :
privacy-complaint-authority = Datatilsynet (autorité danoise de protection des données), Carl Jacobsens Vej 35, 2500 Valby, téléphone 33 19 32 00, www.datatilsynet.dk

privacy-section-changes-heading = Modifications
privacy-section-changes-text = Nous mettons à jour cette politique de confidentialité lorsque nous modifions notre manière de traiter les données personnelles ou lorsque la réglementation évolue. La date indiquée en haut de la page précise quand elle a été mise à jour pour la dernière fois. En cas de modification importante, nous vous en informons sur le site et, si vous avez un compte, par e-mail.

## Conditions générales de vente

terms-page-meta-title = Conditions générales de vente | { $name }
terms-page-description = Conditions générales de vente de { $name } : prix TVA comprise, paiement, livraison, livraison gratuite au-delà de 750 DKK, droit de rétractation de 14 jours et garantie légale de 2 ans.
terms-page-heading = Conditions générales de vente
terms-page-intro = Les présentes conditions générales de vente s’appliquent lorsque vous achetez des produits en tant que consommateur dans la boutique en ligne de { $name }. Lisez-les avant de commander – en passant commande, vous acceptez ces conditions.

terms-section-seller-heading = Informations sur l’entreprise
terms-section-seller-text = La boutique en ligne est exploitée par :

terms-section-prices-heading = Prix
terms-section-prices-text = Tous les prix sont indiqués en couronnes danoises (DKK), TVA danoise (moms) de 25 % comprise. Les frais de port et les éventuels autres frais sont clairement indiqués dans le panier et sur la page de paiement avant que vous ne validiez l’achat.
terms-section-prices-errors = Sous réserve d’erreurs typographiques, de ruptures de stock et de modifications de prix. Si un prix est manifestement erroné, par exemple en raison d’une erreur technique, nous pouvons annuler la commande et rembourser l’intégralité du montant.

terms-section-order-heading = Commande et conclusion du contrat
terms-section-order-text = Vous commandez en ajoutant des articles au panier et en passant au paiement. Vous n’avez pas besoin de compte. Sur la page de paiement, vous choisissez la livraison et le mode de paiement, saisissez votre nom, votre adresse, votre numéro de téléphone et votre adresse e-mail, acceptez les présentes conditions et validez l’achat avec le bouton « Commander avec obligation de paiement ».
terms-section-order-contract = Le contrat devient ferme dès que nous vous avons envoyé une confirmation de commande par e-mail. Vérifiez la confirmation et contactez-nous dans les meilleurs délais en cas d’erreur. Vous pouvez aussi consulter vos commandes dans « Mon compte ». Le contrat est conclu en danois et nous l’archivons – écrivez-nous si vous souhaitez en obtenir une copie.

terms-section-payment-heading = Paiement
terms-section-payment-text = Vous payez par virement bancaire sur la base de la facture qui vous est envoyée par e-mail avec la confirmation de commande (sous 8 jours, en indiquant le numéro de commande dans le libellé du virement), lors du retrait en magasin ou – si vous êtes un client du secteur public – sur facture électronique adressée à votre numéro EAN. Nous expédions les produits dès réception du paiement. Si vous payez par carte sur la page de paiement de notre prestataire de boutique en ligne, le montant est réservé au moment de l’achat et n’est débité qu’à l’expédition des produits ; nous ne voyons jamais vos données de carte.

terms-section-delivery-heading = Livraison
terms-section-delivery-text = Nous livrons à des adresses au Danemark, à l’exception des îles Féroé et du Groenland. Les articles en stock sont normalement expédiés sous 1 à 3 jours ouvrés, et vous recevez un e-mail avec un lien de suivi (track & trace) dès que le colis est expédié.
terms-section-delivery-shipping = La livraison est gratuite lorsque le montant des articles, après déduction d’une éventuelle réduction, atteint au moins 750 DKK. En dessous de ce montant, vous payez des frais de port, indiqués dans le panier et sur la page de paiement avant que vous ne validiez l’achat. Le retrait en magasin est gratuit.
terms-section-delivery-damage = Vérifiez les produits à leur réception. Si le colis est endommagé, demandez au transporteur de le noter et contactez-nous dans les meilleurs délais.

terms-section-withdrawal-heading = Droit de rétractation
terms-section-withdrawal-text = Vous disposez d’un droit de rétractation de 14 jours lorsque vous achetez des produits chez nous en tant que consommateur. Le délai court à compter du jour où vous recevez le produit. Si une commande est livrée en plusieurs envois, le délai court à compter du jour où vous recevez le dernier article.
terms-section-withdrawal-how = Pour vous rétracter, vous devez nous en informer clairement avant l’expiration du délai – écrivez à { $email } en indiquant votre numéro de commande et les articles concernés. Vous pouvez aussi utiliser le formulaire type de rétractation de Forbrugerombudsmanden (le médiateur danois des consommateurs), mais ce n’est pas obligatoire.
terms-section-withdrawal-return = Vous devez renvoyer le produit au plus tard 14 jours après vous être rétracté, et les frais de retour sont à votre charge. Nous vous remboursons l’intégralité du prix d’achat, y compris les frais de livraison standard initiaux, au plus tard 14 jours après réception de votre notification, mais nous pouvons différer le remboursement jusqu’à la réception du produit.
terms-section-withdrawal-condition = Vous pouvez examiner le produit comme vous le feriez dans un magasin physique, mais pas l’utiliser. Si le produit a été utilisé au-delà de ce qui est nécessaire ou s’il a été monté dans une installation électrique, nous pouvons déduire la dépréciation du montant remboursé.
terms-section-withdrawal-exceptions = Le droit de rétractation ne s’applique pas aux produits confectionnés selon vos mesures ou vos spécifications, par exemple un câble coupé à une longueur précise, ni aux prestations pleinement exécutées si vous nous avez demandé de commencer avant l’expiration du délai et avez été informé que vous perdiez alors votre droit de rétractation.
terms-section-withdrawal-form-link = Aller au modèle de formulaire de rétractation

terms-section-complaints-heading = Garantie légale (reklamationsret)
terms-section-complaints-text = Vous bénéficiez d’une garantie légale de 2 ans en vertu de la købeloven (loi danoise sur la vente de marchandises). Vous pouvez donc faire valoir les défauts et non-conformités qui existaient lors de la réception du produit et qui apparaissent dans un délai de 2 ans. Si le défaut apparaît au cours de la première année, nous présumons qu’il existait dès le départ. L’usure normale et les dommages résultant d’une mauvaise utilisation ou d’un montage incorrect ne sont pas couverts.
terms-section-complaints-how = Signalez le défaut dans un délai raisonnable après l’avoir découvert – une réclamation faite dans les 2 mois est toujours dans les délais. Écrivez à { $email } en indiquant le numéro de commande, une description du défaut et, si possible, des photos.
terms-section-complaints-remedy = Si la réclamation est fondée, nous réparons ou remplaçons le produit, accordons une réduction de prix ou remboursons le prix d’achat conformément aux règles de la købeloven (loi danoise sur la vente de marchandises). Nous prenons en charge les frais de retour raisonnables.

terms-section-warranty-heading = Garantie sur nos travaux
terms-section-warranty-text = La garantie légale ci-dessus s’applique aux produits. Pour les travaux électriques réalisés par nos électriciens, nous accordons une garantie de 12 mois sur le travail à compter du jour où l’intervention est terminée. Les interventions de nos formules Premium et Exclusive – par exemple les nouvelles installations, les tableaux électriques, la maison connectée et les bornes de recharge – bénéficient d’une garantie de 2 ans.
terms-section-warranty-scope = La garantie couvre les défauts de notre travail, par exemple un raccordement qui n’a pas été effectué correctement. Elle ne couvre pas les matériaux et appareils que vous avez fournis vous-même, les dommages consécutifs à des modifications effectuées par des tiers, ni l’usure normale. Les produits que nous fournissons et installons bénéficient en outre de la garantie légale de 2 ans. Cette garantie s’ajoute à vos droits légaux.

terms-section-installation-heading = Installation et autres prestations
terms-section-installation-text = Un achat dans la boutique en ligne ne comprend que le produit. Si vous souhaitez que nous l’installions, l’installation se réserve séparément – appelez le { $phone } ou demandez un devis via le formulaire de la page d’accueil. Les installations sont réalisées sur la base d’un devis distinct à prix fixe.
terms-section-installation-rules = N’oubliez pas que, selon la réglementation, la plupart des produits destinés à l’installation électrique fixe, par exemple les prises, les composants de tableau électrique, les câbles et les spots encastrés, doivent être installés par un installateur électricien agréé.
terms-section-installation-withdrawal = Si vous commandez des travaux électriques chez nous à distance ou hors de nos locaux commerciaux, vous disposez également, en tant que consommateur, d’un droit de rétractation de 14 jours. Si vous nous demandez de commencer avant l’expiration du délai, puis vous rétractez, vous payez les travaux déjà effectués. Le droit de rétractation ne s’applique pas aux réparations urgentes que vous nous avez vous-même demandé de venir effectuer.

terms-section-recycling-heading = Équipements électriques usagés et piles
terms-section-recycling-text = Les équipements électriques et électroniques et les piles portent le symbole d’une poubelle barrée : ils ne doivent pas être jetés avec les ordures ménagères mais déposés pour être recyclés. Vous pouvez les déposer gratuitement à la déchetterie de votre commune.
terms-section-recycling-take-back = Lorsque vous achetez chez nous un nouveau produit électrique, nous reprenons gratuitement un produit usagé équivalent quand nous livrons ou installons le nouveau, ou quand vous le retirez en boutique. Appelez le { $phone } ou écrivez à { $email } pour l’organiser.

terms-section-disputes-heading = Voies de recours
terms-section-disputes-text = Si vous n’êtes pas satisfait de votre achat, contactez-nous d’abord à { $email } – nous trouvons généralement une solution ensemble.
terms-section-disputes-board = Si nous ne parvenons pas à un accord, vous pouvez déposer une réclamation auprès de Nævnenes Hus (l’organisme danois de traitement des litiges de consommation), Toldboden 2, 8800 Viborg, www.naevneneshus.dk. La réclamation est d’abord traitée par le Center for Klageløsning (centre de résolution des réclamations), puis peut être transmise au Forbrugerklagenævnet (commission danoise des litiges de consommation).
terms-section-disputes-eu = L’ancienne plateforme de règlement en ligne des litiges (RLL) de la Commission européenne a été fermée. Si vous résidez dans un autre pays de l’UE, vous pouvez à la place obtenir de l’aide auprès de Forbrugereuropa (Centre européen des consommateurs au Danemark), www.forbrugereuropa.dk.

terms-section-privacy-heading = Données personnelles
terms-section-privacy-text = Nous traitons vos données personnelles de manière confidentielle et conformément à la réglementation sur la protection des données. Nous ne les utilisons que pour finaliser votre achat et vous offrir un service de qualité, et nous ne les revendons jamais.
terms-section-privacy-link = Lire notre politique de confidentialité

terms-section-withdrawal-form-heading = Modèle de formulaire de rétractation
terms-section-withdrawal-form-intro = Si vous souhaitez vous rétracter d’un achat, vous pouvez utiliser ce formulaire. Imprimez-le ou copiez le texte dans un e-mail à { $email }, puis complétez-le. Vous n’êtes pas tenu d’utiliser ce formulaire : toute autre déclaration dénuée d’ambiguïté envoyée avant l’expiration du délai est tout aussi valable.
terms-withdrawal-form-note = (Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)
terms-withdrawal-form-to = À l’attention de : { $name }, { $address }, { $email }
terms-withdrawal-form-notice = Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien ci-dessous :
terms-withdrawal-form-dates = Commandé le (*)/reçu le (*) :
terms-withdrawal-form-name = Nom du (des) consommateur(s) :
terms-withdrawal-form-address = Adresse du (des) consommateur(s) :
terms-withdrawal-form-signature = Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :
terms-withdrawal-form-date = Date :
terms-withdrawal-form-footnote = (*) Rayez la mention inutile.
